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
import { PUBLISHABLE_KEY } from '../local-supabase/config';
import { localPublicEnv } from './local-env';
import { type RawEnv, placeholders, secretKeyProblems } from './public-env';

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

/** What `npm run dev` does, decided from the env files (and shell) and what answers on the port. */
export type DevPlan =
  | { action: 'refuse'; message: string }
  | { action: 'hosted'; apiUrl: string; siteEnv: Record<string, string> }
  | {
      action: 'start-local-stack' | 'reuse-local-stack' | 'use-supabase';
      apiUrl: string;
      siteEnv: Record<string, string>;
    };

function isLocalUrl(value: string): boolean {
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(value).hostname);
  } catch {
    return false;
  }
}

/**
 * The plan for `npm run dev`. `fileEnv` is the public env as Vite reads it (`.env*` files, the
 * shell's variables winning); `siteEnv` is what the Vite process gets on top of it. Placeholders
 * are hidden from Vite by empty values (the shell's variables win over the files), and `notes`
 * says which were ignored.
 */
export async function planDev({
  fileEnv,
  siteUrl,
  defaultApiUrl,
}: {
  fileEnv: RawEnv;
  siteUrl: string;
  defaultApiUrl: string;
}): Promise<{ notes: string[]; plan: DevPlan }> {
  const secrets = secretKeyProblems(fileEnv);
  if (secrets.length > 0)
    return { notes: [], plan: { action: 'refuse', message: secrets.join('\n') } };

  const ignored = placeholders(fileEnv);
  const hidden = Object.fromEntries(ignored.map(([name]) => [name, '']));
  const notes =
    ignored.length === 0
      ? []
      : [
          `Ignoring example values copied from .env.example (replace them to use them):\n${ignored
            .map(([name, value]) => `  ${name}=${value}`)
            .join('\n')}`,
        ];
  const setting = (name: string): string | undefined =>
    name in hidden ? undefined : fileEnv[name]?.trim() || undefined;
  const url = setting('VITE_SUPABASE_URL')?.replace(/\/$/, '');
  const key = setting('VITE_SUPABASE_PUBLISHABLE_KEY');

  if (url && !isLocalUrl(url)) {
    if (!key) {
      const message = `VITE_SUPABASE_URL is ${url}, but VITE_SUPABASE_PUBLISHABLE_KEY is not set: add the project's publishable key (Project Settings → API Keys) to .env.local, or remove both to use the local stack.`;
      return { notes, plan: { action: 'refuse', message } };
    }
    return { notes, plan: { action: 'hosted', apiUrl: url, siteEnv: hidden } };
  }

  const apiUrl = url ?? defaultApiUrl.replace(/\/$/, '');
  const publishableKey = key ?? PUBLISHABLE_KEY;
  const found = await probeApi(apiUrl, publishableKey);
  switch (found.kind) {
    case 'other':
      return {
        notes,
        plan: {
          action: 'refuse',
          message: `Something else listens on ${apiUrl} (${found.detail}): neither this repository's local stack nor a Supabase API. Stop it, or move the local stack: LOCAL_SUPABASE_PORT=54331 npm run dev`,
        },
      };
    case 'supabase':
      // Only the Supabase settings: the stand-ins for HubSpot and the scene are the local stack's.
      return {
        notes,
        plan: {
          action: 'use-supabase',
          apiUrl,
          siteEnv: {
            ...hidden,
            VITE_SITE_URL: siteUrl,
            VITE_SUPABASE_URL: apiUrl,
            VITE_SUPABASE_PUBLISHABLE_KEY: publishableKey,
          },
        },
      };
    default:
      return {
        notes,
        plan: {
          action: found.kind === 'local-stack' ? 'reuse-local-stack' : 'start-local-stack',
          apiUrl,
          siteEnv: { ...hidden, ...localPublicEnv({ apiUrl, siteUrl }) },
        },
      };
  }
}
