import { prerenderedPaths, unlistedPrerenderedPaths } from '../src/app/paths';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { serveStandIns, waitForIdle } from './stand-ins';

/** Every public route plus the 404 page, also as it answers for a story that does not exist. */
const paths = [
  ...prerenderedPaths,
  ...unlistedPrerenderedPaths,
  '/this-page-does-not-exist',
  '/case-studies/no-such-story',
];
/**
 * The widths every page is checked at. The page loads once, at the first; the others are reached
 * by resizing it, which shows the same document as a load at that width would: the site's layout
 * answers width in CSS alone (no script reads the width), and a load costs as much as axe itself.
 */
const widths = [1280, 390] as const;

test.beforeEach(async ({ page }) => {
  await serveStandIns(page);
});

test.describe(`at ${widths.join(' and ')} px`, () => {
  test.use({ viewport: { width: widths[0], height: 900 } });
  for (const path of paths) {
    test(`${path} has no serious or critical axe violation`, async ({ page }) => {
      test.slow(); // axe walks the whole page twice; on a busy machine this takes a while
      await page.goto(path);
      await waitForIdle(page);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        // The next frame has laid the page out at the new width.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        expect(await page.evaluate(() => innerWidth)).toBe(width);
        expect(await seriousViolations(page, { bestPractice: true }), `at ${width} px`).toEqual([]);
      }
    });
  }
});

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  const box = await skip.boundingBox();
  expect(box && box.width > 1 && box.height > 1).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  // The next Tab continues inside the main content, past the navigation.
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)),
  ).toBe(true);
});

test('keyboard focus is visible on links and buttons', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab'); // skip link
  for (let i = 0; i < 10; i += 1) {
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      // The ring may be drawn by a wrapper with :focus-within (e.g. the chat input's pill), so
      // take the nearest of the element and its two closest ancestors that draws an outline.
      let el: HTMLElement | null = focused;
      for (let depth = 0; el && depth < 3; depth += 1, el = el.parentElement) {
        if (getComputedStyle(el).outlineStyle !== 'none') break;
      }
      const style = getComputedStyle(el ?? focused);
      return {
        tag: focused.tagName,
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
      };
    });
    expect(outline.style, `focus ring on ${outline.tag}`).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
  }
});
