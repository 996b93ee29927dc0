import {
  CHAT_LIMITS,
  CHAT_OUTCOMES,
  type ChatOutcome,
  type ChatOutcomeRequest,
  type ChatRequest,
  type ChatTurn,
  LANGUAGE_PATTERN,
  PAGE_PATTERN,
  SESSION_ID_PATTERN,
} from '../_shared/chat-contract.ts';
import { HttpError } from '../_shared/http.ts';

const bad = (message: string) => new HttpError(400, message);
const tooMuch = (message: string) => new HttpError(413, message);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates a chat-ai request body, `{ messages: [{ role, content }], sessionId, language }`, against
 * the chat contract: 1 to `maxMessages` messages of the visitor and the assistant (never `system`),
 * the last one the visitor's and not blank; a session id; an optional language code (`en` if
 * absent). Throws an `HttpError` naming the first problem (413 beyond `CHAT_LIMITS`, 400 otherwise);
 * returns a clean copy otherwise.
 */
export function parseChatRequest(body: unknown): ChatRequest {
  if (!isRecord(body)) throw bad('Request body must be a JSON object.');

  const { messages, sessionId, language, page } = body;
  if (!Array.isArray(messages)) throw bad('messages must be an array.');
  if (messages.length < CHAT_LIMITS.minMessages) throw bad('messages must not be empty.');
  if (messages.length > CHAT_LIMITS.maxMessages) {
    throw tooMuch(`messages must hold at most ${CHAT_LIMITS.maxMessages} entries.`);
  }

  let total = 0;
  const clean: ChatTurn[] = messages.map((message, index) => {
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

  const session = parseSessionId(sessionId);
  let lang = 'en';
  if (language !== undefined && language !== null) {
    if (typeof language !== 'string' || !LANGUAGE_PATTERN.test(language)) {
      throw bad('language must be a 2-3 letter language code.');
    }
    lang = language.toLowerCase();
  }
  return { messages: clean, sessionId: session, language: lang, page: parsePage(page) };
}

function parseSessionId(sessionId: unknown): string {
  if (typeof sessionId !== 'string' || !SESSION_ID_PATTERN.test(sessionId)) {
    throw bad('sessionId must be 8-128 letters, digits, "-" or "_".');
  }
  return sessionId;
}

/** The page's path without its query or fragment ("/" when absent). */
function parsePage(page: unknown): string {
  if (page === undefined || page === null) return '/';
  const path = typeof page === 'string' ? page.split(/[?#]/)[0] : undefined;
  if (path === undefined || !PAGE_PATTERN.test(path)) {
    throw bad('page must be a path of the site, such as "/de/contact".');
  }
  return path;
}

/** Whether a body is an outcome report (`{ sessionId, outcome }`) rather than a conversation. */
export function isOutcomeBody(body: unknown): boolean {
  return isRecord(body) && 'outcome' in body && !('messages' in body);
}

/** Validates `{ sessionId, outcome }`: the conversation's id and 'message' or 'booking'. */
export function parseOutcomeRequest(body: unknown): ChatOutcomeRequest {
  if (!isRecord(body)) throw bad('Request body must be a JSON object.');
  const { outcome } = body;
  if (!CHAT_OUTCOMES.includes(outcome as ChatOutcome)) {
    throw bad(`outcome must be one of: ${CHAT_OUTCOMES.join(', ')}.`);
  }
  return { sessionId: parseSessionId(body.sessionId), outcome: outcome as ChatOutcome };
}
