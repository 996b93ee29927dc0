// @vitest-environment node
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

import { storageStandIn } from '@/testing/storage-stand-in';
import { tempFolders } from '@/testing/temp-folders';

import { INLINE_LIMIT, inlineImagesAtBuild } from './inline-images.server';

const API = 'https://project.supabase.co';
const STORAGE = `${API}/storage/v1/object/public`;

/** A small logo as the seeded stories have them. */
const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64">' +
  '<rect x="4" y="8" width="48" height="48" rx="12" fill="#0f766e"/>' +
  '<text x="64" y="40" font-family="Arial, sans-serif" fill="#1f2937">Acme &amp; Co</text></svg>';

/** An SVG one byte over the limit. */
const LARGE = `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(INLINE_LIMIT)}</svg>`.slice(
  0,
  INLINE_LIMIT + 1,
);

const publicFolder = tempFolders('inline-images-');

/** The site's `public/` folder holding `files`, as the URL the build reads it by. */
function publicDir(files: Record<string, string>): URL {
  return new URL(`${pathToFileURL(publicFolder(files)).href}/`);
}

/** The SVG text a `data:` URL carries, as the browser reads it. */
async function svgOf(dataUrl: string | undefined): Promise<string> {
  const response = await fetch(dataUrl ?? 'data:,');
  expect(response.headers.get('content-type')).toBe('image/svg+xml');
  return response.text();
}

describe('inlineImagesAtBuild', () => {
  it('writes a small SVG of the site into the page', async () => {
    const dir = publicDir({ 'case-studies/acme-logo.svg': LOGO });
    const inline = await inlineImagesAtBuild(['/case-studies/acme-logo.svg'], {
      apiUrl: API,
      publicDir: dir,
    });
    expect(Object.keys(inline)).toEqual(['/case-studies/acme-logo.svg']);
    const svg = await svgOf(inline['/case-studies/acme-logo.svg']);
    // The encoder writes attributes in single quotes (no escaping in a double-quoted `src`).
    expect(svg.replaceAll("'", '"')).toBe(LOGO);
  });

  it('reads a site copy of a stored file from the project storage it was copied from', async () => {
    const stored = storageStandIn({
      [`${STORAGE}/case-studies/logo-1.svg`]: { body: LOGO, type: 'image/svg+xml' },
    });
    const inline = await inlineImagesAtBuild(['/media/case-studies/logo-1.svg'], {
      apiUrl: API,
      publicDir: publicDir({}),
      fetch: stored.fetch,
    });
    expect(stored.asked).toEqual([`${STORAGE}/case-studies/logo-1.svg`]);
    expect(await svgOf(inline['/media/case-studies/logo-1.svg'])).toContain('Acme &amp; Co');
  });

  it('leaves files: larger than the limit, not SVG, missing, outside the site, unreadable', async () => {
    const dir = publicDir({
      'large.svg': LARGE,
      'small.png': 'PNG',
      'svg-named.txt': LOGO,
    });
    const stored = storageStandIn({
      [`${STORAGE}/case-studies/photo.webp`]: { body: 'RIFF', type: 'image/webp' },
    });
    const urls = [
      null,
      '/large.svg',
      '/small.png',
      '/svg-named.txt',
      '/missing.svg',
      '/../outside.svg',
      '//elsewhere.example/logo.svg',
      '/media/case-studies/photo.webp',
      '/media/case-studies/gone.svg',
    ];
    const inline = await inlineImagesAtBuild(urls, {
      apiUrl: API,
      publicDir: dir,
      fetch: stored.fetch,
    });
    expect(inline).toEqual({});
    // A file not named as SVG is not even downloaded.
    expect(stored.asked).toEqual([`${STORAGE}/case-studies/gone.svg`]);
  });

  it('writes in a file of exactly the limit', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"></svg>`;
    const exact = svg.replace('></svg>', `>${' '.repeat(INLINE_LIMIT - svg.length)}</svg>`);
    expect(exact).toHaveLength(INLINE_LIMIT);
    const inline = await inlineImagesAtBuild(['/exact.svg'], {
      apiUrl: undefined,
      publicDir: publicDir({ 'exact.svg': exact }),
    });
    expect(Object.keys(inline)).toEqual(['/exact.svg']);
  });
});
