/**
 * Earlier slugs of renamed stories (`case_study_slug_redirects`): who reads them, that nobody
 * writes them through the API, and how renames, slug clashes and unpublishing change them —
 * through the unmodified supabase-js against the running stack. `npm run test:postgres` runs this
 * file against real PostgreSQL servers too.
 */
import { beforeAll, describe, expect, it } from 'vitest';

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
  anon = client();
  user = await newUser('slug-redirects');
  admin = await adminClient();
  service = serviceClient();
});

describe('case_study_slug_redirects (earlier slugs of renamed stories)', () => {
  // seed.sql: an earlier slug of the published story, and one of the draft.
  const PUBLISHED_OLD_SLUG = 'ai-quotes-for-custom-machinery';
  const DRAFT_OLD_SLUG = 'energy-supplier-service-triage';

  async function redirectsOf(caller: Client, id: string) {
    const { data, error } = await caller
      .from('case_study_slug_redirects')
      .select('old_slug, case_study_id')
      .eq('case_study_id', id)
      .order('old_slug');
    expect(error).toBeNull();
    return must(data).map((row) => row.old_slug);
  }

  /** A story of the admin's, published or not, renamed through the API like the admin form does. */
  async function createStory(published: boolean) {
    const created = await admin
      .from('case_studies')
      .insert(validCaseStudy())
      .select('id, slug')
      .single();
    const story = must(created.data);
    if (published) {
      expect((await updateCaseStudy(admin, story.id, { published })).error).toBeNull();
    }
    return story;
  }

  async function rename(id: string, slug: string) {
    const { error } = await updateCaseStudy(admin, id, { slug });
    expect(error).toBeNull();
  }

  it('visitors and users read the earlier slugs of published stories, never of drafts', async () => {
    for (const caller of [anon, user.supabase, admin]) {
      expect(await redirectsOf(caller, PUBLISHED_ID)).toEqual([PUBLISHED_OLD_SLUG]);
      expect(await redirectsOf(caller, DRAFT_ID)).toEqual([]);
      const byName = await caller
        .from('case_study_slug_redirects')
        .select('case_study_id')
        .eq('old_slug', DRAFT_OLD_SLUG);
      expect(byName.data).toEqual([]);
    }
  });

  it('only the public columns are readable: created_at, and so `*`, are refused', async () => {
    const star = await anon.from('case_study_slug_redirects').select('*');
    expect([star.status, star.error?.code]).toEqual([401, '42501']);
  });

  it('nobody writes redirects through the API, not even the admin', async () => {
    for (const [who, caller, status] of [
      ['anon', anon, 401],
      ['user', user.supabase, 403],
      ['admin', admin, 403],
      ['service', service, 403],
    ] as const) {
      const table = () => caller.from('case_study_slug_redirects');
      const ins = await table().insert({ old_slug: `hijack-${who}`, case_study_id: PUBLISHED_ID });
      const upd = await table()
        .update({ case_study_id: DRAFT_ID })
        .eq('old_slug', PUBLISHED_OLD_SLUG);
      const del = await table().delete().eq('old_slug', PUBLISHED_OLD_SLUG);
      for (const result of [ins, upd, del]) {
        expect({ who, status: result.status, code: result.error?.code }).toEqual({
          who,
          status,
          code: '42501',
        });
      }
    }
    expect(await redirectsOf(anon, PUBLISHED_ID)).toEqual([PUBLISHED_OLD_SLUG]);
  });

  it('a rename records the old slug; every earlier slug leads to the story, without loops', async () => {
    const story = await createStory(true);
    await rename(story.id, `${story.slug}-v2`);
    expect(await redirectsOf(anon, story.id)).toEqual([story.slug]);
    await rename(story.id, `${story.slug}-v3`);
    expect(await redirectsOf(anon, story.id)).toEqual([story.slug, `${story.slug}-v2`]);
    // Back to the first slug: the story's own address is no redirect.
    await rename(story.id, story.slug);
    expect(await redirectsOf(anon, story.id)).toEqual([`${story.slug}-v2`, `${story.slug}-v3`]);
    // Deleting the story deletes its redirects.
    expect((await admin.from('case_studies').delete().eq('id', story.id)).error).toBeNull();
    const left = await admin
      .from('case_study_slug_redirects')
      .select('old_slug')
      .in('old_slug', [`${story.slug}-v2`, `${story.slug}-v3`]);
    expect(left.data).toEqual([]);
  });

  it('a slug taken by another story, even a draft, wins over the redirect', async () => {
    const renamed = await createStory(true);
    await rename(renamed.id, `${renamed.slug}-new`);
    expect(await redirectsOf(anon, renamed.id)).toEqual([renamed.slug]);
    // Another story takes the freed slug: a new one, and one renamed to it.
    const { error } = await admin
      .from('case_studies')
      .insert(validCaseStudy({ slug: renamed.slug }));
    expect(error).toBeNull();
    expect(await redirectsOf(admin, renamed.id)).toEqual([]);

    const other = await createStory(true);
    await rename(renamed.id, `${renamed.slug}-newer`);
    expect(await redirectsOf(anon, renamed.id)).toEqual([`${renamed.slug}-new`]);
    await rename(other.id, `${renamed.slug}-new`);
    expect(await redirectsOf(anon, renamed.id)).toEqual([]);
    expect(await redirectsOf(anon, other.id)).toEqual([other.slug]);
    await admin
      .from('case_studies')
      .delete()
      .in('slug', [renamed.slug, `${renamed.slug}-newer`, `${renamed.slug}-new`]);
  });

  it("unpublishing hides a story's earlier slugs again", async () => {
    const story = await createStory(true);
    await rename(story.id, `${story.slug}-v2`);
    expect(await redirectsOf(anon, story.id)).toEqual([story.slug]);
    expect((await updateCaseStudy(admin, story.id, { published: false })).error).toBeNull();
    expect(await redirectsOf(anon, story.id)).toEqual([]);
    expect(await redirectsOf(user.supabase, story.id)).toEqual([]);
    await admin.from('case_studies').delete().eq('id', story.id);
  });
});
