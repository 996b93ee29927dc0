import { SESSION_ID_PATTERN } from '../api/contract';
import { type ChatState, canSend, chatReducer, initialChatState, pendingText } from './chat-state';
import { visibleReply } from './meeting-marker';
import { createSessionId, pageLanguage } from './session';

const run = (state: ChatState, ...actions: Parameters<typeof chatReducer>[1][]) =>
  actions.reduce(chatReducer, state);

describe('chat state', () => {
  it('blocks a blank or whitespace-only send', () => {
    for (const text of ['', '   ', '\n\t ']) {
      expect(canSend(initialChatState, text)).toBe(false);
      expect(chatReducer(initialChatState, { type: 'send', text })).toBe(initialChatState);
    }
  });

  it('on send appends the trimmed user message and turns loading on', () => {
    const state = run(initialChatState, { type: 'send', text: '  Hello there \n' });
    expect(state.messages).toEqual([{ id: 1, role: 'user', content: 'Hello there' }]);
    expect(state.loading).toBe(true);
  });

  it('blocks sending while a reply is pending', () => {
    const pending = run(initialChatState, { type: 'send', text: 'one' });
    expect(canSend(pending, 'two')).toBe(false);
    expect(chatReducer(pending, { type: 'send', text: 'two' })).toBe(pending);
  });

  it('on a reply appends the assistant message and turns loading off', () => {
    const state = run(
      initialChatState,
      { type: 'send', text: 'hi' },
      { type: 'reply', raw: 'Hello!' },
    );
    expect(state.messages.at(-1)).toEqual({ id: 2, role: 'assistant', content: 'Hello!' });
    expect(state.loading).toBe(false);
    expect(canSend(state, 'next')).toBe(true);
  });

  it('removes the [MEETING_CARD] marker and sets showMeetingCard', () => {
    const state = run(
      initialChatState,
      { type: 'send', text: 'price?' },
      { type: 'reply', raw: 'Let us talk.\n\n[MEETING_CARD]' },
    );
    expect(state.messages.at(-1)).toEqual({
      id: 2,
      role: 'assistant',
      content: 'Let us talk.',
      showMeetingCard: true,
    });
  });

  it('on failure turns loading off and keeps the conversation', () => {
    const state = run(
      initialChatState,
      { type: 'send', text: 'hi' },
      { type: 'delta', text: 'Hal' },
      { type: 'failed' },
    );
    expect(state.loading).toBe(false);
    expect(state.messages).toHaveLength(1);
    expect(pendingText(state)).toBe('');
  });

  it('assembles streamed pieces and never shows the marker, even split across chunks', () => {
    let state = run(initialChatState, { type: 'send', text: 'book?' });
    expect(pendingText(state)).toBe(''); // 'Thinking...' until the first text
    const seen: string[] = [];
    for (const piece of ['Sure', ', book a call.', '\n\n[', 'MEET', 'ING_C', 'ARD', ']']) {
      state = chatReducer(state, { type: 'delta', text: piece });
      seen.push(pendingText(state));
    }
    expect(seen).toEqual([
      'Sure',
      'Sure, book a call.',
      'Sure, book a call.\n\n',
      'Sure, book a call.\n\n',
      'Sure, book a call.\n\n',
      'Sure, book a call.\n\n',
      'Sure, book a call.\n\n',
    ]);
    expect(seen.some((text) => text.includes('['))).toBe(false);
    state = chatReducer(state, { type: 'reply', raw: state.pending });
    expect(state.messages.at(-1)).toMatchObject({
      content: 'Sure, book a call.',
      showMeetingCard: true,
    });
  });

  it('shows a bracket that turns out not to be the marker once more text arrives', () => {
    expect(visibleReply('See [', true).text).toBe('See ');
    expect(visibleReply('See [docs](/x)', true).text).toBe('See [docs](/x)');
    expect(visibleReply('Text [MEETING_CARD] more', false)).toEqual({
      text: 'Text  more',
      showMeetingCard: true,
    });
  });
});

describe('session id and language', () => {
  it('is a prefix, a timestamp and a random string, different each time', () => {
    const id = createSessionId(1_700_000_000_000);
    expect(id).toMatch(/^chat_1700000000000_[a-z0-9]{16}$/);
    expect(id).toMatch(SESSION_ID_PATTERN); // what chat-ai accepts
    expect(createSessionId()).not.toBe(createSessionId());
  });

  it('is the language of the page the visitor writes from', () => {
    expect(pageLanguage('/de/contact')).toBe('de');
    expect(pageLanguage('/de')).toBe('de');
    expect(pageLanguage('/contact')).toBe('en');
    expect(pageLanguage('/design')).toBe('en');
  });
});
