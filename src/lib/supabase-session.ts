/**
 * The Supabase client as the rest of the app may know it without downloading supabase-js: its
 * type, where it keeps its session, and a way to hear when `getSupabase()` (src/lib/supabase.ts)
 * has created it. Both the client module and the lazy loader (supabase-lazy.ts) import this one,
 * so neither imports the other statically.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

import type { Database } from './database.types';

export type AppSupabaseClient = SupabaseClient<Database>;

/**
 * The localStorage key of the client's session, the way supabase-js derives its default
 * (`sb-<first label of the API host>-auth-token`), so sessions stored before the key was explicit
 * stay valid. Its PKCE code verifier is stored under `<key>-code-verifier`.
 */
export function authStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl.trim()).hostname.split('.')[0] ?? ''}-auth-token`;
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
