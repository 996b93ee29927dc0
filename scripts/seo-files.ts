/**
 * `sitemap.xml` and `robots.txt`, generated at build time from the prerendered paths
 * (src/app/paths.ts), the published case studies (scripts/build-data.ts) and `VITE_SITE_URL`.
 * Wired into vite.config.ts as the `seoFiles()` plugin, so `npm run build` and the end-to-end
 * build both emit them into the client build.
 */
import { type Plugin, loadEnv } from 'vite';

import {
  type Locale,
  defaultEdition,
  languageTags,
  locales,
  localizedPath,
} from '../src/lib/locale.ts';
import type { PublishedStory } from './build-data';

/** The path of every page a `sitemap.xml` lists (its `<loc>` addresses, in order). */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
}

/** Paths search engines must not crawl (they are not prerendered either). */
const DISALLOWED_PATHS = ['/auth', '/admin'] as const;

/**
 * One page of the sitemap; `lastmod` is when its content last changed, if known; `alternates` the
 * page in each language it exists in, and `x-default` (written as `xhtml:link` elements).
 */
export type SitemapEntry = {
  path: string;
  lastmod?: string;
  alternates?: { hreflang: string; path: string }[];
};

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
    .map(({ path, lastmod, alternates = [] }) => {
      const url = (p: string) => escapeXml(new URL(p, `${base}/`).toString());
      const loc = `<loc>${url(path)}</loc>`;
      const date = lastmod ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : '';
      const links = alternates
        .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${url(a.path)}"/>`)
        .join('');
      return `  <url>${loc}${date}${links}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

/**
 * A page in each of `editions`, each entry naming all of them and `x-default` (the English page,
 * or the only edition) as its alternates: the reciprocal pairs search engines ask for.
 */
function editionEntries(path: string, editions: readonly Locale[], lastmod?: string) {
  const alternates = [
    ...editions.map((edition) => ({
      hreflang: languageTags[edition].html,
      path: localizedPath(path, edition),
    })),
    { hreflang: 'x-default', path: localizedPath(path, defaultEdition(editions)) },
  ];
  return editions.map((edition) => ({
    path: localizedPath(path, edition),
    ...(lastmod ? { lastmod } : {}),
    alternates,
  }));
}

/**
 * The sitemap's pages: every static page (given by its English path) in both editions, and every
 * published story with its last change, in each language it is written in. The list page
 * changed when its newest story did.
 */
export function sitemapEntries(
  staticPaths: readonly string[],
  stories: readonly PublishedStory[],
): SitemapEntry[] {
  const newest = stories
    .map((story) => story.updated_at)
    .reduce<string | undefined>((a, b) => (!a || Date.parse(b) > Date.parse(a) ? b : a), undefined);
  return [
    ...staticPaths.flatMap((path) =>
      editionEntries(path, locales, path === '/case-studies' ? newest : undefined),
    ),
    ...stories.flatMap((story) =>
      editionEntries(`/case-studies/${story.slug}`, story.languages, story.updated_at),
    ),
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
