/**
 * The Supabase linter's security rules, checked on the migrated catalog: RLS on every table of the
 * exposed schema, a fixed search_path on every function, no SECURITY DEFINER function callable
 * through the API, no view bypassing RLS, no policy trusting user_metadata, no always-true write
 * policy. Also fails when src/lib/database.types.ts no longer matches the migrations. Runs on its
 * own throw-away database.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Db, openPglite } from '../db';
import { generateTypes, TYPES_FILE } from '../gen-types';
import { setupDatabase } from '../setup';

let db: Db;

beforeAll(async () => {
  db = await openPglite(undefined);
  await setupDatabase(db);
});
afterAll(() => db.close());

const PROJECT_SCHEMAS = ['public', 'private', 'storage', 'auth'];

describe('catalog security (splinter rules)', () => {
  it('0013: every table in public has row-level security enabled', async () => {
    const rows = await db.query<{ name: string; rls: boolean }>(
      `select c.relname as name, c.relrowsecurity as rls from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['case_studies', 'user_roles']));
    expect(rows.filter((r) => !r.rls)).toEqual([]);
  });

  it('0011: every function has a fixed search_path', async () => {
    const rows = await db.query<{ fn: string }>(
      `select n.nspname || '.' || p.proname as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = any($1::text[])
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
          and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`,
      [`{${PROJECT_SCHEMAS.join(',')}}`],
    );
    expect(rows).toEqual([]);
  });

  it('0028/0029: no SECURITY DEFINER function in public is executable by anon or authenticated', async () => {
    const rows = await db.query<{ fn: string }>(
      `select p.proname as fn from pg_proc p
        where p.pronamespace = 'public'::regnamespace and p.prosecdef
          and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute'))`,
    );
    expect(rows).toEqual([]);
    // The role check itself is SECURITY DEFINER with an empty search_path, outside the API.
    const hasRole = await db.query<{ secdef: boolean; config: string[]; anon: boolean }>(
      `select prosecdef as secdef, proconfig as config,
              has_function_privilege('anon', oid, 'execute') as anon
         from pg_proc where proname = 'has_role' and pronamespace = 'private'::regnamespace`,
    );
    expect(hasRole).toEqual([{ secdef: true, config: ['search_path=""'], anon: false }]);
  });

  it('0010: views in public are security_invoker', async () => {
    const rows = await db.query<{ name: string }>(
      `select c.relname as name from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'v'
         and not coalesce('security_invoker=true' = any(c.reloptions) or 'security_invoker=on' = any(c.reloptions), false)`,
    );
    expect(rows).toEqual([]);
  });

  it('0015 and 0024: no policy reads user_metadata; no write policy is always true', async () => {
    const policies = await db.query<{ name: string; cmd: string; qual: string | null; check: string | null }>(
      `select schemaname || '.' || tablename || ': ' || policyname as name, cmd, qual, with_check as check
         from pg_policies where schemaname in ('public', 'storage')`,
    );
    expect(policies.length).toBeGreaterThan(0);
    expect(policies.filter((p) => `${p.qual} ${p.check}`.includes('user_metadata'))).toEqual([]);
    expect(
      policies.filter((p) => p.cmd !== 'SELECT' && (p.qual?.trim() === 'true' || p.check?.trim() === 'true')),
    ).toEqual([]);
  });

  it('0025: the public bucket has no SELECT policy open to anon', async () => {
    const rows = await db.query<{ name: string }>(
      `select policyname as name from pg_policies
        where schemaname = 'storage' and tablename = 'objects' and cmd in ('SELECT', 'ALL')
          and ('anon' = any(roles) or 'public' = any(roles))`,
    );
    expect(rows).toEqual([]);
    const bucket = await db.query<{ public: boolean; limit: string; types: string[] }>(
      `select public, file_size_limit::text as limit, allowed_mime_types as types from storage.buckets where id = 'case-studies'`,
    );
    expect(bucket).toEqual([
      { public: true, limit: '5242880', types: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif'] },
    ]);
  });
});

describe('generated types', () => {
  it('src/lib/database.types.ts matches the migrations (else run `npm run gen:types`)', async () => {
    const generated = await generateTypes(db);
    expect(readFileSync(TYPES_FILE, 'utf8'), 'database.types.ts is stale: run `npm run gen:types`').toBe(generated);
  });
});
