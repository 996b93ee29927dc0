import type { Page } from '@playwright/test';

import { bookingDialog as bookingCopy } from '../src/content/booking';
import { homePage } from '../src/content/home';
import { afterTwoFrames, expect, pageWithoutScript, test } from './fixtures';
import { STAND_IN_PATHS, serveStandIns } from './stand-ins';

const bookingDialog = bookingCopy.en;
const faqSection = homePage.en.faqSection;
const workshopTeaser = homePage.en.workshopTeaser;

const dialog = (page: Page) => page.getByRole('dialog', { name: bookingDialog.title });
const script = (page: Page) => page.locator('script#meetings-embed-script');
const frame = (page: Page) => dialog(page).locator('.meetings-iframe-container iframe');
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

// Links to the scheduling page that open the dialog once the page is interactive.
const workshopButton = (page: Page) =>
  page
    .getByRole('region', { name: workshopTeaser.title })
    .getByRole('link', { name: workshopTeaser.bookLabel });
const faqButton = (page: Page) =>
  page
    .getByRole('region', { name: faqSection.title })
    .getByRole('link', { name: faqSection.bookLabel });

async function expectOpen(page: Page) {
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText(bookingDialog.subtitle);
  await expect(script(page)).toHaveCount(1);
  expect(await script(page).getAttribute('src')).toContain(STAND_IN_PATHS.embedScript);
  await expect(frame(page)).toHaveAttribute('title', bookingDialog.frameTitle);
  await expect(frame(page)).toHaveAttribute('src', new RegExp(`${STAND_IN_PATHS.meetingsPage}`));
  const container = dialog(page).locator('.meetings-iframe-container');
  await expect(container).toHaveAttribute('data-title', bookingDialog.frameTitle);
  const area = await container.evaluate((el) => el.parentElement?.getBoundingClientRect().height);
  expect(area).toBe(600);
  await expect(
    frame(page).contentFrame().getByRole('heading', { name: 'Book a 15-minute call' }),
  ).toBeVisible();
  expect(await bodyOverflow(page)).toBe('hidden');
}

async function expectClosed(page: Page) {
  await expect(dialog(page)).toHaveCount(0);
  await expect(script(page)).toHaveCount(0);
  expect(await bodyOverflow(page)).not.toBe('hidden');
}

test.beforeEach(async ({ page }) => {
  await serveStandIns(page);
  await page.goto('/');
});

test('the workshop section opens the booking dialog; Escape closes it', async ({ page }) => {
  await expect(script(page)).toHaveCount(0);
  await workshopButton(page).click();
  await expectOpen(page);
  await page.keyboard.press('Escape');
  await expectClosed(page);
  await expect(workshopButton(page)).toBeFocused();
});

test('the FAQ opens the booking dialog; the close icon closes it', async ({ page }) => {
  await faqButton(page).click();
  await expectOpen(page);
  await dialog(page).getByRole('button', { name: bookingDialog.close, exact: true }).click();
  await expectClosed(page);
  await expect(faqButton(page)).toBeFocused();
});

test("'Maybe Later' closes the dialog", async ({ page }) => {
  await workshopButton(page).click();
  await expectOpen(page);
  await dialog(page).getByRole('button', { name: bookingDialog.maybeLater }).click();
  await expectClosed(page);
});

test('a click on the backdrop closes the dialog', async ({ page }) => {
  await workshopButton(page).click();
  await expectOpen(page);
  await page.mouse.click(5, 5);
  await expectClosed(page);
});

test('the page behind does not scroll while the dialog is open', async ({ page }) => {
  await workshopButton(page).click();
  await expectOpen(page);
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(5, 400);
  await page.mouse.wheel(0, 800);
  await afterTwoFrames(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

test('reopening fills the frame again, each time with one script tag', async ({ page }) => {
  for (const open of [workshopButton, faqButton, workshopButton]) {
    await open(page).click();
    await expectOpen(page);
    await expect(dialog(page).locator('iframe')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expectClosed(page);
  }
});

test('offers the booking page in a new tab when the frame does not load', async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await serveStandIns(page, { holdMeetingsPage: true });
  await page.clock.install();
  await page.goto('/');
  await workshopButton(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).locator('.meetings-iframe-container iframe')).toBeAttached();
  await expect(dialog(page).getByRole('link', { name: bookingDialog.openInNewTab })).toHaveCount(0);
  await page.clock.fastForward(11_000);
  const link = dialog(page).getByRole('link', { name: bookingDialog.openInNewTab });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', new RegExp(STAND_IN_PATHS.meetingsPage));
  await expect(link).toHaveAttribute('target', '_blank');
});

test('the dialog names the external scheduler and links to the privacy policy', async ({
  page,
}) => {
  await workshopButton(page).click();
  await expectOpen(page);
  const note = dialog(page).getByText(bookingDialog.privacy.text);
  await expect(note).toBeVisible();
  await expect(note).toContainText('HubSpot Meetings');
  await note.getByRole('link', { name: bookingDialog.privacy.link }).click();
  await expectClosed(page);
  await expect(page).toHaveURL(/\/privacy$/);
});

test('before the page is interactive, the booking links lead to the scheduling page', async ({
  browser,
}) => {
  const { page, context } = await pageWithoutScript(browser);
  await serveStandIns(page);
  await page.goto('/');
  for (const link of [workshopButton, faqButton]) {
    const href = await link(page).getAttribute('href');
    expect(href).toContain(STAND_IN_PATHS.meetingsPage);
    expect(href).not.toContain('embed=');
  }
  await faqButton(page).click();
  await expect(page).toHaveURL(new RegExp(STAND_IN_PATHS.meetingsPage));
  await expect(page.getByRole('heading', { name: 'Book a 15-minute call' })).toBeVisible();
  await context.close();
});
