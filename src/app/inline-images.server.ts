/**
 * Small vector images written into a prerendered page (`data:` URLs) instead of named as files.
 * A story's logo is on its page's first screen: on a phone's first visit a request of its own
 * (a new connection on HTTP/1.1) costs more than the few hundred bytes it adds to the page.
 *
 * Only at build time, only SVG files of at most `INLINE_LIMIT` bytes (a vector file serves every
 * size, so nothing is lost; larger ones and photos stay files), and only files the build can read:
 * the site's own (`public/`) or the project's storage (what a site copy `/media/…` copies).
 * Anything else stays a file: this is an optimisation, never a reason to fail a build.
 *
 * A `.server` module: React Router keeps it out of the browser's code.
 */
import svgToMiniDataUri from 'mini-svg-data-uri';

import { storageUrlOfCopy } from '@/lib/case-study-images';

import type { InlineImages } from './case-studies-data';

/** The largest file written into the page: about a tenth of what a first round trip carries. */
export const INLINE_LIMIT = 2048;

const SVG_TYPE = 'image/svg+xml';

type NodeProcess = {
  cwd(): string;
  getBuiltinModule(id: 'node:fs/promises'): { readFile(path: URL): Promise<Uint8Array> };
};

/**
 * Node, where the build runs. The site's types describe browsers only (no Node globals), so the
 * build's process is reached the way the loaders reach its environment.
 */
function nodeProcess(): NodeProcess | null {
  return (globalThis as { process?: NodeProcess }).process ?? null;
}

/** Where the build reads the site's own files: `public/` of the directory it runs in. */
function publicDirectory(): URL | null {
  const node = nodeProcess();
  return node ? new URL('public/', `file://${node.cwd()}/`) : null;
}

/** Where the build reads the files a page names. */
export type ImageSources = {
  /** The Supabase project a site copy (`/media/…`) was copied from. */
  apiUrl: string | undefined;
  /** The site's own files (`public/` of the directory the build runs in). */
  publicDir?: URL | null;
  fetch?: typeof fetch;
};

/** The bytes and type of the file a page names by `url`, or null when the build cannot read it. */
async function readImage(
  url: string,
  { apiUrl, publicDir = publicDirectory(), fetch: fetchImpl = fetch }: ImageSources,
): Promise<{ type: string | null; bytes: Uint8Array } | null> {
  const storageUrl = apiUrl ? storageUrlOfCopy(url, apiUrl) : null;
  const remote = storageUrl ?? (/^https?:\/\//.test(url) ? url : null);
  try {
    if (remote) {
      const response = await fetchImpl(remote, { signal: AbortSignal.timeout(20_000) });
      if (!response.ok) return null;
      const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? null;
      return { type, bytes: new Uint8Array(await response.arrayBuffer()) };
    }
    const node = nodeProcess();
    if (!node || !publicDir || !url.startsWith('/') || url.startsWith('//')) return null;
    // Resolved as a URL: `..` cannot climb out of the directory.
    const file = new URL(`.${new URL(url, 'http://site.invalid').pathname}`, publicDir);
    if (!file.href.startsWith(publicDir.href)) return null;
    const bytes = await node.getBuiltinModule('node:fs/promises').readFile(file);
    return { type: file.pathname.endsWith('.svg') ? SVG_TYPE : null, bytes };
  } catch {
    return null;
  }
}

/**
 * The `data:` URL of each of `urls` that is an SVG file of at most `INLINE_LIMIT` bytes, keyed by
 * the URL.
 */
export async function inlineImagesAtBuild(
  urls: readonly (string | null)[],
  sources: ImageSources,
): Promise<InlineImages> {
  const inline: Record<string, string> = {};
  for (const url of new Set(urls)) {
    // Only a file named as SVG is read at all: a raster logo (the admin stores PNG or WebP) would
    // be downloaded for nothing, on every page that shows it.
    if (!url || !new URL(url, 'http://site.invalid').pathname.endsWith('.svg')) continue;
    const image = await readImage(url, sources);
    if (!image || image.type !== SVG_TYPE || image.bytes.byteLength > INLINE_LIMIT) continue;
    // The form with spaces encoded too: a valid URL, as `src` must hold (browsers forgive spaces,
    // HTML's validator does not).
    inline[url] = svgToMiniDataUri.toSrcset(new TextDecoder().decode(image.bytes));
  }
  return inline;
}
