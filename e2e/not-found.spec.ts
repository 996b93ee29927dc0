import { expect, test } from './fixtures';

test('an unknown path shows the 404 page and logs the attempted path', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await page.goto('/does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect(errors.some((e) => e.includes('/does-not-exist'))).toBe(true);
  await expect(page).toHaveTitle('Page not found | Northlight AI');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a client-side navigation to an unknown path logs that path too', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await page.goto('/does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/also/missing');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect.poll(() => errors.some((e) => e.includes('/also/missing'))).toBe(true);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
});
