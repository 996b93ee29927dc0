/**
 * `sitemap.xml` and `robots.txt`, generated at build time from the prerendered paths
 * (src/app/paths.ts), the published case studies (scripts/build-data.ts) and `VITE_SITE_URL`.
 * Wired into vite.config.ts as the `seoFiles()` plugin, so `npm run build` and the end-to-end
 * build both emit them into the client build.
 */
import { type Plugin, loadEnv } from 'vite';

import type { PublishedStory } from './build-data';

/** Paths search engines must not crawl (they are not prerendered either). */
const DISALLOWED_PATHS = ['/auth', '/admin'] as const;

/** One page of the sitemap; `lastmod` is when its content last changed, if known. */
export type SitemapEntry = { path: string; lastmod?: string };

function origin(siteUrl: string): string {
  return new URL(siteUrl).origin;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function buildSitemap(siteUrl: string, entries: readonly (string | SitemapEntry)[]): string {
  const base = origin(siteUrl);
  const urls = entries
    .map((entry) => (typeof entry === 'string' ? { path: entry } : entry))
    .map(({ path, lastmod }) => {
      const loc = `<loc>${escapeXml(new URL(path, `${base}/`).toString())}</loc>`;
      return `  <url>${loc}${lastmod ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : ''}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * The sitemap's pages: every static path, and every published story with its last change. The
 * list page changed when its newest story did.
 */
export function sitemapEntries(
  staticPaths: readonly string[],
  stories: readonly PublishedStory[],
): SitemapEntry[] {
  const newest = stories
    .map((story) => story.updated_at)
    .reduce<string | undefined>((a, b) => (!a || Date.parse(b) > Date.parse(a) ? b : a), undefined);
  return [
    ...staticPaths.map((path) =>
      path === '/case-studies' && newest ? { path, lastmod: newest } : { path },
    ),
    ...stories.map((story) => ({ path: `/case-studies/${story.slug}`, lastmod: story.updated_at })),
  ];
}

export function buildRobots(siteUrl: string): string {
  const disallow = DISALLOWED_PATHS.map((path) => `Disallow: ${path}`).join('\n');
  return `User-agent: *\nAllow: /\n${disallow}\n\nSitemap: ${origin(siteUrl)}/sitemap.xml\n`;
}

const DEFAULT_SITE_URL = 'http://localhost:5173';

/** Emits sitemap.xml and robots.txt into the client build. */
export function seoFiles(
  staticPaths: readonly string[],
  stories: () => Promise<PublishedStory[]>,
): Plugin {
  let siteUrl = DEFAULT_SITE_URL;
  return {
    name: 'seo-files',
    apply: 'build',
    configResolved(config) {
      const env = loadEnv(config.mode, config.envDir || process.cwd(), 'VITE_');
      siteUrl = env.VITE_SITE_URL?.trim() || DEFAULT_SITE_URL;
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: buildSitemap(siteUrl, sitemapEntries(staticPaths, await stories())),
      });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: buildRobots(siteUrl) });
    },
  };
}
