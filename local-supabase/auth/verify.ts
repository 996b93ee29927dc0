/**
 * The e-mail links: `POST /recover` sends a password-reset link (and answers the same whether or
 * not the address has an account); `GET /verify` (the link itself) redeems a sign-up or recovery
 * token and redirects with the session in the URL fragment, or the error; `POST /verify` redeems a
 * `token_hash` and answers with the session.
 */
import { type StackContext } from '../context';
import { sendJson } from '../http';
import { AuthError } from './errors';
import { LINK_TTL_SECONDS, newLinkToken, verifyLink } from './links';
import { deliverEmail, linkEmail } from './mail';
import { safeRedirect } from './redirects';
import { type AuthRoutes, jsonBody, requireEmail, stringField } from './request';
import { issueSession } from './sessions';
import { findUser } from './users';

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

export const verifyRoutes: AuthRoutes = {
  'POST /recover': async ({ ctx, req, res, url }) => {
    const redirectTo = url.searchParams.get('redirect_to');
    const body = await jsonBody(req);
    const email = requireEmail(body, 'Password recovery requires an email');
    await ctx.db.transaction(async (tx) => {
      const user = await findUser(tx, 'lower(email) = $1', email);
      if (!user) return; // no enumeration: the answer is the same
      const token = newLinkToken(email);
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
  },

  'GET /verify': async ({ ctx, res, url }) => {
    const token = url.searchParams.get('token') ?? '';
    const type = url.searchParams.get('type') ?? '';
    const target = new URL(safeRedirect(ctx, url.searchParams.get('redirect_to')));
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
  },

  'POST /verify': async ({ ctx, req, res }) => {
    const body = await jsonBody(req);
    const type = stringField(body, 'type') ?? '';
    const token = stringField(body, 'token_hash') ?? stringField(body, 'token') ?? '';
    const session = await consumeLink(ctx, token, type);
    return sendJson(res, 200, session);
  },
};
