import { getSupabase } from '@/lib/supabase';

import { BUCKET, storageFileName, storagePathFromUrl } from '../lib/files';

/** SPEC.md §7 call 18: uploads a file under a fresh name and returns its public URL. */
export async function uploadImage(file: File, kind: 'image' | 'logo'): Promise<string> {
  const bucket = getSupabase().storage.from(BUCKET);
  const path = storageFileName(file, kind);
  const { error } = await bucket.upload(path, file, {
    cacheControl: '3600',
    upsert: false,
    contentType: file.type,
  });
  if (error) throw new Error(error.message);
  return bucket.getPublicUrl(path).data.publicUrl;
}

/**
 * Removes the files behind public URLs (by their last path segment). Best effort: a failure is
 * logged, never shown, since the case study itself is already saved or deleted.
 */
export async function removeImages(urls: readonly (string | null | undefined)[]): Promise<void> {
  const paths = urls
    .map((url) => (url ? storagePathFromUrl(url) : null))
    .filter((path): path is string => path !== null);
  if (paths.length === 0) return;
  try {
    const { error } = await getSupabase().storage.from(BUCKET).remove(paths);
    if (error) console.error('Could not delete files from storage', paths, error.message);
  } catch (error) {
    console.error('Could not delete files from storage', paths, error);
  }
}
