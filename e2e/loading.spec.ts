import { chromium, type Page } from '@playwright/test';

import { CHROMIUM_ARGS, findTestBrowser } from '../scripts/chromium';
import { MAX_WAIT_MS } from '../scripts/deferred-hydration';
import { afterTwoFrames, expect, gate, layoutShift, pageOfOwnContext, test } from './fixtures';

// scripts/deferred-hydration.ts: prerendered pages show their content first and only then load
// the JavaScript that makes them interactive.
for (const path of ['/', '/ai-agents', '/ai-speedboat-workshop']) {
  test(`${path} paints its content before it requests any JavaScript, then hydrates`, async ({
    page,
  }) => {
    await page.goto(path); // the fixture waits until the app has hydrated
    const timing = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime);
      return { fcp: fcp?.startTime ?? null, scripts };
    });
    expect(timing.fcp).not.toBeNull();
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.fcp ?? Infinity);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  });
}

// A browser that never reports a paint: the PerformanceObserver delivers nothing.
async function withoutPaintTiming(page: Page): Promise<void> {
  await page.addInitScript(() => {
    class SilentObserver {
      static supportedEntryTypes = ['paint'];
      observe(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'PerformanceObserver', { value: SilentObserver });
    performance.getEntriesByName = () => [];
  });
}

async function hydratedAtMs(page: Page): Promise<number> {
  // Right after 'commit' the document may not have its root element yet.
  await page.waitForFunction(() => document.documentElement?.dataset.hydrated === 'true', null, {
    timeout: 10_000,
  });
  return page.evaluate(() => performance.now());
}

test('a page loading in a background tab hydrates without waiting for a paint', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await withoutPaintTiming(page);
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
  });
  await page.goto('/', { waitUntil: 'commit' });
  await hydratedAtMs(page);
  // The boot script did not wait for the paint (or its 3 s cap): the page's JavaScript was asked
  // for as soon as the page was parsed. (How long parsing and hydrating take depends on the
  // machine; this delay does not.)
  const waited = await page.evaluate(() => {
    const parsed = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const firstScript = Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    );
    return firstScript - parsed.domInteractive;
  });
  expect(waited).toBeLessThan(MAX_WAIT_MS / 2);
  await context.close();
});

test('a page whose paint is never reported still hydrates, after at most 3 s', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await withoutPaintTiming(page);
  await page.goto('/', { waitUntil: 'commit' });
  expect(await hydratedAtMs(page)).toBeGreaterThanOrEqual(MAX_WAIT_MS);
  await context.close();
});

test('a page whose first screen has a photo loads its JavaScript only once the photo is in', async ({
  browser,
}) => {
  // A window in which the story's first photo is on the first screen.
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  const page = await context.newPage();
  const story = '/case-studies/freight-invoices-checked-automatically';
  const photo = gate();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) scripts.push(request.url());
  });
  await page.route('**/case-studies/nordhafen-1.png', async (route) => {
    await photo.wait;
    await route.continue();
  });
  await page.goto(story, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
  );
  // Painted, photo still on its way: a frame or two later, the boot script has still not added
  // the page's module preloads (without the wait for the photo it adds them right after the paint).
  await afterTwoFrames(page);
  const preloads = await page.locator('link[rel="modulepreload"]').count();
  expect(preloads).toBe(0);
  expect(scripts).toEqual([]);
  photo.release();
  expect(await hydratedAtMs(page)).toBeLessThan(MAX_WAIT_MS + 2000);
  expect(scripts.length).toBeGreaterThan(0);
  await context.close();
});

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
  const photo = page.getByRole('region', { name: 'Insights' }).getByRole('img').first();
  await expect(photo).toHaveAttribute('loading', 'lazy');
  expect(await photo.evaluate((img) => img.getBoundingClientRect().top)).toBeGreaterThan(823);
  expect(await hydratedAtMs(page)).toBeLessThan(MAX_WAIT_MS);
  await context.close();
});

// The boot script hides scrollbars that take no room while the page loads (their fade-out after
// the first paint is frame after frame beside the page's JavaScript), until the visitor scrolls.
const phone = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };
const rootScrollbar = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('scrollbar-width'),
  );

/** Records the root's scrollbar as the page finishes parsing; `scrollbarWhileParsing` reads it. */
async function recordScrollbarWhileParsing(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const value = getComputedStyle(document.documentElement).getPropertyValue('scrollbar-width');
      sessionStorage.setItem('scrollbar-while-parsing', value);
    });
  });
}
const scrollbarWhileParsing = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('scrollbar-while-parsing'));

test('a phone draws no scrollbar while the page loads, and has it as soon as the visitor scrolls', async ({
  browser,
}) => {
  const { page, context } = await pageOfOwnContext(browser, phone);
  await recordScrollbarWhileParsing(page);
  await page.goto('/imprint');
  expect(await scrollbarWhileParsing(page)).toBe('none');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await afterTwoFrames(page);
  expect(await rootScrollbar(page)).toBe('none');
  await page.evaluate(() => window.scrollBy(0, 300));
  await expect.poll(() => rootScrollbar(page)).toBe('auto');
  await expect(page.locator('html')).not.toHaveAttribute('style');
  await context.close();
});

test('scrollbars that take room are left alone: the page does not change width', async () => {
  // Playwright's headless browser hides scrollbars; this one draws them as a desktop does.
  const browser = await chromium.launch({
    executablePath: findTestBrowser(),
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  });
  try {
    const { page } = await pageOfOwnContext(browser, { viewport: { width: 1280, height: 800 } });
    await recordScrollbarWhileParsing(page);
    await page.goto('/imprint');
    const room = await page.evaluate(
      () => window.innerWidth - document.documentElement.clientWidth,
    );
    expect(room).toBeGreaterThan(0);
    expect(await scrollbarWhileParsing(page)).toBe('auto');
    await expect(page.locator('html')).not.toHaveAttribute('style');
    expect(await layoutShift(page)).toBe(0);
  } finally {
    await browser.close();
  }
});
