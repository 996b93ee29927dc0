/**
 * The site works with either key format in VITE_SUPABASE_PUBLISHABLE_KEY. The suite's main build
 * uses the Supabase CLI's default `sb_publishable_…` key; a second build (scripts/test-e2e.ts)
 * uses the legacy anon JWT and is served on LEGACY_KEY_SITE_URL.
 */
import type { Page } from '@playwright/test';

import { ANON_KEY, PUBLISHABLE_KEY } from '../local-supabase/config';
import { LEGACY_KEY_SITE_URL } from '../scripts/e2e-env';
import { openAdmin } from './cms-helpers';
import { expect, test } from './fixtures';
import { API_URL } from './local-stack';

const PUBLISHED_TITLE = 'From 6 hours to 30 minutes: AI-generated quotes for custom machinery';

/** Every `apikey` the page sends to the Supabase API. */
function recordApiKeys(page: Page): Set<string> {
  const keys = new Set<string>();
  page.on('request', (request) => {
    if (!request.url().startsWith(`${API_URL}/`)) return;
    const key = request.headers().apikey;
    if (key) keys.add(key);
  });
  return keys;
}

async function expectPublicList(page: Page) {
  // The list is prerendered; once the page is idle it reads the published stories again, with
  // the site's key, and must still show them.
  const read = page.waitForResponse(
    (response) => response.url().startsWith(`${API_URL}/rest/v1/case_studies`) && response.ok(),
  );
  await page.goto('/case-studies');
  await read;
  await expect(page.getByRole('article', { name: PUBLISHED_TITLE })).toBeVisible();
}

test('the default build talks to the stack with the publishable key', async ({ page }) => {
  const keys = recordApiKeys(page);
  await expectPublicList(page);
  expect([...keys]).toEqual([PUBLISHABLE_KEY]);
});

test.describe('a site built with the legacy anon JWT', () => {
  test.use({ baseURL: LEGACY_KEY_SITE_URL });
  let keys: Set<string>;
  test.beforeEach(({ page }) => {
    keys = recordApiKeys(page);
  });
  test.afterEach(() => {
    expect([...keys]).toEqual([ANON_KEY]);
  });

  test('lists the published case studies', async ({ page }) => {
    await expectPublicList(page);
  });

  test('the assistant answers through the chat-ai function', async ({ page }) => {
    await page.goto('/');
    const box = page.getByTestId('chat-box').first();
    await box.getByRole('button', { name: 'Show me automation examples' }).click();
    await box.getByRole('textbox', { name: 'Message the AI assistant' }).press('Enter');
    await expect(box.getByText('Knowledge Intelligence Agent')).toBeVisible({ timeout: 20_000 });
  });

  test('the admin signs in and sees the case-study admin', async ({ page }) => {
    await openAdmin(page, { through: 'form' });
  });
});
