import { useCallback, useEffect, useReducer, useRef, useState } from 'react';

import { toast } from '@/components/ui/use-toast';
import { chatCopy } from '@/content/chat';

import { type ChatRequest, ChatError, type SendOptions } from '../api/send-message';
import {
  canSend,
  chatReducer,
  initialChatState,
  pendingText,
  toRequestMessages,
} from '../model/chat-state';
import { visibleReply } from '../model/meeting-marker';
import { browserLanguage, createSessionId } from '../model/session';

export type SendChatMessage = (request: ChatRequest, options: SendOptions) => Promise<string>;

/** The real sender, loaded on first use (it pulls in supabase-js). */
const defaultSender: SendChatMessage = async (request, options) => {
  const { sendChatMessage } = await import('../api/send-message');
  return sendChatMessage(request, options);
};

/**
 * One chat widget's conversation: state of SPEC.md §4 'Chat', its own session id, streaming, and
 * the error toasts of SPEC.md §8.
 */
export function useChat({ sender = defaultSender }: { sender?: SendChatMessage } = {}) {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const [sessionId] = useState(createSessionId);
  // Guards against a second send in the same tick, before the reducer's `loading` is rendered.
  const busy = useRef(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (text?: string) => {
      const content = text ?? state.input;
      if (busy.current || !canSend(state, content)) return;
      busy.current = true;
      const messages = toRequestMessages([
        ...state.messages,
        { id: 0, role: 'user', content: content.trim() },
      ]);
      dispatch({ type: 'send', text });
      const abort = new AbortController();
      controller.current = abort;
      try {
        const raw = await sender(
          { messages, sessionId, language: browserLanguage() },
          {
            signal: abort.signal,
            onDelta: (piece) => {
              if (!abort.signal.aborted) dispatch({ type: 'delta', text: piece });
            },
          },
        );
        if (abort.signal.aborted) return;
        if (!visibleReply(raw, false).text) throw new ChatError(chatCopy.errors.empty);
        dispatch({ type: 'reply', raw });
      } catch (error) {
        if (abort.signal.aborted) return;
        dispatch({ type: 'failed' });
        toast({
          title: chatCopy.errors.title,
          description:
            error instanceof Error && error.message ? error.message : chatCopy.errors.fallback,
          variant: 'destructive',
        });
      } finally {
        busy.current = false;
      }
    },
    [state, sessionId, sender],
  );

  const setInput = useCallback((value: string) => dispatch({ type: 'input', value }), []);

  return {
    messages: state.messages,
    input: state.input,
    loading: state.loading,
    /** Visible text of the reply being streamed ('' until the first text: show 'Thinking...'). */
    streamingText: pendingText(state),
    sessionId,
    setInput,
    send,
  };
}

export type ChatController = ReturnType<typeof useChat>;
