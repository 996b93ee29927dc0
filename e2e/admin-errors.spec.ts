/**
 * The admin when something goes wrong or work is unsaved: a failing save or reorder, an entry
 * deleted meanwhile, a list that fails to load, and leaving the page with unsaved changes.
 */
import type { Route } from '@playwright/test';

import { ANON_KEY } from '../local-supabase/config';
import { BLUE, createThroughForm, keyboardMove, RED, rowByTitle } from './admin-helpers';
import {
  ADMIN,
  adminToken,
  changesTheCaseStudyList,
  entry,
  field,
  fillForm,
  openAdmin,
  pngFile,
  storeSession,
  toastItem,
  toastText,
  unique,
} from './cms-helpers';
import { expect, gate, test } from './fixtures';
import { API_URL } from './local-stack';

test.describe('/admin/case-studies errors and unsaved work', () => {
  // One after another in one worker, holding the case-study list's lock (cms-helpers.ts): these
  // tests add entries or reorder the list, which the other admin specs check.
  test.describe.configure({ mode: 'default', timeout: 240_000 });
  changesTheCaseStudyList();

  test('a failing save keeps everything typed', async ({ page }) => {
    await openAdmin(page);
    const values = {
      title: unique('Fehlschlag'),
      client: 'Kunde bleibt',
      description: 'Beschreibung bleibt\nmit zwei Zeilen',
      results: 'Ergebnis bleibt',
    };
    await fillForm(page, values);
    await field(page, 'Kunden-Logo').setInputFiles(pngFile('kept-logo.png', RED));
    await page.getByLabel('Bilder hochladen').setInputFiles(pngFile('kept.png', BLUE));
    await expect(toastText(page, 'Bild wurde hochgeladen.')).toBeVisible();

    await page.route('**/rest/v1/case_studies**', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'XX000', message: 'kaputt', details: null, hint: null }),
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Erstellen', exact: true }).click();
    await expect(toastItem(page, 'Case Study konnte nicht gespeichert werden.')).toContainText(
      'Fehler',
    );
    for (const [label, value] of [
      ['Titel (Englisch)', values.title],
      ['Kunde', values.client],
      ['Beschreibung (Englisch)', values.description],
      ['Ergebnisse (Englisch)', values.results],
    ] as const) {
      await expect(field(page, label)).toHaveValue(value);
    }
    await expect(page.getByTestId('logo-file-name')).toHaveText('kept-logo.png');
    await expect(page.getByTestId('thumbnail')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Erstellen', exact: true })).toBeEnabled();
    await expect(entry(page, values.title)).toHaveCount(0);

    // Once the server answers again, the same form saves.
    await page.unroute('**/rest/v1/case_studies**');
    await page.getByRole('button', { name: 'Erstellen', exact: true }).click();
    await expect(toastText(page, 'Case Study wurde erstellt.')).toBeVisible();
    await expect(entry(page, values.title)).toBeVisible();
  });

  test('a failing reorder shows the error and reloads the saved order', async ({ page }) => {
    await openAdmin(page);
    const before = await page.getByTestId('admin-case-study').locator('h3').allTextContents();
    await page.route('**/rest/v1/rpc/reorder_case_studies', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'XX000', message: 'kaputt', details: null, hint: null }),
      }),
    );
    await keyboardMove(page, `„${before[0]}“ verschieben`, 'ArrowDown');
    await expect(toastText(page, 'Reihenfolge konnte nicht gespeichert werden.')).toBeVisible();
    await expect
      .poll(() => page.getByTestId('admin-case-study').locator('h3').allTextContents())
      .toEqual(before);
  });

  test('leaving with unsaved changes asks first', async ({ page }) => {
    await openAdmin(page);
    await field(page, 'Titel (Englisch)').fill('Noch nicht gespeichert');
    // Any in-app link will do: the header's first link (the logo) leads home.
    const homeLink = page.getByRole('banner').getByRole('link').first();
    await homeLink.click();
    const dialog = page.getByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Bleiben' }).first().click();
    await expect(page).toHaveURL(/\/admin\/case-studies$/);
    await expect(field(page, 'Titel (Englisch)')).toHaveValue('Noch nicht gespeichert');

    // Closing the tab asks too (the browser's own beforeunload prompt).
    const prompt = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const beforeUnload = await prompt;
    expect(beforeUnload.type()).toBe('beforeunload');
    await beforeUnload.dismiss();
    expect(page.isClosed()).toBe(false);

    await homeLink.click();
    await dialog.getByRole('button', { name: 'Verlassen' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('saving an entry that was deleted meanwhile fails and keeps the form', async ({
    page,
    request,
  }) => {
    await openAdmin(page);
    const title = unique('Geloescht');
    await createThroughForm(page, title);
    await entry(page, title).getByRole('button', { name: 'Bearbeiten' }).click();
    await expect(page.getByRole('heading', { name: 'Case Study bearbeiten' })).toBeVisible();

    // Someone else deletes it.
    const { id } = await rowByTitle(request, title);
    const deleted = await request.delete(`${API_URL}/rest/v1/case_studies?id=eq.${id}`, {
      headers: { apikey: ANON_KEY, authorization: `Bearer ${await adminToken(request)}` },
    });
    expect(deleted.ok()).toBe(true);

    await field(page, 'Titel (Englisch)').fill(`${title} geändert`);
    await field(page, 'Ergebnisse (Englisch)').fill('Neue Ergebnisse');
    await page.getByRole('button', { name: 'Aktualisieren' }).click();
    const failure = toastItem(page, 'Case Study konnte nicht gespeichert werden.');
    await expect(failure).toContainText('Fehler');
    await expect(failure).toContainText('Sie wurde inzwischen gelöscht');
    await expect(toastText(page, 'Case Study wurde aktualisiert.')).toHaveCount(0);
    // Still editing, with everything typed.
    await expect(page.getByRole('heading', { name: 'Case Study bearbeiten' })).toBeVisible();
    await expect(field(page, 'Titel (Englisch)')).toHaveValue(`${title} geändert`);
    await expect(field(page, 'Ergebnisse (Englisch)')).toHaveValue('Neue Ergebnisse');
    // …and the list no longer shows the deleted entry.
    await expect(entry(page, title)).toHaveCount(0);
  });

  test('a failed list load is an error, not an empty list, and creating waits for the list', async ({
    page,
    request,
  }) => {
    await storeSession(page, ADMIN);
    const failList = (route: Route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'XX000', message: 'kaputt', details: null, hint: null }),
          })
        : route.continue();
    await page.route('**/rest/v1/case_studies**', failList);
    const inserts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/rest/v1/case_studies')) {
        inserts.push(request.postData() ?? '');
      }
    });

    await page.goto('/admin/case-studies');
    const list = page.getByRole('region', { name: 'Alle Case Studies' });
    await expect(list.getByRole('alert')).toContainText(
      'Case Studies konnten nicht geladen werden.',
      { timeout: 20_000 },
    );
    await expect(page.getByText('Noch keine Case Studies vorhanden.')).toHaveCount(0);

    // Creating now cannot know where the entry goes: it fails and keeps everything typed.
    const title = unique('Wartet');
    await fillForm(page, { title, client: 'Kunde', description: 'D', results: 'R' });
    await page.getByRole('button', { name: 'Erstellen', exact: true }).click();
    await expect(toastItem(page, 'Case Study konnte nicht gespeichert werden.')).toContainText(
      'Die Liste der Case Studies konnte nicht geladen werden',
      { timeout: 20_000 },
    );
    await expect(field(page, 'Titel (Englisch)')).toHaveValue(title);
    expect(inserts).toEqual([]);

    // With the list slow to answer, creating waits for it, then appends the entry at the end.
    await page.unroute('**/rest/v1/case_studies**', failList);
    const listAnswer = gate();
    const listAsked = gate();
    await page.route('**/rest/v1/case_studies**', async (route) => {
      if (route.request().method() === 'GET') {
        listAsked.release();
        await listAnswer.wait;
      }
      await route.continue();
    });
    await page.getByRole('button', { name: 'Erstellen', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Speichert...' })).toBeDisabled();
    // Saving has asked for the list, and inserts nothing until it has the answer.
    await listAsked.wait;
    expect(inserts).toEqual([]);
    listAnswer.release();
    await expect(toastText(page, 'Case Study wurde erstellt.')).toBeVisible();
    expect(inserts).toHaveLength(1);
    await expect(page.getByTestId('admin-case-study').last()).toContainText(title);
    const response = await request.get(
      `${API_URL}/rest/v1/case_studies?select=title,display_order&order=display_order.asc`,
      { headers: { apikey: ANON_KEY, authorization: `Bearer ${await adminToken(request)}` } },
    );
    const orders = (await response.json()) as { title: string; display_order: number }[];
    // Last, and alone there: its order is one past every other entry's.
    expect(orders.filter((o) => o.display_order === orders.at(-1)?.display_order)).toHaveLength(1);
    expect(orders.at(-1)?.title).toBe(title);
  });
});
