import { useSyncExternalStore } from 'react';

import { pendingText } from '../model/chat-state';
import { type ConversationStore, conversation } from '../model/conversation';

/**
 * A chat box's view of the visit's conversation (`model/conversation.ts`): every chat box on the
 * page shows the same messages and the same pending reply, and sends into the same session.
 */
export function useChat(store: ConversationStore = conversation) {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  return {
    messages: state.messages,
    loading: state.loading,
    /** Visible text of the reply being streamed ('' until the first text: show 'Thinking...'). */
    streamingText: pendingText(state),
    sessionId: state.sessionId,
    send: store.send,
    startNew: store.startNew,
  };
}
