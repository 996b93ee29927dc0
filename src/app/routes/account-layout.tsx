import { Outlet } from 'react-router';

import { AuthProvider } from '@/features/auth';
import { QueryProvider } from '@/lib/query-client';

import type { RouteHandle } from '../root';

/** Signing in and editing are not sales conversations: no floating assistant here. */
export const handle: RouteHandle = { hideAssistant: true };

/**
 * Layout of the routes that know the signed-in user (/auth and the admin): mounts the data cache
 * and the session listener once for all of them. Their loaders read the session and redirect; the
 * marketing and public case-study pages stay without supabase-js and TanStack Query.
 */
export default function AccountLayout() {
  return (
    <QueryProvider>
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    </QueryProvider>
  );
}
