import { expect, test } from './fixtures';
import { toastText } from './cms-helpers';

// Fixed ids of supabase/seed.sql: a published case study and the draft.
const PUBLISHED_ID = 'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b01';
const PUBLISHED_TITLE = 'From 6 hours to 30 minutes: AI-generated quotes for custom machinery';
const DRAFT_ID = 'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b05';
const DRAFT_TITLE = 'Customer service triage for a regional energy supplier';

test.describe('/case-studies', () => {
  test('is prerendered with its title and intro', async ({ request }) => {
    const html = await (await request.get('/case-studies')).text();
    expect(html).toContain('Our Success Stories');
    expect(html).toContain('Real projects, measurable outcomes');
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
    await expect(page).toHaveURL(new RegExp(`/case-studies/${PUBLISHED_ID}$`));
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

  test('shows a spinner while loading and the empty text when there is nothing', async ({
    page,
  }) => {
    await page.route('**/rest/v1/case_studies**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.fulfill({ status: 200, contentType: 'application/json', body: '[]' });
    });
    await page.goto('/case-studies');
    await expect(page.getByRole('status').getByText('Loading case studies')).toBeAttached();
    await expect(page.getByText('No case studies available yet.')).toBeVisible();
  });

  test('a failing list shows the error toast', async ({ page }) => {
    await page.route('**/rest/v1/case_studies**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'XX000', message: 'boom', details: null, hint: null }),
      }),
    );
    await page.goto('/case-studies');
    await expect(toastText(page, 'Error')).toBeVisible({ timeout: 15_000 });
    await expect(toastText(page, 'Case studies could not be loaded.')).toBeVisible();
    // A failure is not an empty list.
    await expect(page.getByText('No case studies available yet.')).toHaveCount(0);
  });
});

test.describe('/case-studies/{id}', () => {
  test('shows every part of a published case study in order', async ({ page }) => {
    await page.goto(`/case-studies/${PUBLISHED_ID}`);
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
    // The first image is the page's main one: fetched at once, first; the others wait until near.
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
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

  for (const [what, id] of [
    ['an unpublished', DRAFT_ID],
    ['an unknown', '00000000-0000-4000-8000-000000000000'],
    ['a malformed', 'not-a-uuid'],
  ] as const) {
    test(`${what} id shows the error toast and returns to the list`, async ({ page }) => {
      await page.goto(`/case-studies/${id}`);
      await expect(toastText(page, 'Case study could not be loaded.')).toBeVisible({
        timeout: 15_000,
      });
      await expect(page).toHaveURL(/\/case-studies$/);
      await expect(page.getByText(DRAFT_TITLE)).toHaveCount(0);
    });
  }
});
