import { type IncomingMessage } from 'node:http';

import { type Db, type Tx } from './db';
import { type ApiKeys } from './gateway';
import { bearerToken } from './http';
import { type JwtClaims, verifyJwt } from './jwt';
import { type AuthConfig } from './project-config';

/** What every handler gets: the database, where the stack is reachable, and its settings. */
export type StackContext = {
  db: Db;
  /** The stack's own origin, e.g. `http://127.0.0.1:54321`. */
  apiUrl: string;
  /** The auth settings of supabase/config.toml; `auth.siteUrl` may be overridden (e2e ports). */
  auth: AuthConfig;
  /** `verify_jwt` per function, from supabase/config.toml. */
  functions: Map<string, { verifyJwt: boolean }>;
  /** Browser origins allowed to call `/__local/` (the dev site's). */
  siteOrigins: string[];
  keys: ApiKeys;
  /**
   * The API roles' own settings (`alter role anon set statement_timeout = …`). SET ROLE does not
   * apply them, so every request sets them itself, like PostgREST. Loaded by `loadRoleSettings`.
   */
  roleSettings: RoleSettings;
};

/** Role name → its user-settable settings as [name, value] pairs. */
export type RoleSettings = Map<string, [string, string][]>;

const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
type ApiRole = (typeof API_ROLES)[number];

export type Caller = { role: ApiRole; claims: JwtClaims };

export type CallerResult =
  | { ok: true; caller: Caller }
  | { ok: false; kind: 'no_token' | 'bad_jwt' | 'expired'; message: string };

/**
 * Who is calling, from the JWT in `Authorization`, like PostgREST and Storage decide it. The
 * gateway (gateway.ts) has already checked the `apikey` and put the key's JWT there when the
 * caller had no token of their own.
 */
export function identifyCaller(req: IncomingMessage): CallerResult {
  const token = bearerToken(req);
  if (!token) return { ok: false, kind: 'no_token', message: 'No JWT found in request' };
  const verified = verifyJwt(token);
  if (!verified.ok) {
    const expired = verified.reason.includes('expired');
    return {
      ok: false,
      kind: expired ? 'expired' : 'bad_jwt',
      message: expired ? 'JWT expired' : `JWSError (${verified.reason})`,
    };
  }
  const role = verified.claims.role ?? 'anon';
  if (!(API_ROLES as readonly string[]).includes(role)) {
    return { ok: false, kind: 'bad_jwt', message: `role "${role}" is not allowed` };
  }
  return { ok: true, caller: { role: role as ApiRole, claims: verified.claims } };
}

/**
 * Reads the API roles' settings, as PostgREST does when it loads its schema cache: only settings
 * a user may change (`pg_settings.context = 'user'`), e.g. statement_timeout.
 */
export async function loadRoleSettings(db: Db): Promise<RoleSettings> {
  const rows = await db.query<{ role: string; name: string; value: string }>(
    `select r.rolname as role, s.name, s.value
       from pg_roles r
       cross join lateral (
         select substr(c, 1, strpos(c, '=') - 1) as name, substr(c, strpos(c, '=') + 1) as value
           from unnest(r.rolconfig) as c
       ) s
       join pg_settings p on p.name = s.name and p.context = 'user'
      where r.rolname = any($1::text[])
      order by r.rolname, s.name`,
    [`{${API_ROLES.join(',')}}`],
  );
  const settings: RoleSettings = new Map();
  for (const row of rows)
    settings.set(row.role, [...(settings.get(row.role) ?? []), [row.name, row.value]]);
  return settings;
}

/**
 * Runs `fn` in one transaction as the caller's role (PostgREST's pre-query: the role's settings,
 * the role, and the claims in `request.jwt.claims` — the only claims setting, as today's PostgREST
 * and Storage API set it), so Postgres itself enforces grants and row-level security.
 * `storageApi` marks the Storage API's own statements, the only ones allowed to delete rows of
 * storage.objects and storage.buckets.
 */
export function asCaller<T>(
  ctx: StackContext,
  caller: Caller,
  request: { method: string; path: string; readOnly?: boolean; storageApi?: boolean },
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    if (request.readOnly) await tx.exec('set transaction read only');
    const params: string[] = [
      caller.role,
      JSON.stringify({ ...caller.claims, role: caller.role }),
      request.method,
      request.path,
    ];
    const roleSettings = (ctx.roleSettings.get(caller.role) ?? []).map(([name, value]) => {
      params.push(name, value);
      return `set_config($${params.length - 1}, $${params.length}, true)`;
    });
    await tx.query(
      `select ${[
        `set_config('search_path', '"public", "extensions"', true)`,
        ...roleSettings,
        `set_config('role', $1, true)`,
        `set_config('request.jwt.claims', $2, true)`,
        `set_config('request.method', $3, true)`,
        `set_config('request.path', $4, true)`,
        ...(request.storageApi ? [`set_config('storage.allow_delete_query', 'true', true)`] : []),
      ].join(', ')}`,
      params,
    );
    return fn(tx);
  });
}
