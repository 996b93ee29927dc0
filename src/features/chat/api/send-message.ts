/**
 * Sends the conversation to the `chat-ai` function (the contract: `./contract.ts`), asking for a
 * stream of its reply. supabase-js is imported on first send, so pages with the chat box don't
 * ship it up front.
 */
import { chatCopy } from '@/content/chat';
import { fill } from '@/lib/template';

import { ChatError } from './chat-error';
import { type ChatRequest, readChatEvent } from './contract';
import { readEventStream } from './sse';

export type SendOptions = {
  /** Called with each piece of streamed text, in order. */
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
};

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

async function errorFromResponse(response: Response): Promise<ChatError> {
  let message: string | undefined;
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
      message = body.error;
    }
  } catch {
    // not JSON
  }
  if (response.status === 429 && !message) {
    const seconds = Number(response.headers.get('Retry-After'));
    const wait = Number.isFinite(seconds) && seconds > 0 ? describeWait(seconds) : 'a moment';
    message = fill(chatCopy.errors.rateLimited, { wait });
  }
  return new ChatError(message ?? chatCopy.errors.fallback, response.status);
}

/**
 * Reads the reply's event stream, reporting deltas; resolves with the whole raw reply, which the
 * `done` event carries.
 */
async function readReply(body: ReadableStream<Uint8Array>, onDelta?: (text: string) => void) {
  for await (const received of readEventStream(body)) {
    const chatEvent = readChatEvent(received.event, received.data);
    if (chatEvent?.event === 'delta') {
      onDelta?.(chatEvent.data.text);
    } else if (chatEvent?.event === 'done') {
      return chatEvent.data.message;
    } else if (chatEvent?.event === 'error') {
      throw new ChatError(chatEvent.data.error, chatEvent.data.status);
    }
  }
  // The stream ended without `done`: the connection was cut.
  throw new ChatError(chatCopy.errors.fallback);
}

/**
 * Sends the conversation; resolves with the raw reply (marker included). Throws `ChatError` with
 * a message for the visitor: the function's `{ error }`, a friendly 429 text, 'No response from AI'
 * for an empty reply, or the generic fallback.
 */
export async function sendChatMessage(
  request: ChatRequest,
  options: SendOptions = {},
): Promise<string> {
  const { getSupabase } = await import('@/lib/supabase');
  const { data, error } = await getSupabase().functions.invoke<unknown>('chat-ai', {
    body: request,
    headers: { Accept: 'text/event-stream' },
    signal: options.signal,
  });
  if (error) {
    const context: unknown = (error as { context?: unknown }).context;
    if (context instanceof Response) throw await errorFromResponse(context);
    throw new ChatError(chatCopy.errors.fallback);
  }
  let reply = '';
  if (data instanceof Response) {
    if (!data.body) throw new ChatError(chatCopy.errors.empty);
    reply = await readReply(data.body, options.onDelta);
  } else if (data && typeof data === 'object' && 'message' in data) {
    reply = typeof data.message === 'string' ? data.message : '';
    if (reply) options.onDelta?.(reply);
  }
  if (!reply.trim()) throw new ChatError(chatCopy.errors.empty);
  return reply;
}
