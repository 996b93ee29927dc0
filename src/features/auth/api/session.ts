import type { User } from '@supabase/supabase-js';
import { type QueryClient, queryOptions } from '@tanstack/react-query';

import { env } from '@/lib/env';
import { getSupabase } from '@/lib/supabase';

import { getIsAdmin } from './get-is-admin';

/** SPEC.md §3 'Current-user state' (loading is the route loader's pending state). */
export type SessionState = { user: User | null; isAdmin: boolean };

export const supabaseConfigured = Boolean(env.supabaseUrl && env.supabasePublishableKey);

/** The admin check of a user (SPEC.md §7 call 9), cached for a few minutes per user. */
export const isAdminQuery = (userId: string) =>
  queryOptions({
    queryKey: ['auth', 'is-admin', userId] as const,
    queryFn: () => getIsAdmin(userId),
    staleTime: 5 * 60_000,
  });

/**
 * SPEC.md §7 call 7: the current session from local storage (refreshed by the Supabase client),
 * and for a signed-in user whether they are an admin. Without Supabase configuration nobody is
 * signed in.
 */
export async function getSessionState(queryClient: QueryClient): Promise<SessionState> {
  if (!supabaseConfigured) {
    console.error('Supabase is not configured: nobody can sign in (see .env.example).');
    return { user: null, isAdmin: false };
  }
  const { data } = await getSupabase().auth.getSession();
  const user = data.session?.user ?? null;
  if (!user) return { user: null, isAdmin: false };
  return { user, isAdmin: await queryClient.fetchQuery(isAdminQuery(user.id)) };
}
