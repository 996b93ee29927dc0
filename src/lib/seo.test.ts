import { describe, expect, it } from 'vitest';

import { pageMeta } from './seo';

describe('pageMeta', () => {
  it('gives each page its title, description, canonical URL and Open Graph tags', () => {
    const tags = pageMeta({
      title: 'About',
      description: 'Who we are',
      path: '/about',
      siteName: 'Acme',
    });
    expect(tags).toContainEqual({ title: 'About | Acme' });
    expect(tags).toContainEqual({ name: 'description', content: 'Who we are' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'http://localhost:5173/about',
    });
    expect(tags).toContainEqual({ property: 'og:url', content: 'http://localhost:5173/about' });
    expect(tags).not.toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
  });

  it('marks private pages noindex', () => {
    const tags = pageMeta({
      title: 'x',
      description: 'y',
      path: '/auth',
      siteName: 'A',
      noIndex: true,
    });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
  });

  it('gives indexable pages the default social preview image unless one is set', () => {
    const base = { title: 't', description: 'd', path: '/x', siteName: 'A' };
    expect(pageMeta(base)).toContainEqual({
      property: 'og:image',
      content: 'http://localhost:5173/og-image.png',
    });
    expect(pageMeta({ ...base, image: '/custom.png' })).toContainEqual({
      property: 'og:image',
      content: 'http://localhost:5173/custom.png',
    });
    expect(
      pageMeta({ ...base, noIndex: true }).some(
        (t) => 'property' in t && t.property === 'og:image',
      ),
    ).toBe(false);
  });
});
