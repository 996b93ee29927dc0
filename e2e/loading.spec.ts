import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';

// A story's first photo is below a phone's first screen (after the title and challenge): it loads
// lazily, and the page becomes interactive without waiting for it.
test('on a phone a story hydrates without waiting for its photo, which is below the first screen', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  // The photo never arrives: the page must not wait for it.
  await page.route('**/case-studies/nordhafen-1.png', () => undefined);
  await page.goto('/case-studies/freight-invoices-checked-automatically', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 10_000 });
  const photo = page.getByRole('region', { name: 'Insights' }).getByRole('img').first();
  await expect(photo).toHaveAttribute('loading', 'lazy');
  expect(await photo.evaluate((img) => img.getBoundingClientRect().top)).toBeGreaterThan(823);
  await context.close();
});

/** Holds back the page's stylesheets until the returned function is called. */
async function holdStylesheets(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.css', async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

// A page carries the rules of its stylesheet that its own elements need in its HTML, and loads the
// whole stylesheet after its content: it is painted, styled, before the stylesheet arrives, and
// nothing changes (or transitions) when it does. Its scripts run only after the stylesheet.
test('a page is painted with its styles before its stylesheet arrives, and nothing changes when it does', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const release = await holdStylesheets(page);
  await page.addInitScript(() => {
    const runs: string[] = [];
    Object.assign(window, { transitionRuns: runs });
    // The content's: the header's shadow deepens, as it should, when the test scrolls down.
    addEventListener(
      'transitionrun',
      (event) => {
        const target = event.target as Element;
        if (target.closest('main')) runs.push(`${target.tagName} ${event.propertyName}`);
      },
      true,
    );
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length,
    null,
    {
      timeout: 10_000,
    },
  );
  const looks = () =>
    page.evaluate(() =>
      ['body', 'h1', 'header a', 'details summary', 'footer a'].map((selector) => {
        const element = document.querySelector(selector);
        if (!element) return `${selector}: missing`;
        const style = getComputedStyle(element);
        return `${selector}: ${style.color} on ${style.backgroundColor}, ${style.fontSize}`;
      }),
    );
  const painted = await looks();
  // Not the browser's defaults: black text, blue links.
  expect(painted.join('\n')).not.toMatch(/rgb\(0, 0, (0|238)\) on/);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // Every section laid out, the ones below the first screen included.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(await looks()).toEqual(painted);
  expect(
    await page.evaluate(() => (window as unknown as { transitionRuns: string[] }).transitionRuns),
  ).toEqual([]);
  await context.close();
});

// The rules in the page are the ones its layout needs, also those Beasties cannot judge (spacing
// written as `:where(…)`, the headings' hyphenation as `:is(…)`): on a phone, German pages with
// long words, spaced sections and buttons with icons keep every box where it was painted when the
// stylesheet arrives.
for (const path of ['/de', '/de/imprint', '/de/about']) {
  test(`${path} on a phone keeps its layout when its stylesheet arrives`, async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const release = await holdStylesheets(page);
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length);
    // The boxes of the elements painted before the stylesheet came (those the page still shows:
    // hydration may swap a placeholder, such as the microphone's, for its component).
    const boxes = () =>
      page.evaluate(() => {
        const painted = ((window as unknown as { painted?: Element[] }).painted ??= [
          ...document.querySelectorAll('main *'),
        ]);
        return painted.map((element) => {
          if (!element.isConnected) return null;
          const box = element.getBoundingClientRect();
          const text = (element.textContent ?? '').trim().slice(0, 30);
          return `${element.tagName} "${text}": ${Math.round(box.top)} +${Math.round(box.height)}`;
        });
      });
    const painted = await boxes();
    expect(painted.length).toBeGreaterThan(20);
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const now = await boxes();
    expect(now.filter((box) => box === null).length).toBeLessThan(painted.length / 10);
    expect(now.map((box, index) => box ?? painted[index])).toEqual(painted);
    await context.close();
  });
}
