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

describe('pageMeta for shared links and structured data', () => {
  const base = {
    title: 'Story',
    description: 'What happened',
    path: '/case-studies/x',
    siteName: 'A',
  };

  it('gives Twitter the same title, description and absolute image as Open Graph', () => {
    const tags = pageMeta({ ...base, image: '/img.png', imageAlt: 'A photo' });
    expect(tags).toContainEqual({ name: 'twitter:title', content: 'Story | A' });
    expect(tags).toContainEqual({ name: 'twitter:description', content: 'What happened' });
    expect(tags).toContainEqual({
      name: 'twitter:image',
      content: 'http://localhost:5173/img.png',
    });
    expect(tags).toContainEqual({ property: 'og:image:alt', content: 'A photo' });
  });

  it('keeps an image that is already absolute', () => {
    const tags = pageMeta({ ...base, image: 'https://cdn.example.com/a.webp' });
    expect(tags).toContainEqual({
      property: 'og:image',
      content: 'https://cdn.example.com/a.webp',
    });
  });

  it('marks articles with their type and last change', () => {
    const tags = pageMeta({ ...base, type: 'article', modifiedTime: '2026-01-02T03:04:05Z' });
    expect(tags).toContainEqual({ property: 'og:type', content: 'article' });
    expect(tags).toContainEqual({
      property: 'article:modified_time',
      content: '2026-01-02T03:04:05Z',
    });
  });

  it('adds structured data with the schema.org context', () => {
    const tags = pageMeta({ ...base, jsonLd: { '@type': 'Article', headline: 'Story' } });
    expect(tags).toContainEqual({
      'script:ld+json': { '@context': 'https://schema.org', '@type': 'Article', headline: 'Story' },
    });
  });
});
