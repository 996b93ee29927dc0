const SESSION_PREFIX = 'chat';

/**
 * A chat session id: prefix, timestamp and a random string (SPEC.md §3). The visit's conversation
 * (`conversation.ts`) makes one per tab, and a new one for each "New conversation".
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
  return /^[a-z]{2,3}$/.test(first) ? first : 'en';
}
