/**
 * The chat's contract with its two functions: what the site's chat sends to chat-ai, how much one
 * request may hold and the events of a streamed reply; what voice input sends to transcribe-audio.
 * The browser (src/features/chat/api/contract.ts re-exports this file) and the functions import
 * this one file, so the two sides cannot drift apart.
 *
 * It imports nothing and uses nothing but the language: `supabase functions deploy` ships it with
 * the functions, Vite bundles it into the site, and it type-checks under Deno and the DOM alike.
 *
 * Request: POST `{ messages: [{ role, content }], sessionId, language, page? }`.
 * An outcome of the conversation: POST `{ sessionId, outcome: 'message' | 'booking' }` → 202.
 * Reply: JSON `{ message }`, or with `Accept: text/event-stream` the events of `ChatStreamEvent`:
 *   event: delta   data: {"text":"<next piece of the reply>"}      (one or more)
 *   event: done    data: {"message":"<the whole reply>"}            (exactly once, last)
 * or, when the provider fails after the stream has started:
 *   event: error   data: {"error":"<message>","status":502|504}     (last)
 * Failures before the stream starts are JSON `{ error }` with the HTTP status.
 */

export type ChatRole = 'user' | 'assistant';
/** One message of the conversation as it travels: the visitor's or the assistant's text. */
export type ChatTurn = { role: ChatRole; content: string };
export type ChatRequest = {
  messages: ChatTurn[];
  sessionId: string;
  language: string;
  /** The path of the page the visitor writes from (no query or fragment), for the team's insights. */
  page?: string;
};
/**
 * How a conversation ended, told by the site: a message sent to the team through the contact form
 * (after the assistant's hand-off), or a meeting booked from the meeting card.
 */
export const CHAT_OUTCOMES = ['message', 'booking'] as const;
export type ChatOutcome = (typeof CHAT_OUTCOMES)[number];
export type ChatOutcomeRequest = { sessionId: string; outcome: ChatOutcome };
/** The JSON reply, when the caller did not ask for a stream. */
export type ChatReply = { message: string };
/** The JSON body of every failure. */
type ChatErrorBody = { error: string };

/**
 * What one request may make the model read: the newest 20 messages of at most 2,000 characters
 * each and 8,000 in total. The chat input takes at most `maxMessageChars`; the chat sends only the
 * newest messages that fit (`fitToLimits`); the function refuses more with 413 rather than pay for it.
 */
export const CHAT_LIMITS = {
  minMessages: 1,
  maxMessages: 20,
  maxMessageChars: 2000,
  maxTotalChars: 8000,
  /** Upper bound for the raw body: the content limits plus JSON overhead (escapes included). */
  maxBodyBytes: 64 * 1024,
} as const;

/** A session id: 8–128 letters, digits, "-" or "_" (the chat makes one per conversation). */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
/** A page's path: "/", "/de/contact", "/case-studies/some-slug" (at most 200 characters). */
export const PAGE_PATTERN = /^\/[A-Za-z0-9/_.~%-]{0,199}$/;
/** The language of the page the visitor writes from: `en` or `de` (any ISO 639 code of 2–3 letters passes). */
export const LANGUAGE_PATTERN = /^[A-Za-z]{2,3}$/;

/**
 * The text a reply ends with when booking a call is the helpful next step. The chat removes it
 * and shows the meeting card instead.
 */
export const MEETING_MARKER = '[MEETING_CARD]';

/** The events of a streamed reply, by name (`delta`, `done`, `error`) with their data. */
export type ChatStreamEvent =
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: ChatReply }
  | { event: 'error'; data: ChatErrorBody & { status: number } };

/** One event of the stream as it goes on the wire (`event:` and `data:` lines, then a blank line). */
export function formatChatEvent({ event, data }: ChatStreamEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Reads one received event (its name and its `data` text). Returns undefined for an event of
 * another name or a payload that is not this contract's, which a reader skips. An `error` event
 * without a status is an upstream failure (502).
 */
export function readChatEvent(event: string, data: string): ChatStreamEvent | undefined {
  let payload: unknown;
  try {
    payload = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof payload !== 'object' || payload === null) return undefined;
  const fields = payload as Record<string, unknown>;
  if (event === 'delta' && typeof fields.text === 'string') {
    return { event, data: { text: fields.text } };
  }
  if (event === 'done' && typeof fields.message === 'string') {
    return { event, data: { message: fields.message } };
  }
  if (event === 'error' && typeof fields.error === 'string') {
    return {
      event,
      data: {
        error: fields.error,
        status: typeof fields.status === 'number' ? fields.status : 502,
      },
    };
  }
  return undefined;
}

/**
 * The part of a conversation one request carries: the newest messages that fit `CHAT_LIMITS`
 * (each cut to `maxMessageChars`; the oldest are left out first), starting with a visitor's
 * message. Only `role` and `content` travel.
 */
export function fitToLimits(messages: readonly ChatTurn[]): ChatTurn[] {
  const picked: ChatTurn[] = [];
  let total = 0;
  for (let i = messages.length - 1; i >= 0 && picked.length < CHAT_LIMITS.maxMessages; i--) {
    const message = messages[i];
    if (!message) continue;
    const content = message.content.slice(0, CHAT_LIMITS.maxMessageChars);
    if (total + content.length > CHAT_LIMITS.maxTotalChars) break;
    total += content.length;
    picked.unshift({ role: message.role, content });
  }
  while (picked.length > 1 && picked[0]?.role !== 'user') picked.shift();
  return picked;
}

/**
 * Voice input: POST `{ audio, mimeType? }` to transcribe-audio → `{ text }` (JSON `{ error }` with
 * the HTTP status on failure).
 */
export type TranscriptionRequest = {
  /** The recording, base64 (a `data:…;base64,` prefix is allowed). */
  audio: string;
  /** What MediaRecorder produced, e.g. "audio/webm;codecs=opus": a hint, the bytes decide. */
  mimeType?: string;
};
export type TranscriptionReply = { text: string };

/**
 * The largest recording transcribe-audio accepts, decoded: 1 MiB, what a minute of speech can be
 * (the site's recorder stops at 60 s and asks for 32 kbit/s, about 240 kB). Anything bigger is not
 * a voice message and would only cost provider time; it is refused with 413.
 */
export const MAX_AUDIO_BYTES = 1024 * 1024;
