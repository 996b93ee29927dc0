/**
 * The admin API (service role only): `GET /admin/users` (paged, `X-Total-Count`) and
 * `POST /admin/users` (supabase.auth.admin.createUser; the address counts as confirmed only with
 * `email_confirm`).
 */
import { type IncomingMessage } from 'node:http';

import { bearerToken, isRecord, must, sendJson } from '../http';
import { verifyJwt } from '../jwt';
import { hashPassword } from '../setup';
import { AuthError } from './errors';
import { type AuthRoutes, checkPassword, jsonBody, requireEmail, stringField } from './request';
import { findUser, type UserRecord, userJson } from './users';

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

export const adminRoutes: AuthRoutes = {
  'GET /admin/users': async ({ ctx, req, res, url }) => {
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
  },

  'POST /admin/users': async ({ ctx, req, res }) => {
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
  },
};
