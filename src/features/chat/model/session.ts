import { LANGUAGE_PATTERN } from '../api/contract';

const SESSION_PREFIX = 'chat';

/**
 * A chat session id: a prefix, the timestamp and a random string (`chat_<ms>_<16 characters>`,
 * within the contract's `SESSION_ID_PATTERN`). The visit's conversation (`conversation.ts`) makes
 * one per tab, and a new one for each "New conversation".
 */
export function createSessionId(now: number = Date.now()): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  const random = Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('');
  return `${SESSION_PREFIX}_${now}_${random}`;
}

/** The first part of the browser language ('de-DE' → 'de'); 'en' when unusable. */
export function browserLanguage(language: string | undefined = globalThis.navigator?.language) {
  const first = language?.split('-')[0]?.toLowerCase() ?? '';
  return LANGUAGE_PATTERN.test(first) ? first : 'en';
}
