import { describe, expect, it } from 'vitest';

import {
  parseImageMeta,
  pickImageMeta,
  responsiveSource,
  siteCopiesIn,
  siteCopyPath,
  storageUrlOfCopy,
  storedFiles,
  withImageUrls,
} from './case-study-images';

const BASE = 'http://127.0.0.1:54321/storage/v1/object/public/case-studies';
const photo = {
  width: 1600,
  height: 1200,
  variants: [{ url: `${BASE}/1-800w.webp`, width: 800, height: 600 }],
};

describe('parseImageMeta', () => {
  it('reads the stored facts per URL', () => {
    expect(parseImageMeta({ [`${BASE}/1.webp`]: photo })).toEqual({ [`${BASE}/1.webp`]: photo });
  });

  it('leaves out entries of the wrong shape instead of failing', () => {
    expect(
      parseImageMeta({
        a: { width: 0, height: 10, variants: [] },
        b: { width: 10, height: '10' },
        c: 'nope',
        d: {
          width: 10,
          height: 5,
          variants: [
            { url: 'x', width: 5 },
            { url: 'y', width: 4, height: 2 },
          ],
        },
        e: { width: 10, height: 5 },
      }),
    ).toEqual({
      d: { width: 10, height: 5, variants: [{ url: 'y', width: 4, height: 2 }] },
      e: { width: 10, height: 5, variants: [] },
    });
    expect(parseImageMeta(null)).toEqual({});
    expect(parseImageMeta([])).toEqual({});
    expect(parseImageMeta(undefined)).toEqual({});
  });
});

describe('pickImageMeta', () => {
  it('keeps the entries of the given URLs only', () => {
    const meta = { a: photo, b: photo };
    expect(pickImageMeta(meta, ['b', null, 'c'])).toEqual({ b: photo });
  });
});

describe('storedFiles', () => {
  it('is every URL with its smaller copies, each once', () => {
    const meta = { [`${BASE}/1.webp`]: photo };
    expect(storedFiles([`${BASE}/1.webp`, '/legacy.png', null, `${BASE}/1.webp`], meta)).toEqual([
      `${BASE}/1.webp`,
      `${BASE}/1-800w.webp`,
      '/legacy.png',
    ]);
  });
});

describe('responsiveSource', () => {
  it('offers every stored copy by width, smallest first, with the size of the largest', () => {
    expect(responsiveSource(`${BASE}/1.webp`, photo)).toEqual({
      src: `${BASE}/1.webp`,
      srcSet: `${BASE}/1-800w.webp 800w, ${BASE}/1.webp 1600w`,
      width: 1600,
      height: 1200,
    });
  });

  it('is the single file as it is when nothing is known of it', () => {
    expect(responsiveSource('/case-studies/brenner-1.png', undefined)).toEqual({
      src: '/case-studies/brenner-1.png',
    });
  });

  it('escapes what would end a srcset candidate early', () => {
    const meta = { width: 10, height: 10, variants: [] };
    expect(responsiveSource('https://x/a b,c.webp', meta).srcSet).toBe(
      'https://x/a%20b%2Cc.webp 10w',
    );
  });
});

describe('site copies of stored images', () => {
  const API = 'http://127.0.0.1:54321';

  it('names a public storage file /media/<bucket>/<file>, and leads back to it', () => {
    expect(siteCopyPath(`${BASE}/1-800w.webp`, API)).toBe('/media/case-studies/1-800w.webp');
    expect(siteCopyPath(`${BASE}/1.webp`, `${API}/`)).toBe('/media/case-studies/1.webp');
    expect(siteCopyPath(`${BASE}/1.webp?v=2#x`, API)).toBe('/media/case-studies/1.webp');
    expect(storageUrlOfCopy('/media/case-studies/1.webp', API)).toBe(`${BASE}/1.webp`);
  });

  it('leaves everything else alone', () => {
    expect(siteCopyPath('/case-studies/brenner-1.png', API)).toBeNull();
    expect(siteCopyPath(`${BASE}/1.webp`, 'https://other.supabase.co')).toBeNull();
    expect(siteCopyPath(`${API}/storage/v1/object/sign/case-studies/1.webp`, API)).toBeNull();
    expect(siteCopyPath(`${API}/storage/v1/object/public/case-studies`, API)).toBeNull();
    expect(storageUrlOfCopy('/case-studies/brenner-1.png', API)).toBeNull();
  });

  it('renames every file of a story: logo, images and their smaller copies', () => {
    const story = {
      id: 'a',
      logo: `${BASE}/logo.webp`,
      images: [`${BASE}/1.webp`, '/case-studies/brenner-1.png'],
      image_meta: { [`${BASE}/1.webp`]: photo },
    };
    const renamed = withImageUrls(story, (url) => siteCopyPath(url, API) ?? url);
    expect(renamed).toEqual({
      id: 'a',
      logo: '/media/case-studies/logo.webp',
      images: ['/media/case-studies/1.webp', '/case-studies/brenner-1.png'],
      image_meta: {
        '/media/case-studies/1.webp': {
          ...photo,
          variants: [{ url: '/media/case-studies/1-800w.webp', width: 800, height: 600 }],
        },
      },
    });
    expect(siteCopiesIn(renamed)).toEqual([
      '/media/case-studies/logo.webp',
      '/media/case-studies/1.webp',
      '/media/case-studies/1-800w.webp',
    ]);
    expect(siteCopiesIn(story)).toEqual([]);
  });
});
