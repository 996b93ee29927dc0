import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** The one data cache of the app (the admin's lists and its role check). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});

/**
 * The provider of the routes that use the data cache: the admin layout mounts it once for the
 * admin routes. It is not in the root or account layout, so the marketing pages and /auth do not
 * download TanStack Query.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
