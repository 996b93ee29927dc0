import type { Page } from '@playwright/test';

import { ANON_KEY } from '../local-supabase/config';
import { workshopPage as workshopCopy } from '../src/content/workshop';
import { expect, test } from './fixtures';
import { API_URL } from './local-stack';

const workshopPage = workshopCopy.en;

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
  // Seen in order. Frames are sampled, and on a busy machine one frame can last longer than the
  // stagger (two steps then first show in the same frame), so the 150 ms spacing is checked on the
  // animation timeline below, and each step is checked to become visible no earlier than its due
  // time and soon after it.
  for (const gap of gaps(seen.map((r) => r.seenAt))) expect(gap).toBeGreaterThanOrEqual(0);
  // On the animation timeline, each step starts fading in 150 ms after the one before.
  const starts = seen.map((r) => r.fadeStartsAt);
  expect(starts).not.toContain(null);
  for (const gap of gaps(starts as number[])) expect(gap).toBeCloseTo(150, -1);
  // …and no step was visible before its fade-in was due, nor long after.
  for (const reveal of seen) {
    expect(reveal.seenAt).toBeGreaterThanOrEqual(reveal.fadeStartsAt ?? Infinity);
    expect(reveal.seenAt - (reveal.fadeStartsAt ?? 0)).toBeLessThan(1000);
  }
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

test('each success story links to the published case study of its client, in the prerendered HTML', async ({
  browser,
  request,
  page,
}) => {
  // Whatever ids the database gave them: the published case study of each story's client.
  const response = await request.get(
    `${API_URL}/rest/v1/case_studies?select=id,slug,title,client&published=eq.true&order=display_order.asc`,
    { headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` } },
  );
  const published = (await response.json()) as {
    id: string;
    slug: string;
    title: string;
    client: string;
  }[];
  const expected = workshopPage.stories.items.map((story) => {
    const match = published.find((c) => c.client === story.client);
    if (!match) throw new Error(`the seed has no published case study of ${story.client}`);
    return match;
  });

  // Without JavaScript, as a crawler sees the page.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto('/ai-speedboat-workshop');
  const section = plain.getByRole('region', { name: workshopPage.stories.title });
  const links = section.getByRole('link', { name: /^Read the case study/ });
  await expect(links).toHaveCount(expected.length);
  for (const [index, target] of expected.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', `/case-studies/${target.slug}`);
  }
  await context.close();

  // A visitor following the first link reads that case study (not the list).
  const [first] = expected;
  await page.goto('/ai-speedboat-workshop');
  await page
    .getByRole('region', { name: workshopPage.stories.title })
    .getByRole('link', { name: /^Read the case study/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: first?.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/case-studies/${first?.slug}$`));
});
