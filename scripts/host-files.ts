/**
 * What a static host needs besides the prerendered files, written into the client build after the
 * prerender (react-router.config.ts, `buildEnd`):
 *
 * - `404.html`: the SPA fallback under the name static hosts (Netlify, Cloudflare Pages, Vercel,
 *   GitHub Pages) serve, with status 404, for a path that has no file. The app boots on it and
 *   renders the path it was opened at: the not-found page (`noindex`) for a path the site does not
 *   have, or for a story that does not exist; a story published after the build is read live and
 *   shown (still with status 404 until the next build prerenders it).
 * - `_redirects` (the format of Netlify and Cloudflare Pages): a permanent redirect (301) from each
 *   story's id and from every earlier slug of a renamed story to its page, and the app's own paths
 *   (`appOnlyPaths`: sign-in, the admin) rewritten to the SPA fallback with status 200.
 *
 * `npm run preview` (scripts/serve-static.ts) serves a build by the same rules, with `parseRedirects`
 * and `matchRedirect`.
 */
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { type PublishedStory, storyRedirects } from './build-data.ts';

/** React Router's SPA fallback: the app with no route rendered yet. */
export const SPA_FALLBACK = '__spa-fallback.html';
/** The page static hosts serve with status 404. */
export const NOT_FOUND_PAGE = '404.html';
/** Redirect and rewrite rules, one a line: `<from> <to> <status>`. */
export const REDIRECTS_FILE = '_redirects';

export type RedirectRule = { from: string; to: string; status: number };

/** The rules of a build: every story's other addresses, then the app's own paths. */
export function redirectRules(
  stories: readonly PublishedStory[],
  appOnlyPaths: readonly string[],
): RedirectRule[] {
  return [
    ...storyRedirects(stories).map(({ from, to }) => ({ from, to, status: 301 })),
    ...appOnlyPaths.map((from) => ({ from, to: `/${SPA_FALLBACK}`, status: 200 })),
  ];
}

export function formatRedirects(rules: readonly RedirectRule[]): string {
  const header = [
    '# Written by `npm run build` (scripts/host-files.ts); Netlify and Cloudflare Pages read it.',
    '# Old addresses of case studies (id, earlier slugs) lead to their page for good; the app',
    '# (sign-in, admin) is served by the SPA fallback; every other unknown path gets 404.html.',
  ];
  return `${[...header, ...rules.map((r) => `${r.from}  ${r.to}  ${r.status}`)].join('\n')}\n`;
}

/** The rules of a `_redirects` file; comments, blank and malformed lines are skipped. */
export function parseRedirects(text: string): RedirectRule[] {
  return text.split('\n').flatMap((line) => {
    const [from, to, status = '302', ...rest] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith('#') || rest.length > 0 || !/^\d{3}$/.test(status)) {
      return [];
    }
    return [{ from, to, status: Number(status) }];
  });
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * The first rule that matches `pathname` (a trailing slash does not matter; `/x/*` matches every
 * path below `/x/`, and `:splat` in its target stands for what `*` matched), with its target filled
 * in; undefined when none does.
 */
export function matchRedirect(
  rules: readonly RedirectRule[],
  pathname: string,
): RedirectRule | undefined {
  const path = withoutTrailingSlash(pathname);
  for (const rule of rules) {
    if (rule.from.endsWith('/*')) {
      const prefix = rule.from.slice(0, -1);
      if (pathname.startsWith(prefix)) {
        return { ...rule, to: rule.to.replace(':splat', pathname.slice(prefix.length)) };
      }
    } else if (withoutTrailingSlash(rule.from) === path) {
      return rule;
    }
  }
  return undefined;
}

/** Writes `404.html` and `_redirects` into the client build (after the prerender). */
export function writeHostFiles(
  clientDir: string,
  stories: readonly PublishedStory[],
  appOnlyPaths: readonly string[],
): void {
  copyFileSync(join(clientDir, SPA_FALLBACK), join(clientDir, NOT_FOUND_PAGE));
  writeFileSync(
    join(clientDir, REDIRECTS_FILE),
    formatRedirects(redirectRules(stories, appOnlyPaths)),
  );
}
