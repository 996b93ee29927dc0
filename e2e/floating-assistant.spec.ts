import type { Page } from '@playwright/test';

import { stubChat } from './chat-support';
import { expect, test } from './fixtures';

async function scrollToFraction(page: Page, fraction: number) {
  await page.evaluate((f) => window.scrollTo(0, Math.round(window.innerHeight * f)), fraction);
}

const launcher = (page: Page) => page.getByRole('button', { name: 'Ask me anything' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'AI assistant' });

test.describe.configure({ timeout: 90_000 });

test.describe('floating assistant', () => {
  test('appears only past 80% of the viewport height, with tooltip and pulsing dot; its code loads then', async ({
    page,
  }) => {
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (/floating-assistant-[^/]+\.js$/.test(request.url())) loaded.push(request.url());
    });
    await page.goto('/');
    await expect(launcher(page)).toHaveCount(0);
    await scrollToFraction(page, 0.75);
    await page.waitForTimeout(300);
    await expect(launcher(page)).toHaveCount(0);
    expect(loaded).toEqual([]);
    await scrollToFraction(page, 0.85);
    await expect(launcher(page)).toBeVisible();
    expect(loaded).toHaveLength(1);
    await expect(page.getByTestId('floating-dot')).toBeVisible();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveText('Ask me anything');
    await expect(tooltip).toHaveCSS('opacity', '0');
    await launcher(page).hover();
    await expect(tooltip).toHaveCSS('opacity', '1');
    // Back above the threshold: hidden again.
    await scrollToFraction(page, 0.5);
    await expect(launcher(page)).toBeHidden();
  });

  test('opens a 450 px dialog over a dimmed backdrop; Escape, close, backdrop and scrolling up close it', async ({
    page,
  }) => {
    await page.goto('/');
    await scrollToFraction(page, 2);
    await launcher(page).click();
    const dialog = panel(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect((await dialog.boundingBox())?.width).toBe(450);
    await expect(dialog.getByRole('textbox', { name: 'Message the AI assistant' })).toBeFocused();
    const backdrop = page.getByTestId('floating-backdrop');
    await expect(backdrop).toBeVisible();
    expect(await backdrop.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(
      /rgba\(0, 0, 0, 0\.6\)|oklab\(0 0 0 \/ 0\.6\)/,
    );
    // The dot is gone after the first open.
    await expect(page.getByTestId('floating-dot')).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();

    await launcher(page).click();
    await dialog.getByRole('button', { name: 'Close the assistant' }).click();
    await expect(dialog).toHaveCount(0);

    await launcher(page).click();
    await page.mouse.click(20, 20); // the backdrop, outside the panel
    await expect(dialog).toHaveCount(0);

    await launcher(page).click();
    await expect(dialog).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(dialog).toHaveCount(0);
    await expect(launcher(page)).toBeHidden();
    await expect(page.getByTestId('floating-dot')).toHaveCount(0);
  });

  test('Tab stays inside the open panel', async ({ page }) => {
    await page.goto('/');
    await scrollToFraction(page, 2);
    await launcher(page).click();
    const dialog = panel(page);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  });

  test('chats inside the panel; its meeting card opens the booking dialog', async ({ page }) => {
    await stubChat(page, () => ({ pieces: ['Let us talk.\n\n[MEETING_CARD]'] }));
    await page.goto('/');
    await scrollToFraction(page, 2);
    await launcher(page).click();
    const dialog = panel(page);
    await dialog.getByRole('textbox', { name: 'Message the AI assistant' }).fill('Pricing?');
    await dialog.getByRole('textbox', { name: 'Message the AI assistant' }).press('Enter');
    await expect(dialog.getByText('Let us talk.')).toBeVisible();
    await dialog.getByRole('button', { name: /Book 15min Call/ }).click();
    await expect(page.getByRole('dialog', { name: 'Schedule Your Call' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the panel takes the full width and its input stays above the on-screen keyboard', async ({
      page,
    }) => {
      await page.goto('/');
      await scrollToFraction(page, 2);
      await launcher(page).click();
      const dialog = panel(page);
      expect((await dialog.boundingBox())?.width).toBe(390);
      const input = dialog.getByRole('textbox', { name: 'Message the AI assistant' });
      const inputBox = await input.boundingBox();
      expect((inputBox?.y ?? 0) + (inputBox?.height ?? 0)).toBeLessThanOrEqual(844);
    });
  });
});
