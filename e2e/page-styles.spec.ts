/**
 * The page's own copy of its styles (scripts/inline-stylesheet.ts) on the production build: the
 * page paints styled before the stylesheet file arrives, the file changes nothing on the screen
 * when it does (but for the decorations held back from the first paint), and the copy goes.
 */
import type { Page } from '@playwright/test';

import { PAGE_COPY_ATTRIBUTE } from '../scripts/inline-stylesheet';
import { AFTER_FIRST_PAINT_CLASS } from '../src/lib/after-first-paint';
import { afterTwoFrames, expect, gate, layoutShift, pageWithoutScript, test } from './fixtures';

/**
 * Opens `path` with its stylesheet file held back and resolves once the page has painted;
 * `release()` lets the file through.
 */
async function firstPaintWithoutFile(page: Page, path: string): Promise<{ release: () => void }> {
  const stylesheet = gate();
  await page.route('**/assets/*.css', async (route) => {
    await stylesheet.wait;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
  );
  return stylesheet;
}

// scripts/inline-stylesheet.ts: the prerendered page carries its styles, so the stylesheet file
// is not waited for (not even asked for before the first paint); when it arrives it changes
// nothing on the screen, and the page's copy of its rules is taken out.
test('a page paints styled before its stylesheet file arrives, and nothing moves when it does', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) scripts.push(request.url());
  });
  const stylesheet = await firstPaintWithoutFile(page, '/');
  const link = page.locator('link[rel="stylesheet"]');
  // Styled from the page itself: the dark background, the heading's size, the chat field's box.
  const looks = () =>
    page.evaluate(() => {
      const field = document.querySelector('main textarea')?.getBoundingClientRect();
      return {
        background: getComputedStyle(document.body).backgroundColor,
        heading: getComputedStyle(document.querySelector('h1') as Element).fontSize,
        field: field ? [field.x, field.y, field.width, field.height] : null,
      };
    });
  const copy = page.locator(`head > style[${PAGE_COPY_ATTRIBUTE}]`);
  const before = await looks();
  expect(before.background).toBe('rgb(12, 14, 24)');
  expect(before.field).not.toBeNull();
  await expect(copy).toHaveCount(1);
  // Asked for after the first paint; the JavaScript waits for it: nothing is asked for, and React
  // renders nothing, until the whole file is in.
  await expect(link).toHaveCount(1);
  await page.waitForTimeout(500);
  await afterTwoFrames(page);
  expect(scripts).toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  stylesheet.release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await afterTwoFrames(page);
  expect(await looks()).toEqual(before);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
  await expect(copy).toHaveCount(0);
  // Loaded as print media so that it applies only with the copy's removal; it ends as rendered.
  await expect(link).not.toHaveAttribute('media');
  // The file was asked for after the first paint, not beside the page, and the JavaScript only
  // once it was in.
  const [paint = Number.NaN, file = Number.NaN, fileEnd = Number.NaN, firstScript = Number.NaN] =
    await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const css = resources.find((entry) => entry.name.endsWith('.css'));
      const js = resources.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
      return [
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        css?.startTime,
        css?.responseEnd,
        Math.min(...js.map((entry) => entry.startTime)),
      ];
    });
  expect(file).toBeGreaterThan(paint);
  expect(firstScript).toBeGreaterThanOrEqual(fileEnd);
  await context.close();
});

test('a page whose stylesheet file fails to load keeps its own copy of the rules, and hydrates', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.route('**/assets/*.css', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator(`head > style[${PAGE_COPY_ATTRIBUTE}]`)).toHaveCount(1);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    'rgb(12, 14, 24)',
  );
  await context.close();
});

// src/lib/after-first-paint.ts: the full-screen decorations (the site's background gradient, the
// grid page's pattern) are drawn once the stylesheet file is in, after the first paint; without
// JavaScript the browser loads the file with the page and draws them in its first paint.
test('/de/grid draws its decorations after its first paint, and without JavaScript in it', async ({
  browser,
}) => {
  const opacities = (page: Page) =>
    page
      .locator(`.${AFTER_FIRST_PAINT_CLASS}`)
      .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity));
  const viewport = { width: 390, height: 844 };
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const stylesheet = await firstPaintWithoutFile(page, '/de/grid');
  await afterTwoFrames(page);
  await expect(page.getByTestId('grid-overlay')).toBeVisible();
  expect(await opacities(page)).toEqual(['0', '0']);
  stylesheet.release();
  await expect.poll(() => opacities(page)).toEqual(['1', '1']);
  await context.close();

  const withoutScript = await pageWithoutScript(browser, { viewport });
  await withoutScript.page.goto('/de/grid');
  expect(await opacities(withoutScript.page)).toEqual(['1', '1']);
  await withoutScript.context.close();
});

// What the page's copy leaves to the file (scripts/inline-stylesheet.ts): custom properties (set
// only where read; registered by the file's @property rules), transitions, field-sizing, and
// what a closed dialog holds (the side menu: opened before the file is in, it has the browser's
// own dialog styles until then). States the visitor brings about (hover, an open dialog) are not
// compared: the page is at rest. A decoration held back from the first paint differs in its
// opacity alone, which the tests check on their own.
const LEFT_TO_THE_FILE = /^(--|transition|field-sizing$)/;

/**
 * In the page: records every element's computed style (`copy`), or lists how every element's
 * style now differs from that record (`file`). Kept and compared in the page: some 400 elements
 * of 350 properties each.
 */
function computedStyles({
  phase,
  leftToTheFile,
  heldBack,
}: {
  phase: 'copy' | 'file';
  leftToTheFile: string;
  heldBack: string;
}): string[] {
  const skip = new RegExp(leftToTheFile);
  const now = [
    ...document.querySelectorAll('body *:not(dialog:not([open]), dialog:not([open]) *)'),
  ].map((element) => {
    const style = getComputedStyle(element);
    const own: Record<string, string> = {};
    for (const name of Array.from(style)) {
      if (skip.test(name)) continue;
      if (name === 'opacity' && element.classList.contains(heldBack)) continue;
      own[name] = style.getPropertyValue(name);
    }
    return { element: `${element.tagName.toLowerCase()}.${element.classList}`, own };
  });
  const record = window as unknown as { copyStyles?: typeof now };
  if (phase === 'copy') {
    record.copyStyles = now;
    return [];
  }
  const before = record.copyStyles ?? [];
  return now.flatMap(({ element, own }, index) =>
    Object.entries(own)
      .filter(([name, value]) => before[index]?.own[name] !== value)
      .map(([name, value]) => `${element} ${name}: ${before[index]?.own[name]} → ${value}`),
  );
}

for (const path of [
  '/',
  '/de',
  '/contact',
  '/case-studies',
  '/case-studies/ai-generated-quotes-for-custom-machinery',
]) {
  test(`${path}: the page's own copy of its rules styles every element as the file does`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // No JavaScript but the page's boot script: the markup stays as prerendered throughout.
    await page.route('**/assets/*.js', (route) => route.abort());
    const stylesheet = gate();
    await page.route('**/assets/*.css', async (route) => {
      await stylesheet.wait;
      await route.continue();
    });
    // Not until `load`: the boot script may add the held stylesheet before it, and `load` waits.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() =>
      [...document.images].every((image) => image.loading === 'lazy' || image.complete),
    );
    await afterTwoFrames(page);
    await expect(page.locator(`head > style[${PAGE_COPY_ATTRIBUTE}]`)).toHaveCount(1);
    await page.evaluate(computedStyles, {
      phase: 'copy' as const,
      leftToTheFile: LEFT_TO_THE_FILE.source,
      heldBack: AFTER_FIRST_PAINT_CLASS,
    });
    // The background's gradient is not drawn until the file is in, then fades in.
    const gradient = page.getByTestId('background-gradient');
    await expect(gradient).toHaveClass(new RegExp(`\\b${AFTER_FIRST_PAINT_CLASS}\\b`));
    await expect(gradient).toHaveCSS('opacity', '0');
    stylesheet.release();
    await expect(page.locator(`head > style[${PAGE_COPY_ATTRIBUTE}]`)).toHaveCount(0);
    const differences = await page.evaluate(computedStyles, {
      phase: 'file' as const,
      leftToTheFile: LEFT_TO_THE_FILE.source,
      heldBack: AFTER_FIRST_PAINT_CLASS,
    });
    expect(differences).toEqual([]);
    await expect(gradient).toHaveCSS('opacity', '1');
    await context.close();
  });
}
