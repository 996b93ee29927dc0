/**
 * What the account pages need to know about the Supabase client without downloading supabase-js:
 * where it keeps its session, whether the page may have one (or an auth redirect to finish), and a
 * way to load the client on demand and to hear when it exists.
 *
 * /auth loads supabase-js at once only when it may have work to do (a stored session, tokens or an
 * error in the URL); otherwise on the visitor's first interaction with the form, and always before
 * an auth call (`loadSupabase()`).
 */
import type { AppSupabaseClient } from './supabase';

/**
 * The localStorage key of the client's session, the way supabase-js derives its default
 * (`sb-<first label of the API host>-auth-token`), so sessions stored before the key was explicit
 * stay valid. Its PKCE code verifier is stored under `<key>-code-verifier`.
 */
export function authStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl.trim()).hostname.split('.')[0] ?? ''}-auth-token`;
}

/** Whether `storage` holds anything of the client under `key` (a session, a PKCE verifier). */
export function hasStoredAuth(storage: Pick<Storage, 'length' | 'key'>, key: string): boolean {
  for (let i = 0; i < storage.length; i += 1) {
    const name = storage.key(i);
    if (name === key || name?.startsWith(`${key}-`)) return true;
  }
  return false;
}

/**
 * Parameters an auth redirect puts into the URL, in its hash or its query (the implicit flow's
 * tokens or error, the PKCE flow's code, the reset link's `type=recovery`): the client reads them
 * when it starts (`detectSessionInUrl`), and /auth shows the reset form or the error.
 */
const AUTH_URL_PARAMS = [
  'access_token',
  'refresh_token',
  'error',
  'error_code',
  'error_description',
  'code',
] as const;

export function hasAuthParams(url: URL): boolean {
  const params = new URLSearchParams(url.hash.replace(/^#/, ''));
  url.searchParams.forEach((value, key) => params.set(key, value));
  return AUTH_URL_PARAMS.some((name) => params.has(name)) || params.get('type') === 'recovery';
}

/**
 * Whether this page needs the client before anyone interacts: a session may be stored (the
 * visitor may be signed in) or the URL carries an auth redirect. When storage cannot be read, it
 * may hold a session.
 */
export function needsSupabaseAtOnce(supabaseUrl: string): boolean {
  if (typeof window === 'undefined') return false;
  if (hasAuthParams(new URL(window.location.href))) return true;
  try {
    return hasStoredAuth(window.localStorage, authStorageKey(supabaseUrl));
  } catch {
    return true;
  }
}

type ClientListener = (client: AppSupabaseClient) => void;

let current: AppSupabaseClient | undefined;
const listeners = new Set<ClientListener>();

/** Called by `getSupabase()` when it has created the client. */
export function announceSupabase(client: AppSupabaseClient): void {
  current = client;
  for (const listener of listeners) listener(client);
}

/**
 * Calls `listener` with the client once it exists (at once if it does), without creating it.
 * Returns a function that stops listening.
 */
export function whenSupabaseExists(listener: ClientListener): () => void {
  if (current) {
    listener(current);
    return () => {};
  }
  const once: ClientListener = (client) => {
    listeners.delete(once);
    listener(client);
  };
  listeners.add(once);
  return () => listeners.delete(once);
}

let loading: Promise<AppSupabaseClient> | undefined;

/**
 * The client, downloading supabase-js first if needed. Rejects when the site was built without
 * Supabase configuration, or when the download fails (the next call tries again).
 */
export function loadSupabase(): Promise<AppSupabaseClient> {
  loading ??= import('./supabase')
    .then(({ getSupabase }) => getSupabase())
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
