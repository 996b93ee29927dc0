import { describe, expect, it } from 'vitest';

import { prerenderedPaths } from '../src/app/paths';
import { buildRobots, buildSitemap, sitemapEntries } from './seo-files';

describe('sitemap.xml', () => {
  it('lists every prerendered path as an absolute URL of the site', () => {
    const xml = buildSitemap('https://www.example.com/', prerenderedPaths);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(prerenderedPaths.map((p) => `https://www.example.com${p}`));
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).not.toContain('/auth');
    expect(xml).not.toContain('/admin');
  });
});

describe('sitemap entries of the published case studies', () => {
  const stories = [
    {
      id: 'a',
      slug: 'first-story',
      updated_at: '2026-01-10T08:00:00.5+00:00',
      old_slugs: ['earlier-name'],
    },
    { id: 'b', slug: 'second-story', updated_at: '2026-03-01T12:30:00+00:00', old_slugs: [] },
  ];

  it('lists each story by its slug with its last change, after the static pages; never a redirect', () => {
    const xml = buildSitemap('https://www.example.com', sitemapEntries(['/', '/about'], stories));
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]);
    expect(urls).toEqual([
      '<loc>https://www.example.com/</loc>',
      '<loc>https://www.example.com/about</loc>',
      '<loc>https://www.example.com/case-studies/first-story</loc><lastmod>2026-01-10T08:00:00.500Z</lastmod>',
      '<loc>https://www.example.com/case-studies/second-story</loc><lastmod>2026-03-01T12:30:00.000Z</lastmod>',
    ]);
    // The other addresses of a story (its id, an earlier slug) only redirect to it.
    expect(xml).not.toContain('earlier-name');
    expect(xml).not.toMatch(/case-studies\/[ab]</);
  });

  it('dates the list page by its newest story, and leaves it undated without stories', () => {
    expect(sitemapEntries(['/case-studies'], stories)[0]).toEqual({
      path: '/case-studies',
      lastmod: '2026-03-01T12:30:00+00:00',
    });
    expect(sitemapEntries(['/case-studies'], [])).toEqual([{ path: '/case-studies' }]);
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
