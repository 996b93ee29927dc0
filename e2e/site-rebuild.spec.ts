/**
 * Rebuild on publish, end to end: the admin publishes a story with a photo, the rebuild-site
 * function calls the (stand-in) deploy hook, `npm run build:local` builds the site again from the
 * stack, and the rebuilt static files (fetched without JavaScript) hold the story with its meta
 * tags, Open Graph, JSON-LD, canonical URL and sitemap entry, while a draft appears nowhere, and a
 * story renamed in the admin keeps its old address (a 301 and a redirect page). Also: a story
 * published after a build opens through the build's 404.html and its id leads to its slug, a burst
 * of changes makes one build, and the preview shows a draft to the admin only.
 */

import type { Page } from '@playwright/test';

import {
  changesTheCaseStudyList,
  entry,
  field,
  fillForm,
  openAdmin,
  pngFile,
  registerUser,
  signIn,
  toastText,
  unique,
  uniqueEmail,
} from './cms-helpers';
import { expect, test, waitForHydrationOnLoad } from './fixtures';
import { API_URL, type InboxDeployHook, readInbox, waitForDeployHooks } from './local-stack';
import { buildAndServe } from './rebuilt-site';

const REBUILD_DIR = '.e2e/rebuild';
const GREEN: [number, number, number] = [30, 160, 90];
const STARTED =
  'Die öffentliche Website wird aktualisiert. Die Änderung ist in wenigen Minuten dort sichtbar.';

/** Creates a draft through the admin form (the slug follows the title) and returns its slug. */
async function createDraft(page: Page, title: string, withPhoto: boolean): Promise<string> {
  await fillForm(page, {
    title,
    client: `${title} GmbH`,
    description: `How ${title} got faster.\nSecond line of the challenge.`,
    results: 'Half the time\nTwice the output',
  });
  const slug = await field(page, 'Slug (Adresse)').inputValue();
  expect(slug).toBe(title.toLowerCase());
  if (withPhoto) {
    await page.getByLabel('Bilder hochladen').setInputFiles(pngFile('photo.png', GREEN));
    await expect(page.getByTestId('thumbnail')).toHaveCount(1, { timeout: 15_000 });
  }
  await page.getByRole('button', { name: 'Erstellen', exact: true }).click();
  await expect(entry(page, title)).toBeVisible({ timeout: 15_000 });
  // The list may show the new entry before the save has settled (the list's refetch can end
  // before the others the save waits for); the form is emptied only once it has.
  await expect(field(page, 'Titel (Englisch)')).toHaveValue('');
  return slug;
}

async function idOf(page: Page, title: string): Promise<string> {
  const href = await entry(page, title)
    .getByRole('link', { name: /^Vorschau/ })
    .getAttribute('href');
  const id = /\/admin\/case-studies\/([0-9a-f-]{36})\/preview$/.exec(href ?? '')?.[1];
  if (!id) throw new Error(`no preview link for ${title}: ${href}`);
  return id;
}

/** Gives a story a new slug through the admin form. */
async function renameSlug(page: Page, title: string, slug: string) {
  await entry(page, title).getByRole('button', { name: 'Bearbeiten' }).click();
  await field(page, 'Slug (Adresse)').fill(slug);
  await page.getByRole('button', { name: 'Aktualisieren' }).click();
  await expect(toastText(page, 'Case Study wurde aktualisiert.')).toBeVisible();
}

async function togglePublished(page: Page, title: string, to: 'Veröffentlicht' | 'Entwurf') {
  const from = to === 'Veröffentlicht' ? 'Entwurf' : 'Veröffentlicht';
  await entry(page, title).getByRole('button', { name: from, exact: true }).click();
  await expect(entry(page, title).getByRole('button', { name: to, exact: true })).toBeVisible();
}

function metaContent(html: string, attr: 'name' | 'property', key: string): string | undefined {
  return new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"/>`).exec(
    html,
  )?.[1];
}

test.describe('rebuild on publish', () => {
  test.describe.configure({ mode: 'default', timeout: 300_000 });
  changesTheCaseStudyList();

  test('a published story reaches the rebuilt static site with its meta; a draft never', async ({
    page,
    browser,
  }) => {
    const published = unique('Rebuild-story');
    const draft = unique('Rebuild-draft');
    await openAdmin(page);
    const publishedSlug = await createDraft(page, published, true);
    const draftSlug = await createDraft(page, draft, false);
    const publishedId = await idOf(page, published);
    const draftId = await idOf(page, draft);

    // Creating drafts changes nothing public: no rebuild was asked for.
    expect((await readInbox()).deployHooks.filter((h) => h.reason.includes(published))).toEqual([]);

    // Publishing asks the static host to rebuild; the admin is told in German.
    await togglePublished(page, published, 'Veröffentlicht');
    await expect(toastText(page, STARTED)).toBeVisible({ timeout: 15_000 });
    const [hook] = await waitForDeployHooks((hooks) =>
      hooks.filter((h) => h.reason.includes(`Published "${published}"`)),
    );
    expect(Date.parse(hook?.created_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // The inbox page lists it for the developer.
    const inbox = waitForHydrationOnLoad(await page.context().newPage());
    await inbox.goto(`${API_URL}/__local/inbox`);
    await expect(inbox.getByRole('heading', { name: /^Deploy hooks \(\d+\)$/ })).toBeVisible();
    await expect(inbox.getByText(`Published "${published}"`)).toBeVisible();
    await inbox.close();

    // A published story renamed in the admin: its old slug must keep leading to it.
    const renamed = unique('Rebuild-renamed');
    const renamedOldSlug = await createDraft(page, renamed, false);
    await togglePublished(page, renamed, 'Veröffentlicht');
    const renamedSlug = `${renamedOldSlug}-new`;
    await renameSlug(page, renamed, renamedSlug);

    // The static host's build against the stack, served as Cloudflare Pages serves it.
    const server = await buildAndServe(REBUILD_DIR);
    const site = server.url;
    try {
      const get = async (path: string) => (await fetch(`${site}${path}`)).text();

      const list = await get('/case-studies');
      expect(list).toContain(published);
      expect(list).toContain(`href="/case-studies/${publishedSlug}"`);
      expect(list).not.toContain(draft);
      expect(list).toContain(`"url":"${site}/case-studies/${publishedSlug}"`);

      const detail = await get(`/case-studies/${publishedSlug}`);
      expect(detail).toContain(`<title>${published} | Northlight AI</title>`);
      expect(detail).toContain(
        `<link rel="canonical" href="${site}/case-studies/${publishedSlug}"/>`,
      );
      expect(metaContent(detail, 'name', 'description')).toBe(
        `How ${published} got faster. Second line of the challenge.`,
      );
      expect(metaContent(detail, 'property', 'og:type')).toBe('article');
      expect(metaContent(detail, 'property', 'og:url')).toBe(
        `${site}/case-studies/${publishedSlug}`,
      );
      // The story's images are served by the site itself, copied from storage by the build: the
      // page names the copies only, and each copy is the stored file.
      const ogImage = metaContent(detail, 'property', 'og:image') ?? '';
      expect(ogImage).toMatch(new RegExp(`^${site}/media/case-studies/[^/]+$`));
      expect(detail).not.toContain('/storage/v1/');
      const copy = await fetch(ogImage);
      expect(copy.status).toBe(200);
      const stored = await fetch(
        ogImage.replace(`${site}/media/`, `${API_URL}/storage/v1/object/public/`),
      );
      expect(stored.status).toBe(200);
      expect(Buffer.from(await copy.arrayBuffer())).toEqual(
        Buffer.from(await stored.arrayBuffer()),
      );
      expect(metaContent(detail, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(detail, 'name', 'twitter:image')).toBe(ogImage);
      expect(detail).not.toContain('noindex');
      const jsonLd = JSON.parse(
        /<script type="application\/ld\+json">(.*?)<\/script>/.exec(detail)?.[1] ?? '{}',
      ) as Record<string, unknown>;
      expect(jsonLd).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: published,
        url: `${site}/case-studies/${publishedSlug}`,
        image: [ogImage],
        about: { '@type': 'Organization', name: `${published} GmbH` },
      });
      expect(detail).toContain('Twice the output');

      // In the browser: once the page has read the story live (which names storage URLs), it
      // still shows the copy; no image comes from storage.
      const visitor = await browser.newPage();
      const images: string[] = [];
      visitor.on('request', (request) => {
        if (request.resourceType() === 'image') images.push(request.url());
      });
      const liveRead = visitor.waitForResponse(
        (response) =>
          response.url().startsWith(`${API_URL}/rest/v1/case_studies?`) &&
          response.url().includes(`slug=eq.${publishedSlug}`),
      );
      await visitor.goto(`${site}/case-studies/${publishedSlug}`);
      await liveRead;
      await visitor.waitForLoadState('networkidle');
      const photo = visitor.getByRole('region', { name: 'Insights' }).getByRole('img');
      await expect(photo).toHaveAttribute('src', new URL(ogImage).pathname);
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(images.filter((url) => url.includes('/storage/v1/'))).toEqual([]);
      await visitor.close();

      const sitemap = await get('/sitemap.xml');
      expect(sitemap).toMatch(
        new RegExp(
          `<url><loc>${site}/case-studies/${publishedSlug}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod>(<xhtml:link [^>]+/>)+</url>`,
        ),
      );
      expect(sitemap).not.toContain(draftSlug);

      // The old address form: a permanent redirect to the slug.
      const byId = await fetch(`${site}/case-studies/${publishedId}`, { redirect: 'manual' });
      expect(byId.status).toBe(301);
      expect(byId.headers.get('location')).toBe(`/case-studies/${publishedSlug}`);
      // The draft has no page: its addresses get 404.html (the app, with no story), status 404.
      for (const path of [`/case-studies/${draftSlug}`, `/case-studies/${draftId}`]) {
        const response = await fetch(`${site}${path}`);
        expect(response.status).toBe(404);
        const html = await response.text();
        expect(html).not.toContain(draft);
        expect(html).toContain('window.__reactRouterContext');
      }

      // The renamed story: its page at the new slug, its old slug a permanent redirect there
      // (`_redirects`); the sitemap names the new one.
      expect(await get(`/case-studies/${renamedSlug}`)).toContain(
        `<title>${renamed} | Northlight AI</title>`,
      );
      const moved = await fetch(`${site}/case-studies/${renamedOldSlug}`, { redirect: 'manual' });
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe(`/case-studies/${renamedSlug}`);
      expect(sitemap).toContain(`/case-studies/${renamedSlug}</loc>`);
      expect(sitemap).not.toContain(`/case-studies/${renamedOldSlug}<`);
    } finally {
      await server.stop();
    }

    // The suite's own site was built before the story existed: it still opens it (SPA fallback),
    // and the id leads to the slug.
    const visitor = await browser.newContext();
    const anonymous = waitForHydrationOnLoad(await visitor.newPage());
    await anonymous.goto(`/case-studies/${publishedId}`);
    await expect(anonymous).toHaveURL(new RegExp(`/case-studies/${publishedSlug}$`));
    await expect(anonymous.getByRole('heading', { name: published, level: 1 })).toBeVisible();
    // A draft is not found: the not-found page, saying so.
    await anonymous.goto(`/case-studies/${draftSlug}`);
    await expect(anonymous.getByRole('heading', { name: '404', level: 1 })).toBeVisible();
    await expect(anonymous.getByText('Case study could not be loaded.')).toBeVisible();
    await expect(anonymous.getByText(draft)).toHaveCount(0);
    await visitor.close();
  });

  test('a burst of changes asks for one build', async ({ page }) => {
    const first = unique('Burst-one');
    const second = unique('Burst-two');
    await openAdmin(page);
    await createDraft(page, first, false);
    await createDraft(page, second, false);
    await togglePublished(page, first, 'Veröffentlicht');
    await togglePublished(page, second, 'Veröffentlicht');
    await togglePublished(page, first, 'Entwurf');

    const ours = (hooks: InboxDeployHook[]) =>
      hooks.filter((h) => h.reason.includes(first) || h.reason.includes(second));
    await waitForDeployHooks(ours);
    // Give a second (wrong) call time to arrive before counting.
    await page.waitForTimeout(5000);
    const calls = ours((await readInbox()).deployHooks).map((h) => h.reason);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain(`Published "${first}"`);
    expect(calls[0]).toContain(`Published "${second}"`);
    expect(calls[0]).toContain(`Unpublished "${first}"`);
  });

  test('the preview shows a draft in the public layout to the admin only', async ({
    page,
    browser,
    request,
  }) => {
    const draft = unique('Preview-draft');
    await openAdmin(page);
    await createDraft(page, draft, true);
    const id = await idOf(page, draft);

    await entry(page, draft)
      .getByRole('link', { name: /^Vorschau/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/case-studies/${id}/preview$`));
    const notice = page.getByTestId('preview-notice');
    await expect(notice).toContainText('Vorschau: So sieht diese Case Study');
    await expect(notice).toContainText('Entwurf – noch nicht veröffentlicht');
    // The public layout: the site header, the story as visitors would see it.
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Case Studies' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: draft, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Insights' }).getByRole('img')).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await notice.getByRole('link', { name: 'Zurück zur Verwaltung' }).click();
    await expect(page).toHaveURL(/\/admin\/case-studies$/);
    // Previewing changed nothing: still a draft.
    await expect(
      entry(page, draft).getByRole('button', { name: 'Entwurf', exact: true }),
    ).toBeVisible();

    // A visitor is sent to sign in; a signed-in non-admin is refused.
    const visitorContext = await browser.newContext();
    const visitor = waitForHydrationOnLoad(await visitorContext.newPage());
    await visitor.goto(`/admin/case-studies/${id}/preview`);
    await expect(visitor).toHaveURL(/\/auth$/);
    await expect(visitor.getByText(draft)).toHaveCount(0);
    const email = uniqueEmail('preview-user');
    await registerUser(request, email, 'user-password');
    await signIn(visitor, email, 'user-password');
    await visitor.goto(`/admin/case-studies/${id}/preview`);
    await expect(toastText(visitor, 'Zugriff verweigert')).toBeVisible();
    await expect(visitor).toHaveURL(/\/$/);
    await expect(visitor.getByText(draft)).toHaveCount(0);
    await visitorContext.close();

    // The admin's preview of a story that does not exist says so and returns to the list.
    await page.goto('/admin/case-studies/00000000-0000-4000-8000-000000000000/preview');
    await expect(toastText(page, 'Diese Case Study gibt es nicht (mehr).')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/case-studies$/);
  });
});
