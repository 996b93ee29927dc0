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

type Reveal = {
  /** rAF time of the first frame in which the step's computed opacity was above 0. */
  seenAt: number;
  /**
   * When the browser's animation timeline starts raising the step's opacity (transition start plus
   * its delay): exact, unlike frame sampling, which a busy machine delays by a frame or more.
   */
  fadeStartsAt: number | null;
};

/** Watches the four steps every animation frame and records when each one became visible. */
async function recordReveals(page: Page) {
  await page.evaluate(() => {
    const steps = [...document.querySelectorAll<HTMLElement>('[data-timeline-step]')];
    const reveals: (Reveal | null)[] = steps.map(() => null);
    (window as unknown as { reveals: typeof reveals }).reveals = reveals;
    const tick = (now: number) => {
      steps.forEach((step, index) => {
        if (reveals[index] || Number(getComputedStyle(step).opacity) === 0) return;
        const fade = step
          .getAnimations()
          .find((animation) => (animation as CSSTransition).transitionProperty === 'opacity');
        const start = fade?.startTime;
        reveals[index] = {
          seenAt: now,
          fadeStartsAt:
            typeof start === 'number' ? start + Number(fade?.effect?.getTiming().delay ?? 0) : null,
        };
      });
      if (reveals.includes(null)) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

const reveals = (page: Page) =>
  page.evaluate(() => (window as unknown as { reveals: (Reveal | null)[] }).reveals);

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
  await recordReveals(page);

  // 10% visible: nothing happens yet.
  await showShareOfTimeline(page, 0.1);
  await page.waitForTimeout(600);
  expect(await reveals(page)).toEqual([null, null, null, null]);

  // 30% visible: the steps appear one after another.
  await showShareOfTimeline(page, 0.3);
  await expect.poll(() => reveals(page)).not.toContain(null);
  const seen = (await reveals(page)) as Reveal[];
  const gaps = (values: number[]) => values.slice(1).map((value, i) => value - (values[i] ?? 0));
  // Seen in order, each in a later frame than the one before. The first frame after the scroll
  // can run late on a busy machine (it renders the reveal), so frame-sampled gaps are only checked
  // from the second step on.
  const seenGaps = gaps(seen.map((r) => r.seenAt));
  for (const gap of seenGaps) expect(gap).toBeGreaterThan(0);
  for (const gap of seenGaps.slice(1)) expect(gap).toBeGreaterThanOrEqual(120);
  // On the animation timeline, each step starts fading in 150 ms after the one before.
  const starts = seen.map((r) => r.fadeStartsAt);
  expect(starts).not.toContain(null);
  for (const gap of gaps(starts as number[])) expect(gap).toBeCloseTo(150, -1);
  // …and no step was visible before its fade-in was due.
  for (const reveal of seen)
    expect(reveal.seenAt).toBeGreaterThanOrEqual(reveal.fadeStartsAt ?? Infinity);
  await expect.poll(() => opacities(page)).toEqual([1, 1, 1, 1]);
  for (const step of STEPS) await expect(timeline.getByText(step)).toBeVisible();
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('all four steps are shown at once, without waiting for the section', async ({ page }) => {
    await page.goto('/ai-speedboat-workshop');
    await page.waitForLoadState('networkidle');
    await recordReveals(page);
    await expect.poll(() => reveals(page)).not.toContain(null);
    const times = ((await reveals(page)) as Reveal[]).map((reveal) => reveal.seenAt);
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
