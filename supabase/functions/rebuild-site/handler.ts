/**
 * rebuild-site: asks the static host to rebuild the public site (its deploy hook) after an admin
 * changed what visitors see of it (published, unpublished, edited, reordered, deleted or restored a
 * case study, FAQ entry, legal page or the company facts). POST `{ reason? }` with the admin's
 * session token as bearer.
 *
 * - Only admins: the token is checked by asking the auth API (`/auth/v1/user`, which works with
 *   every key format and signing algorithm), then the caller's admin role is read with their own
 *   token (row-level security shows users their own role rows).
 * - Debounced across instances: `public.request_site_rebuild` (Postgres, one row lock) records the
 *   reason and allows one hook call per `minIntervalSeconds`. A request inside that window leaves
 *   its reason pending; this function then asks again once the window has ended (a background
 *   task) and the admin's browser does too, so the last change of a burst always reaches a build.
 * - The hook URL (`DEPLOY_HOOK_URL`, a secret) is a Netlify, Vercel or Cloudflare Pages build hook;
 *   all three take a plain POST. Netlify also shows `trigger_title` as the deploy message.
 *
 * Answers (JSON): 202 `{ status: 'triggered' }` (the hook accepted the call), 202
 * `{ status: 'queued', retryAfterSeconds }`, 200 `{ status: 'nothing-pending' }`, 200
 * `{ status: 'not-configured' }` (no hook set); errors `{ error }`: 400/415 bad input, 401 not
 * signed in, 403 not an admin, 502 the hook or the database failed.
 */
import { runtimeWaitUntil, type WaitUntil } from '../_shared/background.ts';
import { preflightResponse } from '../_shared/cors.ts';
import { callRest } from '../_shared/postgrest.ts';
import {
  MAX_REBUILD_REASON,
  type RebuildAnswer,
  type RebuildRequest,
} from '../_shared/rebuild-contract.ts';
import { publishableKeyFromEnv } from '../_shared/platform-keys.ts';
import {
  errorResponse,
  HttpError,
  jsonResponse,
  readJsonBody,
  responseForError,
} from '../_shared/http.ts';

export type RebuildOptions = {
  supabaseUrl: string;
  /** The publishable (anon) key: sent as `apikey` beside the caller's token. */
  anonKey: string;
  /** The static host's build hook; without it the function only says it is not configured. */
  hookUrl: string | undefined;
  /** At most one hook call per this many seconds (default 60). */
  minIntervalSeconds: number;
  fetch?: typeof fetch;
  /** Keeps a task running after the response (`EdgeRuntime.waitUntil` on the hosted platform). */
  waitUntil?: WaitUntil;
  sleep?: (ms: number) => Promise<void>;
};

type Env = { get(name: string): string | undefined };

const HOOK_TIMEOUT_MS = 10_000;
const API_TIMEOUT_MS = 5_000;
/** A trailing request that finds the window still open (another instance sent) tries again. */
const MAX_TRAILING_ATTEMPTS = 3;

export function rebuildOptionsFromEnv(env: Env): RebuildOptions {
  const interval = Number(env.get('DEPLOY_HOOK_MIN_INTERVAL_SECONDS') ?? '');
  return {
    supabaseUrl: env.get('SUPABASE_URL') ?? '',
    anonKey: publishableKeyFromEnv(env) ?? '',
    hookUrl: env.get('DEPLOY_HOOK_URL')?.trim() || undefined,
    minIntervalSeconds:
      Number.isInteger(interval) && interval >= 0 && interval <= 3600 ? interval : 60,
    waitUntil: runtimeWaitUntil(),
  };
}

type Decision =
  | { send: true; reasons: string[] }
  | { send: false; pending: true; retry_after_seconds: number }
  | { send: false; pending: false };

function isDecision(value: unknown): value is Decision {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (v.send === true) {
    return Array.isArray(v.reasons) && v.reasons.every((r) => typeof r === 'string');
  }
  if (v.send !== false) return false;
  return v.pending === false || (v.pending === true && typeof v.retry_after_seconds === 'number');
}

/** A reply of the contract: only its answers can be sent. */
function answer(body: RebuildAnswer, status = 200, headers?: Record<string, string>): Response {
  return jsonResponse(body, status, headers);
}

function readReason(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'The body must be a JSON object.');
  }
  const reason: unknown = (body as Record<keyof RebuildRequest, unknown>).reason;
  if (reason === undefined || reason === null) return null;
  if (typeof reason !== 'string' || reason.trim().length === 0) {
    throw new HttpError(400, '"reason" must be a non-empty string.');
  }
  if (reason.length > MAX_REBUILD_REASON) {
    throw new HttpError(400, `"reason" must be at most ${MAX_REBUILD_REASON} characters.`);
  }
  return reason.trim();
}

/** The deploy message: the reasons, newest last, within Netlify's title length. */
export function hookTitle(reasons: readonly string[]): string {
  const text = reasons.join('; ');
  return text.length <= 250 ? text : `${text.slice(0, 249)}…`;
}

export function createRebuildHandler(options: RebuildOptions): (req: Request) => Promise<Response> {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  const waitUntil = options.waitUntil ?? ((task: Promise<unknown>) => void task.catch(() => {}));
  const base = options.supabaseUrl.replace(/\/+$/, '');

  function asCaller(token: string): Record<string, string> {
    return { apikey: options.anonKey, Authorization: `Bearer ${token}` };
  }

  async function userId(token: string): Promise<string> {
    const response = await doFetch(`${base}/auth/v1/user`, {
      headers: asCaller(token),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw new HttpError(401, 'Your session is not valid. Please sign in again.');
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new HttpError(502, 'The auth service did not answer.');
    }
    const user = (await response.json()) as { id?: unknown };
    if (typeof user.id !== 'string') {
      throw new HttpError(401, 'Your session is not valid.');
    }
    return user.id;
  }

  /** PostgREST as the signed-in admin (row-level security sees them). */
  const asAdmin = (token: string, body?: unknown) => ({
    supabaseUrl: base,
    key: options.anonKey,
    token,
    body,
    timeoutMs: API_TIMEOUT_MS,
    fetch: doFetch,
  });

  async function requireAdmin(token: string, id: string): Promise<void> {
    const query = new URLSearchParams({ select: 'role', user_id: `eq.${id}`, role: 'eq.admin' });
    const response = await callRest(`user_roles?${query}`, asAdmin(token));
    const rows: unknown = response.ok ? await response.json() : (await response.body?.cancel(), []);
    if (!Array.isArray(rows) || rows.length === 0) {
      throw new HttpError(403, 'Only admins can rebuild the site.');
    }
  }

  async function rpc(token: string, name: string, args: Record<string, unknown>): Promise<unknown> {
    const response = await callRest(`rpc/${name}`, asAdmin(token, args));
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw new HttpError(403, 'Only admins can rebuild the site.');
    }
    if (!response.ok) {
      console.error(`${name} answered ${response.status}: ${await response.text()}`);
      throw new HttpError(502, 'The rebuild could not be recorded.');
    }
    return response.status === 204 ? null : await response.json();
  }

  async function decide(token: string, reason: string | null): Promise<Decision> {
    const decision = await rpc(token, 'request_site_rebuild', {
      p_reason: reason,
      p_min_interval_seconds: options.minIntervalSeconds,
    });
    if (!isDecision(decision)) {
      console.error('request_site_rebuild answered', decision);
      throw new HttpError(502, 'The rebuild could not be recorded.');
    }
    return decision;
  }

  /** Calls the hook; on failure the reasons become pending again. */
  async function callHook(hookUrl: string, token: string, reasons: string[]): Promise<void> {
    const target = new URL(hookUrl);
    const title = hookTitle(reasons);
    if (target.hostname === 'api.netlify.com') {
      target.searchParams.set('trigger_title', title);
    }
    try {
      const response = await doFetch(target, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ reason: title, reasons }),
        signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) {
        throw new Error(`the deploy hook answered ${response.status}`);
      }
    } catch (error) {
      console.error('Deploy hook failed:', error instanceof Error ? error.message : error);
      await rpc(token, 'release_site_rebuild', { p_reasons: reasons }).catch((releaseError) =>
        console.error('Could not put the reasons back:', releaseError),
      );
      throw new HttpError(502, 'The static host did not accept the build request.');
    }
  }

  /** After the window: send whatever is pending by then (unless someone else already did). */
  async function trailing(hookUrl: string, token: string, waitSeconds: number): Promise<void> {
    for (let attempt = 0; attempt < MAX_TRAILING_ATTEMPTS; attempt++) {
      await sleep(waitSeconds * 1000);
      const decision = await decide(token, null);
      if (decision.send) return callHook(hookUrl, token, decision.reasons);
      if (!decision.pending) return;
      waitSeconds = decision.retry_after_seconds;
    }
  }

  return async (req) => {
    try {
      if (req.method === 'OPTIONS') return preflightResponse();
      if (req.method !== 'POST') {
        return errorResponse(405, 'Method not allowed. Use POST.', { Allow: 'POST, OPTIONS' });
      }
      const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
      if (!token || token === options.anonKey) {
        throw new HttpError(401, 'Sign in as an admin to rebuild the site.');
      }
      const reason = readReason(await readJsonBody(req, 4096));
      await requireAdmin(token, await userId(token));
      const hookUrl = options.hookUrl;
      if (!hookUrl) return answer({ status: 'not-configured' });

      const decision = await decide(token, reason);
      if (decision.send) {
        await callHook(hookUrl, token, decision.reasons);
        return answer({ status: 'triggered' }, 202);
      }
      if (!decision.pending) return answer({ status: 'nothing-pending' });
      waitUntil(
        trailing(hookUrl, token, decision.retry_after_seconds).catch((error) =>
          console.error('Trailing rebuild failed:', error),
        ),
      );
      return answer({ status: 'queued', retryAfterSeconds: decision.retry_after_seconds }, 202, {
        'Retry-After': String(decision.retry_after_seconds),
      });
    } catch (error) {
      return responseForError(error);
    }
  };
}
