/**
 * Rebuild on publish for the site's words (migration 20261201000100_site_content_history): a
 * change visitors would see of an FAQ entry, a legal page or the company facts leaves a reason
 * pending in private.site_rebuilds, which the next request_site_rebuild (the rebuild-site
 * function) sends; drafts and the migrations' own content leave nothing. Runs on its own
 * throw-away database, written as the admin writes through the API.
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

/** Runs `sql` as the signed-in admin, in a transaction, as PostgREST would. */
async function asAdmin(sql: string, params: unknown[] = []): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
      [JSON.stringify({ sub: adminId, role: 'authenticated' })],
    );
    await tx.query(sql, params);
  });
}

async function pending(): Promise<string[]> {
  const rows = await db.query<{ pending_reasons: string[] }>(
    'select pending_reasons from private.site_rebuilds',
  );
  return rows[0]?.pending_reasons ?? [];
}

const clear = () =>
  db.query(`update private.site_rebuilds set pending_reasons = '{}', pending_since = null`);

async function version(table: string, where = 'true'): Promise<number> {
  const rows = await db.query<{ version: number }>(
    `select version from public.${table} where ${where}`,
  );
  return rows[0]?.version ?? 0;
}

describe('site content changes ask for a rebuild', () => {
  it('leaves nothing pending from the seeded content', async () => {
    expect(await pending()).toEqual([]);
  });

  it('a changed published fact is pending, and the next request sends it', async () => {
    await clear();
    await asAdmin(`update public.company_facts set phone = '+49 30 7654321', base_version = $1`, [
      await version('company_facts'),
    ]);
    expect(await pending()).toEqual(['Changed the company facts']);
    await db.query('update private.site_rebuilds set last_sent_at = null');
    const decision = await db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify({ sub: adminId, role: 'authenticated' })],
      );
      const rows = await tx.query<{ r: unknown }>(
        'select public.request_site_rebuild(null, 60) as r',
      );
      return rows[0]?.r;
    });
    expect(decision).toEqual({ send: true, reasons: ['Changed the company facts'] });
    expect(await pending()).toEqual([]);
  });

  it('a draft FAQ entry changes nothing public until it is published', async () => {
    await clear();
    const [entry] = await db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify({ sub: adminId, role: 'authenticated' })],
      );
      return tx.query<{ id: string }>(
        `insert into public.faq_entries (question_en, answer_en, display_order)
         values ('A draft question?', 'A draft answer.', 99) returning id`,
      );
    });
    expect(await pending()).toEqual([]);
    const id = entry?.id ?? '';
    await asAdmin(
      `update public.faq_entries set published = true, base_version = $2 where id = $1`,
      [id, await version('faq_entries', `id = '${id}'`)],
    );
    expect(await pending()).toEqual(['Published the FAQ']);
    await asAdmin(`delete from public.faq_entries where id = $1`, [id]);
    expect(await pending()).toEqual(['Published the FAQ', 'Unpublished the FAQ']);
  });

  it('unpublishing a legal page is pending; saving it unchanged is not', async () => {
    await clear();
    const where = `kind = 'terms'`;
    await asAdmin(`update public.legal_pages set base_version = $1 where ${where}`, [
      await version('legal_pages', where),
    ]);
    expect(await pending()).toEqual([]);
    await asAdmin(
      `update public.legal_pages set published = false, base_version = $1 where ${where}`,
      [await version('legal_pages', where)],
    );
    expect(await pending()).toEqual(['Unpublished the terms page']);
  });
});
