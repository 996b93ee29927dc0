import type { User } from '@supabase/supabase-js';
import { type QueryClient, queryOptions } from '@tanstack/react-query';

import { getIsAdmin } from './get-is-admin';
import { getSignedInUser } from './session';

/** The current user and whether they are an admin (loading is the route loader's pending state). */
export type SessionState = { user: User | null; isAdmin: boolean };

/** Whether a user is an admin (their `user_roles` row), cached for a few minutes per user. */
const isAdminQuery = (userId: string) =>
  queryOptions({
    queryKey: ['auth', 'is-admin', userId] as const,
    queryFn: () => getIsAdmin(userId),
    staleTime: 5 * 60_000,
  });

/**
 * The signed-in user and whether they are an admin, for the admin routes' guard. (/auth needs only
 * the user, `getSignedInUser`, and so does without the data cache.)
 */
export async function getSessionState(queryClient: QueryClient): Promise<SessionState> {
  const user = await getSignedInUser();
  if (!user) return { user: null, isAdmin: false };
  return { user, isAdmin: await queryClient.fetchQuery(isAdminQuery(user.id)) };
}
