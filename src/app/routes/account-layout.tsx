import { Outlet } from 'react-router';

import { AuthProvider } from '@/features/auth';

import type { RouteHandle } from '../root';

/** Signing in and editing are not sales conversations: no floating assistant here. */
export const handle: RouteHandle = { hideAssistant: true };

/**
 * Layout of the routes that know the signed-in user (/auth and the admin): mounts the session
 * listener once for all of them. Their loaders read the session and redirect. The data cache is
 * mounted one level down, by the admin layout: /auth does without it. supabase-js is loaded by the
 * routes when they need it, never by this layout; the marketing and public case-study pages stay
 * without supabase-js and TanStack Query.
 */
export default function AccountLayout() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
