import { describe, expect, it } from 'vitest';

import { prerenderedPaths, publicPaths } from '../src/app/paths';
import { buildRobots, buildSitemap, sitemapEntries, sitemapPaths } from './seo-files';

describe('sitemap.xml', () => {
  it('lists every prerendered path, both editions, as an absolute URL of the site', () => {
    const xml = buildSitemap('https://www.example.com/', sitemapEntries(publicPaths, []));
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(prerenderedPaths.map((p) => `https://www.example.com${p}`).sort());
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).not.toContain('/auth');
    expect(xml).not.toContain('/admin');
  });

  it('reads back as the paths it was written from (the e2e suite and bench:pages walk them)', () => {
    const xml = buildSitemap('https://www.example.com/', sitemapEntries(publicPaths, []));
    expect(sitemapPaths(xml).sort()).toEqual([...prerenderedPaths].sort());
  });
});

describe('sitemap entries of the published case studies', () => {
  const stories = [
    {
      id: 'a',
      slug: 'first-story',
      updated_at: '2026-01-10T08:00:00.5+00:00',
      old_slugs: ['earlier-name'],
      languages: ['en' as const],
    },
    {
      id: 'b',
      slug: 'second-story',
      updated_at: '2026-03-01T12:30:00+00:00',
      old_slugs: [],
      languages: ['en' as const, 'de' as const],
    },
  ];
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('lists each story in the languages it is written in, after the static pages; never a redirect', () => {
    const xml = buildSitemap('https://www.example.com', sitemapEntries(['/', '/about'], stories));
    expect(locs(xml)).toEqual([
      'https://www.example.com/',
      'https://www.example.com/de',
      'https://www.example.com/about',
      'https://www.example.com/de/about',
      'https://www.example.com/case-studies/first-story',
      'https://www.example.com/case-studies/second-story',
      'https://www.example.com/de/case-studies/second-story',
    ]);
    expect(xml).toContain(
      '<loc>https://www.example.com/case-studies/first-story</loc><lastmod>2026-01-10T08:00:00.500Z</lastmod>',
    );
    // The other addresses of a story (its id, an earlier slug) only redirect to it.
    expect(xml).not.toContain('earlier-name');
    expect(xml).not.toMatch(/case-studies\/[ab]</);
  });

  it('dates the list page by its newest story, and leaves it undated without stories', () => {
    expect(sitemapEntries(['/case-studies'], stories)[0]).toMatchObject({
      path: '/case-studies',
      lastmod: '2026-03-01T12:30:00+00:00',
    });
    expect(sitemapEntries(['/case-studies'], [])[0]).not.toHaveProperty('lastmod');
  });

  it('names each page’s editions and x-default as xhtml:link alternates, the same on each edition', () => {
    const xml = buildSitemap('https://www.example.com', sitemapEntries(['/about'], stories));
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1] ?? '');
    const alternates = (url: string) =>
      url.replace(/<loc>.*?<\/loc>(<lastmod>.*?<\/lastmod>)?/, '');
    expect(alternates(urls[0] ?? '')).toBe(
      '<xhtml:link rel="alternate" hreflang="en" href="https://www.example.com/about"/>' +
        '<xhtml:link rel="alternate" hreflang="de" href="https://www.example.com/de/about"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/about"/>',
    );
    expect(alternates(urls[1] ?? '')).toBe(alternates(urls[0] ?? ''));
    // A story written in English only claims no German page.
    expect(urls[2]).not.toContain('hreflang="de"');
  });
});

describe('robots.txt', () => {
  it('keeps /auth and /admin out and points to the sitemap', () => {
    const robots = buildRobots('http://127.0.0.1:4201');
    expect(robots.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /auth',
        'Disallow: /admin',
        'Sitemap: http://127.0.0.1:4201/sitemap.xml',
      ]),
    );
  });
});
