/**
 * The admin area: who may enter, and the whole life of a case study (create with logo and images,
 * validation, publish, reorder, edit, cancel, delete). Images: admin-images.spec.ts; failures and
 * unsaved work: admin-errors.spec.ts.
 */
import { BLUE, keyboardMove, RED, thumbnailSources } from './admin-helpers';
import {
  changesTheCaseStudyList,
  entry,
  field,
  fillForm,
  newAdmin,
  openAdmin,
  pngFile,
  registerUser,
  signIn,
  toastItem,
  toastText,
  unique,
  uniqueEmail,
} from './cms-helpers';
import { expect, test, waitForHydrationOnLoad } from './fixtures';

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
    await page.getByRole('button', { name: 'Erstellen', exact: true }).click();
    await expect(toastText(page, 'Validierungsfehler')).toBeVisible();
    await expect(toastText(page, 'Titel ist erforderlich')).toBeVisible();
    await expect(field(page, 'Kunde')).toHaveAccessibleDescription('Kunde ist erforderlich');
    await fillForm(page, { ...values, title: 'x'.repeat(201) });
    await page.getByRole('button', { name: 'Erstellen', exact: true }).click();
    await expect(toastText(page, 'Titel darf höchstens 200 Zeichen lang sein')).toBeVisible();
    await field(page, 'Titel (Englisch)').fill(title);

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

    await page.getByRole('button', { name: 'Erstellen', exact: true }).click();
    await expect(toastItem(page, 'Case Study wurde erstellt.')).toContainText('Erfolg');
    await expect(field(page, 'Titel (Englisch)')).toHaveValue('');
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
    // The German list names each story as the admin does: German title, else the English one.
    await visitor.goto('/de/case-studies');
    await expect(visitor.getByRole('article', { name: title })).toBeVisible();
    const publicTitles = await visitor
      .getByRole('article')
      .locator('h2 > span:first-child')
      .allTextContents();
    // Published ones appear publicly in exactly the admin's order.
    expect(publicTitles).toEqual(expected.filter((t) => publicTitles.includes(t)));

    // Edit: the form fills, the page scrolls to the top, the change is saved.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await entry(page, title).getByRole('button', { name: 'Bearbeiten' }).click();
    await expect(page.getByRole('heading', { name: 'Case Study bearbeiten' })).toBeVisible();
    await expect(field(page, 'Titel (Englisch)')).toHaveValue(title);
    await expect(field(page, 'Ergebnisse (Englisch)')).toHaveValue(values.results);
    await expect(page.getByTestId('thumbnail')).toHaveCount(2);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
    const edited = `${title} (bearbeitet)`;
    await field(page, 'Titel (Englisch)').fill(edited);
    await page.getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(toastText(page, 'Case Study wurde aktualisiert.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Neue Case Study' })).toBeVisible();
    await expect(entry(page, edited)).toBeVisible();
    await visitor.goto(detailUrl);
    await expect(visitor.getByRole('heading', { name: edited, level: 1 })).toBeVisible();

    // Cancel: nothing is saved, the form returns to create mode.
    await entry(page, edited).getByRole('button', { name: 'Bearbeiten' }).click();
    await field(page, 'Titel (Englisch)').fill('Verworfen');
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page.getByRole('heading', { name: 'Neue Case Study' })).toBeVisible();
    await expect(field(page, 'Titel (Englisch)')).toHaveValue('');
    await expect(entry(page, edited)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Verworfen' })).toHaveCount(0);

    // Delete behind the browser confirmation: the story moves to the Papierkorb, files and all.
    const logoUrl =
      (await entry(page, edited)
        .getByRole('img', { name: 'Logo von Testkunde GmbH' })
        .getAttribute('src')) ?? '';
    let confirmText = '';
    page.once('dialog', (dialog) => {
      confirmText = dialog.message();
      void dialog.accept();
    });
    await entry(page, edited).getByRole('button', { name: 'Löschen' }).click();
    await expect(toastText(page, 'Case Study wurde gelöscht.')).toBeVisible();
    expect(confirmText).toBe('Möchtest du diese Case Study wirklich löschen?');
    await expect(entry(page, edited)).toHaveCount(0);
    const trashed = page
      .getByRole('region', { name: /^Papierkorb/ })
      .getByTestId('trash-item')
      .filter({ hasText: edited });
    await expect(trashed).toBeVisible();
    for (const url of [firstImage, secondImage, logoUrl]) {
      expect((await request.get(url)).status()).toBe(200);
    }
    // "Endgültig löschen" asks again, in a dialog of its own; then the files leave storage too.
    await trashed.getByRole('button', { name: `„${edited}“ endgültig löschen` }).click();
    const confirm = page.getByRole('dialog', { name: 'Endgültig löschen?' });
    await expect(confirm).toContainText(`„${edited}“ wird mit allen Versionen und Bildern`);
    await confirm.getByRole('button', { name: 'Endgültig löschen' }).click();
    await expect(toastText(page, 'Case Study wurde endgültig gelöscht.')).toBeVisible();
    await expect(trashed).toHaveCount(0);
    for (const url of [firstImage, secondImage, logoUrl]) {
      await expect.poll(async () => (await request.get(url)).status()).toBeGreaterThanOrEqual(400);
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
    await page.getByRole('button', { name: 'Erstellen', exact: true }).click();
    await expect(entry(page, title)).toBeVisible();
    page.once('dialog', (dialog) => void dialog.dismiss());
    await entry(page, title).getByRole('button', { name: 'Löschen' }).click();
    await page.reload();
    await expect(entry(page, title)).toBeVisible();
  });

  test('Abmelden signs out and goes home', async ({ page, request }) => {
    // An admin of its own: signing out ends all of the user's sessions, also other tests'.
    await openAdmin(page, { who: await newAdmin(request, 'abmelden') });
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin/case-studies');
    await expect(page).toHaveURL(/\/auth$/);
  });
});
