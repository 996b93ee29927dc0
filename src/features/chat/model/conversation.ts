/**
 * The visit's one conversation with the assistant, shared by every chat box on the site (the home
 * hero and the floating panel): same session id, same messages, one reply in flight.
 *
 * - It lives in this module, not in a component: closing the floating panel, opening the booking
 *   dialog or changing pages unmounts chat boxes, but a reply in progress keeps streaming here and
 *   is there when a chat box shows the conversation again.
 * - It is kept in `sessionStorage` (session id and messages only, the newest that fit the chat-ai
 *   request limits), so it survives a reload and ends with the tab.
 * - `startNew()` drops it (and cancels a pending reply) and starts over with a new session id.
 *
 * Components read it with `useSyncExternalStore` (see `useConversation`); like the toast store, the
 * prerendered HTML and the first hydration render show the empty conversation, then the stored one.
 */
import { toast } from '@/components/ui/use-toast';
import { chatCopy } from '@/content/chat';
import { isLocale } from '@/lib/locale';

import { ChatError } from '../api/chat-error';
import { CHAT_LIMITS, type ChatRequest, fitToLimits } from '../api/contract';
import type { SendOptions } from '../api/send-message';
import {
  type ChatAction,
  type ChatMessage,
  type ChatState,
  canSend,
  chatReducer,
  initialChatState,
} from './chat-state';
import { visibleReply } from './meeting-marker';
import { createSessionId, pageLanguage } from './session';

export type SendChatMessage = (request: ChatRequest, options: SendOptions) => Promise<string>;

type Conversation = ChatState & { sessionId: string };

export type ConversationStore = {
  subscribe(listener: () => void): () => void;
  getSnapshot(): Conversation;
  getServerSnapshot(): Conversation;
  /** Sends `text` as the visitor's message; ignored while blank or while a reply is pending. */
  send(text: string): Promise<void>;
  /** Forgets the conversation (cancelling a pending reply) and starts a new session. */
  startNew(): void;
};

/** The `sessionStorage` key of the conversation. */
export const CONVERSATION_STORAGE_KEY = 'assistant-conversation';

type StoredConversation = {
  sessionId: string;
  messages: { role: ChatMessage['role']; content: string; showMeetingCard?: true }[];
};

const SESSION_ID = /^chat_\d{1,16}_[a-z0-9]{8,32}$/;

/** The real sender, loaded on first use (it pulls in supabase-js). */
const defaultSender: SendChatMessage = async (request, options) => {
  const { sendChatMessage } = await import('../api/send-message');
  return sendChatMessage(request, options);
};

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // storage disabled: the conversation lasts as long as the page
  }
}

function fresh(): Conversation {
  return { ...initialChatState, sessionId: createSessionId() };
}

/** The stored conversation, or a new one when there is none or it is not one of ours. */
function load(storage: Storage | undefined): Conversation {
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(CONVERSATION_STORAGE_KEY) ?? 'null');
  } catch {
    return fresh();
  }
  if (!stored || typeof stored !== 'object') return fresh();
  const { sessionId, messages } = stored as Partial<Record<keyof StoredConversation, unknown>>;
  if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId) || !Array.isArray(messages)) {
    return fresh();
  }
  const restored: ChatMessage[] = [];
  for (const item of messages as unknown[]) {
    if (!item || typeof item !== 'object') return fresh();
    const { role, content, showMeetingCard } = item as Record<string, unknown>;
    if ((role !== 'user' && role !== 'assistant') || typeof content !== 'string') return fresh();
    const message: ChatMessage = { id: restored.length + 1, role, content };
    if (role === 'assistant' && showMeetingCard === true) message.showMeetingCard = true;
    restored.push(message);
  }
  return { ...initialChatState, sessionId, messages: restored, nextId: restored.length + 1 };
}

/** What is written: the newest messages within the request limits (older ones could not be sent). */
function toStored({ sessionId, messages }: Conversation): StoredConversation {
  const kept: StoredConversation['messages'] = [];
  let total = 0;
  for (let i = messages.length - 1; i >= 0 && kept.length < CHAT_LIMITS.maxMessages; i--) {
    const message = messages[i];
    if (!message) continue;
    total += message.content.length;
    if (total > CHAT_LIMITS.maxTotalChars) break;
    kept.unshift(
      message.showMeetingCard
        ? { role: message.role, content: message.content, showMeetingCard: true }
        : { role: message.role, content: message.content },
    );
  }
  return { sessionId, messages: kept };
}

const serverSnapshot: Conversation = { ...initialChatState, sessionId: '' };

export function createConversationStore({
  storage = sessionStore(),
  sender = defaultSender,
  language = () => pageLanguage(),
}: {
  storage?: Storage;
  sender?: SendChatMessage;
  language?: () => string;
} = {}): ConversationStore {
  let state: Conversation | undefined;
  let inFlight: AbortController | null = null;
  const listeners = new Set<() => void>();

  const current = () => (state ??= load(storage));

  function set(next: Conversation) {
    const before = current();
    if (next === before) return;
    state = next;
    if (next.messages !== before.messages || next.sessionId !== before.sessionId) {
      try {
        storage?.setItem(CONVERSATION_STORAGE_KEY, JSON.stringify(toStored(next)));
      } catch {
        // full or disabled: the conversation still works for this page
      }
    }
    for (const listener of listeners) listener();
  }

  const dispatch = (action: ChatAction) => {
    const before = current();
    set({ ...chatReducer(before, action), sessionId: before.sessionId });
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: current,
    // What the prerendered page shows: no messages. In the browser, while this tab's conversation
    // has none either, it is that conversation itself (the page looks the same either way), so
    // React has nothing to re-render once it has hydrated.
    getServerSnapshot() {
      if (!storage) return serverSnapshot;
      const now = current();
      return now.messages.length === 0 ? now : serverSnapshot;
    },

    async send(text) {
      const before = current();
      if (!canSend(before, text)) return;
      const messages = fitToLimits([
        ...before.messages,
        { id: 0, role: 'user', content: text.trim() },
      ]);
      dispatch({ type: 'send', text });
      const requestLanguage = language();
      const { errors } = chatCopy[isLocale(requestLanguage) ? requestLanguage : 'en'];
      const abort = new AbortController();
      inFlight = abort;
      try {
        const raw = await sender(
          {
            messages,
            sessionId: before.sessionId,
            language: requestLanguage,
            page: globalThis.location?.pathname ?? '/',
          },
          {
            signal: abort.signal,
            onDelta: (piece) => {
              if (!abort.signal.aborted) dispatch({ type: 'delta', text: piece });
            },
          },
        );
        if (abort.signal.aborted) return;
        if (!visibleReply(raw, false).text) throw new ChatError(errors.empty);
        dispatch({ type: 'reply', raw });
      } catch (error) {
        if (abort.signal.aborted) return;
        dispatch({ type: 'failed' });
        toast({
          title: errors.title,
          description: error instanceof Error && error.message ? error.message : errors.fallback,
          variant: 'destructive',
        });
      } finally {
        if (inFlight === abort) inFlight = null;
      }
    },

    startNew() {
      inFlight?.abort();
      inFlight = null;
      set(fresh());
    },
  };
}

/** The one conversation of this tab. */
export const conversation = createConversationStore();
