import { clients } from '../src/content/clients';
import { homePage } from '../src/content/home';
import { factValues } from '../supabase/functions/_shared/site-facts.ts';
import { fillFacts } from '../supabase/functions/_shared/site-words.ts';
import { seedCompanyFacts } from '../supabase/functions/_testing/site-content.ts';
import { afterTwoFrames, expect, layoutShift, pageWithoutScript, test } from './fixtures';
import { serveStandIns } from './stand-ins';
import { faqIn } from './site-content-helpers';

const faq = faqIn('en');
/** The copy's `{name}` placeholders as the page fills them: with the seed's company facts. */
const facts = factValues(seedCompanyFacts, 'en');
const {
  clientsSection,
  comparison,
  faqSection,
  features,
  finalCta,
  hero,
  process,
  solution,
  workshopTeaser,
} = homePage.en;

test.beforeEach(async ({ page }) => {
  await serveStandIns(page);
});

const sectionTitles = [
  hero.title,
  solution.title,
  clientsSection.title,
  workshopTeaser.title,
  process.title,
  features.title,
  comparison.title,
  faqSection.title,
  finalCta.title,
];

test('the home page shows every section in order, prerendered', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  for (const title of sectionTitles) expect(html).toContain(title);
  for (const entry of faq) expect(html).toContain(entry.question);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
  const headings = page.locator('main').getByRole('heading', { level: 2 });
  await expect(headings).toHaveText(sectionTitles.slice(1));
  // Sections are labelled regions in the same order.
  const regions = page.locator('main section');
  await expect(regions).toHaveCount(sectionTitles.length);
  // The hero holds the chat box.
  await expect(regions.first().getByRole('textbox')).toBeVisible();
  // The footer follows the final call to action.
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the two-part solution shows both parts and a button that goes nowhere', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: solution.title });
  for (const part of solution.parts) {
    await expect(section.getByRole('heading', { name: part.title })).toBeVisible();
    await expect(section).toContainText(`${part.metric.before} → ${part.metric.after}`);
  }
  const button = section.getByRole('button', { name: solution.buttonLabel });
  await expect(button).toBeVisible();
  await button.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the nine client logos have their names as alternative text and load', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: clientsSection.title });
  const logos = section.getByRole('img');
  await expect(logos).toHaveCount(9);
  for (const [index, client] of clients.entries()) {
    const logo = logos.nth(index);
    await expect(logo).toHaveAttribute('alt', client.name);
    await expect(logo).toHaveAttribute('width', String(client.width));
    await logo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
});

test('the FAQ opens one answer at a time and can be collapsed', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: faqSection.title });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(faq.map((e) => e.question));
  const [first, second] = faq;
  if (!first || !second) throw new Error('the FAQ needs at least two entries');
  // Each question is the summary of a <details>: the browser exposes it as an expandable control.
  const question = (text: string) => section.locator('summary', { hasText: text });
  const entry = (text: string) => section.locator('details', { hasText: text });
  await expect(section.locator('details[open]')).toHaveCount(0);

  await expect(section.getByText(first.answer)).toBeHidden();
  await question(first.question).click();
  await expect(entry(first.question)).toHaveAttribute('open', '');
  await expect(section.getByText(first.answer)).toBeVisible();

  await question(second.question).click();
  await expect(section.getByText(second.answer)).toBeVisible();
  await expect(section.getByText(first.answer)).toBeHidden();
  await expect(section.locator('details[open]')).toHaveCount(1);

  await question(second.question).click();
  await expect(section.getByText(second.answer)).toBeHidden();
  await expect(section.locator('details[open]')).toHaveCount(0);

  // Keyboard: Enter toggles the focused question.
  await question(first.question).focus();
  await page.keyboard.press('Enter');
  await expect(section.getByText(first.answer)).toBeVisible();
  await page.keyboard.press('Space');
  await expect(section.getByText(first.answer)).toBeHidden();
});

test('the FAQ says go-live in 2-6 weeks while the process says 6-8 weeks', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: faqSection.title })).toContainText('2-6 weeks');
  await expect(page.getByRole('region', { name: process.title })).toContainText('6-8 weeks');
});

test('the process section links to /ai-agents', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: process.title });
  await expect(section.getByRole('listitem')).toHaveCount(3);
  await section.getByRole('link', { name: process.link.label }).click();
  await expect(page).toHaveURL(/\/ai-agents$/);
});

test('four feature cards and an accessible comparison table', async ({ page }) => {
  await page.goto('/');
  const cards = page
    .getByRole('region', { name: features.title })
    .getByRole('heading', { level: 3 });
  await expect(cards).toHaveText(features.cards.map((c) => fillFacts(c.title, facts)));
  const table = page.getByRole('table', { name: comparison.caption });
  await expect(table.getByRole('columnheader')).toHaveText([
    comparison.columns.aspect,
    comparison.columns.us,
    comparison.columns.others,
  ]);
  await expect(table.getByRole('rowheader')).toHaveText(comparison.rows.map((r) => r.aspect));
});

test('the final call to action links to /contact', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: finalCta.title });
  await section.getByRole('link', { name: finalCta.link.label }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('the home page has its own meta tags and a social preview image', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Northlight AI/);
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(ogImage).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/og-image\.png$/);
  const image = await page.request.get(new URL(ogImage ?? '/').pathname);
  expect(image.headers()['content-type']).toContain('image/png');
});

test('sitemap.xml and robots.txt are served', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/</loc>`);
  expect(sitemap).toContain(`<loc>${baseURL}/ai-speedboat-workshop</loc>`);
  expect(sitemap).not.toContain('/admin');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /auth');
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('the FAQ works before the page is interactive', async ({ browser }) => {
  const { page, context } = await pageWithoutScript(browser);
  await page.goto('/');
  const section = page.getByRole('region', { name: faqSection.title });
  const [first, second] = faq;
  if (!first || !second) throw new Error('the FAQ needs at least two entries');
  await section.locator('summary', { hasText: first.question }).click();
  await expect(section.getByText(first.answer)).toBeVisible();
  await section.locator('summary', { hasText: second.question }).click();
  await expect(section.getByText(second.answer)).toBeVisible();
  await expect(section.getByText(first.answer)).toBeHidden();
  await context.close();
});

// src/app/app.css (.render-on-approach): the sections below the first screen are laid out only as
// they come near; a visitor scrolling down and back sees nothing jump.
test('the later sections render as they come near, and scrolling through moves nothing', async ({
  page,
}) => {
  await page.goto('/');
  const sections = page.locator('main section');
  const visibility = (index: number) =>
    sections.nth(index).evaluate((element) => getComputedStyle(element).contentVisibility);
  expect(await visibility(1)).toBe('visible');
  expect(await visibility(2)).toBe('auto');
  const last = sections.last();
  for (let step = 0; step < 30; step++) {
    await page.mouse.wheel(0, 400);
    if (((await last.boundingBox())?.y ?? Infinity) < 800) break;
  }
  await expect(page.getByRole('heading', { name: finalCta.title })).toBeInViewport();
  for (let step = 0; step < 30 && (await page.evaluate(() => window.scrollY)) > 0; step++) {
    await page.mouse.wheel(0, -400);
  }
  await afterTwoFrames(page);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
});
