import {
  type ChatState,
  REQUEST_LIMITS,
  canSend,
  chatReducer,
  initialChatState,
  pendingText,
  toRequestMessages,
} from './chat-state';
import { visibleReply } from './meeting-marker';
import { browserLanguage, createSessionId } from './session';

const run = (state: ChatState, ...actions: Parameters<typeof chatReducer>[1][]) =>
  actions.reduce(chatReducer, state);

describe('chat state (SPEC.md §4 Chat)', () => {
  it('blocks a blank or whitespace-only send', () => {
    for (const input of ['', '   ', '\n\t ']) {
      const state = run(initialChatState, { type: 'input', value: input });
      expect(canSend(state)).toBe(false);
      expect(chatReducer(state, { type: 'send' })).toBe(state);
    }
  });

  it('on send appends the user message, clears the input and turns loading on', () => {
    const state = run(
      initialChatState,
      { type: 'input', value: '  Hello there \n' },
      { type: 'send' },
    );
    expect(state.messages).toEqual([{ id: 1, role: 'user', content: 'Hello there' }]);
    expect(state.input).toBe('');
    expect(state.loading).toBe(true);
  });

  it('blocks sending while a reply is pending', () => {
    const pending = run(
      initialChatState,
      { type: 'input', value: 'one' },
      { type: 'send' },
      { type: 'input', value: 'two' },
    );
    expect(canSend(pending)).toBe(false);
    expect(chatReducer(pending, { type: 'send' })).toBe(pending);
    expect(chatReducer(pending, { type: 'send', text: 'voice' })).toBe(pending);
  });

  it('on a reply appends the assistant message and turns loading off', () => {
    const state = run(
      initialChatState,
      { type: 'input', value: 'hi' },
      { type: 'send' },
      { type: 'reply', raw: 'Hello!' },
    );
    expect(state.messages.at(-1)).toEqual({ id: 2, role: 'assistant', content: 'Hello!' });
    expect(state.loading).toBe(false);
    expect(canSend(run(state, { type: 'input', value: 'next' }))).toBe(true);
  });

  it('removes the [MEETING_CARD] marker and sets showMeetingCard', () => {
    const state = run(
      initialChatState,
      { type: 'input', value: 'price?' },
      { type: 'send' },
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
      { type: 'input', value: 'hi' },
      { type: 'send' },
      { type: 'delta', text: 'Hal' },
      { type: 'failed' },
    );
    expect(state.loading).toBe(false);
    expect(state.messages).toHaveLength(1);
    expect(pendingText(state)).toBe('');
  });

  it('assembles streamed pieces and never shows the marker, even split across chunks', () => {
    let state = run(initialChatState, { type: 'input', value: 'book?' }, { type: 'send' });
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

  it('a voice transcript is sent as a message without touching the typed input', () => {
    const state = run(
      initialChatState,
      { type: 'input', value: 'draft' },
      { type: 'send', text: 'spoken words' },
    );
    expect(state.messages).toEqual([{ id: 1, role: 'user', content: 'spoken words' }]);
    expect(state.input).toBe('draft');
    expect(state.loading).toBe(true);
  });
});

describe('request messages', () => {
  it('sends role and content only, newest within the function limits, starting with the user', () => {
    const messages = Array.from({ length: 45 }, (_, i) => ({
      id: i + 1,
      role: (i % 2 ? 'assistant' : 'user') as 'user' | 'assistant',
      content: `m${i}`,
      showMeetingCard: i % 2 === 1,
    }));
    const picked = toRequestMessages(messages);
    // The newest 20 (m25…m44), less the assistant message they would start with.
    expect(REQUEST_LIMITS.maxMessages).toBe(20);
    expect(picked.map((m) => m.content)).toEqual(
      Array.from({ length: 19 }, (_, i) => `m${i + 26}`),
    );
    expect(picked[0]?.role).toBe('user');
    expect(Object.keys(picked[1] ?? {})).toEqual(['role', 'content']);
  });

  it('drops the oldest messages beyond 8000 characters', () => {
    const big = (id: number, role: 'user' | 'assistant') => ({
      id,
      role,
      content: 'x'.repeat(2000),
    });
    const picked = toRequestMessages([
      big(1, 'user'),
      big(2, 'assistant'),
      big(3, 'user'),
      big(4, 'assistant'),
      big(5, 'user'),
      big(6, 'assistant'),
      big(7, 'user'),
    ]);
    // The newest four fill 8000; the oldest of them is the assistant's, so three remain.
    expect(picked.map((m) => m.content.length)).toEqual([2000, 2000, 2000]);
    expect(picked[0]?.role).toBe('user');
  });
});

describe('session id and language', () => {
  it('is a prefix, a timestamp and a random string, different per widget', () => {
    const id = createSessionId(1_700_000_000_000);
    expect(id).toMatch(/^chat_1700000000000_[a-z0-9]{16}$/);
    expect(createSessionId()).not.toBe(createSessionId());
  });

  it('takes the first part of the browser language', () => {
    expect(browserLanguage('de-DE')).toBe('de');
    expect(browserLanguage('en')).toBe('en');
    expect(browserLanguage('PT-br')).toBe('pt');
    expect(browserLanguage(undefined)).toBe('en');
    expect(browserLanguage('x-klingon')).toBe('en');
  });
});
