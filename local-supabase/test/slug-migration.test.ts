/**
 * The slug migration on a database that already holds case studies (a hosted project that ran the
 * earlier migrations): every row gets a unique, valid slug from its title, and the constraints then
 * refuse duplicate, malformed and UUID-shaped slugs. Runs on its own throw-away database.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { slugProblem } from '../../src/lib/slug';
import { STACK_DIR, SUPABASE_DIR } from '../config';
import { type Db, openPglite } from '../db';
import { migrationFiles } from '../migrations';

const SLUG_MIGRATION = '20260201000000_case_study_slugs.sql';

let db: Db;

function sql(file: string): string {
  return readFileSync(path.join(SUPABASE_DIR, 'migrations', file), 'utf8');
}

beforeAll(async () => {
  db = await openPglite(undefined);
  await db.exec(readFileSync(path.join(STACK_DIR, 'bootstrap.sql'), 'utf8'));
  for (const file of migrationFiles().filter((f) => f < SLUG_MIGRATION)) await db.exec(sql(file));
  await db.exec(`
    insert into public.case_studies (title, client, description, results, display_order) values
      ('Größere Übersicht für Ärzte', 'A', 'd', 'r', 0),
      ('Same title', 'B', 'd', 'r', 1),
      ('Same   title!', 'C', 'd', 'r', 2),
      ('???', 'D', 'd', 'r', 3),
      ('Café für Señor Ñandú', 'E', 'd', 'r', 4);
  `);
  await db.exec(sql(SLUG_MIGRATION));
});
afterAll(() => db.close());

describe('migration 20260201000000_case_study_slugs', () => {
  it('gives existing rows unique slugs from their titles, numbered in display order', async () => {
    const rows = await db.query<{ title: string; slug: string }>(
      'select title, slug from public.case_studies order by display_order',
    );
    expect(rows.map((r) => r.slug)).toEqual([
      'groessere-uebersicht-fuer-aerzte',
      'same-title',
      'same-title-2',
      'case-study',
      'cafe-fuer-senor-nandu',
    ]);
    for (const row of rows) expect(slugProblem(row.slug)).toBeNull();
  });

  it('refuses a duplicate slug', async () => {
    await expect(
      db.exec(
        `insert into public.case_studies (title, client, description, results, slug)
         values ('t', 'c', 'd', 'r', 'same-title')`,
      ),
    ).rejects.toThrow(/case_studies_slug_key/);
  });

  it.each([
    ['a missing slug', 'null'],
    ['uppercase letters', `'Same-Title-3'`],
    ['a double hyphen', `'same--title'`],
    ['a UUID', `'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b01'`],
    ['more than 100 characters', `repeat('a', 101)`],
  ])('refuses %s', async (_what, value) => {
    await expect(
      db.exec(
        `insert into public.case_studies (title, client, description, results, slug)
         values ('t', 'c', 'd', 'r', ${value})`,
      ),
    ).rejects.toThrow(/slug/);
  });

  it('lets visitors read the slug and the admin role write it', async () => {
    const grants = await db.query<{ grantee: string; privilege_type: string }>(
      `select grantee, privilege_type from information_schema.column_privileges
        where table_schema = 'public' and table_name = 'case_studies' and column_name = 'slug'
          and grantee in ('anon', 'authenticated') order by 1, 2`,
    );
    expect(grants).toEqual(
      expect.arrayContaining([
        { grantee: 'anon', privilege_type: 'SELECT' },
        { grantee: 'authenticated', privilege_type: 'INSERT' },
        { grantee: 'authenticated', privilege_type: 'SELECT' },
        { grantee: 'authenticated', privilege_type: 'UPDATE' },
      ]),
    );
  });
});
