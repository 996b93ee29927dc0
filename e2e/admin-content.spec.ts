/**
 * The team edits the site's words in the admin's "Inhalte": a FAQ entry in both languages,
 * published, reordered by keyboard, brought back from "Versionen" and from the "Papierkorb"; the
 * company facts' phone number, where malformed input gets a German message at the field and stays;
 * a stale save refused naming who changed what; the legal pages' Markdown rules; axe on every
 * page; every change to published content asks for the static site's rebuild (its deploy hook),
 * and reaches it as one reason, the admin page's. (The database's side:
 * local-supabase/test/site-content*.test.ts.)
 */
import type { Page } from '@playwright/test';

import { ANON_KEY } from '../local-supabase/config';
import { keyboardMove } from './admin-helpers';
import { ADMIN, adminToken, field, newAdmin, signIn, toastText, unique } from './cms-helpers';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { API_URL, type InboxDeployHook, waitForDeployHooks } from './local-stack';
import { changesTheSiteWords } from './site-content-helpers';

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  // Generous: on a loaded machine the admin chunk and the first query take a while.
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 20_000,
  });
}

/** The changes a deploy-hook call carries: each request's reason, split into what it joined. */
function changesOf(hook: InboxDeployHook): string[] {
  const { reasons } = (hook.body ?? {}) as { reasons?: string[] };
  return (reasons ?? [hook.reason]).flatMap((reason) => reason.split('; '));
}

/**
 * Waits for the static host's deploy hook to have been called with each of `reasons` after `since`
 * (the stand-in records every call of the run), and checks that each change reached it once, as
 * the admin's page named it: of the changes since then that `concern` this test's content, these
 * are all (the database queues no reason of its own, as for the stories; other specs' changes
 * concern other content). Generous: within the hook's interval of 60 s after the last call,
 * rebuild-site waits for its end.
 */
async function expectRebuilds(
  since: number,
  reasons: readonly string[],
  concern: (change: string) => boolean,
) {
  const hooks = await waitForDeployHooks((all) => {
    const recent = all.filter((hook) => Date.parse(hook.created_at) >= since - 1000);
    const changes = recent.flatMap(changesOf);
    return reasons.every((reason) => changes.includes(reason)) ? recent : [];
  }, 90_000);
  expect(hooks.flatMap(changesOf).filter(concern).sort()).toEqual([...reasons].sort());
}

const faqEntry = (page: Page, question: string) =>
  page.getByTestId('faq-entry').filter({ has: page.getByRole('heading', { name: question }) });

test.describe('the admin edits the site content', () => {
  // Each rebuild waited for may wait out the deploy hook's interval (60 s) first.
  test.describe.configure({ mode: 'default', timeout: 300_000 });
  changesTheSiteWords();

  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
  });

  test('a FAQ entry in both languages: publish, reorder, Versionen, Papierkorb', async ({
    page,
  }) => {
    const german = unique('Wie schnell');
    const english = unique('How fast');
    /** A change of this entry, or of the FAQ as a whole (its order). */
    const ofThisEntry = (change: string) =>
      change.includes(`"${german}"`) || change.endsWith(' the FAQ');
    await open(page, '/admin/content', 'Häufige Fragen (FAQ)');
    await expect(page.getByRole('link', { name: 'Inhalte' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByTestId('faq-entry').first()).toBeVisible({ timeout: 20_000 });

    // A started language needs its question: said at the field; what was typed stays.
    await field(page, 'Antwort (Deutsch)').fill('Nur eine Antwort.');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Frage ist erforderlich (mindestens 3 Zeichen)')).toBeVisible();
    await expect(field(page, 'Antwort (Deutsch)')).toHaveValue('Nur eine Antwort.');
    await expect(field(page, 'Frage (Deutsch)')).toHaveAttribute('aria-invalid', 'true');

    await field(page, 'Frage (Englisch)').fill(english);
    await field(page, 'Antwort (Englisch)').fill('Within two weeks.');
    await field(page, 'Frage (Deutsch)').fill(german);
    await field(page, 'Antwort (Deutsch)').fill('Innerhalb von zwei Wochen.');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(toastText(page, 'Eintrag erstellt.')).toBeVisible();
    const entry = faqEntry(page, german);
    await expect(entry).toContainText('Sprachen: Englisch, Deutsch');
    await expect(page.getByTestId('faq-entry').last()).toContainText(german);

    // Published from the list: the static site is rebuilt, as after publishing a story.
    const publishing = Date.now();
    await entry.getByRole('button', { name: 'Entwurf' }).click();
    await expect(entry.getByRole('button', { name: 'Veröffentlicht' })).toBeVisible();
    await expectRebuilds(publishing, [`Published the FAQ entry "${german}"`], ofThisEntry);

    // Moved one place up by keyboard, as the case studies are.
    const count = await page.getByTestId('faq-entry').count();
    await keyboardMove(page, `„${german}“ verschieben`, 'ArrowUp');
    await expect(toastText(page, 'Reihenfolge gespeichert.')).toBeVisible();
    await expect(page.getByTestId('faq-entry').nth(count - 2)).toContainText(german);

    // Edited in both languages.
    await entry.getByRole('button', { name: 'Bearbeiten' }).click();
    await expect(page.getByRole('heading', { name: 'Eintrag bearbeiten' })).toBeVisible();
    await field(page, 'Antwort (Englisch)').fill('Within ten days.');
    await field(page, 'Antwort (Deutsch)').fill('Innerhalb von zehn Tagen.');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(toastText(page, 'Eintrag gespeichert.')).toBeVisible();
    await expect(entry).toContainText('Innerhalb von zehn Tagen.');

    // Versionen: the created version beside the current one, and restored.
    await entry.getByRole('button', { name: `Versionen von „${german}“` }).click();
    const dialog = page.getByRole('dialog');
    const revisions = dialog.getByTestId('revision');
    await expect(revisions).toHaveCount(4);
    await expect(revisions.nth(0)).toContainText(
      'Bearbeitet: Antwort (Englisch), Antwort (Deutsch)',
    );
    await expect(revisions.nth(0)).toContainText(`von ${ADMIN.email} · aktueller Stand`);
    await expect(revisions.nth(1)).toContainText('Position in der Liste geändert');
    await expect(revisions.nth(2)).toContainText('Veröffentlicht');
    await expect(revisions.nth(3)).toContainText('Erstellt');
    const created = revisions.nth(3);
    await created.getByRole('button', { name: 'Mit aktuellem Stand vergleichen' }).click();
    const compare = created.getByTestId('revision-compare');
    await expect(compare.locator('tr[data-differs]')).toHaveCount(2);
    await expect(compare.getByRole('row', { name: /^Antwort \(Deutsch\)/ })).toContainText(
      'Innerhalb von zwei Wochen.',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await created.getByRole('button', { name: /^Version vom .* wiederherstellen$/ }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Die Version' })).toHaveText(
      /^Die Version vom .* wurde wiederhergestellt\.$/,
    );
    await expect(revisions).toHaveCount(5);
    // Closed by its button: the notice that the site is being rebuilt (a published entry was
    // restored) may come meanwhile, a layer above the dialog that Escape would close first.
    await dialog.getByRole('button', { name: 'Schließen' }).first().click();
    await expect(dialog).toBeHidden();
    await expect(entry).toContainText('Innerhalb von zwei Wochen.');
    await expect(entry.getByRole('button', { name: 'Veröffentlicht' })).toBeVisible();

    // Deleted: into the Papierkorb, and back at its place; both change the static site.
    page.once('dialog', (confirm) => void confirm.accept());
    await entry.getByRole('button', { name: 'Löschen' }).click();
    await expect(toastText(page, 'Eintrag in den Papierkorb verschoben.')).toBeVisible();
    await expect(entry).toHaveCount(0);
    const trashed = page.getByTestId('trash-item').filter({ hasText: german });
    await expect(trashed).toContainText(`von ${ADMIN.email}`);
    expect(await seriousViolations(page)).toEqual([]);
    await trashed.getByRole('button', { name: `„${german}“ wiederherstellen` }).click();
    await expect(toastText(page, 'Eintrag wiederhergestellt.')).toBeVisible();
    await expect(trashed).toHaveCount(0);
    await expect(page.getByTestId('faq-entry').nth(count - 2)).toContainText(german);
    // Every change of the entry since it was published, each once.
    await expectRebuilds(
      publishing,
      [
        `Published the FAQ entry "${german}"`,
        'Reordered the FAQ',
        `Updated the FAQ entry "${german}"`,
        `Restored an earlier version of "${german}"`,
        `Deleted the FAQ entry "${german}"`,
        `Restored "${german}" from the trash`,
      ],
      ofThisEntry,
    );
  });

  test('company facts: a malformed phone or URL is said at the field and kept; the phone changes and comes back from Versionen', async ({
    page,
  }) => {
    await open(page, '/admin/content/company', 'Unternehmensdaten');
    const phone = field(page, 'Telefon');
    await expect(phone).not.toHaveValue('', { timeout: 20_000 });
    const before = await phone.inputValue();
    const booking = field(page, 'Terminbuchung (Adresse)');
    const bookingBefore = await booking.inputValue();

    await phone.fill('030 1234567');
    await booking.fill('meetings example');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(
      page.getByText(/^Bitte die Telefonnummer international angeben: „\+“, Ländervorwahl/),
    ).toBeVisible();
    await expect(
      page.getByText('Bitte eine vollständige Adresse angeben, die mit https:// beginnt'),
    ).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveValue('030 1234567');
    await expect(booking).toHaveValue('meetings example');
    expect(await seriousViolations(page)).toEqual([]);

    const next = `+49 30 ${String(Date.now()).slice(-7)}`;
    await phone.fill(next);
    await booking.fill(bookingBefore);
    const saving = Date.now();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(toastText(page, 'Gespeichert.')).toBeVisible();
    // The published facts are written into the static site: it is rebuilt.
    await expectRebuilds(saving, ['Updated the company facts'], (change) =>
      change.includes('company facts'),
    );
    await page.reload();
    await expect(field(page, 'Telefon')).toHaveValue(next, { timeout: 20_000 });

    await page.getByRole('button', { name: 'Versionen von „Unternehmensdaten“' }).click();
    const revisions = page.getByRole('dialog').getByTestId('revision');
    await expect(revisions.nth(0)).toContainText('Bearbeitet: Telefon');
    await revisions
      .nth(1)
      .getByRole('button', { name: /^Version vom .* wiederherstellen$/ })
      .click();
    await expect(
      page.getByRole('dialog').getByRole('status').filter({ hasText: 'Die Version' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(field(page, 'Telefon')).toHaveValue(before);
  });

  test('a stale save of the company facts is refused, naming who changed what', async ({
    page,
    request,
  }) => {
    await open(page, '/admin/content/company', 'Unternehmensdaten');
    await expect(field(page, 'Ort')).not.toHaveValue('', { timeout: 20_000 });

    // A colleague changes the city behind the page's back, through the API.
    const colleague = await newAdmin(request);
    const headers = {
      apikey: ANON_KEY,
      authorization: `Bearer ${await adminToken(request, colleague)}`,
      'content-type': 'application/json',
    };
    const read = await request.get(`${API_URL}/rest/v1/company_facts?select=id,version`, {
      headers,
    });
    const [row] = (await read.json()) as { id: string; version: number }[];
    const city = unique('Potsdam');
    const changed = await request.patch(`${API_URL}/rest/v1/company_facts?id=eq.${row?.id}`, {
      headers,
      data: { city, base_version: row?.version },
    });
    expect(changed.ok()).toBe(true);

    const typed = `+49 40 ${String(Date.now()).slice(-7)}`;
    await field(page, 'Telefon').fill(typed);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(
      page.getByRole('heading', {
        name: 'Nicht gespeichert: Die Unternehmensdaten wurden inzwischen geändert',
      }),
    ).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: colleague.email })).toContainText(
      'Geändert wurde dabei: Ort.',
    );
    await expect(field(page, 'Telefon')).toHaveValue(typed);
    expect(await seriousViolations(page)).toEqual([]);

    // Merged by hand: their city, my phone number.
    await page.getByRole('button', { name: 'Gespeicherten Wert für „Ort“ übernehmen' }).click();
    await expect(field(page, 'Ort')).toHaveValue(city);
    await page.getByRole('button', { name: 'Meine Fassung speichern' }).click();
    await expect(toastText(page, 'Gespeichert.')).toBeVisible();
    await page.reload();
    await expect(field(page, 'Telefon')).toHaveValue(typed, { timeout: 20_000 });
    await expect(field(page, 'Ort')).toHaveValue(city);
  });

  test('a legal page keeps its heading, no HTML and the imprint its placeholders', async ({
    page,
  }) => {
    await open(page, '/admin/content/legal?page=imprint', 'Rechtstexte');
    await expect(page.getByRole('heading', { name: 'Impressum bearbeiten' })).toBeVisible();
    const body = field(page, 'Text (Deutsch, Markdown)');
    await expect(body).not.toHaveValue('', { timeout: 20_000 });
    const saved = await body.inputValue();

    await body.fill('Nur ein Absatz ohne Überschrift.');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(
      page.getByText(
        'Der Text braucht mindestens eine Abschnittsüberschrift: eine Zeile, die mit „## “ beginnt',
      ),
    ).toBeVisible();
    await expect(body).toHaveValue('Nur ein Absatz ohne Überschrift.');

    await body.fill(`${saved}\n\n<script>alert(1)</script>`);
    await expect(page.getByText(/^Der Text darf kein HTML enthalten/)).toBeVisible();
    await body.fill(saved.replace('{{company.vat_id}}', ''));
    const missing =
      'Das Impressum muss diese Platzhalter enthalten: {{company.vat_id}}. Füge sie in den Text ein; die Angaben selbst änderst du unter „Unternehmensdaten“.';
    await expect(page.getByText(missing, { exact: true })).toBeVisible();
    await expect(body).toHaveAccessibleDescription(missing);
    expect(await seriousViolations(page)).toEqual([]);

    const added = unique('Stand');
    await body.fill(`${saved}\n\n${added}`);
    const saving = Date.now();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(toastText(page, 'Gespeichert.')).toBeVisible();
    await expectRebuilds(saving, ['Updated the imprint page'], (change) =>
      change.includes('imprint'),
    );
    await page.getByRole('button', { name: 'Vorschau', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Vorschau: Text (Deutsch)' })).toContainText(
      added,
    );
    expect(await seriousViolations(page)).toEqual([]);
  });
});
