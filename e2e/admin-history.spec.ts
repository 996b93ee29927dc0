/**
 * Nothing an admin does is lost: two admins in two browsers edit one story and the second save is
 * refused in German, keeping what was typed, and merged by hand; a deleted published story goes
 * to the "Papierkorb" and comes back with its images, and the rebuilt public site has its page
 * again; "Versionen" brings an earlier title back. (The database's side: local-supabase/test/
 * revisions.test.ts, trash.test.ts, trash-schedule.test.ts.)
 */

import { E2E_BUILD_DIR } from '../scripts/e2e-env';
import { createThroughForm, rowByTitle, statusOf } from './admin-helpers';
import {
  ADMIN,
  changesTheCaseStudyList,
  entry,
  field,
  newAdmin,
  openAdmin,
  pngFile,
  toastText,
  unique,
} from './cms-helpers';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { waitForDeployHooks } from './local-stack';
import { buildAndServe } from './rebuilt-site';

const REBUILD_DIR = `${E2E_BUILD_DIR}-history-rebuild`;
const GREEN: [number, number, number] = [30, 160, 90];

test.describe('nothing an admin does is lost', () => {
  test.describe.configure({ mode: 'default', timeout: 300_000 });
  changesTheCaseStudyList();

  test('two admins edit one story: the second save is refused in German, nothing typed is lost', async ({
    page,
    browser,
    request,
  }) => {
    const title = unique('Konflikt');
    await openAdmin(page);
    await createThroughForm(page, title);

    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await openAdmin(other, { who: await newAdmin(request) });

    // Both open the story; the first admin saves a new title first.
    await entry(page, title).getByRole('button', { name: 'Bearbeiten' }).click();
    await entry(other, title).getByRole('button', { name: 'Bearbeiten' }).click();
    await field(page, 'Titel (Englisch)').fill(`${title} neu`);
    await page.getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(toastText(page, 'Case Study wurde aktualisiert.')).toBeVisible();

    // The colleague, still on the old version, writes a description and saves: refused.
    await field(other, 'Beschreibung (Englisch)').fill('Von der Kollegin geschrieben.');
    await other.getByRole('button', { name: 'Aktualisieren' }).click();
    const alert = other.getByRole('alert').filter({ hasText: 'hat diese Case Study am' });
    await expect(alert).toHaveText(
      new RegExp(
        `^${ADMIN.email.replace(/[.]/g, '\\.')} hat diese Case Study am \\d\\d\\.\\d\\d\\.\\d{4}, \\d\\d:\\d\\d gespeichert, nachdem du mit der Bearbeitung begonnen hast\\. Deine Eingaben sind noch im Formular\\.`,
      ),
    );
    await expect(
      other.getByRole('heading', {
        name: 'Nicht gespeichert: Die Case Study wurde inzwischen geändert',
      }),
    ).toBeVisible();
    // Nothing typed is lost; both versions side by side.
    await expect(field(other, 'Beschreibung (Englisch)')).toHaveValue(
      'Von der Kollegin geschrieben.',
    );
    await expect(field(other, 'Titel (Englisch)')).toHaveValue(title);
    const compare = other.getByRole('table', {
      name: 'Deine Fassung und die gespeicherte Fassung',
    });
    const titleRow = compare.getByRole('row', { name: /^Titel \(Englisch\)/ });
    await expect(titleRow).toContainText('geändert');
    await expect(titleRow).toContainText(`${title} neu`);
    await expect(
      compare.getByRole('columnheader', { name: `Gespeichert von ${ADMIN.email}` }),
    ).toBeVisible();
    expect(await seriousViolations(other)).toEqual([]);

    // Merged by hand: their title, my description.
    await other
      .getByRole('button', { name: 'Gespeicherten Wert für „Titel (Englisch)“ übernehmen' })
      .click();
    await expect(field(other, 'Titel (Englisch)')).toHaveValue(`${title} neu`);
    await other.getByRole('button', { name: 'Meine Fassung speichern' }).click();
    await expect(toastText(other, 'Case Study wurde aktualisiert.')).toBeVisible();
    await expect(entry(other, `${title} neu`)).toContainText('Von der Kollegin geschrieben.');
    await otherContext.close();

    // The first admin's list shows the merge after a reload.
    await page.reload();
    await expect(entry(page, `${title} neu`)).toContainText('Von der Kollegin geschrieben.');
  });

  test('Versionen: compare an older version and bring its title back', async ({ page }) => {
    const title = unique('Versionen');
    await openAdmin(page);
    await createThroughForm(page, title);
    for (const next of [`${title} zwei`, `${title} drei`]) {
      // The story's only entry (a heading's name matches by its start too).
      await entry(page, title).getByRole('button', { name: 'Bearbeiten' }).click();
      await field(page, 'Titel (Englisch)').fill(next);
      await page.getByRole('button', { name: 'Aktualisieren' }).click();
      // The toast of the save before may still be shown (for 6 s): the newest is the last.
      await expect(toastText(page, 'Case Study wurde aktualisiert.').last()).toBeVisible();
      await expect(entry(page, next)).toBeVisible();
    }

    await entry(page, `${title} drei`)
      .getByRole('button', { name: `Versionen von „${title} drei“` })
      .click();
    // (Its name follows the title, which the restore changes.)
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName(`Versionen von „${title} drei“`);
    const revisions = dialog.getByTestId('revision');
    await expect(revisions).toHaveCount(3);
    await expect(revisions.nth(0)).toContainText('Bearbeitet: Titel (Englisch)');
    await expect(revisions.nth(0)).toContainText(`von ${ADMIN.email} · aktueller Stand`);
    await expect(revisions.nth(2)).toContainText('Erstellt');

    const created = revisions.nth(2);
    await created.getByRole('button', { name: 'Mit aktuellem Stand vergleichen' }).click();
    const table = created.getByTestId('revision-compare');
    await expect(table.getByRole('columnheader', { name: 'Aktueller Stand' })).toBeVisible();
    // The title differs (marked "geändert"), the German text is empty in both.
    const changed = table.locator('tr[data-differs]');
    await expect(changed).toHaveCount(1);
    await expect(changed).toContainText('Titel (Englisch)');
    await expect(changed).toContainText('geändert');
    await expect(changed).toContainText(`${title} drei`);
    await expect(table.getByRole('row', { name: /^Titel \(Deutsch\)/ })).toContainText('(leer)');
    expect(await seriousViolations(page)).toEqual([]);

    await created.getByRole('button', { name: /^Version vom .* wiederherstellen$/ }).click();
    // Said in the dialog, where the admin is (a live region).
    await expect(dialog.getByRole('status').filter({ hasText: 'Die Version' })).toHaveText(
      /^Die Version vom .* wurde wiederhergestellt\.$/,
    );
    await expect(revisions).toHaveCount(4);
    await expect(revisions.nth(0)).toContainText(
      'Frühere Version wiederhergestellt: Titel (Englisch)',
    );
    await page.keyboard.press('Escape');
    await expect(entry(page, title)).toBeVisible();
    await expect(entry(page, `${title} drei`)).toHaveCount(0);
  });

  test('delete → Papierkorb → Wiederherstellen: images load again, the public page is back after the rebuild', async ({
    page,
    request,
  }) => {
    const title = unique('Papierkorb');
    await openAdmin(page);
    await createThroughForm(page, title, pngFile('photo.png', GREEN));
    const row = await rowByTitle(request, title);
    const photo = row.images[0] ?? '';
    await entry(page, title).getByRole('button', { name: 'Entwurf', exact: true }).click();
    await expect(
      entry(page, title).getByRole('button', { name: 'Veröffentlicht', exact: true }),
    ).toBeVisible();

    let confirmText = '';
    page.once('dialog', (dialog) => {
      confirmText = dialog.message();
      void dialog.accept();
    });
    await entry(page, title).getByRole('button', { name: 'Löschen' }).click();
    await expect(toastText(page, 'Case Study wurde gelöscht.')).toBeVisible();
    expect(confirmText).toBe('Möchtest du diese Case Study wirklich löschen?');
    await expect(entry(page, title)).toHaveCount(0);
    const trash = page.getByRole('region', { name: /^Papierkorb/ });
    const item = trash.getByTestId('trash-item').filter({ hasText: title });
    await expect(item).toContainText(`von ${ADMIN.email}.`);
    await expect(item).toContainText(/Wird am \d\d\.\d\d\.\d{4} endgültig gelöscht\./);
    // In the trash its image stays stored.
    expect(await statusOf(request, photo)).toBe(200);
    expect(await seriousViolations(page)).toEqual([]);

    await item.getByRole('button', { name: `„${title}“ wiederherstellen` }).click();
    await expect(toastText(page, 'Case Study wurde wiederhergestellt.')).toBeVisible();
    await expect(item).toHaveCount(0);
    const image = entry(page, title).getByRole('img', { name: `${title}, Bild 1` });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(
      entry(page, title).getByRole('button', { name: 'Veröffentlicht', exact: true }),
    ).toBeVisible();
    // A published story came back: the static site is rebuilt as after publishing.
    // (Within the deploy hook's interval of 60 s after the last call, it waits for its end.)
    await waitForDeployHooks(
      (hooks) => hooks.filter((h) => h.reason.includes(`Restored "${title}" from the trash`)),
      90_000,
    );

    // The host's build, served as Cloudflare Pages serves it: the story's page is there again.
    const server = await buildAndServe(REBUILD_DIR);
    const site = server.url;
    try {
      // Its id leads to its slug, which has its page again.
      const { id } = await rowByTitle(request, title);
      const response = await fetch(`${site}/case-studies/${id}`, { redirect: 'manual' });
      expect(response.status).toBe(301);
      const pageUrl = `${site}${response.headers.get('location') ?? ''}`;
      const html = await (await fetch(pageUrl)).text();
      expect(html).toContain(`<title>${title} | Northlight AI</title>`);
      const copy = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(copy).toMatch(/\/media\/case-studies\/[^/]+$/);
      expect((await fetch(copy)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
