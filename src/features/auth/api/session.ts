import type { User } from '@supabase/supabase-js';
import { type QueryClient, queryOptions } from '@tanstack/react-query';

import { env } from '@/lib/env';
import { getSupabase } from '@/lib/supabase';

import { getIsAdmin } from './get-is-admin';

/** The current user and whether they are an admin (loading is the route loader's pending state). */
export type SessionState = { user: User | null; isAdmin: boolean };

export const supabaseConfigured = Boolean(env.supabaseUrl && env.supabasePublishableKey);

/** Whether a user is an admin (their `user_roles` row), cached for a few minutes per user. */
const isAdminQuery = (userId: string) =>
  queryOptions({
    queryKey: ['auth', 'is-admin', userId] as const,
    queryFn: () => getIsAdmin(userId),
    staleTime: 5 * 60_000,
  });

/**
 * The current session from local storage (refreshed by the Supabase client),
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
