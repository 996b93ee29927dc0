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
};

export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

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
 * Runs `fn` in one transaction as the caller's role with its claims (PostgREST's pre-query), so
 * Postgres itself enforces grants and row-level security.
 */
export function asCaller<T>(
  ctx: StackContext,
  caller: Caller,
  request: { method: string; path: string; readOnly?: boolean },
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    if (request.readOnly) await tx.exec('set transaction read only');
    await tx.query(
      `select set_config('search_path', '"public", "extensions"', true),
              set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true),
              set_config('request.jwt.claim.role', $1, true),
              set_config('request.method', $4, true),
              set_config('request.path', $5, true)`,
      [
        caller.role,
        JSON.stringify({ ...caller.claims, role: caller.role }),
        typeof caller.claims.sub === 'string' ? caller.claims.sub : '',
        request.method,
        request.path,
      ],
    );
    return fn(tx);
  });
}
