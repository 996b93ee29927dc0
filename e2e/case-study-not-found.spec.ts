/**
 * Unknown and renamed stories, on the built site served by the host's own engine (`npm run
 * preview`):
 *
 * - A story that does not exist or is not published answers 404 (the build's `404.html`, the app)
 *   and shows the site's not-found page, `noindex`, saying the story could not be loaded, with the
 *   way back to the list; the console holds nothing but the page's own log of the path.
 * - An earlier slug of a renamed story leads to its page for good: a 301 (`_redirects`), never in
 *   the sitemap; a story renamed after the build is found live by the app.
 * - Moving between stories in the browser logs nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from '@playwright/test';

import {
  changesTheCaseStudyList,
  entry,
  field,
  fillForm,
  openAdmin,
  toastText,
  unique,
} from './cms-helpers';
import { watchConsole } from './console-messages';
import { expect, test, waitForHydrationOnLoad } from './fixtures';
import { E2E_BUILD_DIR } from './ports';

// Fixed rows of supabase/seed.sql.
const PUBLISHED_ID = 'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b01';
const PUBLISHED_SLUG = 'ai-generated-quotes-for-custom-machinery';
const PUBLISHED_TITLE = 'From 6 hours to 30 minutes: AI-generated quotes for custom machinery';
/** The earlier slug the seed records for that story, as a rename in the admin would. */
const PUBLISHED_OLD_SLUG = 'ai-quotes-for-custom-machinery';
const SECOND_SLUG = 'underwriters-productive-in-3-weeks';
const SECOND_TITLE = 'New underwriters productive in 3 weeks instead of 6 months';
const DRAFT_ID = 'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b05';
const DRAFT_SLUG = 'customer-service-triage-energy-supplier';
const DRAFT_OLD_SLUG = 'energy-supplier-service-triage';
const DRAFT_TITLE = 'Customer service triage for a regional energy supplier';

const buildFile = (...parts: string[]) =>
  readFileSync(join(E2E_BUILD_DIR, 'client', ...parts), 'utf8');

/** The not-found page of a story, as a visitor sees it. */
async function expectStoryNotFound(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByText('Case study could not be loaded.')).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Northlight AI');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByText(DRAFT_TITLE)).toHaveCount(0);
}

test.describe('a story that does not exist or is not published', () => {
  for (const [what, ref] of [
    ['an unknown slug', 'no-such-story'],
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a draft’s slug', DRAFT_SLUG],
    ['a draft’s id', DRAFT_ID],
    ['an earlier slug of a draft', DRAFT_OLD_SLUG],
    ['a malformed name', 'Not_A_Slug!'],
  ] as const) {
    test(`${what}: 404 and the not-found page, with the way back to the list`, async ({
      page,
      request,
    }) => {
      const path = `/case-studies/${ref}`;
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).not.toContain(DRAFT_TITLE);
      // The app itself (404.html is the SPA fallback), which renders the page in the browser.
      expect(html).toBe(buildFile('404.html'));
      // React Router's context of the SPA fallback (minified: `isSpaMode:!0`).
      expect(html).toMatch(/isSpaMode"?:(true|!0)\b/);

      const console = watchConsole(page);
      const visit = await page.goto(path);
      expect(visit?.status()).toBe(404);
      await expectStoryNotFound(page);
      await page.getByRole('link', { name: 'Back to overview' }).click();
      await expect(page).toHaveURL(/\/case-studies$/);
      await expect(page.getByRole('article', { name: PUBLISHED_TITLE })).toBeVisible();
      expect(console.problems).toEqual([]);
      expect(console.notFoundLogs).toEqual([path]);
    });
  }

  test('a prerendered story unpublished since the build turns into the not-found page', async ({
    page,
  }) => {
    // The live read after the page is idle finds the story no longer published.
    await page.route('**/rest/v1/case_studies**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await page.route('**/rest/v1/case_study_slug_redirects**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    const console = watchConsole(page);
    const visit = await page.goto(`/case-studies/${PUBLISHED_SLUG}`);
    expect(visit?.status()).toBe(200);
    await expectStoryNotFound(page);
    await expect(page).toHaveURL(new RegExp(`/case-studies/${PUBLISHED_SLUG}$`));
    await expect(page.getByRole('heading', { name: PUBLISHED_TITLE, level: 1 })).toHaveCount(0);
    expect(console.problems).toEqual([]);
    expect(console.notFoundLogs).toEqual([`/case-studies/${PUBLISHED_SLUG}`]);
  });

  test('reached by a link inside the site: the same page, at its address', async ({ page }) => {
    await page.goto('/case-studies');
    const console = watchConsole(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/case-studies/no-such-story');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expectStoryNotFound(page);
    await expect(page).toHaveURL(/\/case-studies\/no-such-story$/);
    expect(console.problems).toEqual([]);
    expect(console.notFoundLogs).toEqual(['/case-studies/no-such-story']);
  });

  test('a path the site does not have answers 404 too; the app’s own paths 200', async ({
    request,
  }) => {
    for (const path of ['/does-not-exist', '/case-studies/a/b', '/admin']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    for (const path of [
      '/auth',
      '/admin/case-studies',
      `/admin/case-studies/${DRAFT_ID}/preview`,
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text()).toBe(buildFile('__spa-fallback.html'));
    }
  });
});

test('a story that cannot be loaded (backend down) is no 404: the error toast and the list', async ({
  page,
}) => {
  await page.route('**/rest/v1/**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'XX000', message: 'boom', details: null, hint: null }),
    }),
  );
  // A story without a prerendered copy: nothing to fall back to.
  await page.goto('/case-studies/maybe-published-since-the-build');
  await expect(toastText(page, 'Case study could not be loaded.')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/case-studies$/);
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toHaveCount(0);
  // The list keeps its prerendered copy.
  await expect(page.getByRole('article', { name: PUBLISHED_TITLE })).toBeVisible();
});

test.describe('an earlier slug of a renamed story', () => {
  test('leads to the story for good: 301, never in the sitemap', async ({ request }) => {
    const response = await request.get(`/case-studies/${PUBLISHED_OLD_SLUG}`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`/case-studies/${PUBLISHED_SLUG}`);
    // The rule the build wrote for the host (Netlify and Cloudflare Pages read `_redirects`).
    expect(buildFile('_redirects')).toContain(
      `\n/case-studies/${PUBLISHED_OLD_SLUG}  /case-studies/${PUBLISHED_SLUG}  301\n`,
    );
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/case-studies/${PUBLISHED_SLUG}</loc>`);
    for (const redirect of [PUBLISHED_OLD_SLUG, PUBLISHED_ID, DRAFT_OLD_SLUG]) {
      expect(sitemap).not.toContain(redirect);
    }
  });

  test('opens the story in the browser, with nothing in the console', async ({ page }) => {
    const console = watchConsole(page);
    await page.goto(`/case-studies/${PUBLISHED_OLD_SLUG}`);
    await expect(page).toHaveURL(new RegExp(`/case-studies/${PUBLISHED_SLUG}$`));
    await expect(page.getByRole('heading', { name: PUBLISHED_TITLE, level: 1 })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/case-studies/${PUBLISHED_SLUG}$`),
    );
    expect(console.problems).toEqual([]);
    expect(console.notFoundLogs).toEqual([]);
  });
});

test('moving between stories in the browser logs nothing', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto(`/case-studies/${PUBLISHED_SLUG}`);
  await expect(page.getByRole('heading', { name: PUBLISHED_TITLE, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Back to overview' }).click();
  await page
    .getByRole('article', { name: SECOND_TITLE })
    .getByRole('link', { name: 'Learn more' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/case-studies/${SECOND_SLUG}$`));
  await expect(page.getByRole('heading', { name: SECOND_TITLE, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${SECOND_TITLE}`));
  // Straight from one story to the other, back and forth through the history.
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('heading', { name: PUBLISHED_TITLE, level: 1 })).toBeVisible();
  await page.goForward();
  await page.goForward();
  await expect(page.getByRole('heading', { name: SECOND_TITLE, level: 1 })).toBeVisible();
  // An old address followed inside the site: replaced by the story's own.
  const reread = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' && response.url().includes('/rest/v1/case_studies'),
  );
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/case-studies/${PUBLISHED_ID}`);
  await expect(page).toHaveURL(new RegExp(`/case-studies/${PUBLISHED_SLUG}$`));
  await expect(page.getByRole('heading', { name: PUBLISHED_TITLE, level: 1 })).toBeVisible();
  // The re-read of the story (the live data after the build's) has answered, and logged nothing.
  await reread;
  expect(console.problems).toEqual([]);
  expect(console.notFoundLogs).toEqual([]);
});

test.describe('a story published and renamed after the build', () => {
  test.describe.configure({ mode: 'default' });
  changesTheCaseStudyList();

  test('opens at its new slug, and its old slug leads there, read live by the app', async ({
    page,
    browser,
  }) => {
    // Writes through the admin (create, publish, rename), then visits as a new visitor.
    test.slow();
    const title = unique('Renamed-story');
    const oldSlug = title.toLowerCase();
    const newSlug = `${oldSlug}-new`;
    await openAdmin(page);
    await fillForm(page, {
      title,
      client: `${title} GmbH`,
      description: 'A story renamed after the build.',
      results: 'Old links keep working',
    });
    await expect(field(page, 'Slug (Adresse)')).toHaveValue(oldSlug);
    await page.getByRole('button', { name: 'Erstellen', exact: true }).click();
    await expect(entry(page, title)).toBeVisible({ timeout: 15_000 });
    await entry(page, title).getByRole('button', { name: 'Entwurf', exact: true }).click();
    await expect(
      entry(page, title).getByRole('button', { name: 'Veröffentlicht', exact: true }),
    ).toBeVisible();
    await entry(page, title).getByRole('button', { name: 'Bearbeiten' }).click();
    await field(page, 'Slug (Adresse)').fill(newSlug);
    await page.getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(toastText(page, 'Case Study wurde aktualisiert.')).toBeVisible();

    const context = await browser.newContext();
    const visitor = waitForHydrationOnLoad(await context.newPage());
    const console = watchConsole(visitor);
    // Neither address has a file or a rule in this build: 404.html, on which the app finds the
    // story live and shows it (indexable: the next build prerenders it).
    const atNewSlug = await visitor.goto(`/case-studies/${newSlug}`);
    expect(atNewSlug?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(visitor.locator('meta[name="robots"]')).toHaveCount(0);

    await visitor.goto('/case-studies');
    await visitor.goto(`/case-studies/${oldSlug}`);
    await expect(visitor).toHaveURL(new RegExp(`/case-studies/${newSlug}$`));
    await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    // The old address was replaced, not added: back leads to the list, not into the redirect.
    await visitor.goBack();
    await expect(visitor).toHaveURL(/\/case-studies$/);
    expect(console.problems).toEqual([]);
    expect(console.notFoundLogs).toEqual([]);
    await context.close();
  });
});
