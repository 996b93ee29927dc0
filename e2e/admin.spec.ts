import type { APIRequestContext, Page, Route } from '@playwright/test';

import { LOCAL_ANON_KEY } from '../scripts/local-env';
import { expect, test, waitForHydrationOnLoad } from './fixtures';
import {
  ADMIN,
  adminToken,
  changesTheCaseStudyList,
  entry,
  field,
  fillForm,
  openAdmin,
  png,
  pngFile,
  registerUser,
  signIn,
  toastItem,
  toastText,
  unique,
  uniqueEmail,
} from './cms-helpers';
import { API_URL } from './local-stack';
import { hasExif, phonePhoto, webpSize } from './phone-photo';

const RED: [number, number, number] = [220, 30, 30];
const BLUE: [number, number, number] = [30, 60, 220];

async function thumbnailSources(page: Page): Promise<string[]> {
  return page
    .getByTestId('thumbnail')
    .locator('img')
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
}

type Row = {
  id: string;
  logo: string | null;
  images: string[];
  image_meta: Record<string, unknown>;
};

/** The stored row of the case study titled `title`, read as the admin. */
async function rowByTitle(request: APIRequestContext, title: string): Promise<Row> {
  const response = await request.get(
    `${API_URL}/rest/v1/case_studies?select=id,logo,images,image_meta&title=eq.${encodeURIComponent(title)}`,
    { headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${await adminToken(request)}` } },
  );
  expect(response.ok()).toBe(true);
  const [row] = (await response.json()) as Row[];
  if (!row) throw new Error(`no case study titled ${title}`);
  return row;
}

/** HTTP status of a stored file: 200 while it exists. */
const statusOf = async (request: APIRequestContext, url: string) =>
  (await request.get(url)).status();

/** Creates a case study through the form (text, optionally one image) and waits for it in the list. */
async function createThroughForm(
  page: Page,
  title: string,
  image?: { name: string; mimeType: string; buffer: Buffer },
) {
  await fillForm(page, { title, client: 'Kunde', description: 'D', results: 'R' });
  if (image) {
    await page.getByLabel('Bilder hochladen').setInputFiles(image);
    await expect(page.getByTestId('thumbnail')).toHaveCount(1, { timeout: 30_000 });
  }
  await page.getByRole('button', { name: 'Erstellen' }).click();
  await expect(toastText(page, 'Case Study wurde erstellt.')).toBeVisible();
  await expect(entry(page, title)).toBeVisible();
}

/**
 * Moves an item of a dnd-kit list one step with the keyboard: pick up, one arrow, drop. Each step
 * waits for dnd-kit's German screen-reader announcement, which also proves it is spoken.
 */
async function keyboardMove(
  page: Page,
  handleName: string,
  key: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight',
) {
  const announcement = (text: RegExp | string) =>
    page.getByRole('status').filter({ hasText: text });
  await page.getByRole('button', { name: handleName }).focus();
  await page.keyboard.press('Space');
  // dnd-kit may replace the pick-up announcement with the first "over" one right away; both
  // name the item's current position.
  const picked = announcement(
    /aufgenommen\. Position \d+ von \d+|auf Position \d+ von \d+ verschoben/,
  );
  await expect(picked).toBeAttached();
  const [, pos, total] = /Position (\d+) von (\d+)/.exec((await picked.textContent()) ?? '') ?? [];
  const target = Number(pos) + (key === 'ArrowUp' || key === 'ArrowLeft' ? -1 : 1);
  await page.keyboard.press(key);
  // Drop only once dnd-kit has announced the new position, or it would drop in place.
  await expect(announcement(`auf Position ${target} von ${total} verschoben`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(announcement(`auf Position ${target} von ${total} abgelegt`)).toBeAttached();
}

test.describe('/admin/case-studies guard', () => {
  test('a signed-out visitor is sent to /auth', async ({ page }) => {
    await page.goto('/admin/case-studies');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Anmelden', level: 1 })).toBeVisible();
  });

  test('a signed-in non-admin is refused and sent home', async ({ page, request }) => {
    const email = uniqueEmail('not-admin');
    await registerUser(request, email, 'user-password');
    await signIn(page, email, 'user-password');
    await page.goto('/admin/case-studies');
    await expect(toastText(page, 'Zugriff verweigert')).toBeVisible();
    await expect(toastText(page, 'Du hast keine Admin-Berechtigung.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Case Studies Admin' })).toHaveCount(0);
  });
});

test.describe('/admin/case-studies', () => {
  // One after another in one worker: they share the case-study list, and the full-cycle test
  // checks its order, which another test adding an entry at the same moment would change.
  test.describe.configure({ mode: 'default', timeout: 240_000 });
  changesTheCaseStudyList();

  test('create with logo and images, publish, reorder, edit, cancel and delete', async ({
    page,
    browser,
    request,
  }) => {
    const title = unique('Case');
    const values = {
      title,
      client: 'Testkunde GmbH',
      description: 'Erste Zeile der Herausforderung.\nZweite Zeile.',
      results: 'Ergebnis eins\n\nErgebnis zwei',
    };
    await openAdmin(page);
    await expect(page.locator('[lang="de"]').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Neue Case Study' })).toBeVisible();

    // Validation: required fields, then a max-length breach.
    await page.getByRole('button', { name: 'Erstellen' }).click();
    await expect(toastText(page, 'Validierungsfehler')).toBeVisible();
    await expect(toastText(page, 'Titel ist erforderlich')).toBeVisible();
    await expect(field(page, 'Kunde')).toHaveAccessibleDescription('Kunde ist erforderlich');
    await fillForm(page, { ...values, title: 'x'.repeat(201) });
    await page.getByRole('button', { name: 'Erstellen' }).click();
    await expect(toastText(page, 'Titel darf höchstens 200 Zeichen lang sein')).toBeVisible();
    await field(page, 'Titel').fill(title);

    // Logo: one image, its file name shown, 'Entfernen' clears it.
    const logoInput = field(page, 'Kunden-Logo');
    await logoInput.setInputFiles(pngFile('first-logo.png', RED));
    await expect(page.getByTestId('logo-file-name')).toHaveText('first-logo.png');
    await page.getByRole('button', { name: 'Entfernen' }).click();
    await expect(page.getByTestId('logo-file-name')).toHaveCount(0);
    await logoInput.setInputFiles(pngFile('acme-logo.png', BLUE));
    await expect(page.getByTestId('logo-file-name')).toHaveText('acme-logo.png');

    // Images: non-images are refused; two images upload at once.
    const imagesInput = page.getByLabel('Bilder hochladen');
    await imagesInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect(toastText(page, 'Bitte nur Bilddateien hochladen.')).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Klicken oder Bilder hierher ziehen' }),
    ).toBeVisible();
    await imagesInput.setInputFiles([pngFile('red.png', RED), pngFile('blue.png', BLUE)]);
    await expect(toastText(page, '2 Bild(er) wurde(n) hochgeladen.')).toBeVisible();
    await expect(page.getByTestId('thumbnail')).toHaveCount(2);
    const uploaded = await thumbnailSources(page);
    expect(uploaded).toHaveLength(2);
    const [firstImage = '', secondImage = ''] = uploaded;
    // Stored re-encoded as WebP under a random number.
    expect(firstImage).toMatch(/\/storage\/v1\/object\/public\/case-studies\/\d+\.webp$/);

    // Reorder the thumbnails with the keyboard: the first image moves behind the second.
    await keyboardMove(page, 'Bild 1 verschieben', 'ArrowRight');
    await expect.poll(() => thumbnailSources(page)).toEqual([secondImage, firstImage]);

    await page.getByRole('button', { name: 'Erstellen' }).click();
    await expect(toastItem(page, 'Case Study wurde erstellt.')).toContainText('Erfolg');
    await expect(field(page, 'Titel')).toHaveValue('');
    await expect(page.getByTestId('thumbnail')).toHaveCount(0);

    const created = entry(page, title);
    await expect(created).toBeVisible();
    await expect(created.getByText('Testkunde GmbH')).toBeVisible();
    await expect(created.getByText('Ergebnisse:')).toBeVisible();
    await expect(created.getByRole('img', { name: 'Logo von Testkunde GmbH' })).toHaveAttribute(
      'src',
      /\/case-studies\/logo-\d+\.webp$/,
    );
    // New case studies are drafts at the end of the list.
    await expect(created.getByRole('button', { name: 'Entwurf' })).toBeVisible();
    await expect(page.getByTestId('admin-case-study').last()).toContainText(title);

    // A draft is never visible publicly.
    const visitor = waitForHydrationOnLoad(await (await browser.newContext()).newPage());
    await visitor.goto('/case-studies');
    await expect(visitor.getByRole('article').first()).toBeVisible();
    await expect(visitor.getByText(title)).toHaveCount(0);

    // Publish, then the public list and detail show it with the reordered images.
    await created.getByRole('button', { name: 'Entwurf' }).click();
    await expect(created.getByRole('button', { name: 'Veröffentlicht' })).toBeVisible();
    await visitor.reload();
    const card = visitor.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('Testkunde GmbH')).toBeVisible();
    await card.getByRole('link', { name: 'Learn more' }).click();
    await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    const publicImages = await visitor
      .getByRole('region', { name: 'Insights' })
      .getByRole('img')
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
    expect(publicImages).toEqual([secondImage, firstImage]);
    await expect(
      visitor.getByRole('region', { name: 'The Results' }).getByRole('listitem'),
    ).toHaveText(['Ergebnis eins', 'Ergebnis zwei']);
    const detailUrl = visitor.url();

    // Reorder the list: move the new case study one place up. The admin list shows it at once,
    // the order survives a reload, and the public list follows it.
    const titles = () => page.getByTestId('admin-case-study').locator('h3').allTextContents();
    const before = await titles();
    const at = before.indexOf(title);
    expect(at).toBeGreaterThan(0);
    const expected = [...before];
    expected.splice(at - 1, 2, title, before[at - 1] ?? '');
    await keyboardMove(page, `„${title}“ verschieben`, 'ArrowUp');
    await expect.poll(titles).toEqual(expected);
    await expect(toastText(page, 'Reihenfolge wurde aktualisiert.')).toBeVisible();
    await page.reload();
    await expect.poll(titles).toEqual(expected);
    await visitor.goto('/case-studies');
    await expect(visitor.getByRole('article', { name: title })).toBeVisible();
    const publicTitles = await visitor.getByRole('article').locator('h2').allTextContents();
    // Published ones appear publicly in exactly the admin's order.
    expect(publicTitles).toEqual(expected.filter((t) => publicTitles.includes(t)));

    // Edit: the form fills, the page scrolls to the top, the change is saved.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await entry(page, title).getByRole('button', { name: 'Bearbeiten' }).click();
    await expect(page.getByRole('heading', { name: 'Case Study bearbeiten' })).toBeVisible();
    await expect(field(page, 'Titel')).toHaveValue(title);
    await expect(field(page, 'Ergebnisse')).toHaveValue(values.results);
    await expect(page.getByTestId('thumbnail')).toHaveCount(2);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
    const edited = `${title} (bearbeitet)`;
    await field(page, 'Titel').fill(edited);
    await page.getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(toastText(page, 'Case Study wurde aktualisiert.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Neue Case Study' })).toBeVisible();
    await expect(entry(page, edited)).toBeVisible();
    await visitor.goto(detailUrl);
    await expect(visitor.getByRole('heading', { name: edited, level: 1 })).toBeVisible();

    // Cancel: nothing is saved, the form returns to create mode.
    await entry(page, edited).getByRole('button', { name: 'Bearbeiten' }).click();
    await field(page, 'Titel').fill('Verworfen');
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page.getByRole('heading', { name: 'Neue Case Study' })).toBeVisible();
    await expect(field(page, 'Titel')).toHaveValue('');
    await expect(entry(page, edited)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Verworfen' })).toHaveCount(0);

    // Delete behind the browser confirmation; its files leave storage too.
    const logoUrl =
      (await entry(page, edited)
        .getByRole('img', { name: 'Logo von Testkunde GmbH' })
        .getAttribute('src')) ?? '';
    // The files are served before the delete, so their absence afterwards means something.
    for (const url of [firstImage, secondImage, logoUrl]) {
      expect((await request.get(url)).status()).toBe(200);
    }
    let confirmText = '';
    page.once('dialog', (dialog) => {
      confirmText = dialog.message();
      void dialog.accept();
    });
    await entry(page, edited).getByRole('button', { name: 'Löschen' }).click();
    await expect(toastText(page, 'Case Study wurde gelöscht.')).toBeVisible();
    expect(confirmText).toBe('Möchtest du diese Case Study wirklich löschen?');
    await expect(entry(page, edited)).toHaveCount(0);
    for (const url of [firstImage, secondImage, logoUrl]) {
      expect([400, 404]).toContain((await request.get(url)).status());
    }
    // A deleted story is gone: the not-found page at its address, with the way back to the list.
    await visitor.goto(detailUrl);
    await expect(visitor.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(visitor.getByText('Case study could not be loaded.')).toBeVisible();
    await expect(visitor).toHaveURL(detailUrl);
    await visitor.getByRole('link', { name: 'Back to overview' }).click();
    await expect(visitor).toHaveURL(/\/case-studies$/);
    await visitor.context().close();
  });

  test('dismissing the delete confirmation keeps the case study', async ({ page }) => {
    await openAdmin(page);
    const title = unique('Bleibt');
    await fillForm(page, { title, client: 'K', description: 'D', results: 'R' });
    await page.getByRole('button', { name: 'Erstellen' }).click();
    await expect(entry(page, title)).toBeVisible();
    page.once('dialog', (dialog) => void dialog.dismiss());
    await entry(page, title).getByRole('button', { name: 'Löschen' }).click();
    await page.reload();
    await expect(entry(page, title)).toBeVisible();
  });

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
    await page.getByRole('button', { name: 'Erstellen' }).click();
    await expect(toastItem(page, 'Case Study konnte nicht gespeichert werden.')).toContainText(
      'Fehler',
    );
    for (const [label, value] of [
      ['Titel', values.title],
      ['Kunde', values.client],
      ['Beschreibung', values.description],
      ['Ergebnisse', values.results],
    ] as const) {
      await expect(field(page, label)).toHaveValue(value);
    }
    await expect(page.getByTestId('logo-file-name')).toHaveText('kept-logo.png');
    await expect(page.getByTestId('thumbnail')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Erstellen' })).toBeEnabled();
    await expect(entry(page, values.title)).toHaveCount(0);

    // Once the server answers again, the same form saves.
    await page.unroute('**/rest/v1/case_studies**');
    await page.getByRole('button', { name: 'Erstellen' }).click();
    await expect(toastText(page, 'Case Study wurde erstellt.')).toBeVisible();
    await expect(entry(page, values.title)).toBeVisible();
  });

  test('images can be dropped, show upload states, and reorder with the mouse', async ({
    page,
  }) => {
    await openAdmin(page);
    await expect(
      page.getByRole('button', { name: 'Klicken oder Bilder hierher ziehen' }),
    ).toBeVisible();
    const dropTarget = page.getByTestId('image-dropzone');
    const files = await page.evaluateHandle(
      async ([a, b]) => {
        const transfer = new DataTransfer();
        for (const [name, base64] of [a, b] as [string, string][]) {
          const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
          transfer.items.add(new File([bytes], name, { type: 'image/png' }));
        }
        return transfer;
      },
      [
        ['one.png', pngFile('one.png', RED).buffer.toString('base64')],
        ['two.png', pngFile('two.png', BLUE).buffer.toString('base64')],
      ],
    );

    // Hold the uploads a moment so the uploading state can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/storage/v1/object/case-studies/**', async (route) => {
      await held;
      await route.continue();
    });

    await dropTarget.dispatchEvent('dragenter', { dataTransfer: files });
    await expect(page.getByRole('button', { name: 'Bilder hier ablegen...' })).toBeVisible();
    await dropTarget.dispatchEvent('drop', { dataTransfer: files });
    await expect(page.getByRole('button', { name: 'Lädt hoch...' })).toBeDisabled();
    await expect(page.getByLabel('Bilder hochladen')).toBeDisabled();
    release();
    await expect(toastText(page, '2 Bild(er) wurde(n) hochgeladen.')).toBeVisible();
    await expect(page.getByLabel('Bilder hochladen')).toBeEnabled();
    await expect(page.getByTestId('thumbnail')).toHaveCount(2);

    // Mouse drag: the first thumbnail onto the second swaps them.
    const [first = '', second = ''] = await thumbnailSources(page);
    await page.getByTestId('thumbnail').last().scrollIntoViewIfNeeded();
    const from = await page.getByRole('button', { name: 'Bild 1 verschieben' }).boundingBox();
    const to = await page.getByRole('button', { name: 'Bild 2 verschieben' }).boundingBox();
    if (!from || !to) throw new Error('thumbnails not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
    await page.mouse.up();
    await expect.poll(() => thumbnailSources(page)).toEqual([second, first]);

    // Removing a thumbnail (its button appears on focus too) takes it out of the form.
    await page.getByRole('button', { name: 'Bild 1 entfernen' }).focus();
    await expect(page.getByRole('button', { name: 'Bild 1 entfernen' })).toHaveCSS('opacity', '1');
    await page.keyboard.press('Enter');
    await expect.poll(() => thumbnailSources(page)).toEqual([first]);
    // …and deletes the file from storage.
    await expect
      .poll(async () => (await page.request.get(second)).status())
      .toBeGreaterThanOrEqual(400);

    // A failing upload says so.
    await page.unroute('**/storage/v1/object/case-studies/**');
    await page.route('**/storage/v1/object/case-studies/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: '500', error: 'internal', message: 'kaputt' }),
      }),
    );
    await page.getByLabel('Bilder hochladen').setInputFiles(pngFile('three.png', RED));
    await expect(toastText(page, 'Bild konnte nicht hochgeladen werden.')).toBeVisible();
    await expect(page.getByTestId('thumbnail')).toHaveCount(1);
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
    await field(page, 'Titel').fill('Noch nicht gespeichert');
    // Any in-app link will do: the header's first link (the logo) leads home.
    const homeLink = page.getByRole('banner').getByRole('link').first();
    await homeLink.click();
    const dialog = page.getByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Bleiben' }).first().click();
    await expect(page).toHaveURL(/\/admin\/case-studies$/);
    await expect(field(page, 'Titel')).toHaveValue('Noch nicht gespeichert');

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

  test('a phone photo is stored upright and scaled, as WebP without GPS, and shown responsively', async ({
    page,
    browser,
    request,
  }) => {
    const photo = await phonePhoto(page);
    expect(photo.length).toBeGreaterThan(3_000_000);
    expect(hasExif(photo)).toBe(true);

    await openAdmin(page);
    const title = unique('Foto');
    await fillForm(page, { title, client: 'Fotokunde GmbH', description: 'D', results: 'R' });
    await field(page, 'Kunden-Logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: png(1200, 300, BLUE),
    });
    await page
      .getByLabel('Bilder hochladen')
      .setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(toastText(page, 'Bild wurde hochgeladen.')).toBeVisible({ timeout: 30_000 });

    // The stored file and its smaller copy: WebP, upright (the photo was stored sideways with an
    // orientation tag), at most 1600 and 800 px on the longest edge, without EXIF (no GPS).
    const [main = ''] = await thumbnailSources(page);
    expect(main).toMatch(/\/case-studies\/\d+\.webp$/);
    // The copy is named by its width: 600 px for this portrait photo.
    const variant = main.replace(/\.webp$/, '-600w.webp');
    for (const [url, size] of [
      [main, { width: 1200, height: 1600 }],
      [variant, { width: 600, height: 800 }],
    ] as const) {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/webp');
      const bytes = await response.body();
      expect(webpSize(bytes)).toEqual(size);
      expect(hasExif(bytes)).toBe(false);
      expect(bytes.length).toBeLessThan(300_000);
    }

    await page.getByRole('button', { name: 'Erstellen' }).click();
    await expect(toastText(page, 'Case Study wurde erstellt.')).toBeVisible();
    await entry(page, title).getByRole('button', { name: 'Entwurf' }).click();
    await expect(entry(page, title).getByRole('button', { name: 'Veröffentlicht' })).toBeVisible();

    // The row records the sizes of each file, the logo's too (logos: 800 px plus 400 px).
    const row = await rowByTitle(request, title);
    expect(row.images).toEqual([main]);
    expect(row.image_meta[main]).toEqual({
      width: 1200,
      height: 1600,
      variants: [{ url: variant, width: 600, height: 800 }],
    });
    const logo = row.logo ?? '';
    expect(logo).toMatch(/\/case-studies\/logo-\d+\.webp$/);
    expect(row.image_meta[logo]).toEqual({
      width: 800,
      height: 200,
      variants: [{ url: logo.replace(/\.webp$/, '-400w.webp'), width: 400, height: 100 }],
    });

    // A visitor on a phone: the detail page offers both copies, states the size, loads its first
    // image at once with high priority, and downloads at most 300 KB of images.
    const phone = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const visitor = waitForHydrationOnLoad(await phone.newPage());
    const imageBytes = new Map<string, number>();
    visitor.on('response', (response) => {
      if (response.request().resourceType() !== 'image') return;
      void response.body().then(
        (body) => imageBytes.set(response.url(), body.length),
        () => undefined,
      );
    });
    await visitor.goto(`/case-studies/${row.id}`);
    const insight = visitor.getByRole('region', { name: 'Insights' }).getByRole('img').first();
    await expect(insight).toHaveAttribute('srcset', `${variant} 600w, ${main} 1200w`);
    await expect(insight).toHaveAttribute('sizes', /100vw/);
    await expect(insight).toHaveAttribute('width', '1200');
    await expect(insight).toHaveAttribute('height', '1600');
    await expect(insight).toHaveAttribute('fetchpriority', 'high');
    await expect(insight).toHaveAttribute('loading', 'eager');
    await expect
      .poll(() => insight.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const logoImage = visitor.getByRole('img', { name: 'Fotokunde GmbH logo' });
    await expect(logoImage).toHaveAttribute(
      'srcset',
      `${logo.replace(/\.webp$/, '-400w.webp')} 400w, ${logo} 800w`,
    );
    await visitor.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await visitor.waitForLoadState('networkidle');
    const total = [...imageBytes.values()].reduce((sum, n) => sum + n, 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(300 * 1024);

    // The list card offers the copies too.
    await visitor.goto('/case-studies');
    const card = visitor.getByRole('article', { name: title });
    await expect(card.getByRole('img', { name: /image 1 of 1/ })).toHaveAttribute(
      'srcset',
      `${variant} 600w, ${main} 1200w`,
    );
    await expect(card.getByRole('img', { name: /image 1 of 1/ })).toHaveAttribute(
      'loading',
      'lazy',
    );
    await phone.close();

    // Deleting the case study removes every copy.
    page.once('dialog', (dialog) => void dialog.accept());
    await entry(page, title).getByRole('button', { name: 'Löschen' }).click();
    await expect(toastText(page, 'Case Study wurde gelöscht.')).toBeVisible();
    for (const url of [main, variant, logo, logo.replace(/\.webp$/, '-400w.webp')]) {
      await expect.poll(() => statusOf(request, url)).toBeGreaterThanOrEqual(400);
    }
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
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${await adminToken(request)}` },
    });
    expect(deleted.ok()).toBe(true);

    await field(page, 'Titel').fill(`${title} geändert`);
    await field(page, 'Ergebnisse').fill('Neue Ergebnisse');
    await page.getByRole('button', { name: 'Aktualisieren' }).click();
    const failure = toastItem(page, 'Case Study konnte nicht gespeichert werden.');
    await expect(failure).toContainText('Fehler');
    await expect(failure).toContainText('Sie wurde inzwischen gelöscht');
    await expect(toastText(page, 'Case Study wurde aktualisiert.')).toHaveCount(0);
    // Still editing, with everything typed.
    await expect(page.getByRole('heading', { name: 'Case Study bearbeiten' })).toBeVisible();
    await expect(field(page, 'Titel')).toHaveValue(`${title} geändert`);
    await expect(field(page, 'Ergebnisse')).toHaveValue('Neue Ergebnisse');
    // …and the list no longer shows the deleted entry.
    await expect(entry(page, title)).toHaveCount(0);
  });

  test('files leave storage only when the change is saved; uploads of a cancelled form do not stay', async ({
    page,
    request,
  }) => {
    await openAdmin(page);
    const title = unique('Dateien');
    await createThroughForm(page, title, {
      name: 'saved.png',
      mimeType: 'image/png',
      buffer: png(1200, 900, RED),
    });
    const saved = (await rowByTitle(request, title)).images[0] ?? '';
    const savedCopy = saved.replace(/\.webp$/, '-800w.webp');
    const edit = () => entry(page, title).getByRole('button', { name: 'Bearbeiten' }).click();

    // Removing the saved image and cancelling leaves it in place, file and all.
    await edit();
    await page.getByRole('button', { name: 'Bild 1 entfernen' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('thumbnail')).toHaveCount(0);
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page.getByRole('heading', { name: 'Neue Case Study' })).toBeVisible();
    await expect(entry(page, title).getByRole('img', { name: /Bild 1/ })).toBeVisible();
    expect(await statusOf(request, saved)).toBe(200);
    expect(await statusOf(request, savedCopy)).toBe(200);
    expect((await rowByTitle(request, title)).images).toEqual([saved]);

    // An image uploaded into a form that is then cancelled is deleted with its copy.
    await edit();
    await page.getByLabel('Bilder hochladen').setInputFiles({
      name: 'discarded.png',
      mimeType: 'image/png',
      buffer: png(1200, 900, BLUE),
    });
    await expect(page.getByTestId('thumbnail')).toHaveCount(2, { timeout: 30_000 });
    const discarded = (await thumbnailSources(page))[1] ?? '';
    expect(await statusOf(request, discarded)).toBe(200);
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    for (const url of [discarded, discarded.replace(/\.webp$/, '-800w.webp')]) {
      await expect.poll(() => statusOf(request, url)).toBeGreaterThanOrEqual(400);
    }
    expect(await statusOf(request, saved)).toBe(200);

    // Removing the saved image and saving deletes it, with its copy.
    await edit();
    await page.getByRole('button', { name: 'Bild 1 entfernen' }).focus();
    await page.keyboard.press('Enter');
    expect(await statusOf(request, saved)).toBe(200);
    await page.getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(toastText(page, 'Case Study wurde aktualisiert.')).toBeVisible();
    expect((await rowByTitle(request, title)).images).toEqual([]);
    for (const url of [saved, savedCopy]) {
      await expect.poll(() => statusOf(request, url)).toBeGreaterThanOrEqual(400);
    }

    // Reloading the tab (past the browser's "leave?" prompt) discards a fresh upload too.
    await edit();
    await page.getByLabel('Bilder hochladen').setInputFiles({
      name: 'left.png',
      mimeType: 'image/png',
      buffer: png(1200, 900, RED),
    });
    await expect(page.getByTestId('thumbnail')).toHaveCount(1, { timeout: 30_000 });
    const left = (await thumbnailSources(page))[0] ?? '';
    expect(await statusOf(request, left)).toBe(200);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    for (const url of [left, left.replace(/\.webp$/, '-800w.webp')]) {
      await expect.poll(() => statusOf(request, url)).toBeGreaterThanOrEqual(400);
    }
  });

  test('a failed list load is an error, not an empty list, and creating waits for the list', async ({
    page,
    request,
  }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
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
    await page.getByRole('button', { name: 'Erstellen' }).click();
    await expect(toastItem(page, 'Case Study konnte nicht gespeichert werden.')).toContainText(
      'Die Liste der Case Studies konnte nicht geladen werden',
      { timeout: 20_000 },
    );
    await expect(field(page, 'Titel')).toHaveValue(title);
    expect(inserts).toEqual([]);

    // With the list slow to answer, creating waits for it, then appends the entry at the end.
    await page.unroute('**/rest/v1/case_studies**', failList);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/v1/case_studies**', async (route) => {
      if (route.request().method() === 'GET') await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Erstellen' }).click();
    await expect(page.getByRole('button', { name: 'Speichert...' })).toBeDisabled();
    await page.waitForTimeout(500);
    expect(inserts).toEqual([]);
    release();
    await expect(toastText(page, 'Case Study wurde erstellt.')).toBeVisible();
    expect(inserts).toHaveLength(1);
    await expect(page.getByTestId('admin-case-study').last()).toContainText(title);
    const response = await request.get(
      `${API_URL}/rest/v1/case_studies?select=title,display_order&order=display_order.asc`,
      { headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${await adminToken(request)}` } },
    );
    const orders = (await response.json()) as { title: string; display_order: number }[];
    // Last, and alone there: its order is one past every other entry's.
    expect(orders.filter((o) => o.display_order === orders.at(-1)?.display_order)).toHaveLength(1);
    expect(orders.at(-1)?.title).toBe(title);
  });

  test('Abmelden signs out and goes home', async ({ page }) => {
    await openAdmin(page);
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin/case-studies');
    await expect(page).toHaveURL(/\/auth$/);
  });
});
