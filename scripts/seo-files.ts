/**
 * `sitemap.xml` and `robots.txt`, generated at build time from the prerendered paths
 * (src/app/paths.ts) and `VITE_SITE_URL`. Wired into vite.config.ts as the `seoFiles()` plugin, so
 * `npm run build` and the end-to-end build both emit them into the client build.
 */
import { type Plugin, loadEnv } from 'vite';

/** Paths search engines must not crawl (they are not prerendered either). */
export const DISALLOWED_PATHS = ['/auth', '/admin'] as const;

function origin(siteUrl: string): string {
  return new URL(siteUrl).origin;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function buildSitemap(siteUrl: string, paths: readonly string[]): string {
  const base = origin(siteUrl);
  const urls = paths
    .map((path) => `  <url><loc>${escapeXml(new URL(path, `${base}/`).toString())}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function buildRobots(siteUrl: string): string {
  const disallow = DISALLOWED_PATHS.map((path) => `Disallow: ${path}`).join('\n');
  return `User-agent: *\nAllow: /\n${disallow}\n\nSitemap: ${origin(siteUrl)}/sitemap.xml\n`;
}

const DEFAULT_SITE_URL = 'http://localhost:5173';

/** Emits sitemap.xml and robots.txt into the client build. */
export function seoFiles(paths: readonly string[]): Plugin {
  let siteUrl = DEFAULT_SITE_URL;
  return {
    name: 'seo-files',
    apply: 'build',
    configResolved(config) {
      const env = loadEnv(config.mode, config.envDir || process.cwd(), 'VITE_');
      siteUrl = env.VITE_SITE_URL?.trim() || DEFAULT_SITE_URL;
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: buildSitemap(siteUrl, paths),
      });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: buildRobots(siteUrl) });
    },
  };
}
