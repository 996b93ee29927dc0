// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { storageStandIn } from '../src/testing/storage-stand-in';
import { tempFolders } from '../src/testing/temp-folders';

import { copySiteMediaInBuild, SiteMediaError, siteCopiesNamed } from './site-media';

const API = 'https://project.supabase.co';
const STORAGE = `${API}/storage/v1/object/public`;

/** A prerendered story page as React Router writes it: attributes, srcset, JSON-LD, route data. */
const PAGE = `<!DOCTYPE html><html><head>
<link rel="preload" as="image" imageSrcSet="/media/case-studies/1-800w.webp 800w, /media/case-studies/1.webp 1200w"/>
<meta property="og:image" content="https://www.example.org/media/case-studies/1.webp"/>
<script type="application/ld+json">{"image":["https://www.example.org/media/case-studies/1.webp"]}</script>
</head><body><img src="/media/case-studies/1.webp" srcSet="/media/case-studies/1-800w.webp 800w"/>
<img src="/case-studies/brenner-1.png"/>
<script>window.__reactRouterContext.streamController.enqueue("[\\"/media/case-studies/logo-2.webp\\",{\\"url\\":\\"/media/case-studies/logo-2-400w.webp\\"}]");</script>
</body></html>`;

/** A client build folder holding `files`. */
const build = tempFolders('site-media-');

describe('siteCopiesNamed', () => {
  it('finds each site copy a page names, wherever it stands, once', () => {
    expect(siteCopiesNamed(PAGE).sort()).toEqual([
      '/media/case-studies/1-800w.webp',
      '/media/case-studies/1.webp',
      '/media/case-studies/logo-2-400w.webp',
      '/media/case-studies/logo-2.webp',
    ]);
  });
});

describe('copySiteMediaInBuild', () => {
  it('downloads every file the pages and their data name into the build', async () => {
    const client = build({
      'case-studies/one/index.html': PAGE,
      'case-studies/one.data': '[{"images":["/media/case-studies/2.webp"]}]',
      'assets/app.js': '"/media/case-studies/not-a-page.webp"',
    });
    const files = {
      [`${STORAGE}/case-studies/1.webp`]: 'one',
      [`${STORAGE}/case-studies/1-800w.webp`]: 'one small',
      [`${STORAGE}/case-studies/2.webp`]: 'two',
      [`${STORAGE}/case-studies/logo-2.webp`]: 'logo',
      [`${STORAGE}/case-studies/logo-2-400w.webp`]: 'logo small',
    };
    const { fetch, asked } = storageStandIn(files);
    const copied = await copySiteMediaInBuild(client, API, fetch);
    expect(copied).toHaveLength(5);
    expect(asked.sort()).toEqual(Object.keys(files).sort());
    for (const [url, body] of Object.entries(files)) {
      const file = join(client, 'media', url.slice(`${STORAGE}/`.length));
      expect(readFileSync(file, 'utf8')).toBe(body);
    }
    expect(existsSync(join(client, 'media/case-studies/not-a-page.webp'))).toBe(false);
  });

  it('fails the build when a file a page shows cannot be downloaded', async () => {
    const client = build({ 'index.html': '<img src="/media/case-studies/gone.webp">' });
    await expect(copySiteMediaInBuild(client, API, storageStandIn({}).fetch)).rejects.toThrow(
      new SiteMediaError(
        `Cannot copy ${STORAGE}/case-studies/gone.webp into the build: the storage answered 404.`,
      ),
    );
  });

  it('never writes outside the build, nor asks for what a page cannot name', async () => {
    const outside = '/media/case-studies/%2e%2e/%2e%2e/%2e%2e/x.webp';
    const { fetch, asked } = storageStandIn({});
    await expect(
      copySiteMediaInBuild(build({ 'a.html': `<img src="${outside}">` }), API, fetch),
    ).rejects.toThrow(new SiteMediaError(`A page names a file outside the build: ${outside}`));
    await expect(
      copySiteMediaInBuild(
        build({ 'a.html': '<img src="/media/case-studies/%zz.webp">' }),
        API,
        fetch,
      ),
    ).rejects.toThrow(
      new SiteMediaError('A page names a file by a malformed path: /media/case-studies/%zz.webp'),
    );
    expect(asked).toEqual([]);
  });

  it('copies nothing for pages without stored images', async () => {
    const { fetch, asked } = storageStandIn({});
    expect(
      await copySiteMediaInBuild(
        build({ 'index.html': PAGE.replace(/\/media\//g, '/') }),
        API,
        fetch,
      ),
    ).toEqual([]);
    expect(asked).toEqual([]);
  });
});
