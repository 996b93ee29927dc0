import type { Json } from './database.types';

/** One stored copy of an image: its public URL and pixel size. */
type ImageFile = { url: string; width: number; height: number };

/**
 * What is known about an uploaded image or logo (column `case_studies.image_meta`, keyed by the
 * public URL in `images` / `logo`): the pixel size of that file and its smaller copies.
 */
export type ImageMeta = { width: number; height: number; variants: ImageFile[] };

/** `image_meta`: public URL → its facts. URLs without an entry are single files of unknown size. */
export type ImageMetaMap = Readonly<Record<string, ImageMeta>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isSize = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

function toFile(value: unknown): ImageFile | null {
  if (!isRecord(value)) return null;
  const { url, width, height } = value;
  return typeof url === 'string' && url !== '' && isSize(width) && isSize(height)
    ? { url, width, height }
    : null;
}

/**
 * Reads `image_meta` as stored. Entries that do not have the expected shape are left out, so a
 * damaged entry makes its image a plain single file instead of breaking the page.
 */
export function parseImageMeta(value: Json | undefined): ImageMetaMap {
  if (!isRecord(value)) return {};
  const out: Record<string, ImageMeta> = {};
  for (const [url, entry] of Object.entries(value)) {
    if (!isRecord(entry) || !isSize(entry.width) || !isSize(entry.height)) continue;
    const variants = Array.isArray(entry.variants)
      ? entry.variants.map(toFile).filter((file): file is ImageFile => file !== null)
      : [];
    out[url] = { width: entry.width, height: entry.height, variants };
  }
  return out;
}

/** The entries of `meta` for `urls` only: what a saved case study keeps of the form's knowledge. */
export function pickImageMeta(
  meta: ImageMetaMap,
  urls: readonly (string | null | undefined)[],
): Record<string, ImageMeta> {
  const out: Record<string, ImageMeta> = {};
  for (const url of urls) {
    const entry = url ? meta[url] : undefined;
    if (url && entry) out[url] = entry;
  }
  return out;
}

/** Every stored file behind `urls`: each URL itself plus its smaller copies. */
export function storedFiles(
  urls: readonly (string | null | undefined)[],
  meta: ImageMetaMap,
): string[] {
  const files: string[] = [];
  for (const url of urls) {
    if (!url) continue;
    files.push(url, ...(meta[url]?.variants.map((variant) => variant.url) ?? []));
  }
  return [...new Set(files)];
}

/** The attributes of an `<img>` that lets the browser choose among the stored copies. */
export type ResponsiveSource = {
  src: string;
  /** `url 800w, url 1600w`, smallest first; absent for a single file. */
  srcSet?: string;
  /** The pixel size of `src`, when known. */
  width?: number;
  height?: number;
};

export function responsiveSource(url: string, meta: ImageMeta | undefined): ResponsiveSource {
  if (!meta) return { src: url };
  const byWidth = new Map<number, string>();
  for (const file of [...meta.variants, { url, width: meta.width }]) {
    if (!byWidth.has(file.width)) byWidth.set(file.width, file.url);
  }
  const srcSet = [...byWidth]
    .sort(([a], [b]) => a - b)
    // A space or comma would end a srcset candidate early.
    .map(([width, file]) => `${file.replace(/ /g, '%20').replace(/,/g, '%2C')} ${width}w`)
    .join(', ');
  return { src: url, srcSet, width: meta.width, height: meta.height };
}

/**
 * Where the public files of the Supabase project at `apiUrl` live:
 * `<apiUrl>/storage/v1/object/public/<bucket>/<path>`.
 */
function publicStorageBase(apiUrl: string): string {
  return `${apiUrl.replace(/\/+$/, '')}/storage/v1/object/public/`;
}

/**
 * Images served from the site itself: a production build copies every file of the project's
 * public storage that its prerendered pages show to `/media/<bucket>/<path>` (scripts/site-media.ts)
 * and names the copies in those pages, so a phone loads a story's photo over the connection that
 * brought the page instead of opening one to the Supabase project first (on slow 4G, DNS, TCP and
 * TLS to another host cost about half a second before the first byte of the photo).
 */
export const SITE_MEDIA_PREFIX = '/media/';

/** The site path of a public storage file's copy; null for any other URL. */
export function siteCopyPath(url: string, apiUrl: string): string | null {
  const base = publicStorageBase(apiUrl);
  if (!url.startsWith(base)) return null;
  const path = url.slice(base.length).split(/[?#]/)[0] ?? '';
  return /^[^/]+\/./.test(path) ? `${SITE_MEDIA_PREFIX}${path}` : null;
}

/** The public storage URL a site copy was made from; null for any other path. */
export function storageUrlOfCopy(path: string, apiUrl: string): string | null {
  if (!path.startsWith(SITE_MEDIA_PREFIX)) return null;
  return `${publicStorageBase(apiUrl)}${path.slice(SITE_MEDIA_PREFIX.length)}`;
}

/** What of a story names image files: its logo, its images and their facts with smaller copies. */
export type StoryImages = { logo: string | null; images: string[]; image_meta: Json };

/** A story with every image file URL (logo, images, their copies in `image_meta`) renamed. */
export function withImageUrls<T extends StoryImages>(story: T, rename: (url: string) => string): T {
  const meta: Record<string, ImageMeta> = {};
  for (const [url, entry] of Object.entries(parseImageMeta(story.image_meta))) {
    meta[rename(url)] = {
      ...entry,
      variants: entry.variants.map((variant) => ({ ...variant, url: rename(variant.url) })),
    };
  }
  return {
    ...story,
    logo: story.logo === null ? null : rename(story.logo),
    images: story.images.map(rename),
    image_meta: meta,
  };
}

/** The site copies a story names (paths under `/media/`). */
export function siteCopiesIn(story: StoryImages): string[] {
  const files = storedFiles([story.logo, ...story.images], parseImageMeta(story.image_meta));
  return files.filter((file) => file.startsWith(SITE_MEDIA_PREFIX));
}
