import { seriousViolations } from './axe';
import { ADMIN, storeSession } from './cms-helpers';
import { expect, test } from './fixtures';

test.describe('accessibility of the case-study, auth and admin pages', () => {
  test('the public list and a detail page', async ({ page }) => {
    await page.goto('/case-studies');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Learn more' }).first().click();
    await expect(page.getByRole('heading', { name: 'The Results' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/auth in every mode, with field errors shown', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByText('Ungültige E-Mail-Adresse').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Noch kein Konto? Registrieren' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the admin page and the preview', async ({ page }) => {
    // Signing in, the admin chunk and two axe runs take a while on a loaded machine.
    test.setTimeout(90_000);
    await storeSession(page, ADMIN);
    await page.goto('/admin/case-studies');
    await expect(page.getByTestId('admin-case-study').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The preview of the seeded draft, in the public layout under its notice.
    await page.getByRole('link', { name: /^Vorschau von „Customer service triage/ }).click();
    await expect(page.getByTestId('preview-notice')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The Results' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the insights and team answers pages, on a phone and on a desktop, with a field error', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await storeSession(page, ADMIN);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/insights');
      await expect(page.getByRole('heading', { name: 'Fragen an den Assistenten' })).toBeVisible();
      await expect(page.getByText('Lädt...')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      // Nothing wider than the screen on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );

      await page.goto('/admin/answers');
      await expect(page.getByRole('heading', { name: 'Neue Antwort' })).toBeVisible();
      await page.getByRole('button', { name: 'Speichern' }).click();
      await expect(page.getByText('Frage ist erforderlich')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});
