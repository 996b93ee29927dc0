import { describe, expect, it } from 'vitest';

import { fallbackMeta, pageMeta } from './seo';

describe('pageMeta', () => {
  it('gives each page its title, description, canonical URL and Open Graph tags', () => {
    const tags = pageMeta({
      title: 'About',
      description: 'Who we are',
      path: '/about',
      siteName: 'Acme',
      locale: 'en' as const,
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
      locale: 'en' as const,
      noIndex: true,
    });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
  });

  it('gives every page the default social preview image and its alt text unless one is set', () => {
    const base = { title: 't', description: 'd', path: '/x', siteName: 'A', locale: 'en' as const };
    for (const tags of [pageMeta(base), pageMeta({ ...base, noIndex: true })]) {
      expect(tags).toContainEqual({
        property: 'og:image',
        content: 'http://localhost:5173/og-image.png',
      });
      expect(tags).toContainEqual({
        property: 'og:image:alt',
        content: expect.stringMatching(/^Northlight AI: AI agents that take the busywork/),
      });
      expect(tags).toContainEqual({
        name: 'twitter:image:alt',
        content: expect.stringMatching(/^Northlight AI: AI agents that take the busywork/),
      });
    }
    const custom = pageMeta({ ...base, image: { src: '/custom.png', alt: 'A custom picture' } });
    expect(custom).toContainEqual({
      property: 'og:image',
      content: 'http://localhost:5173/custom.png',
    });
    expect(custom).toContainEqual({ property: 'og:image:alt', content: 'A custom picture' });
    expect(custom).toContainEqual({ name: 'twitter:image:alt', content: 'A custom picture' });
  });

  it('names the locale of the pages for Open Graph', () => {
    const tags = pageMeta({
      title: 't',
      description: 'd',
      path: '/x',
      siteName: 'A',
      locale: 'en' as const,
    });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'en_US' });
  });
});

describe('pageMeta of the two editions', () => {
  const about = { title: 'Über uns', description: 'Wer wir sind', path: '/about', siteName: 'A' };
  const alternates = (tags: ReturnType<typeof pageMeta>) =>
    tags.filter((tag) => 'rel' in tag && tag.rel === 'alternate');

  it('gives a German page its own canonical URL, German Open Graph locale and both alternates', () => {
    const tags = pageMeta({ ...about, locale: 'de' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'http://localhost:5173/de/about',
    });
    expect(tags).toContainEqual({ property: 'og:url', content: 'http://localhost:5173/de/about' });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'de_DE' });
    expect(tags).toContainEqual({ property: 'og:locale:alternate', content: 'en_US' });
    expect(alternates(tags)).toEqual([
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'http://localhost:5173/about' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'de', href: 'http://localhost:5173/de/about' },
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'x-default',
        href: 'http://localhost:5173/about',
      },
    ]);
  });

  it('gives both editions the same alternates, so each names the other (reciprocal)', () => {
    expect(alternates(pageMeta({ ...about, locale: 'en' }))).toEqual(
      alternates(pageMeta({ ...about, locale: 'de' })),
    );
    expect(alternates(pageMeta({ ...about, path: '/', locale: 'de' }))).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'de',
      href: 'http://localhost:5173/de',
    });
  });

  it('points a German page without German content at the English one and claims no German', () => {
    const tags = pageMeta({ ...about, path: '/case-studies/x', locale: 'de', editions: ['en'] });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'http://localhost:5173/case-studies/x',
    });
    expect(alternates(tags).map((tag) => 'hrefLang' in tag && tag.hrefLang)).toEqual([
      'en',
      'x-default',
    ]);
  });

  it('gives a never-indexed page no alternates', () => {
    expect(alternates(pageMeta({ ...about, locale: 'de', noIndex: true }))).toEqual([]);
  });
});

describe('fallbackMeta', () => {
  it('gives the SPA fallback the site title, description and social card without a canonical URL', () => {
    const tags = fallbackMeta({
      title: 'Home title',
      description: 'What we do',
      siteName: 'A',
      locale: 'en' as const,
    });
    expect(tags).toContainEqual({ title: 'A – Home title' });
    expect(tags).toContainEqual({ name: 'description', content: 'What we do' });
    expect(tags).toContainEqual({ property: 'og:url', content: 'http://localhost:5173/' });
    expect(tags).toContainEqual({
      property: 'og:image',
      content: 'http://localhost:5173/og-image.png',
    });
    expect(tags.some((tag) => 'rel' in tag && tag.rel === 'canonical')).toBe(false);
    expect(tags.some((tag) => 'name' in tag && tag.name === 'robots')).toBe(false);
  });
});

describe('pageMeta for shared links and structured data', () => {
  const base = {
    title: 'Story',
    description: 'What happened',
    path: '/case-studies/x',
    siteName: 'A',
    locale: 'en' as const,
  };

  it('gives Twitter the same title, description and absolute image as Open Graph', () => {
    const tags = pageMeta({ ...base, image: { src: '/img.png', alt: 'A photo' } });
    expect(tags).toContainEqual({ name: 'twitter:title', content: 'Story | A' });
    expect(tags).toContainEqual({ name: 'twitter:description', content: 'What happened' });
    expect(tags).toContainEqual({
      name: 'twitter:image',
      content: 'http://localhost:5173/img.png',
    });
    expect(tags).toContainEqual({ property: 'og:image:alt', content: 'A photo' });
    expect(tags).toContainEqual({ name: 'twitter:image:alt', content: 'A photo' });
  });

  it('keeps an image that is already absolute', () => {
    const tags = pageMeta({
      ...base,
      image: { src: 'https://cdn.example.com/a.webp', alt: 'A photo' },
    });
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
