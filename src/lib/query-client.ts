import { QueryClient } from '@tanstack/react-query';

/** One cache for the whole app, so admin mutations can invalidate what public pages show. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});
