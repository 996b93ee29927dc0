/**
 * Rate limiting shared by the public functions (chat-ai, transcribe-audio). Counts live in Postgres
 * (`private.rate_limits`, migration 20250201000000_rate_limits.sql) so a limit holds across every
 * function instance; the function reaches them through `public.rate_limit_hit`, which only the
 * service role may execute.
 *
 * When the counter cannot be reached (database down, misconfiguration), the caller decides with
 * `failOpen`: the chat fails open for the free built-in provider (a marketing site's assistant should
 * keep answering; it costs nothing) and closed for a paid model provider (an outage must not turn
 * into an unbounded bill). `RATE_LIMIT_FAIL_MODE=open|closed` overrides that default.
 */
import { HttpError } from './http.ts';

export type RateLimitRule = {
  /** What is counted, e.g. `chat:session:<id>`. */
  key: string;
  /** Requests allowed per window. */
  limit: number;
  /** Fixed window length in seconds. */
  windowSeconds: number;
};

export type RateLimitDecision = {
  allowed: boolean;
  remaining: number;
  /** Seconds until the current window ends (0 when allowed). */
  retryAfterSeconds: number;
};

export interface RateLimiter {
  hit(rule: RateLimitRule): Promise<RateLimitDecision>;
}

type Env = { get(name: string): string | undefined };

/** Counts through `POST /rest/v1/rpc/rate_limit_hit` with the service-role key. */
export function postgresRateLimiter(options: {
  supabaseUrl: string;
  serviceRoleKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): RateLimiter {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.supabaseUrl.replace(/\/$/, '')}/rest/v1/rpc/rate_limit_hit`;
  return {
    async hit(rule) {
      const response = await doFetch(url, {
        method: 'POST',
        headers: {
          apikey: options.serviceRoleKey,
          Authorization: `Bearer ${options.serviceRoleKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          p_key: rule.key,
          p_limit: rule.limit,
          p_window_seconds: rule.windowSeconds,
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
      });
      if (!response.ok) {
        throw new Error(`rate_limit_hit answered ${response.status}: ${await response.text()}`);
      }
      const data: unknown = await response.json();
      const row = Array.isArray(data) ? data[0] : data;
      if (
        typeof row !== 'object' ||
        row === null ||
        typeof row.allowed !== 'boolean' ||
        typeof row.remaining !== 'number' ||
        typeof row.retry_after_seconds !== 'number'
      ) {
        throw new Error(`rate_limit_hit answered an unexpected body: ${JSON.stringify(data)}`);
      }
      return {
        allowed: row.allowed,
        remaining: row.remaining,
        retryAfterSeconds: row.retry_after_seconds,
      };
    },
  };
}

/**
 * The client's IP as the edge saw it: the first hop of `x-forwarded-for`, else `cf-connecting-ip`,
 * else `x-real-ip`. Null when none is present.
 */
export function clientIp(req: Request): string | null {
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const candidate =
    forwarded ||
    req.headers.get('cf-connecting-ip')?.trim() ||
    req.headers.get('x-real-ip')?.trim();
  if (!candidate) return null;
  // Only keep what an address can contain, so the key stays short and clean.
  return /^[0-9A-Fa-f:.]{2,45}$/.test(candidate) ? candidate : null;
}

/** A short, non-reversible key for an IP, so raw addresses are not stored. */
export async function hashKey(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return Array.from(new Uint8Array(digest).slice(0, 16), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env.get(name);
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    console.warn(`Ignoring ${name}=${raw}: expected a positive integer; using ${fallback}.`);
    return fallback;
  }
  return value;
}

export type RateLimitSettings = {
  perSession: number;
  perIp: number;
  windowSeconds: number;
  /** `undefined` means: let the function pick its default. */
  failOpen: boolean | undefined;
};

/**
 * Reads `RATE_LIMIT_<SCOPE>_PER_SESSION`, `RATE_LIMIT_<SCOPE>_PER_IP`,
 * `RATE_LIMIT_<SCOPE>_WINDOW_SECONDS` and `RATE_LIMIT_FAIL_MODE` (open|closed).
 */
export function readRateLimitSettings(
  env: Env,
  scope: string,
  defaults: { perSession: number; perIp: number; windowSeconds: number },
): RateLimitSettings {
  const mode = env.get('RATE_LIMIT_FAIL_MODE')?.trim().toLowerCase();
  return {
    perSession: positiveInt(env, `RATE_LIMIT_${scope}_PER_SESSION`, defaults.perSession),
    perIp: positiveInt(env, `RATE_LIMIT_${scope}_PER_IP`, defaults.perIp),
    windowSeconds: positiveInt(env, `RATE_LIMIT_${scope}_WINDOW_SECONDS`, defaults.windowSeconds),
    failOpen: mode === 'open' ? true : mode === 'closed' ? false : undefined,
  };
}

/** Words a visitor can act on: "about 2 minutes". */
function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Counts one request against every rule (all in parallel) and throws a 429 `HttpError` with
 * `Retry-After` when any is exhausted. With the counter unreachable it either lets the request
 * through (fail open, logged) or answers 503.
 */
export async function enforceRateLimits(
  limiter: RateLimiter | null,
  rules: RateLimitRule[],
  options: { failOpen: boolean },
): Promise<void> {
  let decisions: RateLimitDecision[];
  try {
    if (!limiter)
      throw new Error('no rate limiter configured (SUPABASE_URL / service role key missing)');
    decisions = await Promise.all(rules.map((rule) => limiter.hit(rule)));
  } catch (error) {
    if (options.failOpen) {
      console.warn('Rate limiter unavailable; failing open:', String(error));
      return;
    }
    console.error('Rate limiter unavailable; failing closed:', String(error));
    throw new HttpError(503, 'The service is temporarily unavailable. Please try again shortly.', {
      'Retry-After': '30',
    });
  }
  const refused = decisions.filter((d) => !d.allowed);
  if (refused.length === 0) return;
  const wait = Math.max(1, ...refused.map((d) => d.retryAfterSeconds));
  throw new HttpError(429, `Too many messages. Please wait ${describeWait(wait)} and try again.`, {
    'Retry-After': String(wait),
    'X-RateLimit-Remaining': '0',
  });
}
