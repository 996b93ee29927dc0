/**
 * Where a prerendered page lives in the client build: `/` in `index.html`, every other path in
 * `<path>.html` (`/about` → `about.html`, `/de` → `de.html`, `/case-studies/x` →
 * `case-studies/x.html`). Cloudflare Pages and Netlify both answer `/about` from `about.html` with
 * 200, no redirect, which is the form every link, canonical URL and sitemap entry of the site uses.
 * React Router writes `about/index.html`, which both hosts serve at `/about/`: Cloudflare Pages
 * answers `/about` with a 308 redirect to it.
 *
 * `flattenPages` moves React Router's files into this layout right after the prerender
 * (react-router.config.ts, `buildEnd`); every later build step finds a page with `pageFile`.
 */
import { existsSync, readdirSync, renameSync, rmdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The file of the prerendered page of `path`, relative to the client build. */
export function pageFile(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}.html`;
}

/** The file React Router's prerender writes for `path` (`/about` → `about/index.html`). */
function prerenderedFile(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}/index.html`;
}

/**
 * Moves the prerendered page of each of `paths` from `<path>/index.html` to `<path>.html`, and
 * removes the folder when nothing else is left in it. Throws when a page is missing, or when its
 * new name is taken, so a change in how React Router writes its pages fails the build.
 */
export function flattenPages(clientDir: string, paths: readonly string[]): void {
  for (const path of paths) {
    const from = join(clientDir, prerenderedFile(path));
    const to = join(clientDir, pageFile(path));
    if (from === to) continue;
    if (!existsSync(from)) throw new Error(`flattenPages: ${path} has no prerendered page`);
    if (existsSync(to)) throw new Error(`flattenPages: ${pageFile(path)} already exists`);
    renameSync(from, to);
    const folder = dirname(from);
    if (readdirSync(folder).length === 0) rmdirSync(folder);
  }
}
