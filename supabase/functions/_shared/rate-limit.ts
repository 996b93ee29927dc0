/**
 * Rate limiting shared by the public functions (chat-ai, transcribe-audio, submit-contact). Counts
 * live in Postgres (`private.rate_limits`, migration 20250201000000_rate_limits.sql) so a limit
 * holds across every function instance; the function reaches them through `public.rate_limit_hit`,
 * which only the service role may execute.
 *
 * Three kinds of rule: per chat session, per client address (`perClientRules`: only from the
 * header the platform sets, callers without one sharing a bucket; per window, and per UTC day for
 * a scope that sets `perIpPerDay`) and per UTC day for all callers together (`dailyBudgetRule`: a
 * cap on what the paid providers can cost, checked only for requests the per-caller rules let
 * through, so one caller's refused flood does not use it up).
 *
 * When the counter cannot be reached (database down, misconfiguration), the caller decides with
 * `failOpen`: the chat fails open for the free built-in provider (a marketing site's assistant should
 * keep answering; it costs nothing) and closed for a paid model provider (an outage must not turn
 * into an unbounded bill). `RATE_LIMIT_FAIL_MODE=open|closed` overrides that default.
 */
import { HttpError } from './http.ts';
import { secretKeyFromEnv } from './platform-keys.ts';
import { callRest } from './postgrest.ts';

export type RateLimitRule = {
  /** What is counted, e.g. `chat:session:<id>`. */
  key: string;
  /** Requests allowed per window. */
  limit: number;
  /** Fixed window length in seconds. */
  windowSeconds: number;
};

type RateLimitDecision = {
  allowed: boolean;
  remaining: number;
  /** Seconds until the current window ends (0 when allowed). */
  retryAfterSeconds: number;
};

export interface RateLimiter {
  hit(rule: RateLimitRule): Promise<RateLimitDecision>;
}

type Env = { get(name: string): string | undefined };

/** The Postgres-backed limiter of the function's environment, or null without a project. */
export function rateLimiterFromEnv(env: Env): RateLimiter | null {
  const supabaseUrl = env.get('SUPABASE_URL');
  const serviceRoleKey = secretKeyFromEnv(env);
  return supabaseUrl && serviceRoleKey
    ? postgresRateLimiter({ supabaseUrl, serviceRoleKey })
    : null;
}

/** Counts through `POST /rest/v1/rpc/rate_limit_hit` with the service-role key. */
export function postgresRateLimiter(options: {
  supabaseUrl: string;
  serviceRoleKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): RateLimiter {
  return {
    async hit(rule) {
      const response = await callRest('rpc/rate_limit_hit', {
        supabaseUrl: options.supabaseUrl,
        key: options.serviceRoleKey,
        body: { p_key: rule.key, p_limit: rule.limit, p_window_seconds: rule.windowSeconds },
        timeoutMs: options.timeoutMs,
        fetch: options.fetch,
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
 * The header the platform sets to the caller's address. Hosted Supabase serves functions through
 * Cloudflare, which sets `CF-Connecting-IP` to the address that connected to it and replaces any
 * copy the caller sent; Supabase does not document a header for functions, so
 * `RATE_LIMIT_CLIENT_IP_HEADER` names another one (lower or upper case) for other set-ups. The local
 * stack's gateway sets the same header from the socket, as a platform proxy would.
 *
 * Never the leftmost `X-Forwarded-For` entry: a caller writes whatever it likes there.
 */
export const DEFAULT_CLIENT_IP_HEADER = 'cf-connecting-ip';

/** What every caller without a usable address shares: one bucket, never "no limit". */
export const UNKNOWN_CLIENT = 'unknown';

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HEXTET = /^[0-9a-f]{1,4}$/;

/** The 8 groups of an IPv6 address (compressed forms and a trailing dotted IPv4 allowed), or null. */
function ipv6Groups(text: string): number[] | null {
  const halves = text.toLowerCase().split('::');
  if (halves.length > 2) return null;
  const parse = (part: string | undefined): number[] | null => {
    if (!part) return [];
    const groups: number[] = [];
    const pieces = part.split(':');
    for (const [i, piece] of pieces.entries()) {
      if (i === pieces.length - 1 && piece.includes('.')) {
        if (!IPV4.test(piece)) return null;
        const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number);
        groups.push((a << 8) | b, (c << 8) | d);
      } else if (HEXTET.test(piece)) {
        groups.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...tail] : null;
}

/**
 * The bucket an address is counted in: an IPv4 address as it is (an IPv4-mapped IPv6 address,
 * `::ffff:a.b.c.d`, is that IPv4 address); an IPv6 address by its /64 prefix, because one
 * subscriber usually gets a whole /64 and could otherwise pick a fresh address per request.
 * Null when the text is not an address.
 */
export function addressBucket(text: string): string | null {
  const value = text.trim().replace(/%[\w.-]+$/, ''); // an IPv6 zone id names no other host
  if (IPV4.test(value)) return value;
  const groups = ipv6Groups(value);
  if (!groups) return null;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

let warnedMissing = false;

/**
 * The caller's bucket, read only from the platform's header (`header`, lower case). When that
 * header holds a list (a proxy chain's X-Forwarded-For), only its rightmost entry counts: the one
 * the closest proxy added. Missing or malformed: `UNKNOWN_CLIENT`.
 */
export function clientBucket(req: Request, header: string): string {
  const raw = req.headers.get(header);
  const bucket = raw ? addressBucket(raw.split(',').at(-1) ?? '') : null;
  if (bucket) return bucket;
  if (!warnedMissing) {
    warnedMissing = true;
    console.warn(
      `No usable client address in the ${header} header: such callers share one rate-limit bucket. ` +
        'If your platform sets another header, name it in RATE_LIMIT_CLIENT_IP_HEADER.',
    );
  }
  return UNKNOWN_CLIENT;
}

/**
 * The rules counting the caller's address for `scope` (the address is stored only as a hash):
 * `perIp` per window, and `perIpPerDay` per UTC day when the scope sets one.
 */
export async function perClientRules(
  req: Request,
  scope: string,
  limits: RateLimitSettings,
): Promise<RateLimitRule[]> {
  const bucket = clientBucket(req, limits.clientIpHeader);
  const client = bucket === UNKNOWN_CLIENT ? bucket : await hashKey(bucket);
  const rules = [
    { key: `${scope}:ip:${client}`, limit: limits.perIp, windowSeconds: limits.windowSeconds },
  ];
  if (limits.perIpPerDay !== undefined) {
    rules.push({
      key: `${scope}:ip-day:${client}`,
      limit: limits.perIpPerDay,
      windowSeconds: 86_400,
    });
  }
  return rules;
}

/** The rule counting every caller of `scope` together, per UTC day (what the operator pays for). */
export function dailyBudgetRule(scope: string, limits: RateLimitSettings): RateLimitRule {
  return { key: `${scope}:day`, limit: limits.perDay, windowSeconds: 86_400 };
}

/** A short, non-reversible key for an IP, so raw addresses are not stored. */
async function hashKey(value: string): Promise<string> {
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
  /** Requests per client address (see `clientBucket`) and window. */
  perIp: number;
  windowSeconds: number;
  /** Requests per client address and UTC day; only for a scope that counts them. */
  perIpPerDay?: number;
  /** Requests per UTC day from all callers together. */
  perDay: number;
  /** Lower-case name of the header the platform sets to the caller's address. */
  clientIpHeader: string;
  /** `undefined` means: let the function pick its default. */
  failOpen: boolean | undefined;
};

const HEADER_NAME = /^[A-Za-z0-9-]{1,64}$/;

function clientIpHeader(env: Env): string {
  const raw = env.get('RATE_LIMIT_CLIENT_IP_HEADER')?.trim();
  if (!raw) return DEFAULT_CLIENT_IP_HEADER;
  if (!HEADER_NAME.test(raw)) {
    console.warn(`Ignoring RATE_LIMIT_CLIENT_IP_HEADER=${raw}: not a header name.`);
    return DEFAULT_CLIENT_IP_HEADER;
  }
  return raw.toLowerCase();
}

/**
 * Reads `RATE_LIMIT_<SCOPE>_PER_SESSION`, `RATE_LIMIT_<SCOPE>_PER_IP`,
 * `RATE_LIMIT_<SCOPE>_WINDOW_SECONDS`, `RATE_LIMIT_<SCOPE>_PER_DAY`, `RATE_LIMIT_CLIENT_IP_HEADER`
 * and `RATE_LIMIT_FAIL_MODE` (open|closed), and `RATE_LIMIT_<SCOPE>_PER_IP_PER_DAY` for a scope
 * whose defaults have `perIpPerDay`.
 */
export function readRateLimitSettings(
  env: Env,
  scope: string,
  defaults: {
    perSession: number;
    perIp: number;
    windowSeconds: number;
    perDay: number;
    perIpPerDay?: number;
  },
): RateLimitSettings {
  const mode = env.get('RATE_LIMIT_FAIL_MODE')?.trim().toLowerCase();
  return {
    perSession: positiveInt(env, `RATE_LIMIT_${scope}_PER_SESSION`, defaults.perSession),
    perIp: positiveInt(env, `RATE_LIMIT_${scope}_PER_IP`, defaults.perIp),
    windowSeconds: Math.min(
      86_400,
      positiveInt(env, `RATE_LIMIT_${scope}_WINDOW_SECONDS`, defaults.windowSeconds),
    ),
    ...(defaults.perIpPerDay === undefined
      ? {}
      : {
          perIpPerDay: positiveInt(env, `RATE_LIMIT_${scope}_PER_IP_PER_DAY`, defaults.perIpPerDay),
        }),
    perDay: positiveInt(env, `RATE_LIMIT_${scope}_PER_DAY`, defaults.perDay),
    clientIpHeader: clientIpHeader(env),
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
 * `Retry-After` when any is exhausted: `options.refusal` as its message, else "Too many
 * messages. Please wait …". With the counter unreachable it either lets the request through
 * (fail open, logged) or answers 503.
 */
export async function enforceRateLimits(
  limiter: RateLimiter | null,
  rules: RateLimitRule[],
  options: { failOpen: boolean; refusal?: string },
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
  const message =
    options.refusal ?? `Too many messages. Please wait ${describeWait(wait)} and try again.`;
  throw new HttpError(429, message, {
    'Retry-After': String(wait),
    'X-RateLimit-Remaining': '0',
  });
}
