import { Outlet } from 'react-router';

import { QueryProvider } from '@/lib/query-client';

/**
 * Layout of the admin routes: mounts the data cache (TanStack Query) once for all of them, inside
 * the account layout's session listener. It is the only place the cache's provider is mounted, so
 * /auth and the public pages do not download TanStack Query.
 */
export default function AdminLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
