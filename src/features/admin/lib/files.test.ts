import { describe, expect, it } from 'vitest';

import { isImage, storageFileName, storagePathFromUrl, variantFileName } from './files';

describe('storageFileName', () => {
  it('is a random number plus the extension of the stored type', () => {
    const number = Math.floor(0.5 * Number.MAX_SAFE_INTEGER);
    expect(storageFileName('image/webp', 'image', () => 0.5)).toBe(`${number}.webp`);
    expect(storageFileName('image/jpeg', 'image', () => 0.5)).toBe(`${number}.jpg`);
  });

  it('prefixes logos with logo-', () => {
    expect(storageFileName('image/png', 'logo', () => 0.25)).toBe(
      `logo-${Math.floor(0.25 * Number.MAX_SAFE_INTEGER)}.png`,
    );
  });

  it('gives different names to two uploads', () => {
    expect(storageFileName('image/webp', 'image')).not.toBe(storageFileName('image/webp', 'image'));
  });
});

describe('variantFileName', () => {
  it('adds the width before the extension', () => {
    expect(variantFileName('123.webp', 800)).toBe('123-800w.webp');
    expect(variantFileName('logo-9.png', 400)).toBe('logo-9-400w.png');
  });
});

describe('storagePathFromUrl', () => {
  it('is the last path segment of the public URL', () => {
    expect(
      storagePathFromUrl('http://127.0.0.1:54321/storage/v1/object/public/case-studies/123.png'),
    ).toBe('123.png');
    expect(
      storagePathFromUrl(
        'https://x.supabase.co/storage/v1/object/public/case-studies/logo-9.png?v=1',
      ),
    ).toBe('logo-9.png');
  });

  it('is null for something that is not a URL', () => {
    expect(storagePathFromUrl('not a url')).toBeNull();
    // Files of the site itself (seed data) are never taken for bucket objects.
    expect(storagePathFromUrl('/case-studies/brenner-1.png')).toBeNull();
  });
});

describe('isImage', () => {
  it('accepts image types only', () => {
    expect(isImage({ type: 'image/png' })).toBe(true);
    expect(isImage({ type: 'application/pdf' })).toBe(false);
    expect(isImage({ type: '' })).toBe(false);
  });
});
