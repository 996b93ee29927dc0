/**
 * GoTrue (`/auth/v1`) for the calls supabase-js makes: sign-up, password sign-in,
 * refresh-token rotation, user, logout, recovery and e-mail verification links, plus the admin
 * user list and user creation (confirmed only with `email_confirm`). Errors carry both the 2024-01-01 shape (`code`, `message`) and the legacy one
 * (`error_code`, `msg`), with `X-Supabase-Api-Version` exposed, as auth-js expects.
 *
 * Settings come from `[auth]` of supabase/config.toml (project-config.ts): the site URL and
 * redirect allow-list, the access-token lifetime, the minimum password length, and whether e-mail
 * confirmations are on (then sign-up returns the user without a session and sign-in answers
 * `email_not_confirmed` until the link in the e-mail is followed; off, like `supabase start`).
 */
import { createHash, randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse } from 'node:http';

import { signJwt } from './config';
import { type StackContext } from './context';
import { type Tx } from './db';
import { bearerToken, isRecord, must, parseJson, readBody, sendJson } from './http';
import { type JwtClaims, verifyJwt } from './jwt';
import { deliverEmail, linkEmail } from './mail';
import { ensureUser, hashPassword, verifyPassword } from './setup';

const API_VERSION = '2024-01-01';
const LINK_TTL_SECONDS = 60 * 60;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

function sendAuthError(res: ServerResponse, error: AuthError): void {
  sendJson(
    res,
    error.status,
    {
      code: error.code,
      error_code: error.code,
      message: error.message,
      msg: error.message,
      ...error.extra,
    },
    { 'X-Supabase-Api-Version': API_VERSION, 'x-sb-error-code': error.code },
  );
}

type UserRecord = {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  is_anonymous: boolean;
  created_at: string;
  updated_at: string;
};

async function findUser(tx: Tx, where: string, param: string): Promise<UserRecord | undefined> {
  const rows = await tx.query<{ j: string }>(
    `select row_to_json(u)::text as j from auth.users u where ${where} limit 1`,
    [param],
  );
  return rows[0] ? (JSON.parse(rows[0].j) as UserRecord) : undefined;
}

function userJson(user: UserRecord): Record<string, unknown> {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: user.email_confirmed_at ?? undefined,
    phone: '',
    confirmed_at: user.email_confirmed_at ?? undefined,
    confirmation_sent_at: user.confirmation_sent_at ?? undefined,
    recovery_sent_at: user.recovery_sent_at ?? undefined,
    last_sign_in_at: user.last_sign_in_at ?? undefined,
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: {
          email: user.email,
          email_verified: !!user.email_confirmed_at,
          sub: user.id,
        },
        provider: 'email',
        last_sign_in_at: user.last_sign_in_at ?? user.created_at,
        created_at: user.created_at,
        updated_at: user.updated_at,
        email: user.email,
      },
    ],
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: user.is_anonymous,
  };
}

function newToken(): string {
  return randomBytes(16).toString('hex');
}

/** Link tokens are stored hashed; the e-mail carries the hash like GoTrue's `token_hash`. */
function tokenHash(email: string, secret: string): string {
  return createHash('sha224')
    .update(email + secret)
    .digest('hex');
}

async function issueSession(ctx: StackContext, tx: Tx, userId: string, method: string) {
  await tx.query(
    'update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1',
    [userId],
  );
  const user = must(await findUser(tx, 'id = $1', userId), 'user');
  const session = await tx.query<{ id: string }>(
    'insert into auth.sessions (user_id) values ($1) returning id',
    [userId],
  );
  const sessionId = must(session[0], 'session').id;
  const refreshToken = randomBytes(9).toString('base64url');
  await tx.query(
    'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)',
    [refreshToken, userId, sessionId],
  );
  return sessionFor(ctx, user, sessionId, refreshToken, method);
}

function sessionFor(
  ctx: StackContext,
  user: UserRecord,
  sessionId: string,
  refreshToken: string,
  method: string,
) {
  const now = Math.floor(Date.now() / 1000);
  const exp = now + ctx.auth.jwtExpiry;
  const claims: JwtClaims = {
    aud: user.aud,
    exp,
    iat: now,
    iss: `${ctx.apiUrl}/auth/v1`,
    sub: user.id,
    email: user.email,
    phone: '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: user.role,
    aal: 'aal1',
    amr: [{ method, timestamp: now }],
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
  return {
    access_token: signJwt(claims),
    token_type: 'bearer',
    expires_in: ctx.auth.jwtExpiry,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0', '[::]']);
const DECIMAL_IP = /^[0-9]+$/;
const REGULAR_HOSTNAME = /^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * An allow-list entry as GoTrue compiles it: a glob where `*` and `?` stop at `.` and `/`, `**`
 * crosses them, `{a,b}` are alternatives and `[…]` a character class.
 */
function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] ?? '';
    if (c === '\\' && i + 1 < pattern.length) {
      source += escapeRegExp(pattern[++i] ?? '');
    } else if (c === '*') {
      if (pattern[i + 1] === '*') {
        source += '.*';
        i++;
      } else {
        source += '[^./]*';
      }
    } else if (c === '?') {
      source += '[^./]';
    } else if (c === '{') {
      source += '(?:';
    } else if (c === '}') {
      source += ')';
    } else if (c === ',' && source.lastIndexOf('(?:') > source.lastIndexOf(')')) {
      source += '|';
    } else if (c === '[') {
      const end = pattern.indexOf(']', i + 1);
      if (end === -1) {
        source += '\\[';
      } else {
        const body = pattern
          .slice(i + 1, end)
          .replace(/^!/, '^')
          .replace(/\\/g, '\\\\');
        source += `[${body}]`;
        i = end;
      }
    } else {
      source += escapeRegExp(c);
    }
  }
  return new RegExp(`^${source}$`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** The host exactly as written in a URL (the URL parser rewrites `2130706433` to 127.0.0.1). */
function rawHostname(url: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^/?#:]*)/i.exec(url)?.[1] ?? '';
}

/**
 * GoTrue's redirect check: back to the site URL's scheme and host (any port on a loopback host),
 * any loopback IP address, or a match of an `additional_redirect_urls` pattern (fragment ignored).
 */
export function isRedirectAllowed(
  auth: Pick<StackContext['auth'], 'siteUrl' | 'additionalRedirectUrls'>,
  redirectTo: string,
): boolean {
  let base: URL;
  let target: URL;
  try {
    base = new URL(auth.siteUrl);
    target = new URL(redirectTo);
  } catch {
    return false;
  }
  const host = rawHostname(redirectTo).toLowerCase();
  // An IP address written as one decimal number is never allowed.
  if (DECIMAL_IP.test(host)) return false;
  if (
    base.hostname === host &&
    base.protocol === target.protocol &&
    (base.port === target.port || LOOPBACK_HOSTNAMES.has(host))
  ) {
    return true;
  }
  if (host === target.hostname && (IPV4.test(host) || host.startsWith('['))) {
    return host.startsWith('127.') || host === '[::1]';
  }
  const isHttp = target.protocol === 'http:' || target.protocol === 'https:';
  if (isHttp && !REGULAR_HOSTNAME.test(host)) return false;
  const withoutFragment = redirectTo.split('#')[0] ?? '';
  return auth.additionalRedirectUrls.some((pattern) => globToRegExp(pattern).test(withoutFragment));
}

/** Where an e-mail link leads: `redirect_to` when allowed, else the site URL (like GoTrue). */
function safeRedirect(ctx: StackContext, redirectTo: string | null): string {
  return redirectTo && isRedirectAllowed(ctx.auth, redirectTo) ? redirectTo : ctx.auth.siteUrl;
}

function verifyLink(ctx: StackContext, token: string, type: string, redirectTo: string): string {
  const params = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${ctx.apiUrl}/auth/v1/verify?${params.toString()}`;
}

/** The caller's verified user token, or the GoTrue error for a missing/bad one. */
function requireUserClaims(req: IncomingMessage): JwtClaims {
  const token = bearerToken(req);
  if (!token) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  const verified = verifyJwt(token);
  if (!verified.ok) {
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${verified.reason}`,
    );
  }
  if (typeof verified.claims.sub !== 'string' || !verified.claims.sub) {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  return verified.claims;
}

async function requireSessionUser(tx: Tx, claims: JwtClaims): Promise<UserRecord> {
  if (typeof claims.session_id === 'string') {
    const live = await tx.query('select 1 from auth.sessions where id = $1', [claims.session_id]);
    if (live.length === 0) {
      throw new AuthError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    }
  }
  const user = await findUser(tx, 'id = $1', claims.sub as string);
  if (!user)
    throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return user;
}

function requireServiceRole(req: IncomingMessage): void {
  const token = bearerToken(req);
  const verified = token ? verifyJwt(token) : undefined;
  if (!verified?.ok) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  if (verified.claims.role !== 'service_role') {
    throw new AuthError(403, 'not_admin', 'User not allowed');
  }
}

function stringField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' ? value : undefined;
}

function checkPassword(
  ctx: StackContext,
  password: string | undefined,
  { signup }: { signup: boolean },
): string {
  if (!password) {
    throw new AuthError(
      400,
      'validation_failed',
      signup ? 'Signup requires a valid password' : 'Password is required',
    );
  }
  const minimum = ctx.auth.minimumPasswordLength;
  if (password.length < minimum) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${minimum} characters.`,
      {
        weak_password: { reasons: ['length'] },
      },
    );
  }
  return password;
}

/** The request's e-mail, lower-cased; GoTrue's validation errors when it is missing or malformed. */
function requireEmail(body: Record<string, unknown>, missingMessage: string): string {
  const email = stringField(body, 'email')?.trim().toLowerCase();
  if (!email) throw new AuthError(400, 'validation_failed', missingMessage);
  if (!EMAIL_PATTERN.test(email)) {
    throw new AuthError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    );
  }
  return email;
}

export async function handleAuth(
  ctx: StackContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  subpath: string,
): Promise<void> {
  try {
    await route(ctx, req, res, url, subpath);
  } catch (error) {
    if (error instanceof AuthError) return sendAuthError(res, error);
    if (error instanceof SyntaxError) {
      return sendAuthError(
        res,
        new AuthError(400, 'bad_json', 'Could not parse request body as JSON'),
      );
    }
    throw error;
  }
}

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const parsed = parseJson(await readBody(req, 1024 * 1024));
  if (parsed === undefined) return {};
  if (!isRecord(parsed))
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  return parsed;
}

async function route(
  ctx: StackContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  subpath: string,
): Promise<void> {
  const method = req.method ?? 'GET';
  const key = `${method} ${subpath}`;
  const redirectTo = url.searchParams.get('redirect_to');

  switch (key) {
    case 'GET /health':
      return sendJson(res, 200, {
        version: 'local',
        name: 'GoTrue',
        description: 'local-supabase',
      });
    case 'GET /settings':
      return sendJson(res, 200, {
        external: { email: true, phone: false },
        disable_signup: false,
        mailer_autoconfirm: !ctx.auth.enableConfirmations,
        phone_autoconfirm: false,
        sms_provider: '',
      });

    case 'POST /signup': {
      const body = await jsonBody(req);
      const email = requireEmail(body, 'To signup, please provide your email');
      const password = checkPassword(ctx, stringField(body, 'password'), { signup: true });
      const data = isRecord(body.data) ? body.data : {};
      const session = await ctx.db.transaction(async (tx) => {
        if (await findUser(tx, 'lower(email) = $1', email)) {
          throw new AuthError(422, 'user_already_exists', 'User already registered');
        }
        const { id } = await ensureUser(tx, email, password);
        const token = tokenHash(email, newToken());
        await tx.query(
          `update auth.users set raw_user_meta_data = $2::jsonb, confirmation_token = $3,
             confirmation_sent_at = now(),
             email_confirmed_at = case when $4 then null else email_confirmed_at end
           where id = $1`,
          [id, JSON.stringify(data), token, ctx.auth.enableConfirmations],
        );
        // With confirmations off the user is confirmed at once (like `supabase start`), but the
        // developer still sees the confirmation mail.
        await deliverEmail(
          tx,
          linkEmail(
            email,
            'Confirm Your Signup',
            'Follow this link to confirm your user:',
            'Confirm your mail',
            verifyLink(ctx, token, 'signup', safeRedirect(ctx, redirectTo)),
          ),
        );
        if (ctx.auth.enableConfirmations) {
          // GoTrue answers with the bare user: no session until the e-mail link is followed.
          return userJson(must(await findUser(tx, 'id = $1', id), 'user'));
        }
        return issueSession(ctx, tx, id, 'password');
      });
      return sendJson(res, 200, session);
    }

    case 'POST /token': {
      const grantType = url.searchParams.get('grant_type');
      const body = await jsonBody(req);
      if (grantType === 'password') {
        const email = stringField(body, 'email')?.trim().toLowerCase() ?? '';
        const password = stringField(body, 'password') ?? '';
        const session = await ctx.db.transaction(async (tx) => {
          const user = await findUser(tx, 'lower(email) = $1', email);
          if (!user || !(await verifyPassword(password, user.encrypted_password))) {
            throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
          }
          if (!user.email_confirmed_at)
            throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
          return issueSession(ctx, tx, user.id, 'password');
        });
        return sendJson(res, 200, session);
      }
      if (grantType === 'refresh_token') {
        const token = stringField(body, 'refresh_token');
        if (!token) throw new AuthError(400, 'validation_failed', 'refresh_token required');
        const session = await ctx.db.transaction(async (tx) => {
          const rows = await tx.query<{ user_id: string; session_id: string; revoked: boolean }>(
            'select user_id, session_id, revoked from auth.refresh_tokens where token = $1 for update',
            [token],
          );
          const row = rows[0];
          if (!row) {
            throw new AuthError(
              400,
              'refresh_token_not_found',
              'Invalid Refresh Token: Refresh Token Not Found',
            );
          }
          if (row.revoked) {
            throw new AuthError(
              400,
              'refresh_token_already_used',
              'Invalid Refresh Token: Already Used',
            );
          }
          await tx.query('update auth.refresh_tokens set revoked = true where token = $1', [token]);
          const next = randomBytes(9).toString('base64url');
          await tx.query(
            'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
            [next, row.user_id, row.session_id, token],
          );
          const user = must(await findUser(tx, 'id = $1', row.user_id), 'user');
          return sessionFor(ctx, user, row.session_id, next, 'token_refresh');
        });
        return sendJson(res, 200, session);
      }
      throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
    }

    case 'GET /user': {
      const claims = requireUserClaims(req);
      const user = await ctx.db.transaction((tx) => requireSessionUser(tx, claims));
      return sendJson(res, 200, userJson(user));
    }

    case 'PUT /user': {
      const claims = requireUserClaims(req);
      const body = await jsonBody(req);
      const user = await ctx.db.transaction(async (tx) => {
        const current = await requireSessionUser(tx, claims);
        const password = stringField(body, 'password');
        if (password !== undefined) {
          checkPassword(ctx, password, { signup: false });
          await tx.query(
            'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
            [current.id, await hashPassword(password)],
          );
        }
        if (isRecord(body.data)) {
          await tx.query(
            `update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb, updated_at = now()
             where id = $1`,
            [current.id, JSON.stringify(body.data)],
          );
        }
        return must(await findUser(tx, 'id = $1', current.id), 'user');
      });
      return sendJson(res, 200, userJson(user));
    }

    case 'POST /logout': {
      const claims = requireUserClaims(req);
      const scope = url.searchParams.get('scope') ?? 'global';
      await ctx.db.transaction(async (tx) => {
        if (scope === 'local' && typeof claims.session_id === 'string') {
          await tx.query('delete from auth.sessions where id = $1', [claims.session_id]);
        } else if (scope === 'others' && typeof claims.session_id === 'string') {
          await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [
            claims.sub,
            claims.session_id,
          ]);
        } else {
          await tx.query('delete from auth.sessions where user_id = $1', [claims.sub]);
        }
      });
      res.writeHead(204);
      res.end();
      return;
    }

    case 'POST /recover': {
      const body = await jsonBody(req);
      const email = requireEmail(body, 'Password recovery requires an email');
      await ctx.db.transaction(async (tx) => {
        const user = await findUser(tx, 'lower(email) = $1', email);
        if (!user) return; // no enumeration: the answer is the same
        const token = tokenHash(email, newToken());
        await tx.query(
          'update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1',
          [user.id, token],
        );
        await deliverEmail(
          tx,
          linkEmail(
            email,
            'Reset Your Password',
            'Follow this link to reset the password for your user:',
            'Reset Password',
            verifyLink(ctx, token, 'recovery', safeRedirect(ctx, redirectTo)),
          ),
        );
      });
      return sendJson(res, 200, {});
    }

    case 'GET /verify': {
      const token = url.searchParams.get('token') ?? '';
      const type = url.searchParams.get('type') ?? '';
      const target = new URL(safeRedirect(ctx, redirectTo));
      const session = await consumeLink(ctx, token, type).catch((error: unknown) => {
        if (error instanceof AuthError) return error;
        throw error;
      });
      const fragment =
        session instanceof AuthError
          ? new URLSearchParams({
              error: 'access_denied',
              error_code: session.code,
              error_description: session.message,
            })
          : new URLSearchParams({
              access_token: session.access_token,
              expires_at: String(session.expires_at),
              expires_in: String(session.expires_in),
              refresh_token: session.refresh_token,
              token_type: 'bearer',
              type,
              sb: '',
            });
      target.hash = fragment.toString();
      res.writeHead(303, { Location: target.toString() });
      res.end();
      return;
    }

    case 'POST /verify': {
      const body = await jsonBody(req);
      const type = stringField(body, 'type') ?? '';
      const token = stringField(body, 'token_hash') ?? stringField(body, 'token') ?? '';
      const session = await consumeLink(ctx, token, type);
      return sendJson(res, 200, session);
    }

    case 'GET /admin/users': {
      requireServiceRole(req);
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
      const perPage = Math.min(
        1000,
        Math.max(1, Number(url.searchParams.get('per_page') ?? 50) || 50),
      );
      const rows = await ctx.db.query<{ j: string }>(
        `select row_to_json(u)::text as j from auth.users u order by created_at, id limit $1 offset $2`,
        [perPage, (page - 1) * perPage],
      );
      const total = await ctx.db.query<{ n: string }>('select count(*)::text as n from auth.users');
      return sendJson(
        res,
        200,
        {
          users: rows.map((row) => userJson(JSON.parse(row.j) as UserRecord)),
          aud: 'authenticated',
        },
        { 'X-Total-Count': must(total[0], 'count').n },
      );
    }

    case 'POST /admin/users': {
      // supabase.auth.admin.createUser: the address counts as confirmed only with email_confirm.
      requireServiceRole(req);
      const body = await jsonBody(req);
      const email = requireEmail(body, 'Unable to validate email address: invalid format');
      const password = stringField(body, 'password');
      if (password !== undefined) checkPassword(ctx, password, { signup: false });
      const metadata = isRecord(body.user_metadata) ? body.user_metadata : {};
      const user = await ctx.db.transaction(async (tx) => {
        if (await findUser(tx, 'lower(email) = $1', email)) {
          throw new AuthError(
            422,
            'email_exists',
            'A user with this email address has already been registered',
          );
        }
        const rows = await tx.query<{ id: string }>(
          `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
           values ($1, $2, case when $3::boolean then now() end, $4::jsonb) returning id`,
          [
            email,
            password === undefined ? null : await hashPassword(password),
            body.email_confirm === true,
            JSON.stringify(metadata),
          ],
        );
        return must(await findUser(tx, 'id = $1', must(rows[0], 'new user').id), 'user');
      });
      return sendJson(res, 200, userJson(user));
    }

    default:
      throw new AuthError(
        404,
        'not_found',
        `${method} ${subpath} is not supported by the local auth server`,
      );
  }
}

/** Redeems a signup/recovery link token once, within its hour, and signs the user in. */
async function consumeLink(ctx: StackContext, token: string, type: string) {
  const column =
    type === 'recovery'
      ? 'recovery_token'
      : type === 'signup' || type === 'email'
        ? 'confirmation_token'
        : undefined;
  const sentColumn = type === 'recovery' ? 'recovery_sent_at' : 'confirmation_sent_at';
  const invalid = new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
  if (!column || !token) throw invalid;
  return ctx.db.transaction(async (tx) => {
    const rows = await tx.query<{ id: string; fresh: boolean | null }>(
      `select id, ${sentColumn} > now() - make_interval(secs => $2::int) as fresh
         from auth.users where ${column} = $1`,
      [token, LINK_TTL_SECONDS],
    );
    const row = rows[0];
    if (!row || !row.fresh) throw invalid;
    await tx.query(
      `update auth.users set ${column} = null, email_confirmed_at = coalesce(email_confirmed_at, now())
       where id = $1`,
      [row.id],
    );
    return issueSession(ctx, tx, row.id, type === 'recovery' ? 'otp' : 'email/signup');
  });
}
