/**
 * The security suite: anon / signed-in user / admin × select / insert / update / delete on
 * case_studies and user_roles, and storage upload / read / remove — through the unmodified
 * supabase-js against the running stack, so what is asserted is what Postgres's RLS enforces.
 * CI runs this file a second time against a real PostgreSQL 15 server (DATABASE_URL).
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { adminClient, apiUrl, client, type Client, newUser, PNG_BYTES, serviceClient, validCaseStudy } from './helpers';

const PUBLISHED_ID = 'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b01';
const DRAFT_ID = 'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b05';

let anon: Client;
let user: Awaited<ReturnType<typeof newUser>>;
let admin: Client;
let service: Client;

beforeAll(async () => {
  // Guard against a CI run that silently fell back to PGlite.
  expect(inject('databaseKind')).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  anon = client();
  user = await newUser('security');
  admin = await adminClient();
  service = serviceClient();
});

async function titleOf(id: string): Promise<string | undefined> {
  const { data } = await service.from('case_studies').select('title').eq('id', id).maybeSingle();
  return data?.title;
}

describe('case_studies', () => {
  it('anon reads published case studies only, in display order', async () => {
    const { data, error } = await anon.from('case_studies').select('*').order('display_order');
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThanOrEqual(4);
    expect(data!.every((row) => row.published)).toBe(true);
    expect(data!.map((row) => row.id)).not.toContain(DRAFT_ID);
    const orders = data!.map((row) => row.display_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('anon cannot read a draft even by id', async () => {
    const { data, error } = await anon.from('case_studies').select('*').eq('id', DRAFT_ID).maybeSingle();
    expect(error).toBeNull();
    expect(data).toBeNull();
  });

  it('anon cannot insert (401, RLS)', async () => {
    const { error, status } = await anon.from('case_studies').insert(validCaseStudy());
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('anon update and delete touch no row', async () => {
    const before = await titleOf(PUBLISHED_ID);
    const upd = await anon.from('case_studies').update({ title: 'Hacked' }).eq('id', PUBLISHED_ID).select();
    expect(upd.error).toBeNull();
    expect(upd.data).toEqual([]);
    const del = await anon.from('case_studies').delete().eq('id', PUBLISHED_ID).select();
    expect(del.error).toBeNull();
    expect(del.data).toEqual([]);
    expect(await titleOf(PUBLISHED_ID)).toBe(before);
  });

  it('a signed-in non-admin reads published only and cannot write', async () => {
    const { data } = await user.supabase.from('case_studies').select('id, published');
    expect(data!.every((row) => row.published)).toBe(true);
    expect(data!.map((row) => row.id)).not.toContain(DRAFT_ID);

    const ins = await user.supabase.from('case_studies').insert(validCaseStudy());
    expect(ins.status).toBe(403);
    expect(ins.error?.code).toBe('42501');

    const before = await titleOf(PUBLISHED_ID);
    const upd = await user.supabase.from('case_studies').update({ published: false }).eq('id', PUBLISHED_ID).select();
    expect(upd.data).toEqual([]);
    const del = await user.supabase.from('case_studies').delete().eq('id', PUBLISHED_ID).select();
    expect(del.data).toEqual([]);
    expect(await titleOf(PUBLISHED_ID)).toBe(before);
  });

  it('the admin reads drafts too and can insert, update, publish and delete', async () => {
    const all = await admin.from('case_studies').select('*').order('display_order', { ascending: true });
    expect(all.error).toBeNull();
    expect(all.data!.map((row) => row.id)).toContain(DRAFT_ID);

    const { data: me } = await admin.auth.getUser();
    const created = await admin.from('case_studies').insert(validCaseStudy({ images: ['/a.png'] })).select().single();
    expect(created.error).toBeNull();
    expect(created.data!.published).toBe(false); // new case studies start as drafts
    expect(created.data!.created_by).toBe(me.user!.id);
    expect(created.data!.images).toEqual(['/a.png']);
    const id = created.data!.id;

    // A draft is invisible to the public.
    expect((await anon.from('case_studies').select('id').eq('id', id)).data).toEqual([]);

    const updated = await admin.from('case_studies').update({ published: true, title: 'Renamed' }).eq('id', id).select().single();
    expect(updated.error).toBeNull();
    expect(updated.data!.title).toBe('Renamed');
    expect(Date.parse(updated.data!.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.data!.updated_at));
    expect((await anon.from('case_studies').select('id').eq('id', id)).data).toEqual([{ id }]);

    const deleted = await admin.from('case_studies').delete().eq('id', id);
    expect(deleted.error).toBeNull();
    expect(deleted.status).toBe(204);
    expect(await titleOf(id)).toBeUndefined();
  });

  it('CHECK constraints enforce the length limits even for the admin', async () => {
    const { error, status } = await admin.from('case_studies').insert(validCaseStudy({ title: 'x'.repeat(201) }));
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    const empty = await admin.from('case_studies').insert(validCaseStudy({ client: '' }));
    expect(empty.error?.code).toBe('23514');
  });
});

describe('user_roles', () => {
  it('anon sees no role rows and cannot insert any', async () => {
    const { data, error } = await anon.from('user_roles').select('*');
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const ins = await anon.from('user_roles').insert({ user_id: user.id, role: 'admin' });
    expect(ins.status).toBe(401);
  });

  it('a user cannot grant themselves a role, nor change or delete one', async () => {
    const ins = await user.supabase.from('user_roles').insert({ user_id: user.id, role: 'admin' });
    expect(ins.status).toBe(403);
    expect(ins.error?.code).toBe('42501');

    // The service role (grant-admin, migrations) can; the user then sees their own row only.
    const granted = await service.from('user_roles').insert({ user_id: user.id, role: 'user' }).select().single();
    expect(granted.error).toBeNull();
    const own = await user.supabase.from('user_roles').select('user_id, role');
    expect(own.data).toEqual([{ user_id: user.id, role: 'user' }]);

    const upd = await user.supabase.from('user_roles').update({ role: 'admin' }).eq('user_id', user.id).select();
    expect(upd.data).toEqual([]);
    const del = await user.supabase.from('user_roles').delete().eq('user_id', user.id).select();
    expect(del.data).toEqual([]);
    const after = await service.from('user_roles').select('role').eq('user_id', user.id);
    expect(after.data).toEqual([{ role: 'user' }]);

    const isAdmin = await user.supabase.from('user_roles').select('role').eq('user_id', user.id).eq('role', 'admin').maybeSingle();
    expect(isAdmin.data).toBeNull();
  });

  it('the admin sees their own admin row but not other users’ rows, and cannot grant roles via the API', async () => {
    const { data: me } = await admin.auth.getUser();
    const own = await admin.from('user_roles').select('*').eq('user_id', me.user!.id).eq('role', 'admin').maybeSingle();
    expect(own.error).toBeNull();
    expect(own.data?.role).toBe('admin');
    const others = await admin.from('user_roles').select('*').eq('user_id', user.id);
    expect(others.data).toEqual([]);
    const grant = await admin.from('user_roles').insert({ user_id: user.id, role: 'admin' });
    expect(grant.status).toBe(403);
  });

  it('is_admin() answers for the caller only', async () => {
    expect((await anon.rpc('is_admin')).data).toBe(false);
    expect((await user.supabase.rpc('is_admin')).data).toBe(false);
    expect((await admin.rpc('is_admin')).data).toBe(true);
  });
});

describe('storage bucket case-studies', () => {
  const bucket = 'case-studies';
  const png = () => new Blob([PNG_BYTES], { type: 'image/png' });

  it('anon and non-admin users cannot upload', async () => {
    const a = await anon.storage.from(bucket).upload(`anon-${Date.now()}.png`, png());
    expect(a.error).not.toBeNull();
    expect((a.error as unknown as { statusCode?: string }).statusCode).toBe('403');
    const u = await user.supabase.storage.from(bucket).upload(`user-${Date.now()}.png`, png());
    expect((u.error as unknown as { statusCode?: string }).statusCode).toBe('403');
  });

  it('the admin uploads; everyone reads the public URL; only the admin removes', async () => {
    const name = `${Math.floor(Math.random() * 1e9)}.png`;
    const up = await admin.storage.from(bucket).upload(name, png());
    expect(up.error).toBeNull();
    expect(up.data?.path).toBe(name);
    expect(up.data?.fullPath).toBe(`${bucket}/${name}`);

    const { data: pub } = anon.storage.from(bucket).getPublicUrl(name);
    expect(pub.publicUrl).toBe(`${apiUrl()}/storage/v1/object/public/${bucket}/${name}`);
    const res = await fetch(pub.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG_BYTES);

    // A duplicate upload without upsert is refused.
    const dup = await admin.storage.from(bucket).upload(name, png());
    expect((dup.error as unknown as { statusCode?: string }).statusCode).toBe('409');

    const anonRemove = await anon.storage.from(bucket).remove([name]);
    expect(anonRemove.data).toEqual([]);
    const userRemove = await user.supabase.storage.from(bucket).remove([name]);
    expect(userRemove.data).toEqual([]);
    expect((await fetch(pub.publicUrl)).status).toBe(200);

    const adminRemove = await admin.storage.from(bucket).remove([name]);
    expect(adminRemove.error).toBeNull();
    expect(adminRemove.data?.map((o) => o.name)).toEqual([name]);
    const gone = await fetch(pub.publicUrl);
    expect(gone.ok).toBe(false);
  });
});
