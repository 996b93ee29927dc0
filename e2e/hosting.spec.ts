/**
 * The built site as the static hosts serve it: Cloudflare Pages' own engine (the suite's site) and
 * Netlify's (the same build on its own port), both offline (scripts/host-engine.ts). Each kind of
 * address answers with its status and `Location`, and each kind of response carries the build's
 * security headers and caching (scripts/host-files.ts); a script injected into a page does not
 * run.
 */
import { parseAllHeaders } from '@netlify/headers-parser';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { inlineScriptHashes } from '../scripts/content-security-policy';
import { NETLIFY_SITE_URL, SITE_URL } from '../scripts/e2e-env';
import { hostEngineAvailable } from '../scripts/host-engine';
import { sitemapPaths } from '../scripts/seo-files';
import { unlistedPrerenderedPaths } from '../src/app/paths';
import { sitePath } from '../supabase/functions/chat-ai/assistant/site-path';
import { expect, test } from './fixtures';
import { E2E_BUILD_DIR } from './ports';

const CLIENT_DIR = join(E2E_BUILD_DIR, 'client');
const read = (file: string) => readFileSync(join(CLIENT_DIR, file), 'utf8');

const ENGINES = [
  { name: 'Cloudflare Pages', url: SITE_URL },
  ...(hostEngineAvailable('netlify') ? [{ name: 'Netlify', url: NETLIFY_SITE_URL }] : []),
];

/** The old addresses of the build's stories, as `_redirects` lists them (`<from> <to> 301`). */
function storyRedirects(): { from: string; to: string }[] {
  return read('_redirects')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, , status]) => from?.startsWith('/') && status === '301')
    .map(([from = '', to = '']) => ({ from, to }));
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/**
 * Every same-site address the pages link, load or name (`href="/…"`), and every page the built-in
 * assistant links in its answers (its knowledge base's pages and links, in both languages).
 */
function linkedAddresses(): string[] {
  const withoutFragment = (href: string) => href.replace(/[#?].*$/, '') || '/';
  const pages = htmlFiles(CLIENT_DIR).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:href|src)="(\/[^"]*)"/g)].map(([, href = '']) =>
      withoutFragment(href),
    ),
  );
  const knowledge = readFileSync(
    'supabase/functions/chat-ai/assistant/knowledge-base.generated.ts',
    'utf8',
  );
  const assistant = [...knowledge.matchAll(/"path": "(\/[^"]*)"|\]\((\/[^)\s]*)\)/g)].flatMap(
    ([, path, link]) => {
      const address = withoutFragment(path ?? link ?? '/');
      return [sitePath(address, 'en'), sitePath(address, 'de')];
    },
  );
  return [...new Set([...pages, ...assistant])].filter((href) => !href.startsWith('//')).sort();
}

/** A hashed asset the home page loads. */
function anAsset(): string {
  const href = /"(\/assets\/[^"]+\.js)"/.exec(read('index.html'))?.[1];
  if (!href) throw new Error('the home page names no asset');
  return href;
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

for (const engine of ENGINES) {
  test.describe(`served by ${engine.name}`, () => {
    test.use({ baseURL: engine.url });

    test('every page answers 200 at its own address, the one its canonical URL names', async ({
      request,
    }) => {
      const paths = [...sitemapPaths(read('sitemap.xml')), ...unlistedPrerenderedPaths];
      expect(paths.length).toBeGreaterThan(20);
      for (const path of paths) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1];
        if (canonical) expect(new URL(canonical).pathname, path).toBe(path);
      }
    });

    test('every address the pages and the assistant link answers as written, no redirect', async ({
      request,
    }) => {
      const addresses = linkedAddresses();
      expect(addresses).toEqual(expect.arrayContaining(['/about', '/de/contact', '/case-studies']));
      for (const address of addresses) {
        const response = await request.get(address, { maxRedirects: 0 });
        expect(response.status(), address).toBe(200);
      }
    });

    test('sign-in and the admin are the app, served at their own address', async ({ request }) => {
      for (const path of [
        '/auth',
        '/admin/case-studies',
        '/admin/case-studies/1/preview',
        '/admin/insights',
        '/admin/answers',
      ]) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        // React Router's context of the SPA fallback (minified: `isSpaMode:!0`).
        expect(await response.text(), path).toMatch(/isSpaMode"?:(true|!0)\b/);
      }
    });

    test("a story's id and earlier slugs lead to its page in one permanent redirect", async ({
      request,
    }) => {
      const redirects = storyRedirects();
      expect(redirects.length).toBeGreaterThan(0);
      for (const { from, to } of redirects) {
        const response = await request.get(from, { maxRedirects: 0 });
        expect(response.status(), from).toBe(301);
        const location = new URL(response.headers().location ?? '', engine.url);
        expect(location.pathname, from).toBe(to);
        expect((await request.get(location.pathname, { maxRedirects: 0 })).status(), to).toBe(200);
      }
    });

    test('an unknown address answers 404 with the not-found page, in German under /de', async ({
      request,
    }) => {
      const cases = [
        { path: '/no-such-page', lang: 'en', title: 'Page not found' },
        { path: '/case-studies/no-such-story', lang: 'en', title: 'Page not found' },
        { path: '/de/gibt-es-nicht', lang: 'de', title: 'Seite nicht gefunden' },
        { path: '/de/case-studies/gibt-es-nicht', lang: 'de', title: 'Seite nicht gefunden' },
      ];
      for (const { path, lang, title } of cases) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(404);
        const html = await response.text();
        expect(html, path).toContain(`<html lang="${lang}"`);
        expect(html, path).toContain(`<title>${title} | Northlight AI</title>`);
        expect(html, path).toMatch(/<meta [^>]*name="robots" content="[^"]*noindex/);
        // Without JavaScript the page itself shows (the heading and the way home).
        expect(html, path).toMatch(/<noscript><a href="#main"[\s\S]*<h1[^>]*>404<\/h1>/);
      }
    });

    test('every kind of response carries the security headers; assets are cached for a year', async ({
      request,
    }) => {
      const kinds = {
        page: '/de/about',
        home: '/',
        app: '/auth',
        notFound: '/no-such-page',
        routeData: '/case-studies.data',
        image: '/og-image.png',
        asset: anAsset(),
      };
      for (const [kind, path] of Object.entries(kinds)) {
        const response = await request.get(path, { maxRedirects: 0 });
        const headers = response.headers();
        const what = `${kind} ${path}`;
        // Cloudflare Pages takes header values of up to 2,000 characters.
        expect(headers['content-security-policy']?.length ?? 0, what).toBeLessThan(2_000);
        const policy = directives(headers['content-security-policy'] ?? '');
        const scripts = policy.get('script-src') ?? [];
        expect(scripts, what).toContain("'strict-dynamic'");
        expect(
          scripts.filter((source) => !source.startsWith("'sha256-")),
          what,
        ).toEqual(["'strict-dynamic'"]);
        expect(policy.get('object-src'), what).toEqual(["'none'"]);
        expect(policy.get('base-uri'), what).toEqual(["'none'"]);
        expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
        expect(policy.get('form-action'), what).toContain("'self'");
        expect(policy.get('default-src'), what).toEqual(["'self'"]);
        expect(
          Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1]),
          what,
        ).toBeGreaterThanOrEqual(31_536_000);
        expect(headers['x-content-type-options'], what).toBe('nosniff');
        expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
        expect(headers['permissions-policy'], what).toContain('microphone=(self)');
        expect(headers['permissions-policy'], what).toContain('camera=()');
        expect(headers['permissions-policy'], what).toContain('geolocation=()');
        expect(headers['cross-origin-opener-policy'], what).toBeTruthy();

        if (kind === 'asset') {
          // Netlify's local engine answers every file of its static server with its own
          // `max-age=0`, whatever `_headers` says; the rules Netlify's parser reads from the
          // build's `_headers` show what Netlify itself serves.
          if (engine.name === 'Cloudflare Pages') {
            expect(headers['cache-control'], what).toBe('public, max-age=31536000, immutable');
          }
        } else {
          // Revalidated on every visit: the hosts' default, which the build leaves alone.
          expect(headers['cache-control'], what).toMatch(/max-age=0|no-cache|no-store/);
        }
        if (['page', 'home', 'app', 'notFound'].includes(kind)) {
          // The policy names the hash of every inline script the page runs.
          const html = await response.text();
          expect(inlineScriptHashes(html).length, what).toBeGreaterThan(0);
          for (const hash of inlineScriptHashes(html)) expect(scripts, what).toContain(hash);
        }
      }
    });
  });
}

test("Netlify's parser reads the build's _headers without an error, assets cached for a year", async () => {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [join(CLIENT_DIR, '_headers')],
    configHeaders: [],
    minimal: false,
  });
  expect(errors).toEqual([]);
  const forPath = (path: string) =>
    Object.assign(
      {},
      ...headers
        .filter((rule) => 'forRegExp' in rule && rule.forRegExp.test(path))
        .map((rule) => rule.values),
    ) as Record<string, string>;
  expect(forPath(anAsset())['Cache-Control']).toBe('public, max-age=31536000, immutable');
  expect(forPath('/about')['Cache-Control']).toBeUndefined();
  expect(forPath('/about')['Content-Security-Policy']).toContain("'strict-dynamic'");
});

test('a script injected into a page does not run, and the page still works', async ({
  page,
  cspViolations,
}) => {
  await page.route('**/about', async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    const injected = (await response.text()).replace(
      '</body>',
      '<script>window.__injected = "inline"</script><img src="/nothing.png" alt="" onerror="window.__injected = \'handler\'"></body>',
    );
    await route.fulfill({ status: response.status(), headers, body: injected });
  });
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();
  await expect
    .poll(() => cspViolations.map((violation) => violation.directive).sort())
    .toEqual(['script-src-attr', 'script-src-elem']);
  // Both refusals were this test's own doing.
  cspViolations.length = 0;
  // The page's own scripts ran: the menu opens.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});
