/**
 * The security suite: anon / signed-in user / admin / service role × select / insert / update /
 * delete on case_studies and user_roles, and the functions the API may call (the bucket's rules
 * are in storage-security.test.ts) — through the unmodified supabase-js against the running
 * stack, so what is asserted is what Postgres's grants and RLS enforce. `npm run test:postgres`
 * (CI) runs this file again against real PostgreSQL 15 and 17 servers (DATABASE_URL).
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { CASE_STUDY_COLUMNS } from '../../src/lib/case-study';
import { must } from '../http';
import {
  adminClient,
  client,
  type Client,
  newUser,
  serviceClient,
  updateCaseStudy,
  validCaseStudy,
} from './helpers';

const PUBLISHED_ID = 'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b01';
const DRAFT_ID = 'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b05';

let anon: Client;
let user: Awaited<ReturnType<typeof newUser>>;
let admin: Client;
let service: Client;

beforeAll(async () => {
  // Guard against a CI run that silently fell back to PGlite or ran another server version.
  expect(inject('databaseKind')).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  if (process.env.EXPECT_PG_MAJOR) {
    expect(inject('databaseMajorVersion')).toBe(Number(process.env.EXPECT_PG_MAJOR));
  }
  anon = client();
  user = await newUser('security');
  admin = await adminClient();
  service = serviceClient();
});

/** What the row holds now, read by the admin (who may read every row). */
async function titleOf(id: string): Promise<string | null | undefined> {
  const { data } = await admin.from('case_studies').select('title').eq('id', id).maybeSingle();
  return data?.title;
}

type Loose = {
  rpc(
    fn: string,
    args?: Record<string, unknown>,
  ): PromiseLike<{ data: unknown; error: { code?: string } | null; status: number }>;
};
/** `.rpc()` for test-only functions that the generated types do not list. */
const loose = (c: Client) => c as unknown as Loose;

describe('case_studies', () => {
  it('anon reads the public columns of published case studies only, in display order', async () => {
    const { data, error } = await anon
      .from('case_studies')
      .select(CASE_STUDY_COLUMNS)
      .order('display_order');
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThanOrEqual(4);
    expect(data?.every((row) => row.published)).toBe(true);
    expect(data?.map((row) => row.id)).not.toContain(DRAFT_ID);
    const orders = must(data).map((row) => row.display_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('nobody reads created_by through the API, so `*` is refused too', async () => {
    for (const [who, caller, status] of [
      ['anon', anon, 401],
      ['user', user.supabase, 403],
      ['admin', admin, 403],
    ] as const) {
      const star = await caller.from('case_studies').select('*').limit(1);
      expect({ who, status: star.status, code: star.error?.code }).toEqual({
        who,
        status,
        code: '42501',
      });
      const column = await caller.from('case_studies').select('id, created_by').limit(1);
      expect({ who, code: column.error?.code }).toEqual({ who, code: '42501' });
    }
  });

  it('anon cannot read a draft even by id', async () => {
    const { data, error } = await anon
      .from('case_studies')
      .select(CASE_STUDY_COLUMNS)
      .eq('id', DRAFT_ID)
      .maybeSingle();
    expect(error).toBeNull();
    expect(data).toBeNull();
  });

  it('anon cannot insert, update or delete (401, no privilege)', async () => {
    const before = await titleOf(PUBLISHED_ID);
    const ins = await anon.from('case_studies').insert(validCaseStudy());
    expect([ins.status, ins.error?.code]).toEqual([401, '42501']);
    const upd = await anon.from('case_studies').update({ title: 'Hacked' }).eq('id', PUBLISHED_ID);
    expect([upd.status, upd.error?.code]).toEqual([401, '42501']);
    const del = await anon.from('case_studies').delete().eq('id', PUBLISHED_ID);
    expect([del.status, del.error?.code]).toEqual([401, '42501']);
    expect(await titleOf(PUBLISHED_ID)).toBe(before);
  });

  it('a signed-in non-admin reads published only and cannot write', async () => {
    const { data } = await user.supabase.from('case_studies').select('id, published');
    expect(data?.every((row) => row.published)).toBe(true);
    expect(data?.map((row) => row.id)).not.toContain(DRAFT_ID);

    const ins = await user.supabase.from('case_studies').insert(validCaseStudy());
    expect(ins.status).toBe(403);
    expect(ins.error?.code).toBe('42501');

    const before = await titleOf(PUBLISHED_ID);
    const upd = await user.supabase
      .from('case_studies')
      .update({ published: false })
      .eq('id', PUBLISHED_ID)
      .select('id');
    expect(upd.error).toBeNull();
    expect(upd.data).toEqual([]);
    const del = await user.supabase
      .from('case_studies')
      .delete()
      .eq('id', PUBLISHED_ID)
      .select('id');
    expect(del.error).toBeNull();
    expect(del.data).toEqual([]);
    expect(await titleOf(PUBLISHED_ID)).toBe(before);
  });

  it('the admin reads drafts too and can insert, update, publish and delete', async () => {
    const all = await admin
      .from('case_studies')
      .select(CASE_STUDY_COLUMNS)
      .order('display_order', { ascending: true });
    expect(all.error).toBeNull();
    expect(all.data?.map((row) => row.id)).toContain(DRAFT_ID);

    const created = await admin
      .from('case_studies')
      .insert(validCaseStudy({ images: ['/a.png'] }))
      .select(CASE_STUDY_COLUMNS)
      .single();
    expect(created.error).toBeNull();
    expect(created.data?.published).toBe(false); // new case studies start as drafts
    expect(created.data?.images).toEqual(['/a.png']);
    const id = must(created.data).id;
    // created_by was filled by the database with the admin's id (read by a test-only function).
    const { data: me } = await admin.auth.getUser();
    expect((await loose(admin).rpc('test_created_by', { case_study: id })).data).toBe(me.user?.id);

    // A draft is invisible to the public.
    expect((await anon.from('case_studies').select('id').eq('id', id)).data).toEqual([]);

    const updated = await admin
      .from('case_studies')
      .update({ published: true, title: 'Renamed', base_version: 1 })
      .eq('id', id)
      .select(CASE_STUDY_COLUMNS)
      .single();
    expect(updated.error).toBeNull();
    expect(updated.data?.title).toBe('Renamed');
    expect(Date.parse(must(updated.data).updated_at)).toBeGreaterThanOrEqual(
      Date.parse(must(created.data).updated_at),
    );
    expect((await anon.from('case_studies').select('id').eq('id', id)).data).toEqual([{ id }]);

    const deleted = await admin.from('case_studies').delete().eq('id', id);
    expect(deleted.error).toBeNull();
    expect(deleted.status).toBe(204);
    expect(await titleOf(id)).toBeUndefined();
  });

  it('not even the admin may set created_by, id or the timestamps', async () => {
    const { data: me } = await admin.auth.getUser();
    for (const extra of [
      { created_by: me.user?.id },
      { id: '00000000-0000-4000-8000-000000000001' },
      { created_at: '2020-01-01T00:00:00Z' },
    ]) {
      const ins = await admin.from('case_studies').insert({ ...validCaseStudy(), ...extra });
      expect({ extra, code: ins.error?.code }).toEqual({ extra, code: '42501' });
    }
    const upd = await admin
      .from('case_studies')
      .update({ created_by: me.user?.id })
      .eq('id', PUBLISHED_ID);
    expect(upd.error?.code).toBe('42501');
  });

  it('CHECK constraints enforce the length limits even for the admin', async () => {
    const { error, status } = await admin
      .from('case_studies')
      .insert(validCaseStudy({ title: 'x'.repeat(201) }));
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    const empty = await admin.from('case_studies').insert(validCaseStudy({ client: '' }));
    expect(empty.error?.code).toBe('23514');
  });

  it('the service role has no access to case studies (the functions and grant-admin need none)', async () => {
    const read = await service.from('case_studies').select('id').limit(1);
    expect(read.error?.code).toBe('42501');
    const write = await service.from('case_studies').insert(validCaseStudy());
    expect(write.error?.code).toBe('42501');
  });
});

describe('reorder_case_studies', () => {
  async function order(): Promise<string[]> {
    const { data } = await admin
      .from('case_studies')
      .select('id')
      .order('display_order')
      .order('id');
    return must(data).map((row) => row.id);
  }

  it('only the admin may reorder; anon is refused and a user changes nothing', async () => {
    const before = await order();
    const swapped = [must(before[1]), must(before[0]), ...before.slice(2)];
    const args = { ids: swapped, expected: before };

    const byAnon = await anon.rpc('reorder_case_studies', args);
    expect([byAnon.status, byAnon.error?.code]).toEqual([401, '42501']);
    const byUser = await user.supabase.rpc('reorder_case_studies', args);
    expect([byUser.status, byUser.error?.code]).toEqual([403, '42501']);
    expect(await order()).toEqual(before);

    const byAdmin = await admin.rpc('reorder_case_studies', args);
    expect(byAdmin.error).toBeNull();
    expect(byAdmin.status).toBe(204);
    expect(await order()).toEqual(swapped);
    expect(
      (await admin.rpc('reorder_case_studies', { ids: before, expected: swapped })).error,
    ).toBeNull();
    expect(await order()).toEqual(before);
  });

  it('the order changes through reorder_case_studies alone, never by updating a row', async () => {
    const [first] = await order();
    const direct = await updateCaseStudy(admin, must(first), { display_order: 99 });
    expect([direct.status, direct.error?.code]).toEqual([403, '42501']);
  });
});

describe('functions the API may call', () => {
  it('rate_limit_hit belongs to the service role alone', async () => {
    const args = { p_key: `security:${Date.now()}`, p_limit: 5, p_window_seconds: 60 };
    const byAnon = await anon.rpc('rate_limit_hit', args);
    expect([byAnon.status, byAnon.error?.code]).toEqual([401, '42501']);
    const byUser = await user.supabase.rpc('rate_limit_hit', args);
    expect([byUser.status, byUser.error?.code]).toEqual([403, '42501']);
    const byService = await service.rpc('rate_limit_hit', args);
    expect(byService.error).toBeNull();
    expect(byService.data).toMatchObject({ allowed: true, remaining: 4 });
  });

  it('a request runs under its role’s statement_timeout (anon 3 s, signed-in 8 s)', async ({
    skip,
  }) => {
    // PGlite has no timers: the setting is applied there (see rpc-cli.test.ts), not enforced.
    if (inject('databaseKind') === 'pglite') skip();
    const slow = await loose(anon).rpc('test_sleep', { seconds: 3.5 });
    expect(slow.error?.code).toBe('57014');
    const signedIn = await loose(user.supabase).rpc('test_sleep', { seconds: 3.5 });
    expect(signedIn.error).toBeNull();
  });

  it('is_admin() is gone: the app reads user_roles', async () => {
    const gone = await loose(admin).rpc('is_admin');
    expect([gone.status, gone.error?.code]).toEqual([404, 'PGRST202']);
  });
});

describe('user_roles', () => {
  it('anon can neither read nor write role rows (401)', async () => {
    const read = await anon.from('user_roles').select('role');
    expect([read.status, read.error?.code]).toEqual([401, '42501']);
    const ins = await anon.from('user_roles').insert({ user_id: user.id, role: 'admin' });
    expect([ins.status, ins.error?.code]).toEqual([401, '42501']);
  });

  it('a user cannot grant themselves a role, nor change or delete one', async () => {
    const ins = await user.supabase.from('user_roles').insert({ user_id: user.id, role: 'admin' });
    expect(ins.status).toBe(403);
    expect(ins.error?.code).toBe('42501');

    // The service role (grant-admin) can; the user then sees their own row only.
    const granted = await service
      .from('user_roles')
      .insert({ user_id: user.id, role: 'user' })
      .select('user_id, role')
      .single();
    expect(granted.error).toBeNull();
    const own = await user.supabase.from('user_roles').select('user_id, role');
    expect(own.data).toEqual([{ user_id: user.id, role: 'user' }]);

    const upd = await user.supabase
      .from('user_roles')
      .update({ role: 'admin' })
      .eq('user_id', user.id);
    expect([upd.status, upd.error?.code]).toEqual([403, '42501']);
    const del = await user.supabase.from('user_roles').delete().eq('user_id', user.id);
    expect([del.status, del.error?.code]).toEqual([403, '42501']);
    const after = await service.from('user_roles').select('role').eq('user_id', user.id);
    expect(after.data).toEqual([{ role: 'user' }]);

    const isAdmin = await user.supabase
      .from('user_roles')
      .select('role')
      .eq('user_id', user.id)
      .eq('role', 'admin')
      .maybeSingle();
    expect(isAdmin.error).toBeNull();
    expect(isAdmin.data).toBeNull();
  });

  it('the service role adds roles but cannot change or remove them', async () => {
    const upd = await service.from('user_roles').update({ role: 'admin' }).eq('user_id', user.id);
    expect(upd.error?.code).toBe('42501');
    const del = await service.from('user_roles').delete().eq('user_id', user.id);
    expect(del.error?.code).toBe('42501');
  });

  it('the admin sees their own admin row but not other users’ rows, and cannot grant roles via the API', async () => {
    const { data: me } = await admin.auth.getUser();
    const own = await admin
      .from('user_roles')
      .select('user_id, role')
      .eq('user_id', must(me.user).id)
      .eq('role', 'admin')
      .maybeSingle();
    expect(own.error).toBeNull();
    expect(own.data?.role).toBe('admin');
    const others = await admin.from('user_roles').select('user_id, role').eq('user_id', user.id);
    expect(others.data).toEqual([]);
    const grant = await admin.from('user_roles').insert({ user_id: user.id, role: 'admin' });
    expect(grant.status).toBe(403);
  });
});
