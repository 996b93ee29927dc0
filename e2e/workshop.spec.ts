import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';

const STEPS = [
  'GenAI fundamentals',
  'Ideation and use cases',
  'AI prototyping',
  'Strategy and roadmap',
];

/** Scrolls so that `share` of the timeline section's height is inside the viewport. */
async function showShareOfTimeline(page: Page, share: number) {
  await page.evaluate((visibleShare) => {
    const section = document.getElementById('workshop-timeline');
    if (!section) throw new Error('timeline section not found');
    const top = section.getBoundingClientRect().top + window.scrollY;
    const target = top - window.innerHeight + section.offsetHeight * visibleShare;
    window.scrollTo({ top: target, behavior: 'instant' });
  }, share);
}

/**
 * Watches the four steps every animation frame and records, per step, the first moment it became
 * (partly) visible, i.e. its computed opacity rose above 0.
 */
async function recordRevealTimes(page: Page) {
  await page.evaluate(() => {
    const steps = [...document.querySelectorAll<HTMLElement>('[data-timeline-step]')];
    const times: (number | null)[] = steps.map(() => null);
    (window as unknown as { revealTimes: (number | null)[] }).revealTimes = times;
    const tick = (now: number) => {
      steps.forEach((step, index) => {
        if (times[index] === null && Number(getComputedStyle(step).opacity) > 0) times[index] = now;
      });
      if (times.some((time) => time === null)) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

const revealTimes = (page: Page) =>
  page.evaluate(() => (window as unknown as { revealTimes: (number | null)[] }).revealTimes);

const opacities = (page: Page) =>
  page
    .locator('[data-timeline-step]')
    .evaluateAll((steps) => steps.map((step) => Number(getComputedStyle(step).opacity)));

test('the timeline steps appear in order, 150 ms apart, once 20% of the section is visible', async ({
  page,
}) => {
  await page.goto('/ai-speedboat-workshop');
  const timeline = page.getByRole('region', { name: 'How the workshop runs' });
  await expect(timeline.getByRole('listitem')).toHaveText(STEPS.map((s) => new RegExp(s)));

  // Once the page is interactive the steps below the fold wait, hidden, for the section.
  await expect.poll(() => opacities(page)).toEqual([0, 0, 0, 0]);
  await recordRevealTimes(page);

  // 10% visible: nothing happens yet.
  await showShareOfTimeline(page, 0.1);
  await page.waitForTimeout(600);
  expect(await revealTimes(page)).toEqual([null, null, null, null]);

  // 30% visible: the steps appear one after another.
  await showShareOfTimeline(page, 0.3);
  await expect.poll(() => revealTimes(page)).not.toContain(null);
  const times = (await revealTimes(page)) as number[];
  const gaps = times.slice(1).map((time, index) => time - (times[index] ?? Infinity));
  for (const [index, gap] of gaps.entries()) {
    expect(gap, `gap before step ${index + 2}`).toBeGreaterThanOrEqual(120);
    expect(gap, `gap before step ${index + 2}`).toBeLessThan(400);
  }
  await expect.poll(() => opacities(page)).toEqual([1, 1, 1, 1]);
  for (const step of STEPS) await expect(timeline.getByText(step)).toBeVisible();
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('all four steps are shown at once, without waiting for the section', async ({ page }) => {
    await page.goto('/ai-speedboat-workshop');
    await page.waitForLoadState('networkidle');
    await recordRevealTimes(page);
    await expect.poll(() => revealTimes(page)).not.toContain(null);
    const times = (await revealTimes(page)) as number[];
    expect(Math.max(...times) - Math.min(...times)).toBe(0);
    expect(await opacities(page)).toEqual([1, 1, 1, 1]);

    // Scrolling to the section changes nothing: no late fade-in.
    await showShareOfTimeline(page, 0.5);
    await page.waitForTimeout(300);
    expect(await opacities(page)).toEqual([1, 1, 1, 1]);
  });
});

test('the timeline text is in the prerendered HTML, visible without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ai-speedboat-workshop');
  const steps = page.locator('[data-timeline-step]');
  await expect(steps).toHaveCount(4);
  await steps.nth(3).scrollIntoViewIfNeeded();
  expect(await opacities(page)).toEqual([1, 1, 1, 1]);
  await context.close();
});
