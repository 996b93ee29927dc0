import type { RateLimiter } from '../_shared/rate-limit.ts';

/**
 * A stopped clock, a minute into the tests' two- and five-minute windows and eight hours into a UTC
 * day: a limiter on it counts all of a test's requests in one window, however slowly the machine
 * runs them. On the real clock a test's requests now and then straddle a window's end, and the
 * count starts again (a sixth request answered 200 where the test expects 429).
 */
export const FROZEN_CLOCK = (): number => 1_800_000_000_000 + 60_000;

/**
 * The same fixed-window semantics as `public.rate_limit_hit`, in memory, for handler tests.
 * `now` (milliseconds, `Date.now` by default) is the clock the windows follow.
 */
export function memoryRateLimiter(
  now: () => number = Date.now,
): RateLimiter & { keys(): string[] } {
  const counts = new Map<string, number>();
  return {
    hit({ key, limit, windowSeconds }) {
      const seconds = now() / 1000;
      const start = Math.floor(seconds / windowSeconds) * windowSeconds;
      const id = `${key}@${start}`;
      const count = (counts.get(id) ?? 0) + 1;
      counts.set(id, count);
      const allowed = count <= limit;
      return Promise.resolve({
        allowed,
        remaining: Math.max(limit - count, 0),
        retryAfterSeconds: allowed ? 0 : Math.ceil(start + windowSeconds - seconds),
      });
    },
    keys: () => [...counts.keys()].map((id) => id.split('@')[0]!),
  };
}
