import type { Page } from '@playwright/test';

import { navigation } from '../src/content/navigation';
import { seedCompanyFacts } from '../supabase/functions/_testing/site-content.ts';
import { siteCopy } from '../src/content/site';
import { afterTwoFrames, expect, pageWithoutScript, test } from './fixtures';
import { STAND_IN_PATHS, serveStandIns, waitForIdle } from './stand-ins';

const mainNavigation = navigation.en.main;

test.beforeEach(async ({ page }) => {
  await serveStandIns(page);
});

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('header', () => {
  test('shows the six links, the current one marked and brighter', async ({ page }) => {
    await page.goto('/about');
    const links = mainNav(page).getByRole('link');
    await expect(links).toHaveCount(6);
    for (const [index, item] of mainNavigation.entries()) {
      await expect(links.nth(index)).toHaveText(item.label);
      await expect(links.nth(index)).toHaveAttribute('href', item.href);
    }
    const current = mainNav(page).getByRole('link', { name: 'About' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(1);
    const color = (name: string) =>
      mainNav(page)
        .getByRole('link', { name, exact: true })
        .evaluate((el) => getComputedStyle(el).color);
    const [currentColor, otherColor] = [await color('About'), await color('AI Agents')];
    expect(currentColor).not.toBe(otherColor);
    // Brighter: the sum of the RGB channels is higher.
    const brightness = (rgb: string) =>
      (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).reduce((sum, v) => sum + Number(v), 0);
    expect(brightness(currentColor)).toBeGreaterThan(brightness(otherColor));

    // 'Contact us' is a highlighted button-like link: it has a filled background.
    const contactBg = await mainNav(page)
      .getByRole('link', { name: 'Contact us' })
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(contactBg).not.toBe('rgba(0, 0, 0, 0)');

    await page.getByRole('link', { name: /Home page/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('gets a stronger shadow once the page is scrolled past 20 px', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    const shadow = () => header.evaluate((el) => getComputedStyle(el).boxShadow);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    const initial = await shadow();
    await page.evaluate(() => window.scrollTo(0, 20));
    await afterTwoFrames(page);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(shadow).not.toBe(initial);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect.poll(shadow).toBe(initial);
  });
});

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // While the menu is open the page behind is inert, so find the button by its label attribute.
  const menuButton = (page: Page) => page.locator('header button[aria-label="Open menu"]');
  const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

  async function openMenu(page: Page) {
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
  }

  async function expectClosed(page: Page) {
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  }

  test('the links move into a side menu headed Menu', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page)).toBeHidden();
    await openMenu(page);
    await expect(menu(page).getByRole('heading', { name: 'Menu' })).toBeVisible();
    const links = menu(page).getByRole('navigation').getByRole('link');
    await expect(links).toHaveText(mainNavigation.map((l) => l.label));
    // Below the site's links, the same page in German.
    await expect(menu(page).getByRole('link', { name: 'Diese Seite auf Deutsch' })).toHaveAttribute(
      'href',
      '/de',
    );
    await expect(menu(page).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('choosing a link navigates and closes the menu', async ({ page }) => {
    await page.goto('/');
    await openMenu(page);
    await menu(page).getByRole('link', { name: 'AI Agents' }).click();
    await expect(page).toHaveURL(/\/ai-agents$/);
    await expectClosed(page);
  });

  test('the close button closes it', async ({ page }) => {
    await page.goto('/');
    await openMenu(page);
    await menu(page).getByRole('button', { name: 'Close menu' }).click();
    await expectClosed(page);
  });

  test('the dimmed backdrop closes it', async ({ page }) => {
    await page.goto('/');
    await openMenu(page);
    const bg = await menu(page).evaluate(
      (el) => getComputedStyle(el, '::backdrop').backgroundColor,
    );
    // A translucent black (Chromium reports Tailwind's colours in oklab).
    expect(bg).toMatch(/^(rgba\(0, 0, 0, |oklab\(0 0 0 \/ )0\.[1-9]\d*\)$/);
    await page.mouse.click(20, 400);
    await expectClosed(page);
  });

  test('opens, closes and navigates before the page is interactive', async ({ browser }) => {
    const { page, context } = await pageWithoutScript(browser, {
      viewport: { width: 390, height: 844 },
    });
    await page.goto('/');
    await menuButton(page).click();
    await expect(menu(page).getByRole('heading', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await menuButton(page).click();
    await menu(page).getByRole('link', { name: 'AI Agents' }).click();
    await expect(page).toHaveURL(/\/ai-agents$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.close();
  });

  test('Escape closes it', async ({ page }) => {
    await page.goto('/');
    await openMenu(page);
    await page.keyboard.press('Escape');
    await expectClosed(page);
  });

  test('keeps focus off the page behind while open', async ({ page }) => {
    await page.goto('/');
    await openMenu(page);
    // Where focus is: in the menu, or outside the document (the browser's own controls, which a
    // native modal dialog lets keyboard users reach). Never on the page behind.
    const focusIn = () =>
      menu(page).evaluate((el) => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'browser';
        return el.contains(active) ? 'menu' : `page: ${active.outerHTML.slice(0, 80)}`;
      });
    const seen = new Set<string>();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      seen.add(await focusIn());
    }
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Shift+Tab');
      seen.add(await focusIn());
    }
    expect([...seen].sort()).toEqual(['browser', 'menu']);
    // The page behind is inert while the menu is open (nothing in it takes focus, assistive
    // technology skips it), and it does not scroll.
    expect(
      await page
        .locator('main a[href]')
        .first()
        .evaluate((link: HTMLAnchorElement) => {
          link.focus();
          return document.activeElement === link;
        }),
    ).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );
  });
});

test('the footer links to the legal pages and the professional network', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const legal = footer.getByRole('navigation', { name: 'Legal' });
  await expect(legal.getByRole('link')).toHaveText(['Privacy Policy', 'Terms', 'Imprint']);
  const social = footer.getByRole('link', { name: 'LinkedIn' });
  await expect(social).toHaveAttribute('href', seedCompanyFacts.linkedinUrl ?? '');
  await expect(social).toHaveAttribute('rel', /noopener/);
  await expect(footer).toContainText(seedCompanyFacts.legalName);
  await expect(footer).toContainText(seedCompanyFacts.email);
  for (const [name, path] of [
    ['Privacy Policy', '/privacy'],
    ['Terms', '/terms'],
    ['Imprint', '/imprint'],
  ] as const) {
    await footer.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
});

test.describe('decorative background', () => {
  const scene = (page: Page) => page.locator('iframe[data-testid="background-scene"]');

  test('the 3D scene loads after the page is idle, hidden from assistive technology and the tab order', async ({
    page,
  }) => {
    const sceneRequests: number[] = [];
    page.on('request', (r) => {
      if (r.url().includes(STAND_IN_PATHS.scene)) sceneRequests.push(Date.now());
    });
    const response = await page.goto('/');
    // The prerendered HTML does not contain the iframe: it never competes with first paint.
    expect(await response?.text()).not.toContain('background-scene"');
    await expect(scene(page)).toBeAttached({ timeout: 10_000 });
    // The request event can follow the iframe's attachment by a moment.
    await expect.poll(() => sceneRequests.length).toBe(1);
    await expect(scene(page)).toHaveAttribute('aria-hidden', 'true');
    await expect(scene(page)).toHaveAttribute('tabindex', '-1');
    await expect(scene(page)).toHaveAttribute('title', siteCopy.en.backgroundSceneTitle);
    expect(await scene(page).evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
    // Behind the content: clicking where it is hits the page, not the iframe.
    const hit = await page.evaluate(() => {
      const el = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
      return el?.tagName;
    });
    expect(hit).not.toBe('IFRAME');
    await expect(page.locator('[data-testid="background-gradient"]')).toBeAttached();
    // Tabbing through the page never lands in the scene.
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('IFRAME');
    }
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('only the static gradient is shown', async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes(STAND_IN_PATHS.scene)) requested.push(r.url());
      });
      await page.goto('/');
      await waitForIdle(page);
      await expect(page.locator('[data-testid="background-gradient"]')).toBeAttached();
      await expect(scene(page)).toHaveCount(0);
      expect(requested).toEqual([]);
    });
  });

  test('with Save-Data only the static gradient is shown', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ saveData: true }),
      });
    });
    const requested: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(STAND_IN_PATHS.scene)) requested.push(r.url());
    });
    await page.goto('/');
    await waitForIdle(page);
    await expect(page.locator('[data-testid="background-gradient"]')).toBeAttached();
    await expect(scene(page)).toHaveCount(0);
    expect(requested).toEqual([]);
  });
});
