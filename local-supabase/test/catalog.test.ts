/**
 * The migrated catalog, checked directly: the Supabase linter's security rules (RLS on every table
 * of the exposed schema, a fixed search_path on every function, no SECURITY DEFINER function
 * callable through the API, no view bypassing RLS, no policy trusting user_metadata, no always-true
 * write policy); the exact privileges of the API roles; what the owner role `postgres` may and may
 * not do to the platform's schemas. Runs on its own throw-away database (PGlite, or a new database
 * on the PostgreSQL server of DATABASE_URL), with hosted's default that PUBLIC may execute new
 * functions, so a migration that forgets to revoke it is caught here though the stack is stricter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Db, isPgError, type Tx } from '../db';
import { openDatabase } from '../server';
import { actAsOwner, setupDatabase } from '../setup';
import { offersVector, throwawayDatabase, type ThrowawayDatabase } from './databases';

let db: Db;
let database: ThrowawayDatabase;

const HOSTED_PUBLIC_EXECUTE =
  'alter default privileges for role postgres grant execute on functions to public';

let vectorStore = false; // the server offers pgvector: chat-ai's vector store exists

beforeAll(async () => {
  database = await throwawayDatabase('local_supabase_catalog');
  db = (await openDatabase({ databaseUrl: database.databaseUrl, dataDir: 'memory' })).db;
  await setupDatabase(db, { beforeMigrations: HOSTED_PUBLIC_EXECUTE });
  vectorStore = await offersVector(db);
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

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
    const policies = await db.query<{
      name: string;
      cmd: string;
      qual: string | null;
      check: string | null;
    }>(
      `select schemaname || '.' || tablename || ': ' || policyname as name, cmd, qual, with_check as check
         from pg_policies where schemaname in ('public', 'storage')`,
    );
    expect(policies.length).toBeGreaterThan(0);
    expect(policies.filter((p) => `${p.qual} ${p.check}`.includes('user_metadata'))).toEqual([]);
    expect(
      policies.filter(
        (p) => p.cmd !== 'SELECT' && (p.qual?.trim() === 'true' || p.check?.trim() === 'true'),
      ),
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
      {
        public: true,
        limit: '5242880',
        types: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif'],
      },
    ]);
  });
});

type Grant = { object: string; grantee: string; privilege: string };

const API_GRANTEES = ['anon', 'authenticated', 'service_role', 'PUBLIC'];
const APP_SCHEMAS = `('public'::regnamespace, 'private'::regnamespace)`;

async function grants(sql: string): Promise<string[]> {
  const rows = await db.query<Grant>(sql);
  return rows
    .filter((row) => API_GRANTEES.includes(row.grantee))
    .map((row) => `${row.grantee} ${row.privilege} ${row.object}`)
    .sort();
}

describe('privileges of the API roles', () => {
  it('tables: exactly what the app uses, no TRUNCATE, REFERENCES, TRIGGER or MAINTAIN', async () => {
    expect(
      await grants(
        `select c.oid::regclass::text as object, coalesce(a.grantee::regrole::text, 'PUBLIC') as grantee,
                a.privilege_type as privilege
           from pg_class c cross join lateral aclexplode(c.relacl) a
          where c.relnamespace in ${APP_SCHEMAS}`,
      ),
    ).toEqual(
      [
        'authenticated DELETE case_studies',
        'authenticated DELETE faq_entries',
        'authenticated DELETE team_answers',
        'authenticated SELECT chat_outcomes',
        'authenticated SELECT chat_questions',
        'authenticated SELECT chat_source_labels',
        'authenticated SELECT team_answers',
        'authenticated SELECT user_roles',
        'service_role INSERT user_roles',
        'service_role SELECT team_answers',
        'service_role SELECT user_roles',
        // chat-ai's vectors, where the server offers pgvector: the service role alone.
        ...['INSERT', 'SELECT', 'UPDATE']
          .filter(() => vectorStore)
          .map((privilege) => `service_role ${privilege} private.knowledge_embeddings`),
      ].sort(),
    );
  });

  it('columns: the public columns of case_studies are readable, the admin form’s are writable', async () => {
    const readable =
      'client created_at description description_de display_order id image_meta images logo published results results_de slug title title_de updated_at';
    const columnGrants = await grants(
      `select c.oid::regclass::text || '.' || att.attname as object,
              coalesce(a.grantee::regrole::text, 'PUBLIC') as grantee, a.privilege_type as privilege
         from pg_class c
         join pg_attribute att on att.attrelid = c.oid and att.attnum > 0 and not att.attisdropped
         cross join lateral aclexplode(att.attacl) a
        where c.relnamespace in ${APP_SCHEMAS}`,
    );
    const columns = (grantee: string, privilege: string, table = 'case_studies') =>
      columnGrants
        .filter((g) => g.startsWith(`${grantee} ${privilege} ${table}.`))
        .map((g) => g.split('.').pop())
        .join(' ');
    expect(columns('anon', 'SELECT')).toBe(readable);
    // The admin also reads the version (base_version); the order: reorder_case_studies alone.
    expect(columns('authenticated', 'SELECT')).toBe(`${readable} version`);
    expect(columns('authenticated', 'INSERT')).toBe(
      'client description description_de display_order image_meta images logo results results_de slug title title_de',
    );
    expect(columns('authenticated', 'UPDATE')).toBe(
      'base_version client description description_de image_meta images logo published results results_de slug title title_de',
    );
    // Earlier slugs: readable (RLS: of published stories), written by the trigger alone.
    for (const grantee of ['anon', 'authenticated']) {
      expect(columns(grantee, 'SELECT', 'case_study_slug_redirects')).toBe(
        'case_study_id old_slug',
      );
    }
    // The admin writes team answers' own columns and the version a change is based on.
    const teamColumns = 'answer_de answer_en link published question variants';
    expect(columns('authenticated', 'INSERT', 'team_answers')).toBe(teamColumns);
    expect(columns('authenticated', 'UPDATE', 'team_answers')).toBe(
      'answer_de answer_en base_version link published question variants',
    );
    // Revisions and the trash: admins read them (RLS), nobody writes them through the API; who
    // did it is read by e-mail, never by user id; the file lists stay the database's.
    expect(columns('authenticated', 'SELECT', 'revisions')).toBe(
      'action actor_email changed content created_at id item_id item_type restored_from version',
    );
    expect(columns('authenticated', 'SELECT', 'trash')).toBe(
      'content deleted_at deleted_by_email id item_id item_type slug title',
    );
    for (const grantee of ['anon', 'service_role', 'PUBLIC']) {
      expect(
        columnGrants.filter((g) => g.startsWith(`${grantee} `) && / (revisions|trash)\./.test(g)),
      ).toEqual([]);
    }
    expect(columnGrants.filter((g) => / (INSERT|UPDATE) (revisions|trash)\./.test(g))).toEqual([]);
    // chat-ai records questions (with their words) and outcomes: never a row's id or time.
    expect(columns('service_role', 'INSERT', 'chat_questions')).toBe(
      'conversation_id language meeting_offered page question sources words',
    );
    expect(columns('service_role', 'INSERT', 'chat_outcomes')).toBe('conversation_id kind');
    // chat-ai writes the labels of its sources (an upsert: it reads what it may change).
    expect(columns('service_role', 'SELECT', 'chat_source_labels')).toBe('label source');
    expect(columns('service_role', 'INSERT', 'chat_source_labels')).toBe('label source');
    expect(columns('service_role', 'UPDATE', 'chat_source_labels')).toBe('label');
    // No other table or role has column grants (the site's words: site-content.test.ts).
    expect(
      columnGrants.filter(
        (g) =>
          !/ (case_studies|case_study_slug_redirects|team_answers|chat_questions|chat_outcomes|chat_source_labels|revisions|trash|faq_entries|legal_pages|company_facts)\./.test(
            g,
          ) ||
          / (INSERT|UPDATE) case_study_slug_redirects\./.test(g) ||
          /^(anon|PUBLIC) (?!SELECT (faq_entries|legal_pages|company_facts)\.).* (team_answers|chat_questions|chat_outcomes|chat_source_labels|faq_entries|legal_pages|company_facts)\./.test(
            g,
          ),
      ),
    ).toEqual([]);
    expect(columnGrants.filter((g) => g.includes('created_by'))).toEqual([]);
    expect(columnGrants.filter((g) => / (INSERT|UPDATE|SELECT|REFERENCES) /.test(g)).length).toBe(
      columnGrants.length,
    );
    // chat-ai's own: what it records, its sources' labels, the published site words it reads.
    const chatAi =
      / (INSERT chat_(questions|outcomes)|(SELECT|INSERT|UPDATE) chat_source_labels|SELECT (faq_entries|legal_pages|company_facts))\./;
    expect(
      columnGrants.filter(
        (g) => g.startsWith('PUBLIC') || (g.startsWith('service_role') && !chatAi.test(g)),
      ),
    ).toEqual([]);
  });

  it('functions: EXECUTE only on what the API calls and the helpers they call', async () => {
    expect(
      await grants(
        `select p.oid::regprocedure::text as object,
                case when a.grantee = 0 then 'PUBLIC' else a.grantee::regrole::text end as grantee,
                a.privilege_type as privilege
           from pg_proc p
           cross join lateral aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
          where p.pronamespace in ${APP_SCHEMAS}`,
      ),
    ).toEqual([
      'authenticated EXECUTE chat_insights(integer)',
      'authenticated EXECUTE chat_insights_csv(integer)',
      'authenticated EXECUTE delete_from_trash(bigint)',
      // The storage delete policy asks it as the signed-in admin.
      'authenticated EXECUTE private.case_study_file_in_use(text)',
      'authenticated EXECUTE private.chat_insights_start(integer)',
      'authenticated EXECUTE private.delete_from_trash(bigint)',
      'authenticated EXECUTE private.has_role(uuid,app_role)',
      'authenticated EXECUTE private.release_site_rebuild(text[])',
      'authenticated EXECUTE private.reorder_case_studies(uuid[],uuid[])',
      'authenticated EXECUTE private.reorder_faq_entries(uuid[],uuid[])',
      'authenticated EXECUTE private.request_site_rebuild(text,integer)',
      'authenticated EXECUTE private.restore_from_trash(bigint)',
      'authenticated EXECUTE private.restore_revision(bigint,integer)',
      'authenticated EXECUTE private.unused_case_study_files()',
      'authenticated EXECUTE release_site_rebuild(text[])',
      'authenticated EXECUTE reorder_case_studies(uuid[],uuid[])',
      'authenticated EXECUTE reorder_faq_entries(uuid[],uuid[])',
      'authenticated EXECUTE request_site_rebuild(text,integer)',
      'authenticated EXECUTE restore_from_trash(bigint)',
      'authenticated EXECUTE restore_revision(bigint,integer)',
      'authenticated EXECUTE unused_case_study_files()',
      'service_role EXECUTE knowledge_embeddings_stored(text)',
      'service_role EXECUTE match_knowledge(real[],text,text[],integer)',
      // What chat-ai's vector functions answer where the server has no pgvector (501).
      ...(vectorStore ? [] : ['service_role EXECUTE private.no_vector_store()']),
      'service_role EXECUTE private.rate_limit_hit(text,integer,integer)',
      'service_role EXECUTE rate_limit_hit(text,integer,integer)',
      'service_role EXECUTE record_chat_source_labels(jsonb)',
      'service_role EXECUTE store_knowledge_embeddings(text,jsonb)',
    ]);
  });

  it('schemas: the API roles use public; only the signed-in and service roles reach private', async () => {
    const rows = await db.query<{ schema: string; role: string; usage: boolean; create: boolean }>(
      `select n.nspname as schema, r.role,
              has_schema_privilege(r.role, n.oid, 'USAGE') as usage,
              has_schema_privilege(r.role, n.oid, 'CREATE') as create
         from pg_namespace n, unnest(array['anon', 'authenticated', 'service_role']) as r(role)
        where n.nspname in ('public', 'private') order by 1, 2`,
    );
    expect(rows.map((r) => `${r.schema} ${r.role} ${r.usage} ${r.create}`)).toEqual([
      'private anon false false',
      'private authenticated true false',
      'private service_role true false',
      'public anon true false',
      'public authenticated true false',
      'public service_role true false',
    ]);
  });
});

/** Runs `sql` as the owner role `postgres` in a transaction that is always rolled back. */
async function asOwner(sql: string, before?: (tx: Tx) => Promise<void>): Promise<string> {
  try {
    await db.transaction(async (tx) => {
      await before?.(tx);
      await actAsOwner(tx);
      await tx.exec(sql);
      throw new RolledBack();
    });
  } catch (error) {
    if (error instanceof RolledBack) return 'ok';
    if (isPgError(error)) return `${error.code}: ${error.message}`;
    throw error;
  }
  return 'ok';
}
class RolledBack extends Error {}

describe('the owner role postgres (migrations and seed run as it, as on hosted)', () => {
  it('owns what the migrations created, and is not a superuser', async () => {
    const owners = await db.query<{ owner: string }>(
      `select distinct pg_get_userbyid(c.relowner) as owner from pg_class c
        where c.relnamespace in ${APP_SCHEMAS}
       union
       select distinct pg_get_userbyid(p.proowner) from pg_proc p where p.pronamespace in ${APP_SCHEMAS}`,
    );
    expect(owners.map((o) => o.owner)).toEqual(['postgres']);
    const role = await db.query<{ super: boolean; bypassrls: boolean }>(
      `select rolsuper as super, rolbypassrls as bypassrls from pg_roles where rolname = 'postgres'`,
    );
    expect(role).toEqual([{ super: false, bypassrls: true }]);
  });

  it('may add policies to storage.objects but change nothing else of auth or storage', async () => {
    expect(
      await asOwner(
        `create policy "test" on storage.objects for select to authenticated using (false)`,
      ),
    ).toBe('ok');
    expect(await asOwner('alter table storage.objects add column extra text')).toMatch(/^42501: /);
    expect(await asOwner('drop trigger protect_objects_delete on storage.objects')).toMatch(
      /^42501: /,
    );
    expect(
      await asOwner('alter table storage.objects disable trigger protect_objects_delete'),
    ).toMatch(/^42501: /);
    expect(await asOwner('alter table auth.users add column extra text')).toMatch(/^42501: /);
    expect(await asOwner('create table storage.extra (id int)')).toMatch(/^42501: /);
    expect(
      await asOwner(
        'set role supabase_storage_admin; alter table storage.objects add column extra text',
      ),
    ).toMatch(/^42501: /);
  });

  it('cannot delete storage rows in SQL: only the Storage API may', async () => {
    const refused =
      '42501: Direct deletion from storage tables is not allowed. Use the Storage API instead.';
    expect(await asOwner(`delete from storage.objects where bucket_id = 'case-studies'`)).toBe(
      refused,
    );
    expect(await asOwner(`delete from storage.buckets where id = 'case-studies'`)).toBe(refused);
    expect(
      await asOwner(`delete from storage.buckets where id = 'case-studies'`, async (tx) => {
        await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
      }),
    ).toBe('ok');
  });

  it('auth.uid() and auth.jwt() read request.jwt.claims only', async () => {
    const id = '6d0f4a9e-1b2c-4d3e-8f70-123456789abc';
    const read = (setting: string, value: string) =>
      db.transaction(async (tx) => {
        await tx.query('select set_config($1, $2, true)', [setting, value]);
        const rows = await tx.query<{ uid: string | null; role: string | null }>(
          `select auth.uid()::text as uid, auth.jwt() ->> 'role' as role`,
        );
        return rows[0];
      });
    expect(
      await read('request.jwt.claims', JSON.stringify({ sub: id, role: 'authenticated' })),
    ).toEqual({ uid: id, role: 'authenticated' });
    expect(await read('request.jwt.claim.sub', id)).toEqual({ uid: null, role: null });
  });
});
