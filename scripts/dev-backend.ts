/**
 * What answers on the Supabase API port `npm run dev` wants to use, told apart by protocol:
 *
 * - this repository's local stack answers `GET /__local/health` with `{ "status": "ok" }`;
 * - any other Supabase API — the Docker stack of `supabase start`, whose gateway routes
 *   `/auth/v1/*` to the auth server — answers `GET /auth/v1/health` with the auth server's
 *   `{ "name": "GoTrue", "version": … }` (our stack does too, so it is asked first);
 * - a refused connection means the port is free;
 * - anything else (another program, a hung server) is reported as such, never used.
 */

export type ApiProbe =
  | { kind: 'free' }
  | { kind: 'local-stack' }
  | { kind: 'supabase' }
  | { kind: 'other'; detail: string };

const PROBE_TIMEOUT_MS = 2_000;

function isConnectionRefused(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code === 'ECONNREFUSED';
}

async function getJson(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: res.status, body: text };
  }
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

/** What listens at `apiUrl`; `key` is the publishable key a Supabase gateway expects. */
export async function probeApi(apiUrl: string, key: string): Promise<ApiProbe> {
  const base = apiUrl.replace(/\/$/, '');
  try {
    const ours = await getJson(`${base}/__local/health`);
    if (ours.status === 200 && field(ours.body, 'status') === 'ok') return { kind: 'local-stack' };
    const auth = await getJson(`${base}/auth/v1/health`, { apikey: key });
    if (auth.status === 200 && field(auth.body, 'name') === 'GoTrue') return { kind: 'supabase' };
    return {
      kind: 'other',
      detail: `it answers GET /auth/v1/health with HTTP ${auth.status}, not Supabase's auth server`,
    };
  } catch (error) {
    if (isConnectionRefused(error)) return { kind: 'free' };
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? 'no answer within 2 s'
        : String(error);
    return { kind: 'other', detail: reason };
  }
}
