import type { Page } from '@playwright/test';

import { MAX_WAIT_MS } from '../scripts/deferred-hydration';
import { expect, test } from './fixtures';

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
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
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
  expect(await hydratedAtMs(page)).toBeLessThan(MAX_WAIT_MS);
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
