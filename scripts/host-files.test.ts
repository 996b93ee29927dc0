// @vitest-environment node
/**
 * The host files of a build: `_redirects` (stories' old addresses → 301, the app's paths → the SPA
 * fallback with 200), `_headers`, and the not-found pages. How the hosts' own engines serve them:
 * e2e/hosting.spec.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import routes from '../src/app/routes';
import { appOnlyPaths, prerenderedPaths, unlistedPrerenderedPaths } from '../src/app/paths';
import { tempFolders } from '../src/testing/temp-folders';
import { inlineScriptHashes } from './content-security-policy';
import {
  formatHeaders,
  formatRedirects,
  headerRules,
  notFoundPage,
  redirectRules,
  writeHostFiles,
} from './host-files';

const build = tempFolders('host-files-');

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

/** React Router's SPA fallback, shortened: the loading indicator and its scripts. */
const FALLBACK = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Northlight AI – Home</title><link rel="stylesheet" href="/assets/root.css"/></head><body class="min-h-dvh"><div role="status" class="flex"><svg></svg><span class="sr-only">Loading</span></div><script>window.__reactRouterContext = {"isSpaMode":true};</script><script type="module" async="">import("/assets/entry.client.js");</script><script>window.__reactRouterContext.streamController.enqueue("[]");</script><script>window.__reactRouterContext.streamController.close();</script></body></html>`;

/** The not-found page as the prerender writes it, in one language. */
const notFoundSource = (lang: string, title: string, message: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>${title} | Northlight AI</title><meta name="robots" content="noindex"/></head><body class="min-h-dvh"><a href="#main">Skip</a><!--$--><main id="main"><h1>404</h1><p>${message}</p></main><footer>Footer</footer><script>window.__reactRouterContext = {};</script></body></html>`;

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
      // Without `.html`: Cloudflare Pages answers a rewrite to `….html` with a redirect.
      '/auth  /__spa-fallback  200',
      '/admin/*  /__spa-fallback  200',
    ]);
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
    const appRules = redirectRules([], appOnlyPaths).filter((rule) => rule.status === 200);
    const served = (path: string) =>
      appRules.some(({ from }) =>
        from.endsWith('/*') ? path.startsWith(from.slice(0, -1)) : path === from,
      );
    const uncovered = paths(routes)
      .flatMap(expand)
      .filter(
        (path) =>
          !([...prerenderedPaths, ...unlistedPrerenderedPaths] as string[]).includes(path) &&
          !['/case-studies/:slug', '/de/case-studies/:slug', '/*', '/de/*'].includes(path) &&
          !served(path.replace(/:[^/]+/g, 'x')),
      );
    expect(uncovered).toEqual([]);
  });
});

describe('_headers', () => {
  const text = formatHeaders(
    headerRules({ VITE_SUPABASE_URL: 'https://abc.supabase.co' }, ["'sha256-x'"]),
  );

  it('gives every response the security headers, and hashed assets a year in caches', () => {
    expect(text).toMatch(
      /^\/\*\n {2}Content-Security-Policy: default-src 'self'; script-src 'strict-dynamic' 'sha256-x';/m,
    );
    expect(text).toContain('  Strict-Transport-Security: max-age=31536000; includeSubDomains\n');
    expect(text).toContain('  X-Content-Type-Options: nosniff\n');
    expect(text).toContain('  Permissions-Policy: microphone=(self), camera=(), geolocation=()');
    expect(text).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  });

  it('sets no header in two rules (both hosts would join the values)', () => {
    const names = headerRules({}, []).flatMap((rule) => Object.keys(rule.headers));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('notFoundPage', () => {
  const english = notFoundPage(FALLBACK, notFoundSource('en', 'Page not found', 'Oops'), '/404');
  const german = notFoundPage(
    FALLBACK,
    notFoundSource('de', 'Seite nicht gefunden', 'Hoppla'),
    '/de/404',
  );

  it("is the app in the page's language, titled as the not-found page and never indexed", () => {
    expect(english).toContain('<html lang="en"');
    // For readers without scripts; in the browser the script that runs the app takes it out, and
    // the app renders the robots tag of what it shows.
    expect(english).toContain(
      '<title>Page not found | Northlight AI</title><meta data-without-script name="robots" content="noindex"/>',
    );
    expect(german).toContain('<html lang="de"');
    expect(german).toContain('<title>Seite nicht gefunden | Northlight AI</title>');
    // The same loading indicator the app renders at a German address, so hydration matches.
    expect(german).toContain('<span class="sr-only">Wird geladen</span>');
    expect(german).toContain('"isSpaMode":true');
  });

  it('shows the not-found page itself where scripts do not run', () => {
    expect(german).toContain(
      '<body class="min-h-dvh"><noscript><a href="#main">Skip</a><div role="main" id="main"><h1>404</h1><p>Hoppla</p></div><footer>Footer</footer></noscript><div role="status"',
    );
    expect(german).toContain(
      '<noscript><style>body>[role=status]{display:none}</style></noscript></head>',
    );
  });

  it('fails on a fallback it does not understand', () => {
    expect(() =>
      notFoundPage(FALLBACK.replace('Loading', 'Laden'), notFoundSource('en', 'x', 'y'), '/404'),
    ).toThrow(/loading label/);
    expect(() => notFoundPage(FALLBACK, '<html><body></body></html>', '/404')).toThrow(/title/);
  });
});

describe('writeHostFiles', () => {
  it('writes the not-found pages, route data as data, and a policy naming every inline script', () => {
    const page = FALLBACK.replace('isSpaMode":true', 'isSpaMode":false').replace(
      '[]',
      '[\\"page\\"]',
    );
    const dir = build({
      '__spa-fallback.html': FALLBACK,
      'about.html': page,
      '404/index.html': notFoundSource('en', 'Page not found', 'Oops'),
      'de/404/index.html': notFoundSource('de', 'Seite nicht gefunden', 'Hoppla'),
    });
    writeHostFiles(dir, { stories: STORIES, appOnlyPaths, settings: {} });
    expect(existsSync(join(dir, '404'))).toBe(false);
    expect(existsSync(join(dir, 'de/404'))).toBe(false);
    expect(readFileSync(join(dir, 'de/404.html'), 'utf8')).toContain('Hoppla');
    const headers = readFileSync(join(dir, '_headers'), 'utf8');
    for (const file of ['about.html', '404.html', 'de/404.html', '__spa-fallback.html']) {
      const html = readFileSync(join(dir, file), 'utf8');
      expect(html).not.toContain('enqueue("');
      for (const hash of inlineScriptHashes(html)) expect(headers).toContain(hash);
    }
    expect(readFileSync(join(dir, '_redirects'), 'utf8')).toContain('/auth  /__spa-fallback  200');
  });
});
