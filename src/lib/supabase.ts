import { createClient } from '@supabase/supabase-js';

import type { Database } from './database.types';
import { env } from './env';
import { type AppSupabaseClient, announceSupabase, authStorageKey } from './supabase-session';

let client: AppSupabaseClient | undefined;

/**
 * The one Supabase client of the app, created on first use. Nothing imports this module
 * statically except the admin's data code: the other pages load it on demand with `loadSupabase()`
 * (supabase-lazy.ts) so they do not ship supabase-js up front.
 * Throws a clear error when the site was built without Supabase configuration; callers turn it
 * into the toast their feature shows for a failed call.
 */
export function getSupabase(): AppSupabaseClient {
  if (client) return client;
  if (!env.supabaseUrl || !env.supabasePublishableKey) {
    throw new Error(
      'Supabase is not configured: set VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY (see .env.example).',
    );
  }
  client = createClient<Database>(env.supabaseUrl, env.supabasePublishableKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      // Explicit so /auth can tell whether a session is stored without loading supabase-js.
      storageKey: authStorageKey(env.supabaseUrl),
    },
  });
  announceSupabase(client);
  return client;
}
