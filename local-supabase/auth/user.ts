/**
 * The signed-in user: `GET /user`, `PUT /user` (password, user metadata) and `POST /logout`
 * (`scope` global, local or others). Each needs a valid access token of a live session.
 */
import { isRecord, must, sendJson } from '../http';
import { hashPassword } from '../setup';
import { type AuthRoutes, checkPassword, jsonBody, stringField } from './request';
import { requireSessionUser, requireUserClaims } from './sessions';
import { findUser, userJson } from './users';

export const userRoutes: AuthRoutes = {
  'GET /user': async ({ ctx, req, res }) => {
    const claims = requireUserClaims(req);
    const user = await ctx.db.transaction((tx) => requireSessionUser(tx, claims));
    return sendJson(res, 200, userJson(user));
  },

  'PUT /user': async ({ ctx, req, res }) => {
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
  },

  'POST /logout': async ({ ctx, req, res, url }) => {
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
  },
};
