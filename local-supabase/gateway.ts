/**
 * The API gateway in front of the services (Kong on hosted Supabase and in `supabase start`): it
 * checks the `apikey` header and hands each service an `Authorization` header it can verify.
 *
 * Four keys are valid, two per role: the legacy JWTs (`anon`, `service_role`) and the opaque keys
 * (`sb_publishable_…` acts as anon, `sb_secret_…` as service_role). The rules (where hosted and
 * the CLI's gateway differ, the stricter of the two):
 * - auth, rest and storage need a valid `apikey` header (not a query parameter), except the open
 *   routes a browser reaches by plain link: `/auth/v1/verify|callback|authorize` and public
 *   storage objects. A missing key is 401 "No API key found in request", an unknown one 401
 *   "Invalid API key".
 * - An opaque key is never a JWT. Without an `Authorization` header, or with `Bearer <the same
 *   key>` (what supabase-js sends before sign-in), the service gets the matching role's JWT. Any
 *   other `Authorization` (a user's access token) passes through unchanged, so `Bearer sb_…` that
 *   is not the `apikey` reaches the service and fails as a malformed JWT.
 * - A secret key from a browser (`User-Agent` with `Mozilla/`) is refused on every API, functions
 *   included: 401 "Forbidden use of secret API key in browser". Legacy service_role JWTs are not
 *   checked this way on hosted either.
 * - Edge Functions: hosted checks no `apikey` and maps no opaque key; `verify_jwt = true` needs a
 *   real JWT in `Authorization` (functions.ts), so opaque keys only reach `verify_jwt = false`.
 */
import { type IncomingMessage } from 'node:http';

import { ANON_KEY, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from './config';
import { apiKey, bearerToken } from './http';

export type ApiKeys = {
  /** Legacy anon JWT. */
  anon: string;
  /** Legacy service_role JWT. */
  serviceRole: string;
  /** `sb_publishable_…`: the anon role. */
  publishable: string;
  /** `sb_secret_…`: the service_role role. */
  secret: string;
};

export const DEFAULT_KEYS: ApiKeys = {
  anon: ANON_KEY,
  serviceRole: SERVICE_ROLE_KEY,
  publishable: PUBLISHABLE_KEY,
  secret: SECRET_KEY,
};

type ResolvedKey = {
  role: 'anon' | 'service_role';
  /** True for the `sb_publishable_…` / `sb_secret_…` keys. */
  opaque: boolean;
  /** The JWT the services get for this key. */
  jwt: string;
};

/** Which role an `apikey` value stands for; undefined when it is none of the project's keys. */
function resolveApiKey(keys: ApiKeys, key: string): ResolvedKey | undefined {
  if (key === keys.publishable) return { role: 'anon', opaque: true, jwt: keys.anon };
  if (key === keys.secret) return { role: 'service_role', opaque: true, jwt: keys.serviceRole };
  if (key === keys.anon) return { role: 'anon', opaque: false, jwt: keys.anon };
  if (key === keys.serviceRole)
    return { role: 'service_role', opaque: false, jwt: keys.serviceRole };
  return undefined;
}

const SECRET_KEY_PREFIX = 'sb_secret_';

/** Hosted Supabase tells browsers apart by the User-Agent; every browser's starts with Mozilla/. */
function isBrowserRequest(req: IncomingMessage): boolean {
  return (req.headers['user-agent'] ?? '').includes('Mozilla/');
}

export type GatewayError = { status: 401; body: { message: string; hint?: string } };

const NO_KEY: GatewayError = {
  status: 401,
  body: {
    message: 'No API key found in request',
    hint: 'No `apikey` request header or url param was found.',
  },
};
const INVALID_KEY: GatewayError = {
  status: 401,
  body: {
    message: 'Invalid API key',
    hint: 'Double check your Supabase `anon` or `service_role` API key.',
  },
};
const SECRET_IN_BROWSER: GatewayError = {
  status: 401,
  body: { message: 'Forbidden use of secret API key in browser' },
};

/** The browser rule alone (what the gateway applies to Edge Functions). */
export function secretKeyInBrowser(req: IncomingMessage): GatewayError | undefined {
  if (!isBrowserRequest(req)) return undefined;
  const key = apiKey(req) ?? '';
  const bearer = bearerToken(req) ?? '';
  return key.startsWith(SECRET_KEY_PREFIX) || bearer.startsWith(SECRET_KEY_PREFIX)
    ? SECRET_IN_BROWSER
    : undefined;
}

/**
 * Checks the `apikey` of a request to auth, rest or storage and rewrites its `Authorization`
 * header the way the gateway forwards it. Returns the error to answer with, or undefined.
 */
export function passGateway(keys: ApiKeys, req: IncomingMessage): GatewayError | undefined {
  const key = apiKey(req);
  if (!key) return NO_KEY;
  const resolved = resolveApiKey(keys, key);
  if (!resolved) return INVALID_KEY;
  const browserError = secretKeyInBrowser(req);
  if (browserError) return browserError;
  if (req.headers.authorization === undefined || bearerToken(req) === key) {
    req.headers.authorization = `Bearer ${resolved.jwt}`;
  }
  return undefined;
}

/** Routes the gateway lets through without a key: links a browser opens, public objects. */
export function isOpenRoute(service: string, subpath: string, method: string): boolean {
  if (service === 'auth') return /^\/(verify|callback|authorize)(\/|$)/.test(subpath);
  if (service === 'storage') {
    return (method === 'GET' || method === 'HEAD') && subpath.startsWith('/object/public/');
  }
  return false;
}

const NEEDS_SERVICE_KEY: GatewayError = {
  status: 401,
  body: {
    message: 'This needs the service_role or secret API key',
    hint: '`npm run local:status` prints SERVICE_ROLE_KEY and SECRET_KEY.',
  },
};

/**
 * For the stack's own developer endpoints (`/__local/inbox.json`, `/__local/reset`): the `apikey`
 * header must be the service_role JWT or the secret key, and the secret key not from a browser.
 */
export function requireServiceKey(keys: ApiKeys, req: IncomingMessage): GatewayError | undefined {
  const key = apiKey(req);
  if (!key) return NO_KEY;
  if (resolveApiKey(keys, key)?.role !== 'service_role') return NEEDS_SERVICE_KEY;
  return secretKeyInBrowser(req);
}
