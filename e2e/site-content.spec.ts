/**
 * The site's words in the database, end to end: the admin changes the company's phone number and
 * a FAQ entry through the REST API (as the admin pages do), the site is rebuilt from the stack as
 * the static host would on the deploy hook, and the rebuilt pages show the new values in English
 * and German and in the structured data, without JavaScript too; the assistant answers with the
 * new number. Also: client navigation of the production build reads the prerendered `.data`
 * files, from a prerendered page and from the SPA fallback, and none fails.
 */

import type { APIRequestContext } from '@playwright/test';

import { ANON_KEY } from '../local-supabase/config';
import { seedFaq } from '../supabase/functions/_testing/site-content.ts';
import { adminToken, buildsTheSite } from './cms-helpers';
import { expect, pageWithoutScript, test } from './fixtures';
import { API_URL, waitForDeployHooks } from './local-stack';
import { buildAndServe } from './rebuilt-site';
import { changesTheSiteWords } from './site-content-helpers';

const REBUILD_DIR = '.e2e/site-content-rebuild';

type Row = Record<string, unknown> & { version: number };

/**
 * A REST call as the admin: the row it reads or writes, with the columns the path's `select`
 * names. A change names them too, as the admin pages do: every column (no `select`) would include
 * `base_version`, which a change writes and nobody may read, and is refused (42501).
 */
async function asAdmin(
  request: APIRequestContext,
  token: string,
  path: string,
  change?: Record<string, unknown>,
): Promise<Row> {
  const headers = {
    apikey: ANON_KEY,
    Authorization: `Bearer ${token}`,
    Accept: 'application/vnd.pgrst.object+json',
    Prefer: 'return=representation',
  };
  const url = `${API_URL}/rest/v1/${path}`;
  const response = change
    ? await request.patch(url, { headers, data: change })
    : await request.get(url, { headers });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Row;
}

/** What the assistant answers, in the language asked. */
async function ask(request: APIRequestContext, question: string, language: 'en' | 'de') {
  const response = await request.post(`${API_URL}/functions/v1/chat-ai`, {
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` },
    data: {
      messages: [{ role: 'user', content: question }],
      sessionId: `site-content-${Date.now()}`,
      language,
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { message: string }).message;
}

test.describe('the site’s words in the database', () => {
  test.describe.configure({ mode: 'default', timeout: 300_000 });
  changesTheSiteWords();
  buildsTheSite();

  test('a changed phone number and FAQ entry reach the rebuilt site and the assistant', async ({
    request,
    browser,
  }) => {
    const token = await adminToken(request);
    const digits = String(Date.now()).slice(-7);
    const phone = `+49 40 ${digits}`;
    const [entry] = seedFaq;
    if (!entry) throw new Error('the seed has no FAQ entry');
    const question = {
      en: `How quickly is agent ${digits} live?`,
      de: `Wie schnell ist Agent ${digits} live?`,
    };
    const facts = await asAdmin(
      request,
      token,
      'company_facts?select=id,phone,version&published=is.true',
    );
    const faq = await asAdmin(
      request,
      token,
      `faq_entries?select=question_en,question_de,version&id=eq.${entry.id}`,
    );
    const startedAt = Date.now();
    const changedFacts = await asAdmin(
      request,
      token,
      `company_facts?id=eq.${String(facts.id)}&select=version`,
      { phone, base_version: facts.version },
    );
    const changedFaq = await asAdmin(
      request,
      token,
      `faq_entries?id=eq.${entry.id}&select=version`,
      {
        question_en: question.en,
        question_de: question.de,
        base_version: faq.version,
      },
    );
    try {
      // The admin's save asks for a rebuild with its reason, as the admin pages do after a
      // publish: the database queues none itself. (Worded unlike the admin pages' reasons, which
      // e2e/admin-content.spec.ts counts in the hook's calls meanwhile.)
      const reason = `The site-content spec changed the phone number to ${phone}`;
      const rebuild = await request.post(`${API_URL}/functions/v1/rebuild-site`, {
        headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}` },
        data: { reason },
      });
      expect(rebuild.ok(), await rebuild.text()).toBe(true);
      await waitForDeployHooks((hooks) =>
        hooks.filter(
          (hook) =>
            ((hook.body ?? {}) as { reasons?: string[] }).reasons?.includes(reason) &&
            Date.parse(hook.created_at) >= startedAt - 1000,
        ),
      );

      // The static host's build, against the stack.
      const server = await buildAndServe(REBUILD_DIR);
      const site = server.url;
      try {
        const get = async (path: string) => (await fetch(`${site}${path}`)).text();
        const telephone = `"telephone":"${phone}"`;
        for (const [path, language] of [
          ['/', 'en'],
          ['/de', 'de'],
        ] as const) {
          const html = await get(path);
          expect(html, path).toContain(question[language]);
          expect(html, path).toContain(phone);
          expect(html, path).toContain(`href="tel:+4940${digits}"`);
          expect(html, path).not.toContain('+49 30 1234567');
        }
        for (const path of ['/imprint', '/de/imprint', '/contact', '/de/contact']) {
          expect(await get(path), path).toContain(phone);
        }
        // The structured data of the page about the company.
        for (const path of ['/about', '/de/about']) {
          expect(await get(path), path).toContain(telephone);
        }

        // Without JavaScript the page is whole: the FAQ and the footer from the HTML alone.
        const { page, context } = await pageWithoutScript(browser);
        try {
          for (const [path, language] of [
            ['/', 'en'],
            ['/de', 'de'],
          ] as const) {
            await page.goto(`${site}${path}`);
            await expect(
              page.getByRole('heading', { level: 3, name: question[language] }),
            ).toBeVisible();
            await expect(
              page.getByRole('contentinfo').getByRole('link', { name: phone }),
            ).toBeVisible();
          }
        } finally {
          await context.close();
        }
      } finally {
        await server.stop();
      }

      // The assistant reads the published facts within a minute, without a deploy.
      await expect
        .poll(() => ask(request, 'What is your phone number?', 'en'), {
          timeout: 60_000,
          intervals: [3000],
        })
        .toContain(phone);
      await expect
        .poll(() => ask(request, 'Wie ist Ihre Telefonnummer?', 'de'), {
          timeout: 60_000,
          intervals: [3000],
        })
        .toContain(phone);
    } finally {
      await asAdmin(request, token, `company_facts?id=eq.${String(facts.id)}&select=version`, {
        phone: facts.phone,
        base_version: changedFacts.version,
      });
      await asAdmin(request, token, `faq_entries?id=eq.${entry.id}&select=version`, {
        question_en: faq.question_en,
        question_de: faq.question_de,
        base_version: changedFaq.version,
      });
    }
  });
});

test('client navigation reads the prerendered route data, also from the SPA fallback', async ({
  page,
}) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.data') && !response.ok()) {
      failed.push(`${response.status()} ${response.url()}`);
    }
  });
  const data: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.data'))
      data.push(new URL(request.url()).pathname);
  });

  // From the SPA fallback (/auth has no prerendered page) to the home page and its FAQ.
  await page.goto('/auth');
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Frequently asked questions' })).toBeVisible();

  // Between prerendered pages with route data: a legal page, the contact page, the German home.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy Policy');
  await page.getByRole('banner').getByRole('link', { name: 'Contact us' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.goto('/de/about');
  await page.getByRole('banner').getByRole('link', { name: 'Start' }).first().click();
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.getByRole('region', { name: 'Häufig gestellte Fragen' })).toBeVisible();

  expect(data.length).toBeGreaterThan(2);
  expect(failed).toEqual([]);
});
