/**
 * The chat's state machine (SPEC.md §4 'Chat'): sending is blocked while the input is blank or a
 * reply is pending; on send the user message is appended, the input cleared and loading turned
 * on; streamed text accumulates in `pending`; on the reply the assistant message is appended (marker
 * removed, `showMeetingCard` set) and loading turns off; on failure loading turns off.
 */
import { visibleReply } from './meeting-marker';

export type ChatRole = 'user' | 'assistant';

export type ChatMessage = {
  id: number;
  role: ChatRole;
  content: string;
  /** Assistant messages only: the reply asked for the meeting card. */
  showMeetingCard?: boolean;
};

export type ChatState = {
  messages: ChatMessage[];
  input: string;
  loading: boolean;
  /** The raw text streamed so far for the pending reply (markers included). */
  pending: string;
  nextId: number;
};

export type ChatAction =
  | { type: 'input'; value: string }
  /** Sends `text` when given (voice input), else the input. */
  | { type: 'send'; text?: string }
  | { type: 'delta'; text: string }
  | { type: 'reply'; raw: string }
  | { type: 'failed' };

export const initialChatState: ChatState = {
  messages: [],
  input: '',
  loading: false,
  pending: '',
  nextId: 1,
};

/** Whether a send would go through (SPEC.md §5 'Chat'). */
export function canSend(state: ChatState, text: string = state.input): boolean {
  return !state.loading && text.trim() !== '';
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'input':
      return { ...state, input: action.value };
    case 'send': {
      const text = action.text ?? state.input;
      if (!canSend(state, text)) return state;
      const message: ChatMessage = { id: state.nextId, role: 'user', content: text.trim() };
      return {
        ...state,
        messages: [...state.messages, message],
        input: action.text === undefined ? '' : state.input,
        loading: true,
        pending: '',
        nextId: state.nextId + 1,
      };
    }
    case 'delta':
      return state.loading ? { ...state, pending: state.pending + action.text } : state;
    case 'reply': {
      if (!state.loading) return state;
      const { text, showMeetingCard } = visibleReply(action.raw, false);
      const message: ChatMessage = { id: state.nextId, role: 'assistant', content: text };
      if (showMeetingCard) message.showMeetingCard = true;
      return {
        ...state,
        messages: [...state.messages, message],
        loading: false,
        pending: '',
        nextId: state.nextId + 1,
      };
    }
    case 'failed':
      return { ...state, loading: false, pending: '' };
  }
}

/** The text of the pending reply that may be shown now ('' → show 'Thinking...'). */
export function pendingText(state: ChatState): string {
  return state.loading ? visibleReply(state.pending, true).text : '';
}

/**
 * What the chat-ai function accepts (it answers 413 beyond these): the newest 20 messages, each at
 * most 2,000 characters (the chat input's limit too), 8,000 in total.
 */
export const REQUEST_LIMITS = { maxMessages: 20, maxMessageChars: 2000, maxTotalChars: 8000 };

/**
 * The conversation as SPEC.md §7 call 1 sends it: the newest messages that fit the function's
 * limits (the oldest are left out of long conversations), starting with a user message.
 */
export function toRequestMessages(messages: ChatMessage[]): { role: ChatRole; content: string }[] {
  const picked: { role: ChatRole; content: string }[] = [];
  let total = 0;
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (!message) continue;
    const { role, content } = message;
    const clipped = content.slice(0, REQUEST_LIMITS.maxMessageChars);
    if (picked.length === REQUEST_LIMITS.maxMessages) break;
    if (total + clipped.length > REQUEST_LIMITS.maxTotalChars) break;
    total += clipped.length;
    picked.unshift({ role, content: clipped });
  }
  while (picked.length > 1 && picked[0]?.role !== 'user') picked.shift();
  return picked;
}
