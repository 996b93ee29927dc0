import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { expect, layoutShift, test } from './fixtures';
import { toastText } from './cms-helpers';
import { E2E_BUILD_DIR } from './ports';

// Fixed rows of supabase/seed.sql: a published case study and the draft.
const PUBLISHED_ID = 'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b01';
const PUBLISHED_SLUG = 'ai-generated-quotes-for-custom-machinery';
const PUBLISHED_TITLE = 'From 6 hours to 30 minutes: AI-generated quotes for custom machinery';
const DRAFT_SLUG = 'customer-service-triage-energy-supplier';
const DRAFT_TITLE = 'Customer service triage for a regional energy supplier';

/** Resolves once the page has read the list again after it became idle. */
function storiesRefreshed(page: Page) {
  return page.waitForResponse(
    (response) => response.url().includes('/rest/v1/case_studies') && response.ok(),
  );
}

test.describe('first visit of the public case-study pages', () => {
  for (const path of ['/case-studies', `/case-studies/${PUBLISHED_SLUG}`]) {
    test(`${path}: at most 150 kB gzip of JavaScript once settled, and no supabase-js`, async ({
      page,
    }) => {
      const scripts = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === 'script' || url.pathname.endsWith('.js')) {
          scripts.add(url.pathname);
        }
      });
      // The page reads the stories again once it is idle; count what that loads too.
      const refreshed = storiesRefreshed(page);
      await page.goto(path);
      await refreshed;
      // Settled: hydrated, the idle refresh done, and nothing more on the network for 500 ms.
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      const files = [...scripts].map((file) => readFileSync(join(E2E_BUILD_DIR, 'client', file)));
      const gzipBytes = files.reduce((sum, file) => sum + gzipSync(file, { level: 9 }).length, 0);
      console.log(`${path}, first visit: ${(gzipBytes / 1000).toFixed(1)} kB gzip of JavaScript`);
      expect(gzipBytes).toBeLessThanOrEqual(150_000);
      // The stories were read without the Supabase client (its bundle names itself in a header).
      expect(files.some((file) => file.includes('supabase-js'))).toBe(false);
    });
  }
});

test.describe('/case-studies', () => {
  test('is prerendered with the published stories and their links, drafts never', async ({
    request,
  }) => {
    const html = await (await request.get('/case-studies')).text();
    expect(html).toContain('Our Success Stories');
    expect(html).toContain('Real projects, measurable outcomes');
    expect(html).toContain(PUBLISHED_TITLE);
    expect(html).toContain('Brenner Maschinenbau GmbH');
    expect(html).toContain(`href="/case-studies/${PUBLISHED_SLUG}"`);
    expect(html).not.toContain(DRAFT_TITLE);
    expect(html).not.toContain(DRAFT_SLUG);
    // The list's structured data names every story by its canonical URL.
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(jsonLd ?? '{}') as {
      '@type': string;
      mainEntity: { itemListElement: { position: number; url: string; name: string }[] };
    };
    expect(data['@type']).toBe('CollectionPage');
    expect(data.mainEntity.itemListElement).toContainEqual({
      '@type': 'ListItem',
      position: 1,
      url: expect.stringMatching(new RegExp(`/case-studies/${PUBLISHED_SLUG}$`)),
      name: PUBLISHED_TITLE,
    });
  });

  test('lists the published case studies in a two-column grid, drafts never', async ({ page }) => {
    await page.goto('/case-studies');
    await expect(
      page.getByRole('heading', { name: 'Our Success Stories', level: 1 }),
    ).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByText(DRAFT_TITLE)).toHaveCount(0);

    const first = page.getByRole('article', { name: PUBLISHED_TITLE });
    await expect(first.getByText('Brenner Maschinenbau GmbH')).toBeVisible();
    await expect(first.getByRole('img', { name: 'Brenner Maschinenbau GmbH logo' })).toBeVisible();
    await expect(first.getByRole('img', { name: /image 1 of 2/ })).toBeVisible();
    // The first card's photo is on the first screen: fetched at once and first; later cards wait.
    await expect(first.getByRole('img', { name: /image 1 of 2/ })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    await expect(cards.nth(2).getByRole('img', { name: /image 1 of/ })).toHaveAttribute(
      'loading',
      'lazy',
    );
    // The seeded description is longer than 200 characters: cut, plus '...'.
    const teaser = await first
      .locator('p')
      .filter({ hasText: /\.\.\.$/ })
      .textContent();
    expect(teaser?.length).toBe(203);
    expect(teaser?.startsWith('Brenner builds custom packaging lines')).toBe(true);

    // Two columns on a desktop viewport: the first two cards sit side by side.
    const [a, b] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
    expect(a && b && Math.abs(a.y - b.y) < 2 && b.x > a.x).toBe(true);

    await first.getByRole('link', { name: 'Learn more' }).click();
    await expect(page).toHaveURL(new RegExp(`/case-studies/${PUBLISHED_SLUG}$`));
    await expect(page.getByRole('heading', { name: PUBLISHED_TITLE, level: 1 })).toBeVisible();
  });

  test('each logo is readable: a dark wordmark stands on a light background', async ({ page }) => {
    await page.goto('/case-studies');
    const logos = page.getByRole('article').getByRole('img', { name: / logo$/ });
    await expect(logos.first()).toBeVisible();
    // The seeded logos write the client's name in #1f2937 beside their badge; measure it against
    // the colour actually painted behind each logo (the first opaque background up the tree).
    const ratios = await logos.evaluateAll((images) =>
      images.map((image) => {
        const channel = (c: number) => {
          const s = c / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        const luminance = ([r, g, b]: number[]) =>
          0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
        let element: Element | null = image;
        let background = [0, 0, 0];
        while (element) {
          const parts = getComputedStyle(element)
            .backgroundColor.match(/[\d.]+/g)
            ?.map(Number);
          if (parts && (parts[3] ?? 1) === 1) {
            background = parts.slice(0, 3);
            break;
          }
          element = element.parentElement;
        }
        const [light, dark] = [luminance(background), luminance([0x1f, 0x29, 0x37])].sort(
          (a, b) => b - a,
        );
        return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
      }),
    );
    expect(ratios.length).toBeGreaterThanOrEqual(4);
    for (const ratio of ratios) expect(ratio).toBeGreaterThanOrEqual(4.5);
  });

  test('checks the list again once idle: unchanged, nothing moves', async ({ page }) => {
    const refreshed = storiesRefreshed(page);
    await page.goto('/case-studies');
    await refreshed;
    await expect(page.getByRole('article', { name: PUBLISHED_TITLE })).toBeVisible();
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
  });

  test('shows what changed since the build: here, nothing is published any more', async ({
    page,
  }) => {
    await page.route('**/rest/v1/case_studies**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await page.goto('/case-studies');
    await expect(page.getByText('No case studies available yet.')).toBeVisible();
    await expect(page.getByText(PUBLISHED_TITLE)).toHaveCount(0);
  });

  test('keeps the prerendered stories when the backend cannot be reached', async ({ page }) => {
    await page.route('**/rest/v1/case_studies**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'XX000', message: 'boom', details: null, hint: null }),
      }),
    );
    const failed = page.waitForResponse((r) => r.url().includes('/rest/v1/case_studies'));
    await page.goto('/case-studies');
    await failed;
    await expect(page.getByRole('article', { name: PUBLISHED_TITLE })).toBeVisible();
    await expect(toastText(page, 'Case studies could not be loaded.')).toHaveCount(0);
  });

  test('a list that cannot be loaded at all shows the error toast', async ({ page }) => {
    await page.goto('/about');
    // Neither the API nor the build's copy of the list answers.
    await page.route('**/rest/v1/case_studies**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'XX000', message: 'boom', details: null, hint: null }),
      }),
    );
    await page.route('**/case-studies.data**', (route) => route.fulfill({ status: 503 }));
    await page.getByRole('banner').getByRole('link', { name: 'Case Studies', exact: true }).click();
    await expect(toastText(page, 'Error')).toBeVisible({ timeout: 15_000 });
    await expect(toastText(page, 'Case studies could not be loaded.')).toBeVisible();
    // A failure is not an empty list.
    await expect(page.getByText('No case studies available yet.')).toHaveCount(0);
  });
});

test.describe('/case-studies/{slug}', () => {
  test('is prerendered with its content, meta tags, structured data and canonical URL', async ({
    request,
  }) => {
    const html = await (await request.get(`/case-studies/${PUBLISHED_SLUG}`)).text();
    expect(html).toContain(`<title>${PUBLISHED_TITLE} | Northlight AI</title>`);
    expect(html).toMatch(
      new RegExp(`<link rel="canonical" href="http://[^"]+/case-studies/${PUBLISHED_SLUG}"/>`),
    );
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/[^"]+\/case-studies\/brenner-1\.png"\/>/,
    );
    expect(html).toMatch(/<meta name="description" content="Brenner builds custom packaging lines/);
    expect(html).not.toContain('noindex');
    expect(html).toContain('Quote backlog cleared within the first month');
  });

  test('shows every part of a published case study in order', async ({ page }) => {
    await page.goto(`/case-studies/${PUBLISHED_SLUG}`);
    await expect(page.getByRole('heading', { name: PUBLISHED_TITLE, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${PUBLISHED_TITLE}`));
    await expect(page.getByRole('img', { name: 'Brenner Maschinenbau GmbH logo' })).toBeVisible();
    await expect(page.getByText('Brenner Maschinenbau GmbH', { exact: true })).toBeVisible();

    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual([
      'The Challenge',
      'Insights',
      'The Results',
      'Want to achieve similar results for your company?',
    ]);

    // Line breaks of the description are kept.
    const challenge = page.getByRole('region', { name: 'The Challenge' }).locator('p');
    expect(await challenge.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-line');
    expect(await challenge.textContent()).toContain('\n\nAfter an AI Speedboat workshop');

    const images = page.getByRole('region', { name: 'Insights' }).getByRole('img');
    await expect(images).toHaveCount(2);
    // The first image is the page's main one: on a wide window's first screen, preloaded first
    // from the head; on a phone, below the challenge, it waits until near, as the others do, at an
    // image's usual priority.
    await expect(images.first()).toHaveAttribute('loading', 'lazy');
    await expect(images.first()).not.toHaveAttribute('fetchpriority', /.*/);
    const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
    await expect(preload).toHaveAttribute('media', '(min-width: 48rem)');
    await expect(preload).toHaveAttribute('href', (await images.first().getAttribute('src')) ?? '');
    await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
    await expect(images.nth(1)).not.toHaveAttribute('fetchpriority', /.*/);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(image).toHaveAttribute('height', /\d+/);
    }
    await expect(images.first()).toHaveAccessibleName(`${PUBLISHED_TITLE} – image 1 of 2`);

    const bullets = page.getByRole('region', { name: 'The Results' }).getByRole('listitem');
    await expect(bullets).toHaveText([
      'Quote preparation time down from 6 hours to 30 minutes',
      'Quote backlog cleared within the first month',
      '35% more quotes sent per sales engineer',
      'Engineers review and approve every quote before it leaves the house',
    ]);

    await page.getByRole('link', { name: 'Get in touch' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Back to overview' }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
  });

  test('carries its small logo in the page: drawn without a request, kept when the story changes', async ({
    page,
  }) => {
    const logoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('brenner-logo')) logoRequests.push(request.url());
    });
    // The story as read live once the page is idle, with a new title: the page revalidates.
    await page.route('**/rest/v1/case_studies**', async (route) => {
      const rows = (await (await route.fetch()).json()) as { title: string }[];
      await route.fulfill({
        json: rows.map((row) => ({ ...row, title: `${row.title} (updated)` })),
      });
    });
    await page.goto(`/case-studies/${PUBLISHED_SLUG}`);
    const logo = page.getByRole('img', { name: 'Brenner Maschinenbau GmbH logo' });
    const src = (await logo.getAttribute('src')) ?? '';
    expect(src).toMatch(/^data:image\/svg\+xml,/);
    // Drawn at the file's own size (240×64), not a broken image.
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(240);

    await expect(
      page.getByRole('heading', { name: `${PUBLISHED_TITLE} (updated)`, level: 1 }),
    ).toBeVisible();
    expect(await logo.getAttribute('src')).toBe(src);
    expect(logoRequests).toEqual([]);
    // Elsewhere the logo keeps its address: the structured data names the file.
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join('\n')).toMatch(/"logo":"http:\/\/[^"]+\/case-studies\/brenner-logo\.svg"/);
  });

  test('the id form of the address leads to the slug', async ({ page, request }) => {
    // A permanent redirect (the build's `_redirects`, which the host's engine applies)…
    const response = await request.get(`/case-studies/${PUBLISHED_ID}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`/case-studies/${PUBLISHED_SLUG}`);
    // …to the story's page, whose tags a shared old link's card shows.
    const html = await (await request.get(`/case-studies/${PUBLISHED_SLUG}`)).text();
    expect(html).toContain(`<title>${PUBLISHED_TITLE} | Northlight AI</title>`);
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/[^"]+\/case-studies\/brenner-1\.png"\/>/,
    );
    // In the browser too, the old address ends at the story.
    await page.goto(`/case-studies/${PUBLISHED_ID}`);
    await expect(page).toHaveURL(new RegExp(`/case-studies/${PUBLISHED_SLUG}$`));
    await expect(page.getByRole('heading', { name: PUBLISHED_TITLE, level: 1 })).toBeVisible();
  });

  // Unknown, unpublished and malformed names (the 404 page), earlier slugs of renamed stories and
  // a failing backend: e2e/case-study-not-found.spec.ts.
});
