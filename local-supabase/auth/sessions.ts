/**
 * Sessions: issuing one (an access token signed like GoTrue's and a refresh token in
 * `auth.refresh_tokens`), and finding the signed-in user of a request from its access token.
 */
import { randomBytes } from 'node:crypto';
import { type IncomingMessage } from 'node:http';

import { signJwt } from '../config';
import { type StackContext } from '../context';
import { type Tx } from '../db';
import { bearerToken, must } from '../http';
import { type JwtClaims, verifyJwt } from '../jwt';
import { AuthError } from './errors';
import { findUser, type UserRecord, userJson } from './users';

export function newRefreshToken(): string {
  return randomBytes(9).toString('base64url');
}

/** Signs the user in: a new row in `auth.sessions`, its first refresh token, and the session. */
export async function issueSession(ctx: StackContext, tx: Tx, userId: string, method: string) {
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
  const refreshToken = newRefreshToken();
  await tx.query(
    'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)',
    [refreshToken, userId, sessionId],
  );
  return sessionFor(ctx, user, sessionId, refreshToken, method);
}

export function sessionFor(
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

/** The caller's verified user token, or the GoTrue error for a missing/bad one. */
export function requireUserClaims(req: IncomingMessage): JwtClaims {
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

/** The user of a token whose session still exists (signed-out sessions are refused). */
export async function requireSessionUser(tx: Tx, claims: JwtClaims): Promise<UserRecord> {
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
