import type { Page } from '@playwright/test';

import { stubChat } from './chat-support';
import { seriousViolations } from './axe';
import { afterTwoFrames, expect, test } from './fixtures';
import { serveStandIns } from './stand-ins';

async function scrollToFraction(page: Page, fraction: number) {
  await page.evaluate((f) => window.scrollTo(0, Math.round(window.innerHeight * f)), fraction);
}

const launcher = (page: Page) => page.getByRole('button', { name: 'Ask me anything' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'AI assistant' });
const panelInput = (page: Page) =>
  panel(page).getByRole('textbox', { name: 'Message the AI assistant' });

async function openPanel(page: Page) {
  await scrollToFraction(page, 2);
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
}

async function sendInPanel(page: Page, text: string) {
  await panelInput(page).fill(text);
  await panelInput(page).press('Enter');
}

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
    await afterTwoFrames(page);
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
    // The backdrop fades in (the site's `fade-in` keyframes; none under reduced motion).
    await expect(backdrop).toHaveCSS('animation-name', 'fade-in');
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

  test('is offered on every public page (here /about), not on /auth, the admin or /grid', async ({
    page,
  }) => {
    await stubChat(page, () => ({ pieces: ['Hello from the panel.'] }));
    await page.goto('/about');
    await expect(launcher(page)).toHaveCount(0);
    await openPanel(page);
    await sendInPanel(page, 'Hi');
    await expect(panel(page).getByText('Hello from the panel.')).toBeVisible();
    for (const path of ['/auth', '/admin/case-studies', '/grid']) {
      await page.goto(path);
      // Make the page tall enough to scroll past the threshold: a mounted assistant would show.
      await page.evaluate(() => (document.body.style.minHeight = '400vh'));
      await scrollToFraction(page, 2);
      await afterTwoFrames(page);
      await expect(launcher(page), path).toHaveCount(0);
    }
  });

  test('one conversation with the hero chat that survives closing, the booking dialog, a page change and a reload', async ({
    page,
  }) => {
    await serveStandIns(page);
    const seen = await stubChat(page, (_, i) => ({
      pieces: i === 1 ? [`Reply ${i + 1}`, '\n\n[MEETING_CARD]'] : [`Reply ${i + 1}`],
    }));
    await page.goto('/');
    const hero = page.getByTestId('chat-box').first();
    await hero.getByRole('textbox', { name: 'Message the AI assistant' }).fill('From the hero');
    await hero.getByRole('textbox', { name: 'Message the AI assistant' }).press('Enter');
    await expect(hero.getByText('Reply 1')).toBeVisible();

    await openPanel(page);
    await expect(panel(page).getByText('From the hero')).toBeVisible();
    await sendInPanel(page, 'From the panel');
    await expect(panel(page).getByText('Reply 2')).toBeVisible();
    const messages = panel(page).getByTestId('chat-message');
    await expect(messages).toHaveCount(4);

    // The close control, the backdrop and Escape.
    await panel(page).getByRole('button', { name: 'Close the assistant' }).click();
    await launcher(page).click();
    await expect(messages).toHaveCount(4);
    await page.mouse.click(20, 20);
    await launcher(page).click();
    await expect(messages).toHaveCount(4);

    // The meeting card's booking dialog replaces the panel; the conversation waits.
    await panel(page)
      .getByRole('button', { name: /Book 15min Call/ })
      .click();
    const booking = page.getByRole('dialog', { name: 'Schedule Your Call' });
    await expect(booking).toBeVisible();
    await booking.getByRole('button', { name: 'Maybe Later' }).click();
    await expect(booking).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
    await launcher(page).click();
    await expect(messages).toHaveCount(4);

    // Another page (client-side navigation), then a reload.
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    // The new page is on screen, and with it the router's scroll to its top (scrolling up closes
    // the panel, so opening it before that scroll would race it).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'We bring AI to where the work actually happens',
    );
    await openPanel(page);
    await expect(messages).toHaveCount(4);
    await page.reload();
    await scrollToFraction(page, 2);
    await expect(launcher(page)).toBeVisible();
    await expect(page.getByTestId('floating-dot')).toHaveCount(0); // opened before in this visit
    await openPanel(page);
    await expect(messages).toHaveCount(4);
    await expect(panel(page).getByTestId('meeting-card')).toHaveCount(1);
    await sendInPanel(page, 'After the reload');
    await expect(panel(page).getByText('Reply 3')).toBeVisible();
    expect(new Set(seen.map((body) => body.sessionId)).size).toBe(1);
    expect(seen[2]?.messages.map((m) => m.content)).toEqual([
      'From the hero',
      'Reply 1',
      'From the panel',
      'Reply 2',
      'After the reload',
    ]);

    // Back on the home page the hero shows the same conversation.
    await page.goto('/');
    await expect(hero.getByTestId('chat-message')).toHaveCount(6);
  });

  test('closing the panel does not cancel a reply in progress; it is there on reopening', async ({
    page,
  }) => {
    await stubChat(page, () => ({ pieces: ['The late reply.'], delayMs: 1500 }));
    await page.goto('/about');
    await openPanel(page);
    const answered = page.waitForEvent(
      'requestfinished',
      (request) => request.method() === 'POST' && request.url().includes('/functions/v1/chat-ai'),
    );
    await sendInPanel(page, 'Slow question');
    await expect(panel(page).getByText('Thinking...')).toBeVisible();
    await panel(page).getByRole('button', { name: 'Close the assistant' }).click();
    await expect(panel(page)).toHaveCount(0);
    // The reply arrives while the panel is closed.
    await answered;
    await launcher(page).click();
    await expect(panel(page).getByText('The late reply.')).toBeVisible();
    await expect(panelInput(page)).toBeEnabled();
  });

  test('the open panel with a conversation has no serious or critical axe violation', async ({
    page,
  }) => {
    test.slow();
    await stubChat(page, () => ({
      pieces: ['**Sure.** See [our stories](/case-studies).\n\n[MEETING_CARD]'],
    }));
    await page.goto('/about');
    await openPanel(page);
    await sendInPanel(page, 'Can we talk?');
    await expect(panel(page).getByTestId('meeting-card')).toBeVisible();
    expect(
      await seriousViolations(page, { within: '[role="dialog"]', bestPractice: true }),
    ).toEqual([]);
  });
});
