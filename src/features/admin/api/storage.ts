import { type ImageMeta, storedFiles } from '@/lib/case-study-images';
import { env } from '@/lib/env';
import { getSupabase } from '@/lib/supabase';

import { BUCKET, storageFileName, storagePathFromUrl, variantFileName } from '../lib/files';
import { type ImageKind, prepareImage } from '../lib/image-processing';

/** An uploaded image or logo: the public URL to show and what the public pages need to know of it. */
export type StoredImage = { url: string; meta: ImageMeta };

/** Every stored file of `uploads`: each file and its smaller copies. */
export function filesOfUploads(uploads: readonly StoredImage[]): string[] {
  return uploads.flatMap(({ url, meta }) => storedFiles([url], { [url]: meta }));
}

/**
 * A year: file names are random and never reused (uploads do not overwrite), so a stored file
 * never changes and browsers and CDNs may keep it.
 */
const CACHE_SECONDS = '31536000';

/**
 * Prepares an image in the browser (upright, scaled, re-encoded without metadata) and uploads it
 * under a fresh name, with its smaller copy beside it. Either both files are stored or neither.
 */
export async function uploadImage(file: File, kind: ImageKind): Promise<StoredImage> {
  const prepared = await prepareImage(file, kind);
  const supabase = getSupabase();
  uploaderToken = (await supabase.auth.getSession()).data.session?.access_token ?? null;
  const bucket = supabase.storage.from(BUCKET);
  const path = storageFileName(prepared.type, kind);
  const files = [
    { path, ...prepared.main },
    ...(prepared.variant
      ? [{ path: variantFileName(path, prepared.variant.width), ...prepared.variant }]
      : []),
  ];
  const results = await Promise.all(
    files.map(({ path: filePath, blob }) =>
      bucket.upload(filePath, blob, {
        cacheControl: CACHE_SECONDS,
        upsert: false,
        contentType: prepared.type,
      }),
    ),
  );
  const failed = results.find((result) => result.error);
  if (failed?.error) {
    const stored = files.filter((_, index) => !results[index]?.error).map((f) => f.path);
    if (stored.length > 0) await bucket.remove(stored).catch(() => undefined);
    throw new Error(failed.error.message);
  }
  const [main, ...variants] = files.map(({ path: filePath, width, height }) => ({
    url: bucket.getPublicUrl(filePath).data.publicUrl,
    width,
    height,
  }));
  if (!main) throw new Error('Nothing was uploaded');
  return { url: main.url, meta: { width: main.width, height: main.height, variants } };
}

/** The uploader's access token, kept for `removeImagesOnExit`, which cannot wait for the session. */
let uploaderToken: string | null = null;

function storagePaths(urls: readonly (string | null | undefined)[]): string[] {
  return urls
    .map((url) => (url ? storagePathFromUrl(url) : null))
    .filter((path): path is string => path !== null);
}

/**
 * Removes files while the page is being closed or reloaded: the same request as `removeImages`,
 * sent with `keepalive` so it outlives the page (supabase-js cannot send one). Best effort.
 */
export function removeImagesOnExit(urls: readonly string[]): void {
  const paths = storagePaths(urls);
  if (paths.length === 0 || !uploaderToken || !env.supabaseUrl || !env.supabasePublishableKey) {
    return;
  }
  void fetch(`${env.supabaseUrl.replace(/\/$/, '')}/storage/v1/object/${BUCKET}`, {
    method: 'DELETE',
    keepalive: true,
    headers: {
      apikey: env.supabasePublishableKey,
      Authorization: `Bearer ${uploaderToken}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ prefixes: paths }),
  }).catch(() => undefined);
}

/**
 * Removes the files behind public URLs (by their last path segment): uploads of a form that no
 * saved version refers to. Best effort: a failure is logged, never shown.
 */
export async function removeImages(urls: readonly (string | null | undefined)[]): Promise<void> {
  await removeStoredFiles(storagePaths(urls));
}

/**
 * Removes stored files by their names in the bucket. The database's policy deletes only files no
 * revision or trash item refers to (and another admin's only after a day): the others stay,
 * whatever the caller asks. Best effort: a failure is logged, never shown.
 */
export async function removeStoredFiles(paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  try {
    const { error } = await getSupabase()
      .storage.from(BUCKET)
      .remove([...paths]);
    if (error) console.error('Could not delete files from storage', paths, error.message);
  } catch (error) {
    console.error('Could not delete files from storage', paths, error);
  }
}

let swept = false;

/**
 * Once per page load of the admin: removes the stored files nothing refers to any more (left when
 * the database purged old revisions and the trash, or by a form that was never saved), as the
 * database lists them. Best effort, in the background.
 */
export async function sweepUnusedFiles(): Promise<void> {
  if (swept) return;
  swept = true;
  try {
    const { data, error } = await getSupabase().rpc('unused_case_study_files');
    if (error) throw new Error(error.message);
    await removeStoredFiles(data ?? []);
  } catch (error) {
    console.error('Could not look for unused files', error);
  }
}
