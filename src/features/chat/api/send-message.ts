/**
 * Sends the conversation to the `chat-ai` function (the contract: `./contract.ts`), asking for a
 * stream of its reply. supabase-js is imported on first send, so pages with the chat box don't
 * ship it up front.
 */
import { chatCopy } from '@/content/chat';
import { readFunctionError } from '@/lib/function-errors';
import { type Locale, isLocale, languageTags } from '@/lib/locale';
import { loadSupabase } from '@/lib/supabase-lazy';
import { fill } from '@/lib/template';

import { ChatError } from './chat-error';
import { type ChatRequest, readChatEvent } from './contract';
import { readEventStream } from './sse';

export type SendOptions = {
  /** Called with each piece of streamed text, in order. */
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
};

/** "45 seconds", "2 minutes" ("2 Minuten" in German). */
export function describeWait(seconds: number, locale: Locale): string {
  const [value, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(languageTags[locale].intl, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(value);
}

/** The visitor's message for a failed call: the function's `{ error }`, or a 429's wait. */
async function chatErrorFrom(error: unknown, locale: Locale): Promise<ChatError> {
  const { errors } = chatCopy[locale];
  const { status, message, retryAfterSeconds } = await readFunctionError(error);
  if (status === undefined) return new ChatError(errors.fallback);
  if (status === 429 && !message) {
    const wait = retryAfterSeconds ? describeWait(retryAfterSeconds, locale) : errors.shortWait;
    return new ChatError(fill(errors.rateLimited, { wait }), status);
  }
  return new ChatError(message ?? errors.fallback, status);
}

/**
 * Reads the reply's event stream, reporting deltas; resolves with the whole raw reply, which the
 * `done` event carries.
 */
async function readReply(
  body: ReadableStream<Uint8Array>,
  locale: Locale,
  onDelta?: (text: string) => void,
) {
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
  throw new ChatError(chatCopy[locale].errors.fallback);
}

/**
 * Sends the conversation; resolves with the raw reply (marker included). Throws `ChatError` with
 * a message for the visitor, in the request's language: the function's `{ error }`, a friendly 429
 * text, 'No response from AI' for an empty reply, or the generic fallback.
 */
export async function sendChatMessage(
  request: ChatRequest,
  options: SendOptions = {},
): Promise<string> {
  const locale = isLocale(request.language) ? request.language : 'en';
  const { errors } = chatCopy[locale];
  const supabase = await loadSupabase();
  const { data, error } = await supabase.functions.invoke<unknown>('chat-ai', {
    body: request,
    headers: { Accept: 'text/event-stream' },
    signal: options.signal,
  });
  if (error) throw await chatErrorFrom(error, locale);
  let reply = '';
  if (data instanceof Response) {
    if (!data.body) throw new ChatError(errors.empty);
    reply = await readReply(data.body, locale, options.onDelta);
  } else if (data && typeof data === 'object' && 'message' in data) {
    reply = typeof data.message === 'string' ? data.message : '';
    if (reply) options.onDelta?.(reply);
  }
  if (!reply.trim()) throw new ChatError(errors.empty);
  return reply;
}
