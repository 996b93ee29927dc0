/**
 * Rebuild on publish for the site's words goes the stories' one way: the admin's page asks the
 * rebuild-site function (public.request_site_rebuild) with the reason of its change, and the
 * database queues none of its own, so a change is one reason in the deploy hook's call
 * (migration 20261201000100_site_content_history). Runs on its own throw-away database, written
 * as the admin writes through the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Db, openPglite } from '../db';
import { ensureUser, setupDatabase } from '../setup';

let db: Db;
let adminId: string;

beforeAll(async () => {
  db = await openPglite(undefined);
  await setupDatabase(db, { seed: false });
  await db.transaction(async (tx) => {
    adminId = (await ensureUser(tx, 'content-rebuild@example.com', 'password-1')).id;
    await tx.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [adminId]);
  });
});
afterAll(() => db.close());

/** Runs `sql` as the signed-in admin, in a transaction, as PostgREST would: its first row. */
async function asAdmin<T extends Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
      [JSON.stringify({ sub: adminId, role: 'authenticated' })],
    );
    return (await tx.query<T>(sql, params))[0];
  });
}

async function pending(): Promise<string[]> {
  const rows = await db.query<{ pending_reasons: string[] }>(
    'select pending_reasons from private.site_rebuilds',
  );
  return rows[0]?.pending_reasons ?? [];
}

async function version(table: string, where = 'true'): Promise<number> {
  const rows = await db.query<{ version: number }>(
    `select version from public.${table} where ${where}`,
  );
  return rows[0]?.version ?? 0;
}

/** What the rebuild-site function learns when the admin's page asks with `reason`. */
async function ask(reason: string) {
  await db.query('update private.site_rebuilds set last_sent_at = null');
  const row = await asAdmin<{ r: unknown }>('select public.request_site_rebuild($1, 60) as r', [
    reason,
  ]);
  return row?.r;
}

describe('a change of the site’s words is one reason, the admin’s', () => {
  it('a changed published fact queues nothing itself; the page’s request is the one reason sent', async () => {
    expect(await pending()).toEqual([]);
    await asAdmin(`update public.company_facts set phone = '+49 30 7654321', base_version = $1`, [
      await version('company_facts'),
    ]);
    expect(await pending()).toEqual([]);
    expect(await ask('Updated the company facts')).toEqual({
      send: true,
      reasons: ['Updated the company facts'],
    });
    expect(await pending()).toEqual([]);
  });

  it('publishing, deleting and unpublishing queue nothing either', async () => {
    const entry = await asAdmin<{ id: string }>(
      `insert into public.faq_entries (question_en, answer_en, display_order)
       values ('A new question?', 'A new answer.', 99) returning id`,
    );
    const id = entry?.id ?? '';
    await asAdmin(
      `update public.faq_entries set published = true, base_version = $2 where id = $1`,
      [id, await version('faq_entries', `id = '${id}'`)],
    );
    expect(await pending()).toEqual([]);
    expect(await ask('Published the FAQ entry "A new question?"')).toEqual({
      send: true,
      reasons: ['Published the FAQ entry "A new question?"'],
    });

    await asAdmin(`delete from public.faq_entries where id = $1`, [id]);
    const terms = `kind = 'terms'`;
    await asAdmin(
      `update public.legal_pages set published = false, base_version = $1 where ${terms}`,
      [await version('legal_pages', terms)],
    );
    expect(await pending()).toEqual([]);
  });
});
