/** The one-time links of sign-up and recovery e-mails, which lead to `GET /auth/v1/verify`. */
import { createHash, randomBytes } from 'node:crypto';

import { type StackContext } from '../context';

/** A link is good for an hour after it was sent. */
export const LINK_TTL_SECONDS = 60 * 60;

/** A new link token, stored hashed like GoTrue's `token_hash` (which the e-mail carries). */
export function newLinkToken(email: string): string {
  return createHash('sha224')
    .update(email + randomBytes(16).toString('hex'))
    .digest('hex');
}

export function verifyLink(
  ctx: StackContext,
  token: string,
  type: string,
  redirectTo: string,
): string {
  const params = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${ctx.apiUrl}/auth/v1/verify?${params.toString()}`;
}
