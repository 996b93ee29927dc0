/**
 * The trash, through the API: deleting a story moves it there with its images, slug, earlier
 * slugs and place; restoring brings all of it back; the slug stays reserved meanwhile; a stored
 * file stays while any revision or trash item refers to it (the storage policy refuses to delete
 * it, whoever asks), and "delete for good" names the files nothing refers to any more, which may
 * then go.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { must } from '../http';
import { ownStack } from './databases';
import {
  adminClient,
  type Client,
  PNG_BYTES,
  updateCaseStudy,
  useStack,
  validCaseStudy,
} from './helpers';

/** A stack of its own: these tests reorder the stories, whose order other files' checks read. */
const stack = ownStack('local_supabase_trash');
beforeAll(() => useStack(stack().url));

const bucket = 'case-studies';

async function upload(admin: Client, name: string): Promise<string> {
  const files = admin.storage.from(bucket);
  const { error } = await files.upload(name, new Blob([PNG_BYTES], { type: 'image/png' }));
  expect(error).toBeNull();
  return files.getPublicUrl(name).data.publicUrl;
}

const status = async (url: string) => (await fetch(url)).status;

async function order(admin: Client): Promise<string[]> {
  const { data } = await admin.from('case_studies').select('id').order('display_order').order('id');
  return must(data).map((row) => row.id);
}

describe('the trash', () => {
  it('keeps a deleted story with its images, slug, redirects and place, and restores all of it', async () => {
    const admin = await adminClient();
    const stamp = Date.now();
    const image = `trash-${stamp}.webp`;
    const copy = `trash-${stamp}-800w.webp`;
    const imageUrl = await upload(admin, image);
    const copyUrl = await upload(admin, copy);
    const story = validCaseStudy({
      images: [imageUrl],
      image_meta: {
        [imageUrl]: {
          width: 1600,
          height: 1200,
          variants: [{ url: copyUrl, width: 800, height: 600 }],
        },
      },
      display_order: 1,
    });
    const { data } = await admin.from('case_studies').insert(story).select('id').single();
    const id = must(data).id;
    expect(
      (await updateCaseStudy(admin, id, { slug: `${story.slug}-new`, published: true })).error,
    ).toBeNull();
    // Referenced files stay, whoever asks to delete them.
    expect((await admin.storage.from(bucket).remove([image, copy])).data).toEqual([]);
    expect(await status(imageUrl)).toBe(200);

    expect((await admin.from('case_studies').delete().eq('id', id)).error).toBeNull();
    const { data: trashed } = await admin
      .from('trash')
      .select('id, title, slug, deleted_by_email')
      .eq('item_id', id)
      .single();
    expect(trashed).toMatchObject({
      title: story.title,
      slug: `${story.slug}-new`,
      deleted_by_email: 'admin@example.com',
    });
    // Gone from the site: the story, its redirect.
    expect((await admin.from('case_studies').select('id').eq('id', id)).data).toEqual([]);
    expect(
      (await admin.from('case_study_slug_redirects').select('old_slug').eq('old_slug', story.slug))
        .data,
    ).toEqual([]);
    // In the trash, its files stay and its slug is reserved.
    expect((await admin.storage.from(bucket).remove([image, copy])).data).toEqual([]);
    expect(await status(copyUrl)).toBe(200);
    const taken = await admin
      .from('case_studies')
      .insert(validCaseStudy({ slug: `${story.slug}-new` }));
    expect(taken.error?.code).toBe('23505');
    expect(taken.error?.message).toContain('case_studies_slug_in_trash');
    // Meanwhile the list is reordered: its place (1) is another story's now.
    const rest = await order(admin);
    expect(
      (await admin.rpc('reorder_case_studies', { ids: rest, expected: rest })).error,
    ).toBeNull();

    const restored = await admin.rpc('restore_from_trash', { trash_id: must(trashed).id });
    expect(restored.data).toEqual({
      item_type: 'case_study',
      item_id: id,
      title: story.title,
      published: true,
    });
    const { data: back } = await admin
      .from('case_studies')
      .select('id, slug, title, images, image_meta, published, display_order, version')
      .eq('id', id)
      .single();
    expect(back).toMatchObject({
      slug: `${story.slug}-new`,
      title: story.title,
      images: [imageUrl],
      published: true,
      display_order: 1,
      version: 3,
    });
    // Back at its place; the stories from there on moved down one.
    expect(await order(admin)).toEqual([rest[0], id, ...rest.slice(1)]);
    expect(
      (
        await admin
          .from('case_study_slug_redirects')
          .select('case_study_id')
          .eq('old_slug', story.slug)
      ).data,
    ).toEqual([{ case_study_id: id }]);
    expect((await admin.from('trash').select('id').eq('item_id', id)).data).toEqual([]);
    expect(await status(imageUrl)).toBe(200);
  });

  it('deletes for good only from the trash: the story, its versions, then its files', async () => {
    const admin = await adminClient();
    const name = `forever-${Date.now()}.webp`;
    const url = await upload(admin, name);
    const { data } = await admin
      .from('case_studies')
      .insert(validCaseStudy({ images: [url] }))
      .select('id')
      .single();
    const id = must(data).id;
    // An edit drops the image: the earlier version still refers to it.
    expect((await updateCaseStudy(admin, id, { images: [] })).error).toBeNull();
    expect((await admin.storage.from(bucket).remove([name])).data).toEqual([]);

    expect((await admin.from('case_studies').delete().eq('id', id)).error).toBeNull();
    const { data: trashed } = await admin.from('trash').select('id').eq('item_id', id).single();
    const gone = await admin.rpc('delete_from_trash', { trash_id: must(trashed).id });
    expect(gone.data).toEqual([name]);
    expect((await admin.from('revisions').select('id').eq('item_id', id)).data).toEqual([]);
    expect((await admin.from('trash').select('id').eq('item_id', id)).data).toEqual([]);
    // Now nothing refers to the file: it may go.
    expect((await admin.storage.from(bucket).remove([name])).data).toHaveLength(1);
    expect(await status(url)).toBeGreaterThanOrEqual(400);
    // A second time there is nothing to delete.
    expect((await admin.rpc('delete_from_trash', { trash_id: must(trashed).id })).error?.code).toBe(
      'P0002',
    );
  });
});
