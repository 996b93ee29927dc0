// @vitest-environment node
/**
 * The host files of a build: `_redirects` (stories' old addresses → 301, the app's paths → the SPA
 * fallback with 200) and `404.html`, and the rules `npm run preview` serves them by.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import routes from '../src/app/routes';
import { appOnlyPaths, prerenderedPaths, unlistedPrerenderedPaths } from '../src/app/paths';
import {
  formatRedirects,
  matchRedirect,
  parseRedirects,
  redirectRules,
  writeHostFiles,
} from './host-files';

const STORIES = [
  {
    id: 'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b01',
    slug: 'faster-quotes',
    updated_at: '2026-01-01T00:00:00Z',
    old_slugs: ['slow-quotes'],
    languages: ['en' as const],
  },
  {
    id: 'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b02',
    slug: 'onboarding',
    updated_at: '2026-01-02T00:00:00Z',
    old_slugs: [],
    languages: ['en' as const, 'de' as const],
  },
];

describe('_redirects', () => {
  it('sends every other address of a story to its slug for good, and the app to the SPA fallback', () => {
    const text = formatRedirects(redirectRules(STORIES, appOnlyPaths));
    const rules = text.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(rules).toEqual([
      '/case-studies/b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b01  /case-studies/faster-quotes  301',
      '/case-studies/slow-quotes  /case-studies/faster-quotes  301',
      '/case-studies/b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b02  /case-studies/onboarding  301',
      '/de/case-studies/b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b01  /de/case-studies/faster-quotes  301',
      '/de/case-studies/slow-quotes  /de/case-studies/faster-quotes  301',
      '/de/case-studies/b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b02  /de/case-studies/onboarding  301',
      '/auth  /__spa-fallback.html  200',
      '/admin/*  /__spa-fallback.html  200',
    ]);
    // Read back as a host reads it.
    expect(parseRedirects(text)).toEqual(redirectRules(STORIES, appOnlyPaths));
  });

  it('is read like Netlify and Cloudflare Pages read it: comments, blank lines, default 302', () => {
    expect(
      parseRedirects('# comment\n\n  /a   /b  \n/c /d 308\n/e /f 301 extra\n/g\n/h /i abc\n'),
    ).toEqual([
      { from: '/a', to: '/b', status: 302 },
      { from: '/c', to: '/d', status: 308 },
    ]);
  });

  it('matches exact paths with or without a trailing slash, and splats below their folder', () => {
    const rules = redirectRules(STORIES, appOnlyPaths);
    expect(matchRedirect(rules, '/case-studies/slow-quotes')).toEqual({
      from: '/case-studies/slow-quotes',
      to: '/case-studies/faster-quotes',
      status: 301,
    });
    expect(matchRedirect(rules, '/case-studies/slow-quotes/')?.to).toBe(
      '/case-studies/faster-quotes',
    );
    expect(matchRedirect(rules, '/auth')?.status).toBe(200);
    expect(matchRedirect(rules, '/admin/case-studies/x/preview')?.to).toBe('/__spa-fallback.html');
    for (const path of ['/admin', '/case-studies/faster-quotes', '/case-studies/slow', '/nope']) {
      expect(matchRedirect(rules, path)).toBeUndefined();
    }
    expect(
      matchRedirect([{ from: '/old/*', to: '/new/:splat', status: 301 }], '/old/a/b')?.to,
    ).toBe('/new/a/b');
  });

  it('covers every route that is neither prerendered nor a story nor the not-found page', () => {
    type Entry = { path?: string; children?: Entry[] };
    const paths = (entries: readonly Entry[], parent = ''): string[] =>
      entries.flatMap((entry) => {
        const path = entry.path === undefined ? parent : `${parent}/${entry.path}`;
        return [...(entry.path === undefined ? [] : [path]), ...paths(entry.children ?? [], path)];
      });
    // An optional segment (`/de?/about`) stands for both addresses (`/about`, `/de/about`).
    const expand = (path: string): string[] => {
      const optional = /\/([^/?]+)\?(?=\/|$)/.exec(path);
      if (!optional) return [path];
      const without = path.replace(optional[0], '') || '/';
      const withIt = path.replace(optional[0], `/${optional[1] ?? ''}`);
      return [...expand(without), ...expand(withIt)];
    };
    const rules = redirectRules([], appOnlyPaths);
    const uncovered = paths(routes)
      .flatMap(expand)
      .filter(
        (path) =>
          !([...prerenderedPaths, ...unlistedPrerenderedPaths] as string[]).includes(path) &&
          !['/case-studies/:slug', '/de/case-studies/:slug', '/*', '/de/*'].includes(path) &&
          matchRedirect(rules, path.replace(/:[^/]+/g, 'x'))?.status !== 200,
      );
    expect(uncovered).toEqual([]);
  });
});

describe('writeHostFiles', () => {
  it('writes 404.html as a copy of the SPA fallback, and _redirects', () => {
    const dir = mkdtempSync(join(tmpdir(), 'host-files-'));
    try {
      writeFileSync(join(dir, '__spa-fallback.html'), '<!doctype html><p>app</p>');
      writeHostFiles(dir, STORIES, appOnlyPaths);
      expect(readFileSync(join(dir, '404.html'), 'utf8')).toBe('<!doctype html><p>app</p>');
      expect(parseRedirects(readFileSync(join(dir, '_redirects'), 'utf8'))).toHaveLength(8);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
