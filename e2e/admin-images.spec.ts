/**
 * Images in the admin: dropping, upload states, mouse reordering and removal; a phone photo stored
 * upright, scaled and without GPS, and served responsively; and files leaving storage exactly
 * when nothing refers to them any more (an unsaved upload, or a story deleted for good; an
 * earlier version keeps its images).
 */
import {
  BLUE,
  createThroughForm,
  RED,
  rowByTitle,
  statusOf,
  thumbnailSources,
} from './admin-helpers';
import {
  changesTheCaseStudyList,
  entry,
  field,
  fillForm,
  openAdmin,
  png,
  pngFile,
  toastText,
  unique,
} from './cms-helpers';
import { expect, gate, test, waitForHydrationOnLoad } from './fixtures';
import { hasExif, phonePhoto, webpSize } from './phone-photo';

test.describe('/admin/case-studies images', () => {
  // One after another in one worker, holding the case-study list's lock (cms-helpers.ts): these
  // tests add entries or reorder the list, which the other admin specs check.
  test.describe.configure({ mode: 'default', timeout: 240_000 });
  changesTheCaseStudyList();

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
    const held = gate();
    await page.route('**/storage/v1/object/case-studies/**', async (route) => {
      await held.wait;
      await route.continue();
    });

    await dropTarget.dispatchEvent('dragenter', { dataTransfer: files });
    await expect(page.getByRole('button', { name: 'Bilder hier ablegen...' })).toBeVisible();
    await dropTarget.dispatchEvent('drop', { dataTransfer: files });
    await expect(page.getByRole('button', { name: 'Lädt hoch...' })).toBeDisabled();
    await expect(page.getByLabel('Bilder hochladen')).toBeDisabled();
    held.release();
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
    // orientation tag), at most 1600 px on the longest edge and 800 px wide, without EXIF (no GPS).
    const [main = ''] = await thumbnailSources(page);
    expect(main).toMatch(/\/case-studies\/\d+\.webp$/);
    // The copy is named by its width: 800 px (a phone's screen width) for this portrait photo too.
    const variant = main.replace(/\.webp$/, '-800w.webp');
    for (const [url, size] of [
      [main, { width: 1200, height: 1600 }],
      [variant, { width: 800, height: 1067 }],
    ] as const) {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/webp');
      const bytes = await response.body();
      expect(webpSize(bytes)).toEqual(size);
      expect(hasExif(bytes)).toBe(false);
      expect(bytes.length).toBeLessThan(300_000);
    }

    await page.getByRole('button', { name: 'Erstellen', exact: true }).click();
    await expect(toastText(page, 'Case Study wurde erstellt.')).toBeVisible();
    await entry(page, title).getByRole('button', { name: 'Entwurf' }).click();
    await expect(entry(page, title).getByRole('button', { name: 'Veröffentlicht' })).toBeVisible();

    // The row records the sizes of each file, the logo's too (logos: 800 px plus 400 px).
    const row = await rowByTitle(request, title);
    expect(row.images).toEqual([main]);
    expect(row.image_meta[main]).toEqual({
      width: 1200,
      height: 1600,
      variants: [{ url: variant, width: 800, height: 1067 }],
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
    await expect(insight).toHaveAttribute('srcset', `${variant} 800w, ${main} 1200w`);
    await expect(insight).toHaveAttribute('sizes', /100vw/);
    await expect(insight).toHaveAttribute('width', '1200');
    await expect(insight).toHaveAttribute('height', '1600');
    await expect(insight).not.toHaveAttribute('fetchpriority', /.*/);
    await expect(insight).toHaveAttribute('loading', 'lazy');
    await expect
      .poll(() => insight.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // The phone (about 640 device pixels wide for the photo) takes the copy, not the full file.
    expect(await insight.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(variant);
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
      `${variant} 800w, ${main} 1200w`,
    );
    await expect(card.getByRole('img', { name: /image 1 of 1/ })).toHaveAttribute(
      'loading',
      'lazy',
    );
    await phone.close();

    // Deleting the case study keeps every copy (in the Papierkorb); deleting it there for good
    // removes them.
    page.once('dialog', (dialog) => void dialog.accept());
    await entry(page, title).getByRole('button', { name: 'Löschen' }).click();
    await expect(toastText(page, 'Case Study wurde gelöscht.')).toBeVisible();
    const files = [main, variant, logo, logo.replace(/\.webp$/, '-400w.webp')];
    for (const url of files) expect(await statusOf(request, url)).toBe(200);
    await page.getByRole('button', { name: `„${title}“ endgültig löschen` }).click();
    await page
      .getByRole('dialog', { name: 'Endgültig löschen?' })
      .getByRole('button', { name: 'Endgültig löschen' })
      .click();
    await expect(toastText(page, 'Case Study wurde endgültig gelöscht.')).toBeVisible();
    for (const url of files) {
      await expect.poll(() => statusOf(request, url)).toBeGreaterThanOrEqual(400);
    }
  });

  test('saved versions keep their files; uploads of a cancelled form do not stay', async ({
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

    // Removing the saved image and saving keeps its files: the earlier version refers to them
    // (the database refuses to delete them while it does).
    await edit();
    await page.getByRole('button', { name: 'Bild 1 entfernen' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(toastText(page, 'Case Study wurde aktualisiert.')).toBeVisible();
    expect((await rowByTitle(request, title)).images).toEqual([]);
    for (const url of [saved, savedCopy]) expect(await statusOf(request, url)).toBe(200);

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
});
