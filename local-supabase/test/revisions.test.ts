/**
 * Revisions and versions, through the API as any client would send it (plain PostgREST requests
 * as well as supabase-js): the database writes a revision for every create, edit, publish,
 * unpublish, reorder and restore, whoever sends it; a change based on an outdated version is
 * refused with 409 naming who saved in between and when (a save, a team answer, a reorder, a
 * restore), and a change that states no version is refused too. Only admins read the history.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { ANON_KEY } from '../config';
import { must } from '../http';
import { ownStack } from './databases';
import {
  adminClient,
  apiUrl,
  client,
  type Client,
  newUser,
  serviceClient,
  useStack,
  validCaseStudy,
} from './helpers';

let admin: Client;
let adminEmail: string;
/** A second admin: another person with the same page open. */
let colleague: Client;
let colleagueEmail: string;

/** A stack of its own: these tests reorder the stories, whose order other files' checks read. */
const stack = ownStack('local_supabase_revisions');
beforeAll(() => useStack(stack().url));

beforeAll(async () => {
  admin = await adminClient();
  adminEmail = must((await admin.auth.getUser()).data.user?.email);
  const other = await newUser('colleague');
  const granted = await serviceClient()
    .from('user_roles')
    .insert({ user_id: other.id, role: 'admin' });
  expect(granted.error).toBeNull();
  colleague = other.supabase;
  colleagueEmail = other.email;
});

async function tokenOf(c: Client): Promise<string> {
  return must((await c.auth.getSession()).data.session?.access_token);
}

/** A bare PostgREST request with the caller's token, as curl or a script would send it. */
async function rest(c: Client, method: string, path: string, body?: unknown) {
  const response = await fetch(`${apiUrl()}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${await tokenOf(c)}`,
      'Content-Type': 'application/json',
      // Only what the caller may read comes back: a change asks for nothing.
      Prefer: path.includes('select=') ? 'return=representation' : 'return=minimal',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

type Revision = {
  action: string;
  version: number;
  changed: string[];
  actor_email: string | null;
  restored_from: number | null;
  content: Record<string, unknown>;
  id: number;
};

async function revisionsOf(type: 'case_study' | 'team_answer', id: string): Promise<Revision[]> {
  const { data, error } = await admin
    .from('revisions')
    .select('id, action, version, changed, actor_email, restored_from, content')
    .eq('item_type', type)
    .eq('item_id', id)
    .order('id');
  expect(error).toBeNull();
  return must(data) as Revision[];
}

async function order(): Promise<string[]> {
  const { data } = await admin.from('case_studies').select('id').order('display_order').order('id');
  return must(data).map((row) => row.id);
}

describe('a revision for every change, written by the database', () => {
  it('create, edit, publish, unpublish, reorder, restore, trash and untrash of a bare client', async () => {
    const created = await rest(admin, 'POST', 'case_studies?select=id,version', validCaseStudy());
    expect(created.status).toBe(201);
    const { id, version } = must((created.body as { id: string; version: number }[])[0]);
    expect(version).toBe(1);

    expect(
      (await rest(admin, 'PATCH', `case_studies?id=eq.${id}`, { title: 'Edited', base_version: 1 }))
        .status,
    ).toBe(204);
    expect(
      (await rest(admin, 'PATCH', `case_studies?id=eq.${id}`, { published: true, base_version: 2 }))
        .status,
    ).toBe(204);
    expect(
      (
        await rest(admin, 'PATCH', `case_studies?id=eq.${id}`, {
          published: false,
          base_version: 3,
        })
      ).status,
    ).toBe(204);
    // Saving the same text again changes nothing: no version, no revision.
    expect(
      (await rest(admin, 'PATCH', `case_studies?id=eq.${id}`, { title: 'Edited', base_version: 4 }))
        .status,
    ).toBe(204);

    const before = await order();
    const moved = [...before.filter((other) => other !== id), id];
    const reorder = await rest(admin, 'POST', 'rpc/reorder_case_studies', {
      ids: moved,
      expected: before,
    });
    expect(reorder.status).toBe(204);

    const first = must((await revisionsOf('case_study', id))[0]);
    const restored = await rest(admin, 'POST', 'rpc/restore_revision', {
      revision_id: first.id,
      version: 4,
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({ version: 5, published: false });

    expect((await rest(admin, 'DELETE', `case_studies?id=eq.${id}`)).status).toBe(204);
    const { data: trashed } = await admin.from('trash').select('id').eq('item_id', id).single();
    expect(
      (await rest(admin, 'POST', 'rpc/restore_from_trash', { trash_id: must(trashed).id })).status,
    ).toBe(200);

    const revisions = await revisionsOf('case_study', id);
    expect(
      revisions.map(({ action, version, changed, actor_email }) => ({
        action,
        version,
        changed,
        actor_email,
      })),
    ).toEqual([
      {
        action: 'create',
        version: 1,
        changed: [
          'client',
          'description',
          'description_de',
          'display_order',
          'image_meta',
          'images',
          'logo',
          'published',
          'results',
          'results_de',
          'slug',
          'title',
          'title_de',
        ],
        actor_email: adminEmail,
      },
      { action: 'edit', version: 2, changed: ['title'], actor_email: adminEmail },
      { action: 'publish', version: 3, changed: ['published'], actor_email: adminEmail },
      { action: 'unpublish', version: 4, changed: ['published'], actor_email: adminEmail },
      { action: 'reorder', version: 4, changed: ['display_order'], actor_email: adminEmail },
      { action: 'restore', version: 5, changed: ['title'], actor_email: adminEmail },
      { action: 'trash', version: 5, changed: [], actor_email: adminEmail },
      expect.objectContaining({ action: 'untrash', version: 6, actor_email: adminEmail }),
    ]);
    // Each holds the full content; the restore names the revision it brought back.
    expect(revisions[1]?.content).toMatchObject({ id, title: 'Edited', version: 2 });
    expect(revisions[5]?.content.title).toBe(first.content.title);
    expect(revisions[5]?.restored_from).toBe(first.id);
    expect(revisions.every((r) => !('created_by' in r.content))).toBe(true);
    expect(await order()).toEqual(moved);
  });

  it('team answers: create, edit, publish, restore, trash and untrash', async () => {
    const created = await admin
      .from('team_answers')
      .insert({ question: 'Do you work on weekends?', answer_en: 'No.' })
      .select('id, version')
      .single();
    const { id } = must(created.data);
    expect(created.data?.version).toBe(1);
    const edit = (fields: { answer_de?: string; published?: boolean; base_version: number }) =>
      admin.from('team_answers').update(fields).eq('id', id).select('version').single();
    expect((await edit({ answer_de: 'Nein.', base_version: 1 })).data?.version).toBe(2);
    expect((await edit({ published: true, base_version: 2 })).data?.version).toBe(3);
    const [first] = await revisionsOf('team_answer', id);
    expect(
      (await admin.rpc('restore_revision', { revision_id: must(first).id, version: 3 })).data,
    ).toEqual({
      version: 4,
      published: true,
    });
    expect((await admin.from('team_answers').delete().eq('id', id)).error).toBeNull();
    const { data: trashed } = await admin
      .from('trash')
      .select('id, title')
      .eq('item_id', id)
      .single();
    expect(trashed?.title).toBe('Do you work on weekends?');
    expect(
      (await admin.rpc('restore_from_trash', { trash_id: must(trashed).id })).error,
    ).toBeNull();
    expect(
      (await revisionsOf('team_answer', id)).map((r) => [r.action, r.version, r.changed.join()]),
    ).toEqual([
      ['create', 1, 'answer_de,answer_en,link,published,question,variants'],
      ['edit', 2, 'answer_de'],
      ['publish', 3, 'published'],
      ['restore', 4, 'answer_de'],
      ['trash', 4, ''],
      ['untrash', 5, 'answer_de,answer_en,link,published,question,variants'],
    ]);
    const { data: answer } = await admin
      .from('team_answers')
      .select('answer_de, published, version')
      .eq('id', id)
      .single();
    expect(answer).toEqual({ answer_de: null, published: true, version: 5 });
  });
});

describe('no silent overwrite', () => {
  it('a save based on an outdated version is refused with who and when; nothing is overwritten', async () => {
    const { data } = await admin
      .from('case_studies')
      .insert(validCaseStudy())
      .select('id, version')
      .single();
    const { id, version } = must(data);
    // Both open the story at version 1; the colleague saves first.
    const theirs = await colleague
      .from('case_studies')
      .update({ title: 'Theirs', base_version: version })
      .eq('id', id)
      .select('id');
    expect(theirs.error).toBeNull();
    const mine = await admin
      .from('case_studies')
      .update({ title: 'Mine', base_version: version })
      .eq('id', id)
      .select('id');
    expect(mine.status).toBe(409);
    expect(mine.error?.code).toBe('PT409');
    const detail = JSON.parse(must(mine.error?.details)) as {
      version: number;
      by: string;
      at: string;
    };
    expect(detail).toMatchObject({ version: 2, by: colleagueEmail });
    expect(Date.now() - Date.parse(detail.at)).toBeLessThan(60_000);
    const { data: row } = await admin
      .from('case_studies')
      .select('title, version')
      .eq('id', id)
      .single();
    expect(row).toEqual({ title: 'Theirs', version: 2 });
    // Based on the version now saved, the same change goes through (keep mine, after comparing).
    const again = await admin
      .from('case_studies')
      .update({ title: 'Mine', base_version: 2 })
      .eq('id', id);
    expect(again.error).toBeNull();
    // A change that states no version is refused as well (and publishing is a change).
    const blind = await admin.from('case_studies').update({ published: true }).eq('id', id);
    expect([blind.status, blind.error?.code]).toEqual([428, 'PT428']);
  });

  it('the same for team answers', async () => {
    const { data } = await admin
      .from('team_answers')
      .insert({ question: 'Is there parking?', answer_en: 'Yes.' })
      .select('id')
      .single();
    const id = must(data).id;
    expect(
      (
        await colleague
          .from('team_answers')
          .update({ answer_en: 'Yes, two spaces.', base_version: 1 })
          .eq('id', id)
      ).error,
    ).toBeNull();
    const mine = await admin
      .from('team_answers')
      .update({ answer_en: 'No.', base_version: 1 })
      .eq('id', id);
    expect([mine.status, mine.error?.code]).toEqual([409, 'PT409']);
    expect(JSON.parse(must(mine.error?.details))).toMatchObject({ version: 2, by: colleagueEmail });
    const { data: row } = await admin
      .from('team_answers')
      .select('answer_en')
      .eq('id', id)
      .single();
    expect(row?.answer_en).toBe('Yes, two spaces.');
  });

  it('a reorder of a list that changed meanwhile is refused, naming who changed it', async () => {
    const seen = await order();
    const mine = [...seen].reverse();
    const theirs = [must(seen[1]), must(seen[0]), ...seen.slice(2)];
    expect(
      (await colleague.rpc('reorder_case_studies', { ids: theirs, expected: seen })).error,
    ).toBeNull();
    const refused = await admin.rpc('reorder_case_studies', { ids: mine, expected: seen });
    expect([refused.status, refused.error?.code]).toEqual([409, 'PT409']);
    expect(JSON.parse(must(refused.error?.details))).toMatchObject({ by: colleagueEmail });
    expect(await order()).toEqual(theirs);
    // A story created meanwhile changes the list too.
    const created = await colleague
      .from('case_studies')
      .insert(validCaseStudy({ display_order: 500 }))
      .select('id')
      .single();
    expect(created.error).toBeNull();
    const stale = await admin.rpc('reorder_case_studies', { ids: theirs, expected: theirs });
    expect(stale.error?.code).toBe('PT409');
    // An order that leaves a story out is no order.
    const partial = await admin.rpc('reorder_case_studies', {
      ids: theirs,
      expected: await order(),
    });
    expect(partial.error?.code).toBe('22023');
    // The stories of the other files keep their order.
    const now = await order();
    const back = [...seen, ...now.filter((id) => !seen.includes(id))];
    expect(
      (await admin.rpc('reorder_case_studies', { ids: back, expected: now })).error,
    ).toBeNull();
  });

  it('restoring a revision of a story changed meanwhile is refused', async () => {
    const { data } = await admin
      .from('case_studies')
      .insert(validCaseStudy())
      .select('id')
      .single();
    const id = must(data).id;
    expect(
      (
        await colleague
          .from('case_studies')
          .update({ client: 'Other GmbH', base_version: 1 })
          .eq('id', id)
      ).error,
    ).toBeNull();
    const [first] = await revisionsOf('case_study', id);
    const stale = await admin.rpc('restore_revision', { revision_id: must(first).id, version: 1 });
    expect([stale.status, stale.error?.code]).toEqual([409, 'PT409']);
  });
});

describe('who reads the history', () => {
  it('admins only: anon, users and the service role get nothing, and may not restore', async () => {
    const { data } = await admin
      .from('case_studies')
      .insert(validCaseStudy())
      .select('id')
      .single();
    const id = must(data).id;
    expect((await admin.from('case_studies').delete().eq('id', id)).error).toBeNull();
    const user = await newUser('history');
    for (const table of ['revisions', 'trash'] as const) {
      const byAnon = await client().from(table).select('id').limit(1);
      expect([byAnon.status, byAnon.error?.code]).toEqual([401, '42501']);
      const byService = await serviceClient().from(table).select('id').limit(1);
      expect(byService.error?.code).toBe('42501');
      const byUser = await user.supabase.from(table).select('id');
      expect([byUser.error, byUser.data]).toEqual([null, []]);
      const insert = await admin.from(table).insert({} as never);
      expect(insert.error?.code).toBe('42501');
    }
    const { data: trashed } = await admin.from('trash').select('id').eq('item_id', id).single();
    const trashId = must(trashed).id;
    for (const fn of ['restore_from_trash', 'delete_from_trash'] as const) {
      const byUser = await user.supabase.rpc(fn, { trash_id: trashId });
      expect([byUser.status, byUser.error?.code]).toEqual([403, '42501']);
      const byAnon = await client().rpc(fn, { trash_id: trashId });
      expect([byAnon.status, byAnon.error?.code]).toEqual([401, '42501']);
    }
    const files = await user.supabase.rpc('unused_case_study_files');
    expect(files.error?.code).toBe('42501');
    expect((await admin.from('trash').select('id').eq('id', trashId)).data).toHaveLength(1);
  });
});
