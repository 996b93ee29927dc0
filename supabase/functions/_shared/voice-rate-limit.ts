/**
 * Rate limiting kept in Postgres (so it holds across function instances and cold starts), reached
 * through PostgREST with the service-role key: `rpc/check_rate_limit(p_key, p_limit, p_window_seconds)`
 * returns true while the caller is within the limit.
 * NOTE for the lead: the chat branch owns the migration and may name the rpc differently; unify.
 */

export type RateLimitDecision = { allowed: boolean; retryAfterSeconds: number };

export type RateLimitRule = { key: string; limit: number; windowSeconds: number };

export async function checkRateLimit(rule: RateLimitRule): Promise<RateLimitDecision> {
  const url = Deno.env.get('SUPABASE_URL');
  const serviceKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
  if (!url || !serviceKey || rule.limit <= 0) return { allowed: true, retryAfterSeconds: 0 };
  try {
    const res = await fetch(`${url.replace(/\/$/, '')}/rest/v1/rpc/check_rate_limit`, {
      method: 'POST',
      headers: {
        apikey: serviceKey,
        Authorization: `Bearer ${serviceKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        p_key: rule.key,
        p_limit: rule.limit,
        p_window_seconds: rule.windowSeconds,
      }),
      signal: AbortSignal.timeout(5_000),
    });
    if (!res.ok) {
      console.error(`rate limit check failed: HTTP ${res.status} ${await res.text()}`);
      return { allowed: true, retryAfterSeconds: 0 };
    }
    const allowed = (await res.json()) !== false;
    return { allowed, retryAfterSeconds: allowed ? 0 : rule.windowSeconds };
  } catch (error) {
    // The limiter protects the provider bill; an outage of it must not take voice input down.
    console.error('rate limit check failed:', error instanceof Error ? error.message : error);
    return { allowed: true, retryAfterSeconds: 0 };
  }
}

/** A positive integer from the environment, or the fallback. */
export function envInt(name: string, fallback: number): number {
  const raw = Deno.env.get(name)?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}
