import type { Page } from '@playwright/test';

import { expect, test, waitForHydrationOnLoad } from './fixtures';
import { stubChat } from './chat-support';

const CHIPS = [
  'How can AI reduce our costs?',
  'Show me automation examples',
  "What's our first step?",
];
const PHRASES: [string, string, string, string] = [
  'How can I help you?',
  'Ask about AI automation...',
  'What challenges are you facing?',
  'Ready to transform your workflow?',
];

test.describe.configure({ timeout: 90_000 });

test.describe('home chat box', () => {
  const chatBox = (page: Page) => page.getByTestId('chat-box').first();
  const input = (page: Page) =>
    chatBox(page).getByRole('textbox', { name: 'Message the AI assistant' });

  test('chips show only while the chat is empty and the input blank; a click fills and focuses', async ({
    page,
  }) => {
    await stubChat(page, () => ({ pieces: ['Here you go.'] }));
    await page.goto('/');
    const box = chatBox(page);
    for (const chip of CHIPS) await expect(box.getByRole('button', { name: chip })).toBeVisible();
    await box.getByRole('button', { name: 'Show me automation examples' }).click();
    await expect(input(page)).toHaveValue('Show me automation examples');
    await expect(input(page)).toBeFocused();
    await expect(box.getByRole('button', { name: CHIPS[0] })).toHaveCount(0);
    await input(page).fill('');
    await expect(box.getByRole('button', { name: CHIPS[0] })).toBeVisible();
    await input(page).fill('Hello');
    await input(page).press('Enter');
    await expect(box.getByText('Here you go.')).toBeVisible();
    await input(page).fill('');
    await expect(box.getByRole('button', { name: CHIPS[0] })).toHaveCount(0);
  });

  test('send button only for non-blank input; Shift+Enter is a new line, Enter sends', async ({
    page,
  }) => {
    const seen = await stubChat(page, () => ({ pieces: ['Got it.'] }));
    await page.goto('/');
    const box = chatBox(page);
    const send = box.getByRole('button', { name: 'Send message' });
    await expect(send).toHaveCount(0);
    await input(page).fill('   ');
    await expect(send).toHaveCount(0);
    await input(page).fill('First line');
    await expect(send).toBeVisible();
    await input(page).press('Shift+Enter');
    await input(page).pressSequentially('second line');
    await expect(input(page)).toHaveValue('First line\nsecond line');
    expect(seen).toHaveLength(0);
    await input(page).press('Enter');
    await expect(box.getByText('Got it.')).toBeVisible();
    expect(seen[0]?.messages).toEqual([{ role: 'user', content: 'First line\nsecond line' }]);
    await expect(input(page)).toHaveValue('');
    await expect(send).toHaveCount(0);
    // The send button works too.
    await input(page).fill('Via button');
    await send.click();
    await expect(box.getByText('Got it.')).toHaveCount(2);
  });

  test("'Thinking...' while waiting, input disabled, then the reply; the log is a polite live region", async ({
    page,
  }) => {
    await stubChat(page, () => ({ pieces: ['Sure', ', here', ' it is.'], delayMs: 1500 }));
    await page.goto('/');
    const box = chatBox(page);
    const log = box.getByRole('log', { name: 'Conversation with the AI assistant' });
    await expect(log).toHaveAttribute('aria-live', 'polite');
    await input(page).fill('Question?');
    await input(page).press('Enter');
    await expect(box.getByText('Thinking...')).toBeVisible();
    await expect(input(page)).toBeDisabled();
    await expect(log).toHaveAttribute('aria-busy', 'true');
    await expect(box.getByText('Sure, here it is.')).toBeVisible();
    await expect(box.getByText('Thinking...')).toHaveCount(0);
    await expect(input(page)).toBeEnabled();
    await expect(log).toHaveAttribute('aria-busy', 'false');
  });

  test('sends the conversation and the page’s language; one session for the visit, kept over a reload', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = waitForHydrationOnLoad(await context.newPage());
    const seen = await stubChat(page, (_, i) => ({ pieces: [`Antwort ${i + 1}`] }));
    await page.goto('/');
    await input(page).fill('Erste Frage');
    await input(page).press('Enter');
    await expect(chatBox(page).getByText('Antwort 1')).toBeVisible();
    await input(page).fill('Zweite Frage');
    await input(page).press('Enter');
    await expect(chatBox(page).getByText('Antwort 2')).toBeVisible();
    expect(seen[1]?.messages).toEqual([
      { role: 'user', content: 'Erste Frage' },
      { role: 'assistant', content: 'Antwort 1' },
      { role: 'user', content: 'Zweite Frage' },
    ]);
    // The page's language, not the browser's (German here): the reply follows what is written.
    expect(seen[0]?.language).toBe('en');
    expect(seen[0]?.sessionId).toMatch(/^chat_\d{13}_[a-z0-9]{16}$/);
    expect(seen[1]?.sessionId).toBe(seen[0]?.sessionId);
    // A reload shows the conversation and continues it in the same session.
    await page.reload();
    await expect(chatBox(page).getByText('Antwort 2')).toBeVisible();
    await expect(chatBox(page).getByTestId('chat-message')).toHaveCount(4);
    await input(page).fill('Dritte Frage');
    await input(page).press('Enter');
    await expect(chatBox(page).getByText('Antwort 3')).toBeVisible();
    expect(seen[2]?.sessionId).toBe(seen[0]?.sessionId);
    expect(seen[2]?.messages).toHaveLength(5);
    // A new tab is a new visit.
    const other = waitForHydrationOnLoad(await context.newPage());
    await stubChat(other, () => ({ pieces: ['Hallo'] }));
    await other.goto('/');
    await expect(chatBox(other).getByTestId('chat-message')).toHaveCount(0);
    await context.close();
  });

  test('New conversation clears the messages and starts a new session', async ({ page }) => {
    const seen = await stubChat(page, (_, i) => ({ pieces: [`Reply ${i + 1}`] }));
    await page.goto('/');
    const box = chatBox(page);
    await expect(box.getByRole('button', { name: 'New conversation' })).toHaveCount(0);
    await input(page).fill('First');
    await input(page).press('Enter');
    await expect(box.getByText('Reply 1')).toBeVisible();
    await box.getByRole('button', { name: 'New conversation' }).click();
    await expect(box.getByTestId('chat-message')).toHaveCount(0);
    await expect(box.getByRole('button', { name: CHIPS[0] })).toBeVisible();
    await expect(input(page)).toBeFocused();
    await input(page).fill('Second');
    await input(page).press('Enter');
    await expect(box.getByText('Reply 2')).toBeVisible();
    expect(seen[1]?.messages).toEqual([{ role: 'user', content: 'Second' }]);
    expect(seen[1]?.sessionId).not.toBe(seen[0]?.sessionId);
    await page.reload();
    await expect(box.getByTestId('chat-message')).toHaveCount(2);
    await expect(box.getByText('Reply 1')).toHaveCount(0);
  });

  test('a line under the input says who processes the messages and links to the privacy policy', async ({
    page,
  }) => {
    await page.goto('/');
    const note = chatBox(page).getByText('sent to our AI service provider');
    await expect(note).toBeVisible();
    await expect(note.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(input(page)).toHaveAccessibleDescription(/AI service provider/);
  });

  test('the two newest messages are at full opacity; older ones fade to 0.4 and blur up to 6 px', async ({
    page,
  }) => {
    await stubChat(page, (_, i) => ({ pieces: [`Reply ${i + 1}`] }));
    await page.goto('/');
    for (let i = 1; i <= 3; i++) {
      await input(page).fill(`Message ${i}`);
      await input(page).press('Enter');
      await expect(chatBox(page).getByText(`Reply ${i}`)).toBeVisible();
    }
    const items = chatBox(page).getByTestId('chat-message');
    await expect(items).toHaveCount(6);
    // Oldest first: 6 messages, the newest two are sharp.
    const expected: [string, string][] = [
      ['0.4', 'blur(6px)'],
      ['0.4', 'blur(6px)'],
      ['0.6', 'blur(4px)'],
      ['0.8', 'blur(2px)'],
      ['1', 'none'],
      ['1', 'none'],
    ];
    for (const [index, [opacity, filter]] of expected.entries()) {
      await expect(items.nth(index)).toHaveCSS('opacity', opacity);
      await expect(items.nth(index)).toHaveCSS('filter', filter);
    }
  });

  test('the list is capped at 500 px and follows the newest message', async ({ page }) => {
    const long = 'A long answer line.\n\n'.repeat(12);
    await stubChat(page, (_, i) => ({ pieces: [`${long}End ${i + 1}`] }));
    await page.goto('/');
    for (let i = 1; i <= 3; i++) {
      await input(page).fill(`Q${i}`);
      await input(page).press('Enter');
      await expect(chatBox(page).getByText(`End ${i}`)).toBeVisible();
    }
    const log = chatBox(page).getByRole('log');
    await expect(log).toHaveCSS('max-height', '500px');
    const box = await log.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(500);
    await expect
      .poll(() => log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight))
      .toBeLessThanOrEqual(2);
    expect(await log.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  });

  test('the meeting card replaces the marker and opens the booking dialog (card or button)', async ({
    page,
  }) => {
    await stubChat(page, () => ({
      pieces: ['Happy to help. ', 'Book a call.\n\n[MEET', 'ING_CARD]'],
    }));
    await page.goto('/');
    await input(page).fill('Can we talk?');
    await input(page).press('Enter');
    const box = chatBox(page);
    const card = box.getByTestId('meeting-card');
    await expect(card).toBeVisible();
    await expect(card).toContainText('Schedule a Call');
    await expect(card).toContainText('Talk to our AI experts about your specific needs');
    await expect(card).toContainText('Book 15min Call');
    await expect(box).not.toContainText('[MEETING_CARD]');
    await expect(box).not.toContainText('MEETING');
    await card.getByText('Book 15min Call').click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Your Call' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await expect(dialog).toBeHidden();
    await card.getByText('Talk to our AI experts about your specific needs').click();
    await expect(dialog).toBeVisible();
  });

  test('errors: the function’s message, a friendly 429, the fallback, and No response from AI', async ({
    page,
  }) => {
    const replies = [
      {
        status: 429,
        json: { error: 'Too many messages. Please wait 3 minutes and try again.' },
        headers: { 'Retry-After': '170' },
      },
      { status: 429, headers: { 'Retry-After': '45' } },
      { status: 500 },
      { pieces: [''] },
      { pieces: ['Fine again.'] },
    ];
    await stubChat(page, (_, i) => replies[i] ?? { pieces: ['?'] });
    await page.goto('/');
    const expectations = [
      'Too many messages. Please wait 3 minutes and try again.',
      'You are sending messages too quickly. Please wait 45 seconds and try again.',
      'Failed to send message. Please try again.',
      'No response from AI',
    ];
    for (const [i, message] of expectations.entries()) {
      await input(page).fill(`Try ${i}`);
      await input(page).press('Enter');
      const toast = page
        .getByRole('region', { name: /Notifications/ })
        .getByRole('listitem')
        .filter({ hasText: message });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText('Error');
      await expect(input(page)).toBeEnabled();
    }
    await input(page).fill('Last try');
    await input(page).press('Enter');
    await expect(chatBox(page).getByText('Fine again.')).toBeVisible();
  });

  test('assistant replies are safe markdown: formatting and links, never raw HTML', async ({
    page,
  }) => {
    await stubChat(page, () => ({
      pieces: [
        '**Bold claim** and a [case study](/case-studies) and [docs](https://example.com/docs).\n\n',
        '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>\n\n- one\n- two',
      ],
    }));
    await page.goto('/');
    await input(page).fill('Format please');
    await input(page).press('Enter');
    const box = chatBox(page);
    await expect(box.locator('strong', { hasText: 'Bold claim' })).toBeVisible();
    await expect(box.locator('ul ul li', { hasText: /^two$/ })).toBeVisible();
    await expect(box.getByRole('link', { name: 'case study' })).toHaveAttribute(
      'href',
      '/case-studies',
    );
    const external = box.getByRole('link', { name: 'docs' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', /noopener/);
    expect(await box.locator('img, script').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  });

  test('typewriter placeholder types, deletes and cycles the four phrases with a blinking cursor', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const placeholder = chatBox(page).getByTestId('chat-typewriter');
    // The page shows the first phrase as it was prerendered; once the page is idle after loading,
    // the animation starts with the 2 s pause after it, then deletes it.
    await expect(placeholder).toHaveText(PHRASES[0]);
    // From here the page's time moves only when the test moves it (an installed clock otherwise
    // keeps flowing), so a busy machine cannot carry the animation past a check. A second ahead:
    // the page's time moves on while the test asks for it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    // 50 ms at a time: each step's timer sets the text, and React renders it and sets the next
    // timer before the next step.
    const advance = async (ms: number) => {
      for (let passed = 0; passed < ms; passed += 50) await page.clock.runFor(50);
    };
    await expect(async () => {
      await advance(100);
      expect(await placeholder.textContent()).not.toBe(PHRASES[0]);
    }).toPass({ timeout: 15_000 });
    // Deleting: what is left is the start of the phrase.
    expect(PHRASES[0].startsWith((await placeholder.textContent()) ?? '-')).toBe(true);
    // Past deleting the phrase (50 ms per character) and past typing 12 characters of the next
    // one (80 ms each), with half a second to spare: the next phrase is being typed.
    await advance(50 * PHRASES[0].length + 80 * 12 + 500);
    await expect(placeholder).toHaveText(/^Ask about AI/);
    // The cursor blinks in the page's own time again.
    await page.clock.resume();
    const cursor = chatBox(page).getByTestId('chat-cursor');
    await expect(cursor).toHaveCSS('opacity', '0', { timeout: 2000 });
    await expect(cursor).toHaveCSS('opacity', '1', { timeout: 2000 });
    await input(page).fill('typed');
    await expect(placeholder).toHaveCount(0);
  });

  test('reduced motion: the placeholder stands still', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = waitForHydrationOnLoad(await context.newPage());
    // The page's clock is the test's: ten seconds pass at once, in which the animation would
    // have typed and deleted several phrases.
    await page.clock.install();
    await page.goto('/');
    const placeholder = page.getByTestId('chat-typewriter').first();
    await expect(placeholder).toHaveText(PHRASES[0]);
    await page.clock.runFor(10_000);
    await expect(placeholder).toHaveText(PHRASES[0]);
    await context.close();
  });
});

test.describe('home chat box against the real chat-ai function through the local stack', () => {
  test('an insurer asking for an example gets the seeded insurance story and its page', async ({
    page,
  }) => {
    await page.goto('/');
    const box = page.getByTestId('chat-box').first();
    const input = box.getByRole('textbox', { name: 'Message the AI assistant' });
    await input.fill('We are an insurance company. Do you have an example for insurers?');
    await input.press('Enter');
    await expect(box.getByText('Velanta Versicherung AG', { exact: false })).toBeVisible({
      timeout: 20_000,
    });
    await box.getByRole('link', { name: 'Read the case study' }).click();
    await expect(page).toHaveURL(/\/case-studies\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('New underwriters');
  });

  test('answers the chips from the knowledge base, streaming, with the meeting card where a call helps', async ({
    page,
  }) => {
    await page.goto('/');
    const box = page.getByTestId('chat-box').first();
    const input = box.getByRole('textbox', { name: 'Message the AI assistant' });
    await box.getByRole('button', { name: 'Show me automation examples' }).click();
    await input.press('Enter');
    await expect(box.getByText('Knowledge Intelligence Agent')).toBeVisible({ timeout: 20_000 });
    await expect(box.getByTestId('meeting-card')).toHaveCount(0);
    await input.fill("What's our first step?");
    await input.press('Enter');
    await expect(box.getByText(/Book a free 15-minute call/)).toBeVisible({ timeout: 20_000 });
    await expect(box.getByTestId('meeting-card')).toHaveCount(1);
    await expect(box).not.toContainText('[MEETING_CARD]');
  });
});
