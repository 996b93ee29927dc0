import { expect, test } from './fixtures';

test('the home page is served as prerendered HTML with its own title', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('<title>');
  await page.goto('/');
  await expect(page).toHaveTitle(/Northlight AI/);
});
