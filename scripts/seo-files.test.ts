import { describe, expect, it } from 'vitest';

import { prerenderedPaths } from '../src/app/paths';
import { buildRobots, buildSitemap } from './seo-files';

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
