import type { RateLimiter } from '../_shared/rate-limit.ts';

/** The same fixed-window semantics as `public.rate_limit_hit`, in memory, for handler tests. */
export function memoryRateLimiter(): RateLimiter & { keys(): string[] } {
  const counts = new Map<string, number>();
  return {
    hit({ key, limit, windowSeconds }) {
      const now = Date.now() / 1000;
      const start = Math.floor(now / windowSeconds) * windowSeconds;
      const id = `${key}@${start}`;
      const count = (counts.get(id) ?? 0) + 1;
      counts.set(id, count);
      const allowed = count <= limit;
      return Promise.resolve({
        allowed,
        remaining: Math.max(limit - count, 0),
        retryAfterSeconds: allowed ? 0 : Math.ceil(start + windowSeconds - now),
      });
    },
    keys: () => [...counts.keys()].map((id) => id.split('@')[0]!),
  };
}
