import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** One cache for the whole app, so admin mutations can invalidate what public pages show. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});

/**
 * Wrap the routes that fetch data (case studies, admin) in this provider. It is not in the root
 * layout so the marketing pages do not download TanStack Query; the shared `queryClient` keeps one
 * cache across all of them.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
