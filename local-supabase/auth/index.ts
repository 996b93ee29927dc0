/**
 * GoTrue (`/auth/v1`) for the calls supabase-js makes, one module per endpoint family as GoTrue's
 * API is organised: sign-up (signup.ts); password sign-in and refresh-token rotation (token.ts);
 * the signed-in user and logout (user.ts); recovery and the e-mail links (verify.ts); the admin
 * user list and user creation (admin.ts); health and settings (settings.ts). Errors carry both the
 * 2024-01-01 shape (`code`, `message`) and the legacy one (`error_code`, `msg`), with
 * `X-Supabase-Api-Version` exposed, as auth-js expects (errors.ts).
 *
 * Settings come from `[auth]` of supabase/config.toml (project-config.ts): the site URL and
 * redirect allow-list, the access-token lifetime, the minimum password length, and whether e-mail
 * confirmations are on (then sign-up returns the user without a session and sign-in answers
 * `email_not_confirmed` until the link in the e-mail is followed; off, like `supabase start`).
 */
import { type IncomingMessage, type ServerResponse } from 'node:http';

import { type StackContext } from '../context';
import { adminRoutes } from './admin';
import { AuthError, sendAuthError } from './errors';
import { settingsRoutes } from './settings';
import { signupRoutes } from './signup';
import { tokenRoutes } from './token';
import { userRoutes } from './user';
import { verifyRoutes } from './verify';

export { isRedirectAllowed } from './redirects';

const ROUTES = new Map(
  Object.entries({
    ...settingsRoutes,
    ...signupRoutes,
    ...tokenRoutes,
    ...userRoutes,
    ...verifyRoutes,
    ...adminRoutes,
  }),
);

export async function handleAuth(
  ctx: StackContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  subpath: string,
): Promise<void> {
  const method = req.method ?? 'GET';
  try {
    const handler = ROUTES.get(`${method} ${subpath}`);
    if (!handler) {
      throw new AuthError(
        404,
        'not_found',
        `${method} ${subpath} is not supported by the local auth server`,
      );
    }
    await handler({ ctx, req, res, url });
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
