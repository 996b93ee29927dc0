/**
 * The conversation's state machine: sending is blocked while the text is blank or a reply is
 * pending; on send the user message is appended and loading turned on; streamed text
 * accumulates in `pending`; on the reply the assistant message is appended (marker removed,
 * `showMeetingCard` set) and loading turns off; on failure loading turns off. The text being typed
 * belongs to each chat box (the box clears it when it sends); the conversation is shared.
 */
import type { ChatRole } from '../api/contract';
import { visibleReply } from './meeting-marker';

export type ChatMessage = {
  id: number;
  role: ChatRole;
  content: string;
  /** Assistant messages only: the reply asked for the meeting card. */
  showMeetingCard?: boolean;
};

export type ChatState = {
  messages: ChatMessage[];
  loading: boolean;
  /** The raw text streamed so far for the pending reply (markers included). */
  pending: string;
  nextId: number;
};

export type ChatAction =
  | { type: 'send'; text: string }
  | { type: 'delta'; text: string }
  | { type: 'reply'; raw: string }
  | { type: 'failed' };

export const initialChatState: ChatState = {
  messages: [],
  loading: false,
  pending: '',
  nextId: 1,
};

/** Whether a send would go through: not while a reply is pending, never a blank message. */
export function canSend(state: ChatState, text: string): boolean {
  return !state.loading && text.trim() !== '';
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'send': {
      if (!canSend(state, action.text)) return state;
      const message: ChatMessage = { id: state.nextId, role: 'user', content: action.text.trim() };
      return {
        ...state,
        messages: [...state.messages, message],
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
