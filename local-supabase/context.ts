import { type IncomingMessage } from 'node:http';

import { ANON_KEY, SERVICE_ROLE_KEY } from './config';
import { type Db, type Tx } from './db';
import { apiKey, bearerToken } from './http';
import { type JwtClaims, verifyJwt } from './jwt';

/** What every handler gets: the database and where the stack is reachable. */
export type StackContext = {
  db: Db;
  /** The stack's own origin, e.g. `http://127.0.0.1:54321`. */
  apiUrl: string;
  /** Where e-mail links send the user when `redirect_to` is missing or not allowed. */
  siteUrl: string;
  anonKey: string;
  serviceRoleKey: string;
};

export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export type Caller = { role: ApiRole; claims: JwtClaims };

export type CallerResult =
  | { ok: true; caller: Caller }
  | { ok: false; kind: 'no_api_key' | 'bad_api_key' | 'bad_jwt' | 'expired'; message: string };

/**
 * Who is calling: the API gateway requires a valid `apikey`; the Bearer token (a user's access
 * token, or the key itself) decides the role, like PostgREST and Storage do.
 */
export function identifyCaller(req: IncomingMessage): CallerResult {
  const key = apiKey(req);
  const bearer = bearerToken(req);
  if (!key && !bearer) {
    return { ok: false, kind: 'no_api_key', message: 'No API key found in request' };
  }
  if (key) {
    const checked = verifyJwt(key);
    if (!checked.ok) return { ok: false, kind: 'bad_api_key', message: 'Invalid API key' };
  }
  const token = bearer ?? key!;
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

export function defaultKeys(): Pick<StackContext, 'anonKey' | 'serviceRoleKey'> {
  return { anonKey: ANON_KEY, serviceRoleKey: SERVICE_ROLE_KEY };
}
