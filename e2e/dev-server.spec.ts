/**
 * The dev server (`react-router dev`, what `npm run dev` runs after the stack), started against the
 * suite's stack: it runs the case-study loader on every request, so an unknown or unpublished
 * story answers 404 with the not-found page (never 500), an id or an earlier slug answers 301 to
 * the story's slug, a story renamed just now included; and the browser shows it without a React
 * warning (a 404 rendered on the server must hydrate as the same page, not be re-rendered). Its
 * pages carry the site's Content-Security-Policy as Report-Only, which they keep.
 */
import { type ChildProcess, spawn } from 'node:child_process';

import type { Page } from '@playwright/test';

import { ANON_KEY } from '../local-supabase/config';
import { REPORT_ONLY_HEADER, inlineScriptHashes } from '../scripts/content-security-policy';
import { localPublicEnv } from '../scripts/local-env';
import { adminToken, changesTheCaseStudyList, unique } from './cms-helpers';
import { watchConsole } from './console-messages';
import { expect, test } from './fixtures';
import { API_URL } from './local-stack';
import { freePort } from './ports';

// Fixed rows of supabase/seed.sql.
const PUBLISHED_ID = 'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b01';
const PUBLISHED_SLUG = 'ai-generated-quotes-for-custom-machinery';
const PUBLISHED_TITLE = 'From 6 hours to 30 minutes: AI-generated quotes for custom machinery';
const PUBLISHED_OLD_SLUG = 'ai-quotes-for-custom-machinery';
const DRAFT_SLUG = 'customer-service-triage-energy-supplier';

/** The first start bundles the dependencies before it serves a page. */
const START_TIMEOUT_MS = 180_000;

let dev: ChildProcess | undefined;
let site = '';
const devLog: string[] = [];

// Vite compiles each module on its first request: the first visits take a while.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(START_TIMEOUT_MS + 30_000);
  const port = await freePort();
  site = `http://localhost:${port}`;
  dev = spawn('node_modules/.bin/react-router', ['dev', '--port', String(port), '--strictPort'], {
    env: { ...process.env, ...localPublicEnv({ apiUrl: API_URL, siteUrl: site }), NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it stops what it started.
    detached: true,
  });
  for (const stream of [dev.stdout, dev.stderr]) {
    stream?.on('data', (chunk: Buffer) => devLog.push(chunk.toString()));
  }
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (dev.exitCode !== null) throw new Error(`react-router dev exited:\n${devLog.join('')}`);
    try {
      if ((await fetch(`${site}/`, { signal: AbortSignal.timeout(5_000) })).ok) break;
    } catch {
      // not serving yet
    }
    if (Date.now() > deadline)
      throw new Error(`react-router dev did not start:\n${devLog.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  if (!dev?.pid || dev.exitCode !== null) return;
  const exited = new Promise((resolve) => dev?.once('exit', resolve));
  process.kill(-dev.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  if (dev.exitCode === null) process.kill(-dev.pid, 'SIGKILL');
});

/** Opens a dev page and waits until the app is interactive. */
async function open(page: Page, path: string) {
  const response = await page.goto(`${site}${path}`, { timeout: 60_000 });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
  return response;
}

test('an unknown or unpublished story answers 404 and shows the not-found page', async ({
  context,
  request,
}) => {
  for (const ref of ['no-such-story', '00000000-0000-4000-8000-000000000000', DRAFT_SLUG]) {
    const path = `/case-studies/${ref}`;
    const response = await request.get(`${site}${path}`, { maxRedirects: 0 });
    expect(response.status(), ref).toBe(404);
    // A path that is not prerendered is served as the app shell (as the static build's 404.html)
    // carrying the route's 404; the browser renders the page. No server error.
    const html = await response.text();
    expect(html).toContain('window.__reactRouterContext');
    expect(html).not.toContain('Something went wrong');

    const page = await context.newPage();
    const console = watchConsole(page);
    const visit = await open(page, path);
    expect(visit?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByText('Case study could not be loaded.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByRole('link', { name: 'Back to overview' }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(page.getByRole('article', { name: PUBLISHED_TITLE })).toBeVisible();
    expect(console.problems, ref).toEqual([]);
    // React's development mode runs the effect twice (StrictMode): the same line, the same path.
    expect(new Set(console.notFoundLogs)).toEqual(new Set([path]));
    await page.close();
  }
});

test("its pages carry the site's policy as Report-Only, and keep it", async ({ page, request }) => {
  for (const path of ['/', '/de/contact', '/auth']) {
    const response = await request.get(`${site}${path}`, { headers: { accept: 'text/html' } });
    const policy = response.headers()[REPORT_ONLY_HEADER.toLowerCase()] ?? '';
    expect(policy, path).toContain("script-src 'strict-dynamic' 'sha256-");
    expect(policy, path).toContain("frame-ancestors 'none'");
    for (const hash of inlineScriptHashes(await response.text())) {
      expect(policy, path).toContain(hash);
    }
    // A report-only violation fires the same event the suite's fixture fails the test on.
    await open(page, path);
  }
});

test('an id and an earlier slug answer 301 to the slug, which opens without a warning', async ({
  page,
  request,
}) => {
  for (const ref of [PUBLISHED_ID, PUBLISHED_OLD_SLUG]) {
    const response = await request.get(`${site}/case-studies/${ref}`, { maxRedirects: 0 });
    expect(response.status(), ref).toBe(301);
    expect(response.headers().location).toBe(`/case-studies/${PUBLISHED_SLUG}`);
  }
  const console = watchConsole(page);
  await open(page, `/case-studies/${PUBLISHED_OLD_SLUG}`);
  await expect(page).toHaveURL(new RegExp(`/case-studies/${PUBLISHED_SLUG}$`));
  await expect(page.getByRole('heading', { name: PUBLISHED_TITLE, level: 1 })).toBeVisible();
  expect(console.problems).toEqual([]);
  expect(console.notFoundLogs).toEqual([]);
});

test.describe('a story renamed in the admin', () => {
  changesTheCaseStudyList();

  test('its old slug answers 301 to the new one at once', async ({ request }) => {
    const token = await adminToken(request);
    const headers = {
      apikey: ANON_KEY,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    };
    const oldSlug = unique('dev-renamed').toLowerCase();
    const created = await request.post(`${API_URL}/rest/v1/case_studies?select=id`, {
      headers: { ...headers, prefer: 'return=representation' },
      data: {
        title: 'Renamed on the dev server',
        slug: oldSlug,
        client: 'Dev GmbH',
        description: 'A story whose slug the admin changes.',
        results: 'Old links keep working',
      },
    });
    expect(created.status()).toBe(201);
    const [{ id }] = (await created.json()) as [{ id: string }];
    const story = `${API_URL}/rest/v1/case_studies?id=eq.${id}`;
    // Each change states the version it is based on, as the admin does (a new story is 1).
    expect(
      (await request.patch(story, { headers, data: { published: true, base_version: 1 } })).ok(),
    ).toBe(true);
    expect((await request.get(`${site}/case-studies/${oldSlug}`)).status()).toBe(200);

    const newSlug = `${oldSlug}-new`;
    expect(
      (await request.patch(story, { headers, data: { slug: newSlug, base_version: 2 } })).ok(),
    ).toBe(true);
    const moved = await request.get(`${site}/case-studies/${oldSlug}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`/case-studies/${newSlug}`);
    const page = await request.get(`${site}/case-studies/${newSlug}`);
    expect(page.status()).toBe(200);
    // The app shell with the story's data, which the browser renders.
    expect(await page.text()).toContain('Renamed on the dev server');

    // Unpublished, neither address is found any more.
    expect(
      (await request.patch(story, { headers, data: { published: false, base_version: 3 } })).ok(),
    ).toBe(true);
    for (const slug of [oldSlug, newSlug]) {
      expect((await request.get(`${site}/case-studies/${slug}`)).status(), slug).toBe(404);
    }
  });
});
