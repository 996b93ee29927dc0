/**
 * `POST /signup`: a new user with a password and the confirmation e-mail. With confirmations on
 * (config.toml) the answer is the bare user, without a session, until the link is followed.
 */
import { isRecord, must, sendJson } from '../http';
import { ensureUser } from '../setup';
import { AuthError } from './errors';
import { newLinkToken, verifyLink } from './links';
import { deliverEmail, linkEmail } from './mail';
import { safeRedirect } from './redirects';
import { type AuthRoutes, checkPassword, jsonBody, requireEmail, stringField } from './request';
import { issueSession } from './sessions';
import { findUser, userJson } from './users';

export const signupRoutes: AuthRoutes = {
  'POST /signup': async ({ ctx, req, res, url }) => {
    const redirectTo = url.searchParams.get('redirect_to');
    const body = await jsonBody(req);
    const email = requireEmail(body, 'To signup, please provide your email');
    const password = checkPassword(ctx, stringField(body, 'password'), { signup: true });
    const data = isRecord(body.data) ? body.data : {};
    const session = await ctx.db.transaction(async (tx) => {
      if (await findUser(tx, 'lower(email) = $1', email)) {
        throw new AuthError(422, 'user_already_exists', 'User already registered');
      }
      const { id } = await ensureUser(tx, email, password);
      const token = newLinkToken(email);
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
  },
};
