import type { User } from '@supabase/supabase-js';

import { env } from '@/lib/env';
import { loadSupabase, needsSupabaseAtOnce } from '@/lib/supabase-lazy';

export const supabaseConfigured = Boolean(env.supabaseUrl && env.supabasePublishableKey);

/**
 * The signed-in user, from the session the Supabase client keeps in local storage (refreshed by
 * the client). Loads the client only when a session may be stored or the URL carries an auth
 * redirect for it to finish; otherwise nobody is signed in. Without Supabase configuration
 * nobody can sign in.
 */
export async function getSignedInUser(): Promise<User | null> {
  if (!env.supabaseUrl || !supabaseConfigured) {
    console.error('Supabase is not configured: nobody can sign in (see .env.example).');
    return null;
  }
  if (!needsSupabaseAtOnce(env.supabaseUrl)) return null;
  const { data } = await (await loadSupabase()).auth.getSession();
  return data.session?.user ?? null;
}
