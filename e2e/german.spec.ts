/**
 * The German edition under /de: prerendered in German with reciprocal hreflang pairs, reached by
 * the language switch on every page (a story and an anchor kept), offered once per visit to a
 * browser that prefers German, free of the English copy; stories in German, or in English marked
 * as such; the assistant and the contact form in the visitor's language.
 */
import type { Page } from '@playwright/test';

import { aboutPage } from '../src/content/about';
import { agentsPage } from '../src/content/agents';
import { bookingDialog } from '../src/content/booking';
import { caseStudiesContent } from '../src/content/case-studies';
import { chatCopy } from '../src/content/chat';
import { contactPage } from '../src/content/contact';
import { homePage } from '../src/content/home';
import { legalCopy } from '../src/content/legal';
import { navigation } from '../src/content/navigation';
import { notFoundContent } from '../src/content/not-found';
import { routeErrorContent } from '../src/content/route-error';
import { partnersPage } from '../src/content/partners';
import { siteCopy } from '../src/content/site';
import { workshopPage } from '../src/content/workshop';
import { publicPaths } from '../src/app/paths';
import { SITE_URL } from '../scripts/e2e-env';
import { changesTheCaseStudyList, field, openAdmin, toastText, unique } from './cms-helpers';
import { expect, test } from './fixtures';
import { readInbox } from './local-stack';
import { serveStandIns } from './stand-ins';
import { faqIn, publishedLegalTexts } from './site-content-helpers';

/** Seeded stories: the first is written in English and German, the third in English only. */
const BILINGUAL = 'ai-generated-quotes-for-custom-machinery';
const ENGLISH_ONLY = 'freight-invoices-checked-automatically';
const INSURER = 'underwriters-productive-in-3-weeks';

const german = (path: string) => (path === '/' ? '/de' : `/de${path}`);
const absolute = (path: string) => new URL(path, `${SITE_URL}/`).toString();

test.beforeEach(async ({ page }) => {
  await serveStandIns(page);
});

type Alternate = { hreflang: string; href: string };

/** The prerendered HTML of a path, as a crawler gets it (no script runs). */
async function prerendered(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const lang = /<html[^>]* lang="([^"]+)"/.exec(html)?.[1];
  const alternates: Alternate[] = [...html.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)].map(
    ([tag]) => ({
      hreflang: /hrefLang="([^"]+)"|hreflang="([^"]+)"/i.exec(tag)?.slice(1).find(Boolean) ?? '',
      href: /href="([^"]+)"/.exec(tag)?.[1] ?? '',
    }),
  );
  const canonical = /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(html)?.[1];
  const ogLocale = /<meta property="og:locale" content="([^"]+)"/.exec(html)?.[1];
  return { html, lang, alternates, canonical, ogLocale };
}

test.describe('every German page, as a search engine reads it', () => {
  for (const path of [...publicPaths, `/case-studies/${BILINGUAL}`]) {
    test(`${german(path)} is German, with hreflang pairs to ${path}`, async ({ page }) => {
      const de = await prerendered(page, german(path));
      const en = await prerendered(page, path);
      expect(de.lang).toBe('de');
      expect(en.lang).toBe('en');
      expect(de.ogLocale).toBe('de_DE');
      expect(de.canonical).toBe(absolute(german(path)));
      expect(en.canonical).toBe(absolute(path));
      const pairs = [
        { hreflang: 'en', href: absolute(path) },
        { hreflang: 'de', href: absolute(german(path)) },
        { hreflang: 'x-default', href: absolute(path) },
      ];
      // Reciprocal: each edition names both, itself included, with absolute URLs.
      expect(de.alternates).toEqual(pairs);
      expect(en.alternates).toEqual(pairs);
    });
  }

  test('a story written in English only: its German page says so and points to the English one', async ({
    page,
  }) => {
    const de = await prerendered(page, german(`/case-studies/${ENGLISH_ONLY}`));
    expect(de.lang).toBe('de');
    expect(de.canonical).toBe(absolute(`/case-studies/${ENGLISH_ONLY}`));
    expect(de.alternates.map((a) => a.hreflang)).toEqual(['en', 'x-default']);

    await page.goto(german(`/case-studies/${ENGLISH_ONLY}`));
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText('(English)');
    await expect(heading.locator('[lang="en"]').first()).toContainText('Freight invoices');
    await expect(page.getByRole('heading', { name: 'Die Ergebnisse' })).toBeVisible();

    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${absolute(`/case-studies/${ENGLISH_ONLY}`)}</loc>`);
    expect(sitemap).not.toContain(
      `<loc>${absolute(german(`/case-studies/${ENGLISH_ONLY}`))}</loc>`,
    );
    expect(sitemap).toContain(`<loc>${absolute(german(`/case-studies/${BILINGUAL}`))}</loc>`);
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="de" href="${absolute('/de/about')}"/>`,
    );
  });

  test('the German story page is prerendered in German, with German structured data', async ({
    page,
  }) => {
    const { html } = await prerendered(page, german(`/case-studies/${BILINGUAL}`));
    const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
    expect(main).toContain(
      'Von 6 Stunden auf 30 Minuten: KI-generierte Angebote für Sondermaschinen',
    );
    expect(main).toContain('Angebotserstellung von 6 Stunden auf 30 Minuten verkürzt');
    expect(main).not.toContain('From 6 hours to 30 minutes');
    expect(html).toContain('"inLanguage":"de"');
  });
});

test.describe('the language switch', () => {
  for (const path of [...publicPaths, `/case-studies/${BILINGUAL}`]) {
    test(`leads from ${path} to the same page in German and back`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('banner').getByRole('link', { name: 'Diese Seite auf Deutsch' }).click();
      await expect(page).toHaveURL(absolute(german(path)));
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await page.getByRole('banner').getByRole('link', { name: 'This page in English' }).click();
      await expect(page).toHaveURL(absolute(path));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  }

  test('keeps the section, and works from the side menu on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/privacy#gdpr-rights');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Diese Seite auf Deutsch' })
      .click();
    await expect(page).toHaveURL(absolute('/de/privacy#gdpr-rights'));
    await expect(page.getByRole('heading', { name: 'Ihre Rechte nach der DSGVO' })).toBeVisible();
  });
});

test.describe('the German hint', () => {
  test.use({ locale: 'de-DE' });

  test('is offered once per visit to a browser that prefers German, never as a redirect', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page).toHaveURL(absolute('/about'));
    const hint = page.getByRole('complementary', { name: 'Deutsche Ausgabe' });
    await expect(hint).toContainText('Diese Seite gibt es auch auf Deutsch.');
    await hint.getByRole('button', { name: 'Hinweis schließen' }).click();
    await expect(hint).toHaveCount(0);
    await page.goto('/ai-agents');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hint).toHaveCount(0);
  });

  test('leads to the same page in German', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('link', { name: 'Zur deutschen Seite' }).click();
    await expect(page).toHaveURL(absolute('/de/contact'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactPage.de.title);
  });
});

test.describe('an English browser', () => {
  test('gets no hint', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Deutsche Ausgabe' })).toHaveCount(0);
  });
});

/**
 * Every English string of the site's copy whose German twin differs: none of them may appear on a
 * German page. (Names, figures and terms both editions share are the same in both and not listed.)
 */
async function englishOnlyStrings(): Promise<string[]> {
  const found = new Set<string>();
  const walk = (en: unknown, de: unknown) => {
    if (typeof en === 'string') {
      // Short labels ("Compliance", "FAQ") are shared terms; sentences are what must not leak.
      if (en !== de && en.length >= 12 && /\s/.test(en)) found.add(en);
    } else if (Array.isArray(en) && Array.isArray(de)) {
      en.forEach((item, i) => walk(item, de[i]));
    } else if (en && de && typeof en === 'object' && typeof de === 'object') {
      for (const [key, value] of Object.entries(en))
        walk(value, (de as Record<string, unknown>)[key]);
    }
  };
  for (const copy of [
    aboutPage,
    agentsPage,
    bookingDialog,
    caseStudiesContent,
    chatCopy,
    contactPage,
    { en: faqIn('en'), de: faqIn('de') },
    homePage,
    ...(await publishedLegalTexts()),
    legalCopy,
    navigation,
    notFoundContent,
    routeErrorContent,
    partnersPage,
    siteCopy,
    workshopPage,
  ]) {
    walk(copy.en, copy.de);
  }
  return [...found];
}

test('no English copy on a German page', async ({ page }) => {
  const english = await englishOnlyStrings();
  expect(english.length).toBeGreaterThan(200);
  for (const path of [...publicPaths, '/does-not-exist']) {
    await page.goto(german(path));
    // Text marked as English (a story written in English only, shown as such) is content, not
    // copy, also where the page quotes it (an image's alt text names the story's title); the
    // page's scripts are not text (its route data holds every language of a story).
    const { text, attributes, marked } = await page.evaluate(() => {
      const german = document.body.cloneNode(true) as HTMLElement;
      const englishTexts = [...german.querySelectorAll('[lang="en"]')].map(
        (el) => el.textContent ?? '',
      );
      for (const node of german.querySelectorAll('script, style, template, [lang="en"]')) {
        node.remove();
      }
      return {
        text: german.textContent ?? '',
        attributes: [...german.querySelectorAll('[aria-label],[alt],[title],[placeholder]')]
          .flatMap((el) =>
            ['aria-label', 'alt', 'title', 'placeholder'].map((a) => el.getAttribute(a)),
          )
          .filter((value): value is string => Boolean(value))
          .join('\n'),
        marked: englishTexts,
      };
    });
    const leaked = english.filter(
      (s) =>
        (text.includes(s) || attributes.includes(s)) &&
        !marked.some((quoted) => quoted.includes(s)),
    );
    expect(leaked, german(path)).toEqual([]);
  }
});

test('the assistant on a German page answers in German and links the German story', async ({
  page,
}) => {
  await page.goto('/de');
  const input = page.getByRole('textbox', { name: chatCopy.de.inputLabel });
  await input.fill('Haben Sie ein Beispiel für eine Versicherung?');
  await input.press('Enter');
  const log = page.getByRole('log', { name: chatCopy.de.messagesLabel });
  await expect(log.getByRole('link', { name: 'Zur Fallstudie' })).toHaveAttribute(
    'href',
    `/de/case-studies/${INSURER}`,
  );
  await expect(log).toContainText('Einarbeitungszeit neuer Underwriter');
});

test('a German question on an English page gets German, and the hand-off leads to /de/contact', async ({
  page,
}) => {
  await page.goto('/');
  const input = page.getByRole('textbox', { name: chatCopy.en.inputLabel });
  await input.fill('Wie läuft die Zusammenarbeit ab und was ist der erste Schritt?');
  await input.press('Enter');
  const handoff = page.getByRole('link', { name: chatCopy.en.handoff.action }).first();
  await expect(handoff).toHaveAttribute('href', '/de/contact');
  await handoff.click();
  await expect(page).toHaveURL(absolute('/de/contact'));
  await expect(page.getByLabel('Nachricht', { exact: true })).toHaveValue(
    new RegExp(`^${chatCopy.de.handoff.intro}`),
  );
});

test('the contact form on a German page sends the visitor’s language', async ({ page }) => {
  const email = `${unique('de')}@example.org`;
  await page.goto('/de/contact');
  await page.getByLabel('Vorname', { exact: true }).fill('Erika');
  await page.getByLabel('Nachname', { exact: true }).fill('Muster');
  await page.getByLabel('E-Mail', { exact: true }).fill(email);
  await page.getByLabel('Unternehmen', { exact: true }).fill('Muster AG');
  await page.getByLabel('Nachricht', { exact: true }).fill('Bitte rufen Sie uns an.');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByText('Nachricht erfolgreich gesendet!', { exact: true })).toBeVisible();
  const stored = (await readInbox()).submissions.find((s) =>
    s.body.fields.some((f) => f.name === 'email' && f.value === email),
  );
  expect(stored?.body.fields.at(-1)).toEqual({ name: 'hs_language', value: 'de' });
  expect(stored?.body.context).toMatchObject({ pageName: 'Kontakt' });
});

test.describe('a story written in the admin in German only', () => {
  test.describe.configure({ mode: 'default' });
  changesTheCaseStudyList();

  test('shows in German on /de and marked as German on the English site', async ({
    page,
    browser,
  }) => {
    const title = `Rechnungen ${unique('geprueft')}`;
    await openAdmin(page);
    await field(page, 'Titel (Deutsch)').fill(title);
    await field(page, 'Kunde').fill('Muster Logistik GmbH');
    await field(page, 'Beschreibung (Deutsch)').fill('Rechnungen wurden von Hand geprüft.');
    await field(page, 'Ergebnisse (Deutsch)').fill('Jede Rechnung in Minuten geprüft');
    const slug = await field(page, 'Slug (Adresse)').inputValue();
    await page.getByRole('button', { name: 'Erstellen', exact: true }).click();
    await expect(toastText(page, 'Case Study wurde erstellt.')).toBeVisible();
    const created = page
      .getByTestId('admin-case-study')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(created).toContainText('Sprachen: Deutsch');
    await created.getByRole('button', { name: 'Entwurf' }).click();
    await expect(created.getByRole('button', { name: 'Veröffentlicht' })).toBeVisible();

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${SITE_URL}/de/case-studies/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(visitor.getByText('Jede Rechnung in Minuten geprüft')).toBeVisible();
    await visitor.goto(`${SITE_URL}/case-studies/${slug}`);
    const heading = visitor.getByRole('heading', { level: 1 });
    await expect(heading).toContainText('(Deutsch)');
    await expect(heading.locator('[lang="de"]').first()).toHaveText(title);
    await visitor.context().close();

    page.once('dialog', (dialog) => void dialog.accept());
    await created.getByRole('button', { name: 'Löschen' }).click();
    await expect(created).toHaveCount(0);
  });
});
