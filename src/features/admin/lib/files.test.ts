import { describe, expect, it } from 'vitest';

import { isImage, storageFileName, storagePathFromUrl } from './files';

describe('storageFileName', () => {
  it('is a random number plus the original extension', () => {
    const name = storageFileName(
      { name: 'Team Photo.JPG', type: 'image/jpeg' },
      'image',
      () => 0.5,
    );
    expect(name).toBe(`${Math.floor(0.5 * Number.MAX_SAFE_INTEGER)}.jpg`);
    expect(name).toMatch(/^\d+\.jpg$/);
  });

  it('prefixes logos with logo-', () => {
    expect(storageFileName({ name: 'acme.logo.png', type: 'image/png' }, 'logo', () => 0.25)).toBe(
      `logo-${Math.floor(0.25 * Number.MAX_SAFE_INTEGER)}.png`,
    );
  });

  it('takes the extension from the type when the name has none', () => {
    expect(storageFileName({ name: 'screenshot', type: 'image/webp' }, 'image')).toMatch(
      /^\d+\.webp$/,
    );
  });

  it('gives different names to two uploads of the same file', () => {
    const file = { name: 'a.png', type: 'image/png' };
    expect(storageFileName(file, 'image')).not.toBe(storageFileName(file, 'image'));
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
  });
});

describe('isImage', () => {
  it('accepts image types only', () => {
    expect(isImage({ type: 'image/png' })).toBe(true);
    expect(isImage({ type: 'application/pdf' })).toBe(false);
    expect(isImage({ type: '' })).toBe(false);
  });
});
