import { HttpError } from './http.ts';

export type ChatRole = 'user' | 'assistant';
export type ChatMessage = { role: ChatRole; content: string };
export type ChatRequest = { messages: ChatMessage[]; sessionId: string; language: string };

/**
 * What one request may make the model read. A visitor's conversation is the newest 20 messages
 * of at most 2,000 characters each and 8,000 in total (the site's chat sends only that much and
 * its input takes at most 2,000 characters); more is refused with 413 rather than paid for.
 */
export const CHAT_LIMITS = {
  minMessages: 1,
  maxMessages: 20,
  maxMessageChars: 2000,
  maxTotalChars: 8000,
  /** Upper bound for the raw body: the content limits plus JSON overhead (escapes included). */
  maxBodyBytes: 64 * 1024,
} as const;

/** Session ids are made by the client from a prefix, a timestamp and a random string. */
const SESSION_ID = /^[A-Za-z0-9_-]{8,128}$/;
/** The first part of the browser language: `en`, `de`, `pt`… (ISO 639 codes are 2–3 letters). */
const LANGUAGE = /^[A-Za-z]{2,3}$/;

const bad = (message: string) => new HttpError(400, message);
const tooMuch = (message: string) => new HttpError(413, message);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates the body of SPEC.md §7 call 1: `{ messages: [{ role, content }], sessionId, language }`.
 * Throws an `HttpError` naming the first problem (413 beyond `CHAT_LIMITS`, 400 otherwise);
 * returns a clean copy otherwise.
 */
export function parseChatRequest(body: unknown): ChatRequest {
  if (!isRecord(body)) throw bad('Request body must be a JSON object.');

  const { messages, sessionId, language } = body;
  if (!Array.isArray(messages)) throw bad('messages must be an array.');
  if (messages.length < CHAT_LIMITS.minMessages) throw bad('messages must not be empty.');
  if (messages.length > CHAT_LIMITS.maxMessages) {
    throw tooMuch(`messages must hold at most ${CHAT_LIMITS.maxMessages} entries.`);
  }

  let total = 0;
  const clean: ChatMessage[] = messages.map((message, index) => {
    if (!isRecord(message)) throw bad(`messages[${index}] must be an object.`);
    const { role, content } = message;
    if (role === 'system') throw bad('System messages are not accepted.');
    if (role !== 'user' && role !== 'assistant') {
      throw bad(`messages[${index}].role must be "user" or "assistant".`);
    }
    if (typeof content !== 'string') throw bad(`messages[${index}].content must be a string.`);
    if (content.length > CHAT_LIMITS.maxMessageChars) {
      throw tooMuch(
        `messages[${index}].content must be at most ${CHAT_LIMITS.maxMessageChars} characters.`,
      );
    }
    total += content.length;
    return { role, content };
  });
  if (total > CHAT_LIMITS.maxTotalChars) {
    throw tooMuch(`messages must hold at most ${CHAT_LIMITS.maxTotalChars} characters in total.`);
  }
  const last = clean[clean.length - 1];
  if (!last || last.role !== 'user') throw bad('The last message must be from the user.');
  if (last.content.trim() === '') throw bad('The last message must not be blank.');

  if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId)) {
    throw bad('sessionId must be 8-128 letters, digits, "-" or "_".');
  }
  let lang = 'en';
  if (language !== undefined && language !== null) {
    if (typeof language !== 'string' || !LANGUAGE.test(language)) {
      throw bad('language must be a 2-3 letter language code.');
    }
    lang = language.toLowerCase();
  }
  return { messages: clean, sessionId, language: lang };
}
