/** PostgREST grammar and responses supabase-js depends on (every call the app makes, and more). */
import { describe, expect, it } from 'vitest';

import { CASE_STUDY_COLUMNS } from '../../src/lib/case-study';
import { ANON_KEY } from '../config';
import { must } from '../http';
import { adminClient, apiUrl, client, validCaseStudy } from './helpers';

const FIRST = 'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b01';
const SECOND = 'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b02';
const DRAFT = 'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b05';

describe('reads', () => {
  it('call 11: published list ordered by display_order', async () => {
    const { data, error, status } = await client()
      .from('case_studies')
      .select(CASE_STUDY_COLUMNS)
      .eq('published', true)
      .order('display_order', { ascending: true });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data?.slice(0, 2).map((r) => r.id)).toEqual([FIRST, SECOND]);
    expect(data?.[0]?.images).toEqual([
      '/case-studies/brenner-1.png',
      '/case-studies/brenner-2.png',
    ]);
    expect(data?.[0]?.description).toContain('\n');
  });

  it('call 12: maybeSingle by id and published — a row, or null without error', async () => {
    const anon = client();
    const hit = await anon
      .from('case_studies')
      .select(CASE_STUDY_COLUMNS)
      .eq('id', FIRST)
      .eq('published', true)
      .maybeSingle();
    expect(hit.error).toBeNull();
    expect(hit.data?.id).toBe(FIRST);
    const draft = await anon
      .from('case_studies')
      .select(CASE_STUDY_COLUMNS)
      .eq('id', DRAFT)
      .eq('published', true)
      .maybeSingle();
    expect(draft).toMatchObject({ data: null, error: null });
    const missing = await anon
      .from('case_studies')
      .select(CASE_STUDY_COLUMNS)
      .eq('id', '00000000-0000-4000-8000-000000000000')
      .maybeSingle();
    expect(missing).toMatchObject({ data: null, error: null });
  });

  it('single() on no row is a 406 PGRST116; a malformed uuid is a 400 22P02', async () => {
    const none = await client().from('case_studies').select('id').eq('id', DRAFT).single();
    expect(none.status).toBe(406);
    expect(none.error?.code).toBe('PGRST116');
    expect(none.error?.details).toContain('0 rows');
    const bad = await client().from('case_studies').select('id').eq('id', 'not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('22P02');
  });

  it('filters: neq, in, is, like/ilike, gt/lte, not, or, contains', async () => {
    const anon = client();
    const q = () => anon.from('case_studies').select('id, display_order, client');
    expect((await q().neq('id', FIRST)).data?.map((r) => r.id)).not.toContain(FIRST);
    expect(
      (await q().in('id', [FIRST, SECOND]).order('display_order')).data?.map((r) => r.id),
    ).toEqual([FIRST, SECOND]);
    expect((await q().is('logo', null)).data).toEqual([]);
    expect((await q().ilike('client', '%velanta%')).data?.map((r) => r.id)).toEqual([SECOND]);
    expect((await q().like('client', 'Brenner%')).data?.map((r) => r.id)).toEqual([FIRST]);
    expect(
      (await q().gt('display_order', 0).lte('display_order', 1)).data?.map((r) => r.id),
    ).toEqual([SECOND]);
    expect(
      (await q().not('id', 'in', `(${FIRST},${SECOND})`)).data?.map((r) => r.id),
    ).not.toContain(FIRST);
    expect(
      (await q().or(`id.eq.${FIRST},client.ilike.*velanta*`).order('display_order')).data?.map(
        (r) => r.id,
      ),
    ).toEqual([FIRST, SECOND]);
    expect(
      (await q().contains('images', ['/case-studies/velanta-1.png'])).data?.map((r) => r.id),
    ).toEqual([SECOND]);
  });

  it('order desc with nulls, limit, range and exact count', async () => {
    const anon = client();
    const desc = await anon
      .from('case_studies')
      .select('display_order')
      .order('display_order', { ascending: false, nullsFirst: false });
    const orders = must(desc.data).map((r) => r.display_order);
    expect(orders).toEqual([...orders].sort((a, b) => b - a));
    expect(
      (await anon.from('case_studies').select('id').order('display_order').limit(1)).data?.map(
        (r) => r.id,
      ),
    ).toEqual([FIRST]);
    const page = await anon
      .from('case_studies')
      .select('id', { count: 'exact' })
      .order('display_order')
      .range(1, 2);
    expect(page.data?.map((r) => r.id)[0]).toBe(SECOND);
    expect(page.data).toHaveLength(2);
    expect(page.count).toBeGreaterThanOrEqual(4);
    const head = await anon.from('case_studies').select('id', { count: 'exact', head: true });
    expect(head.count).toBe(page.count);
    expect(head.data).toBeNull();
  });

  it('select with renamed columns', async () => {
    const { data } = await client()
      .from('case_studies')
      .select('name:title, client')
      .eq('id', FIRST)
      .single();
    expect(Object.keys(data ?? {}).sort()).toEqual(['client', 'name']);
  });

  it('casts in select take a type name only; anything else is a parse error, never SQL', async () => {
    const cast = await client()
      .from('case_studies')
      .select('id::text, order:display_order::int8')
      .eq('id', FIRST)
      .single();
    expect(cast.data).toEqual({ id: FIRST, order: 0 });
    for (const select of [
      'title::text from pg_roles',
      'title::int4 is not null or true',
      'title::text;select 1',
      'title::text[]',
      'title::"text"',
      'title::',
    ]) {
      const res = await fetch(
        `${apiUrl()}/rest/v1/case_studies?select=${encodeURIComponent(select)}`,
        { headers: { apikey: ANON_KEY } },
      );
      const body = (await res.json()) as { code: string };
      expect({ select, status: res.status, code: body.code }).toEqual({
        select,
        status: 400,
        code: 'PGRST100',
      });
    }
  });

  it('bad grammar and unknown names are 4xx with PostgREST error shape', async () => {
    const anon = client();
    const unknownColumn = await anon.from('case_studies').select('nope');
    expect(unknownColumn.status).toBe(400);
    expect(unknownColumn.error?.code).toBe('42703');
    const unknownTable = await anon.from('no_such_table' as 'case_studies').select('id');
    expect(unknownTable.status).toBe(404);
    expect(unknownTable.error?.code).toBe('PGRST205');
    const badOp = await fetch(`${apiUrl()}/rest/v1/case_studies?id=zz.1`, {
      headers: { apikey: ANON_KEY },
    });
    expect(badOp.status).toBe(400);
    expect(((await badOp.json()) as { code: string }).code).toBe('PGRST100');
    const noFn = await anon.rpc('no_such_function' as 'reorder_case_studies', {
      ids: [],
      expected: [],
    });
    expect(noFn.status).toBe(404);
    expect(noFn.error?.code).toBe('PGRST202');
    const otherSchema = await fetch(`${apiUrl()}/rest/v1/users`, {
      headers: { apikey: ANON_KEY, 'Accept-Profile': 'auth' },
    });
    expect(otherSchema.status).toBe(406);
  });
});

describe('writes (admin, calls 13–17)', () => {
  it('insert returns 201 with no body by default; missing keys take their defaults', async () => {
    const admin = await adminClient();
    const plainRow = validCaseStudy();
    const plain = await admin.from('case_studies').insert(plainRow);
    expect(plain.status).toBe(201);
    expect(plain.data).toBeNull();
    const cleanup = await admin
      .from('case_studies')
      .delete()
      .eq('slug', plainRow.slug)
      .select('id');
    expect(cleanup.data).toHaveLength(1);
    const pair = [validCaseStudy({ display_order: 7 }), validCaseStudy({ logo: '/x.svg' })];
    // Like PostgREST: an array insert sends ?columns=…, and without missing=default a key that one
    // row lacks is NULL for it (here: display_order is NOT NULL).
    const nulls = await admin.from('case_studies').insert(pair);
    expect(nulls.error?.code).toBe('23502');
    const rows = await admin
      .from('case_studies')
      .insert(pair, { defaultToNull: false })
      .select('id, display_order, logo, images, published');
    expect(rows.error).toBeNull();
    expect(rows.data?.map((r) => [r.display_order, r.logo, r.images, r.published])).toEqual([
      [7, null, [], false],
      [0, '/x.svg', [], false],
    ]);
    const ids = (rows.data ?? []).map((r) => r.id);
    // call 13: one update per entry, in parallel (each stating the version it is based on)
    const results = await Promise.all(
      ids.map((id, index) =>
        admin
          .from('case_studies')
          .update({ client: `Client ${index + 10}`, base_version: 1 })
          .eq('id', id),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([204, 204]);
    const after = await admin
      .from('case_studies')
      .select('client, version')
      .in('id', ids)
      .order('client');
    expect(after.data).toEqual([
      { client: 'Client 10', version: 2 },
      { client: 'Client 11', version: 2 },
    ]);
    const unknown = await admin
      .from('case_studies')
      .insert({ ...validCaseStudy(), nope: 1 } as never);
    expect(unknown.status).toBe(400);
    expect(unknown.error?.code).toBe('PGRST204');
    const del = await admin.from('case_studies').delete().in('id', ids).select('id');
    expect(del.status).toBe(200);
    expect(del.data).toHaveLength(2);
  });
});

// The fixture table test_column_grants lets anon read and write `id`/`visible`, not `hidden`.
type Probe = { id: number; visible: string | null };
const probe = () =>
  (
    client() as unknown as {
      from: (t: string) => ReturnType<ReturnType<typeof client>['from']>;
    }
  ).from('test_column_grants');

describe('column-level privileges', () => {
  it('writes read back only the named columns, so a role without SELECT on others can use them', async () => {
    const id = Math.floor(Math.random() * 1e9);
    const inserted = await probe().insert({ id, visible: 'a' }).select('id,visible');
    expect(inserted.error).toBeNull();
    expect(inserted.data as unknown as Probe[]).toEqual([{ id, visible: 'a' }]);

    const updated = await probe().update({ visible: 'b' }).eq('id', id).select('id');
    expect(updated.error).toBeNull();
    expect(updated.data as unknown as Probe[]).toEqual([{ id }]);

    // Naming the column without privilege, or all of them, is refused as by PostgREST.
    const everything = await probe().update({ visible: 'c' }).eq('id', id).select('*');
    expect(everything.error?.code).toBe('42501');
    const hidden = await probe().select('hidden');
    expect(hidden.error?.code).toBe('42501');
  });
});

describe('bulk inserts', () => {
  it('a batch is written whole or not at all, in order; on_conflict skips existing rows', async () => {
    const base = Math.floor(Math.random() * 1e8) * 10;
    const batch = Array.from({ length: 1000 }, (_, i) => ({ id: base + i, visible: `v${i}` }));
    const inserted = await probe().insert(batch).select('id,visible');
    expect(inserted.status).toBe(201);
    expect(inserted.data as unknown as Probe[]).toEqual(batch);

    // One row of the next batch exists already: nothing of that batch is written.
    const clash = [
      { id: base + 1000, visible: 'new' },
      { id: base + 5, visible: 'again' },
    ];
    const refused = await probe().insert(clash);
    expect(refused.status).toBe(409);
    expect(refused.error?.code).toBe('23505');
    const absent = await probe()
      .select('id')
      .eq('id', base + 1000);
    expect(absent.data).toEqual([]);

    // ignoreDuplicates (on_conflict, resolution=ignore-duplicates): the new row is written, the
    // existing one kept as it was.
    const kept = await probe()
      .upsert(clash, { onConflict: 'id', ignoreDuplicates: true })
      .select('id,visible');
    expect(kept.error).toBeNull();
    expect(kept.data as unknown as Probe[]).toEqual([{ id: base + 1000, visible: 'new' }]);
    const read = await probe()
      .select('id,visible')
      .in('id', [base + 5, base + 1000])
      .order('id', { ascending: true });
    expect(read.data as unknown as Probe[]).toEqual([
      { id: base + 5, visible: 'v5' },
      { id: base + 1000, visible: 'new' },
    ]);

    // A key one row of the batch lacks is NULL for it (supabase-js names the columns).
    const mixed = [{ id: base + 1001 }, { id: base + 1002, visible: 'set' }];
    const nulls = await probe().insert(mixed).select('id,visible');
    expect(nulls.data as unknown as Probe[]).toEqual([
      { id: base + 1001, visible: null },
      { id: base + 1002, visible: 'set' },
    ]);
  });
});
