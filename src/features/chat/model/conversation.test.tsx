import { act, renderHook } from '@testing-library/react';
import { useSyncExternalStore } from 'react';

import { resetToasts, useToasts } from '@/components/ui/use-toast';
import { hydratePrerendered } from '@/testing/hydrate';

import { CHAT_LIMITS, type ChatRequest } from '../api/contract';
import type { SendOptions } from '../api/send-message';
import {
  CONVERSATION_STORAGE_KEY,
  type ConversationStore,
  type SendChatMessage,
  createConversationStore,
} from './conversation';

type Call = {
  request: ChatRequest;
  options: SendOptions;
  resolve: (raw: string) => void;
  reject: (error: Error) => void;
};

function controllableSender() {
  const calls: Call[] = [];
  const sender: SendChatMessage = (request, options) =>
    new Promise<string>((resolve, reject) => calls.push({ request, options, resolve, reject }));
  const call = (index: number) => {
    const found = calls[index];
    if (!found) throw new Error(`no call #${index}`);
    return found;
  };
  return { calls, sender, call };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A conversation held on an earlier page of this tab: `question` answered with `reply`, stored. */
async function conversationOnEarlierPage(question: string, reply: string) {
  const { sender, call } = controllableSender();
  const store = createConversationStore({ storage: sessionStorage, sender });
  void store.send(question);
  call(0).resolve(reply);
  await flush();
  return { sender, store };
}

describe('the visit’s conversation', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => resetToasts());

  it('is one conversation for every subscriber, and a reply completes with nobody watching', async () => {
    const { sender, call } = controllableSender();
    const store = createConversationStore({ storage: sessionStorage, sender });
    const seenByHero: number[] = [];
    const unsubscribeHero = store.subscribe(() =>
      seenByHero.push(store.getSnapshot().messages.length),
    );
    const unsubscribePanel = store.subscribe(() => {});

    void store.send('Hello');
    expect(store.getSnapshot().loading).toBe(true);
    call(0).options.onDelta?.('Hi ');
    expect(store.getSnapshot().pending).toBe('Hi ');

    // Both chat boxes unmount (panel closed, page changed) while the reply streams on.
    unsubscribeHero();
    unsubscribePanel();
    call(0).options.onDelta?.('there.');
    call(0).resolve('Hi there.');
    await flush();

    expect(store.getSnapshot().loading).toBe(false);
    expect(store.getSnapshot().messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Hello'],
      ['assistant', 'Hi there.'],
    ]);
    expect(seenByHero.length).toBeGreaterThan(0);
  });

  it('sends one session id, the history, the language and the page; nothing while a reply is pending', async () => {
    const { calls, sender, call } = controllableSender();
    const store = createConversationStore({
      storage: sessionStorage,
      sender,
      language: () => 'de',
    });
    void store.send('Erste Frage');
    void store.send('ignored while pending');
    expect(calls).toHaveLength(1);
    call(0).resolve('Antwort');
    await flush();
    void store.send('Zweite Frage');
    expect(call(1).request).toEqual({
      sessionId: call(0).request.sessionId,
      language: 'de',
      page: window.location.pathname,
      messages: [
        { role: 'user', content: 'Erste Frage' },
        { role: 'assistant', content: 'Antwort' },
        { role: 'user', content: 'Zweite Frage' },
      ],
    });
    expect(call(0).request.sessionId).toMatch(/^chat_\d{13}_[a-z0-9]{16}$/);
  });

  it('survives a reload: a new store in the same tab restores the session id and messages', async () => {
    const { sender, store: first } = await conversationOnEarlierPage(
      'Can we book a call?',
      'Sure.\n\n[MEETING_CARD]',
    );
    const reloaded = createConversationStore({ storage: sessionStorage, sender });
    const restored = reloaded.getSnapshot();
    expect(restored.sessionId).toBe(first.getSnapshot().sessionId);
    expect(restored.loading).toBe(false);
    expect(restored.messages).toEqual([
      { id: 1, role: 'user', content: 'Can we book a call?' },
      { id: 2, role: 'assistant', content: 'Sure.', showMeetingCard: true },
    ]);
    // It stores session id and messages only.
    expect(JSON.parse(sessionStorage.getItem(CONVERSATION_STORAGE_KEY) ?? '')).toEqual({
      sessionId: restored.sessionId,
      messages: [
        { role: 'user', content: 'Can we book a call?' },
        { role: 'assistant', content: 'Sure.', showMeetingCard: true },
      ],
    });
  });

  describe('on a prerendered page', () => {
    function Messages({ store, renders }: { store: ConversationStore; renders: number[] }) {
      const { messages } = useSyncExternalStore(
        store.subscribe,
        store.getSnapshot,
        store.getServerSnapshot,
      );
      renders.push(messages.length);
      return <p>{messages.map((message) => message.content).join(' / ')}</p>;
    }

    /** Hydrates the page as the build wrote it (no storage there, so no messages) with `store`. */
    async function hydrate(store: ConversationStore, sender: SendChatMessage) {
      const renders: number[] = [];
      const built = createConversationStore({ storage: undefined, sender });
      const container = await hydratePrerendered(
        <Messages store={built} renders={[]} />,
        <Messages store={store} renders={renders} />,
      );
      return { container, renders };
    }

    it('takes over a new conversation without rendering it again', async () => {
      const { sender } = controllableSender();
      const store = createConversationStore({ storage: sessionStorage, sender });
      const { renders } = await hydrate(store, sender);
      expect(renders).toEqual([0]);
      expect(store.getSnapshot().sessionId).toMatch(/^chat_\d{13}_[a-z0-9]{16}$/);
    });

    it('shows the tab’s stored conversation once it has taken over the page', async () => {
      const { sender } = await conversationOnEarlierPage('Hello', 'Hi there.');
      const store = createConversationStore({ storage: sessionStorage, sender });
      const { container, renders } = await hydrate(store, sender);
      expect(renders).toEqual([0, 2]);
      expect(container.textContent).toBe('Hello / Hi there.');
    });
  });

  it('keeps only what the chat-ai function accepts: its newest messages within the request limits', async () => {
    const { sender, call } = controllableSender();
    const store = createConversationStore({ storage: sessionStorage, sender });
    for (let i = 0; i < 30; i++) {
      void store.send(`question ${i} ${'x'.repeat(300)}`);
      call(i).resolve(`answer ${i} ${'y'.repeat(300)}`);
      await flush();
    }
    expect(store.getSnapshot().messages).toHaveLength(60);
    const stored = JSON.parse(sessionStorage.getItem(CONVERSATION_STORAGE_KEY) ?? '') as {
      messages: { content: string }[];
    };
    expect(stored.messages).toHaveLength(CHAT_LIMITS.maxMessages);
    expect(stored.messages.at(-1)?.content).toMatch(/^answer 29 /);
    expect(stored.messages.reduce((sum, m) => sum + m.content.length, 0)).toBeLessThanOrEqual(
      CHAT_LIMITS.maxTotalChars,
    );
  });

  it('sends the newest messages the chat-ai function accepts, starting with the visitor’s', async () => {
    const { sender, call } = controllableSender();
    const store = createConversationStore({ storage: sessionStorage, sender });
    for (let i = 0; i < 12; i++) {
      void store.send(`question ${i} ${'x'.repeat(300)}`);
      call(i).resolve(`answer ${i} ${'y'.repeat(i === 11 ? 2500 : 300)}`);
      await flush();
    }
    void store.send('last question');
    const sent = call(12).request.messages;
    const total = sent.reduce((sum, m) => sum + m.content.length, 0);
    expect(sent.length).toBeLessThanOrEqual(CHAT_LIMITS.maxMessages);
    expect(total).toBeLessThanOrEqual(CHAT_LIMITS.maxTotalChars);
    expect(sent[0]?.role).toBe('user');
    expect(sent.at(-1)).toEqual({ role: 'user', content: 'last question' });
    // The long answer is cut to the longest message the function takes.
    expect(sent.at(-2)?.content).toHaveLength(CHAT_LIMITS.maxMessageChars);
    expect(Object.keys(sent.at(-2) ?? {})).toEqual(['role', 'content']);
  });

  it('starts fresh from a stored value that is not a conversation', () => {
    for (const value of [
      'not json',
      '{"sessionId":"x","messages":[]}',
      '{"sessionId":"chat_1_abcdefgh12345678","messages":[{"role":"system","content":"x"}]}',
      '[]',
    ]) {
      sessionStorage.setItem(CONVERSATION_STORAGE_KEY, value);
      const store = createConversationStore({ storage: sessionStorage });
      expect(store.getSnapshot().messages).toEqual([]);
      expect(store.getSnapshot().sessionId).toMatch(/^chat_\d+_[a-z0-9]{16}$/);
    }
  });

  it('works without storage (disabled in the browser)', async () => {
    const { sender, call } = controllableSender();
    const store = createConversationStore({ storage: undefined, sender });
    void store.send('hi');
    call(0).resolve('hello');
    await flush();
    expect(store.getSnapshot().messages).toHaveLength(2);
  });

  it('startNew drops the conversation, cancels the pending reply and takes a new session id', async () => {
    const { sender, call } = controllableSender();
    const store = createConversationStore({ storage: sessionStorage, sender });
    void store.send('first');
    call(0).resolve('one');
    await flush();
    void store.send('second');
    const before = store.getSnapshot().sessionId;
    store.startNew();
    expect(call(1).options.signal?.aborted).toBe(true);
    call(1).resolve('late reply');
    await flush();
    const after = store.getSnapshot();
    expect(after.messages).toEqual([]);
    expect(after.loading).toBe(false);
    expect(after.sessionId).not.toBe(before);
    expect(JSON.parse(sessionStorage.getItem(CONVERSATION_STORAGE_KEY) ?? '')).toEqual({
      sessionId: after.sessionId,
      messages: [],
    });
  });

  it('a failure turns loading off and shows one Error toast, however many chat boxes watch', async () => {
    const { sender, call } = controllableSender();
    const store = createConversationStore({ storage: sessionStorage, sender });
    store.subscribe(() => {});
    store.subscribe(() => {});
    const toasts = renderHook(() => useToasts());
    void store.send('hi');
    await act(async () => {
      call(0).reject(new Error('Too many messages. Please wait 2 minutes and try again.'));
      await flush();
    });
    expect(store.getSnapshot().loading).toBe(false);
    expect(toasts.result.current.map((t) => [t.title, t.description, t.variant])).toEqual([
      ['Error', 'Too many messages. Please wait 2 minutes and try again.', 'destructive'],
    ]);
    toasts.unmount();
  });
});
