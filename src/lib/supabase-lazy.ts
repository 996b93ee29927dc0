/**
 * Loading the Supabase client only when needed: whether the page may have a session (or an auth
 * redirect to finish), and a way to load the client on demand. What is known of the client without
 * supabase-js (its type, its session key, hearing when it exists) is in supabase-session.ts.
 *
 * /auth loads supabase-js at once only when it may have work to do (a stored session, tokens or an
 * error in the URL); otherwise on the visitor's first interaction with the form, and always before
 * an auth call (`loadSupabase()`).
 */
import { type AppSupabaseClient, authStorageKey } from './supabase-session';

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
