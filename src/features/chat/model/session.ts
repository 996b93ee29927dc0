import { type Locale, localeOfPath } from '@/lib/locale';

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

/**
 * The language of the page the visitor writes from ('de' under /de): the conversation's language
 * until the visitor's own messages show another (a German question on an English page gets German).
 */
export function pageLanguage(pathname: string = globalThis.location?.pathname ?? '/'): Locale {
  return localeOfPath(pathname);
}
