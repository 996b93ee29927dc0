/**
 * `POST /token`: sign-in with `grant_type=password` (confirmed users only) and refresh-token
 * rotation with `grant_type=refresh_token` (each refresh token works once).
 */
import { must, sendJson } from '../http';
import { verifyPassword } from '../setup';
import { AuthError } from './errors';
import { type AuthRoutes, jsonBody, stringField } from './request';
import { issueSession, newRefreshToken, sessionFor } from './sessions';
import { findUser } from './users';

export const tokenRoutes: AuthRoutes = {
  'POST /token': async ({ ctx, req, res, url }) => {
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
        const next = newRefreshToken();
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
  },
};
