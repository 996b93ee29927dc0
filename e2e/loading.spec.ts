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
