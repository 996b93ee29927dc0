/**
 * Helpers of the case-study, auth and admin specs: unique test data, sign-in through the UI, the
 * local stack's inbox, and real PNG files generated on the fly.
 */
import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';
import { deflateSync } from 'node:zlib';

import { ANON_KEY, SERVICE_ROLE_KEY } from '../local-supabase/config';
import { authStorageKey } from '../src/lib/supabase-session';
import { test } from './fixtures';
import { API_URL, adminCredentials } from './local-stack';

/** The admin the local stack creates. */
export const ADMIN = adminCredentials;

export function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export function uniqueEmail(prefix: string): string {
  return `${unique(prefix)}@example.com`;
}

/** A toast (title or description) in the Radix toast viewport. */
export function toastText(page: Page, text: string): Locator {
  return page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
}

/** The toast (title and description) whose text includes `text`. */
export function toastItem(page: Page, text: string): Locator {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text });
}

/** Registers a user straight through the auth API (for tests that are not about registering). */
export async function registerUser(request: APIRequestContext, email: string, password: string) {
  const response = await request.post(`${API_URL}/auth/v1/signup`, {
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    data: { email, password },
  });
  if (!response.ok())
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
}

/**
 * An admin of the test's own (another person on the team), made through the auth API and the
 * service role. A test that signs out uses one: signing out ends every session of that user,
 * and other tests working as the seeded admin would lose theirs mid-test.
 */
export async function newAdmin(
  request: APIRequestContext,
  prefix = 'kollegin',
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(prefix);
  const password = 'colleague-password-42';
  await registerUser(request, email, password);
  const token = await request.post(`${API_URL}/auth/v1/token?grant_type=password`, {
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    data: { email, password },
  });
  expect(token.ok()).toBe(true);
  const { user } = (await token.json()) as { user: { id: string } };
  const granted = await request.post(`${API_URL}/rest/v1/user_roles`, {
    headers: {
      apikey: SERVICE_ROLE_KEY,
      authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      'content-type': 'application/json',
    },
    data: { user_id: user.id, role: 'admin' },
  });
  expect(granted.status()).toBe(201);
  return { email, password };
}

/** The admin's (or `who`'s) access token, for changing data behind the admin page's back. */
export async function adminToken(
  request: APIRequestContext,
  who: { email: string; password: string } = ADMIN,
): Promise<string> {
  const response = await request.post(`${API_URL}/auth/v1/token?grant_type=password`, {
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    data: { email: who.email, password: who.password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Signs in through /auth and waits for the welcome toast and the redirect to /. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('E-Mail', { exact: true }).fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await toastText(page, 'Willkommen zurück!').waitFor();
  await page.waitForURL((url) => url.pathname === '/');
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, valid PNG of one colour. */
export function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill([r, g, b]).flat())]);
  const pixels = Buffer.concat(Array(height).fill(row) as Buffer[]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function pngFile(name: string, colour: [number, number, number]) {
  return { name, mimeType: 'image/png', buffer: png(32, 24, colour) };
}

/**
 * Signs `who` in without the sign-in page: a password grant through the API, its session stored
 * where the site's Supabase client keeps it before the page's next document runs a script. The
 * form's own path is tested through /auth (`signIn`); here it would cost each admin test two page
 * loads. Stored once per tab (a sessionStorage mark), so a test that signs out stays signed out.
 */
export async function storeSession(page: Page, who: { email: string; password: string }) {
  const response = await page.request.post(`${API_URL}/auth/v1/token?grant_type=password`, {
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    data: { email: who.email, password: who.password },
  });
  expect(response.ok()).toBe(true);
  const key = authStorageKey(API_URL);
  await page.addInitScript(
    ({ key, session, mark }) => {
      if (!location.protocol.startsWith('http') || sessionStorage.getItem(mark)) return;
      sessionStorage.setItem(mark, '1');
      localStorage.setItem(key, session);
    },
    { key, session: await response.text(), mark: `e2e-session-stored:${key}` },
  );
}

/**
 * Signs in as the admin (or as `who`, through the API or through the /auth form) and opens
 * /admin/case-studies with its list loaded.
 */
export async function openAdmin(
  page: Page,
  {
    through = 'api',
    who = ADMIN,
  }: { through?: 'api' | 'form'; who?: { email: string; password: string } } = {},
) {
  if (through === 'form') await signIn(page, who.email, who.password);
  else await storeSession(page, who);
  await page.goto('/admin/case-studies');
  // Generous timeouts: on a loaded machine the admin chunk and the first query take a while.
  await expect(page.getByRole('heading', { name: 'Case Studies Admin' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('admin-case-study').first()).toBeVisible({ timeout: 20_000 });
}

/** A form field of the admin by its exact label. */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Fills the admin form's text fields (the slug follows the title). */
export async function fillForm(
  page: Page,
  values: { title: string; client: string; description: string; results: string },
) {
  await field(page, 'Titel (Englisch)').fill(values.title);
  await field(page, 'Kunde').fill(values.client);
  await field(page, 'Beschreibung (Englisch)').fill(values.description);
  await field(page, 'Ergebnisse (Englisch)').fill(values.results);
}

/** An entry of the admin list by its title. */
export const entry = (page: Page, title: string) =>
  page.getByTestId('admin-case-study').filter({ has: page.getByRole('heading', { name: title }) });

/**
 * Call inside a `test.describe` whose tests add, publish or reorder case studies (run them with
 * `mode: 'default'`, one after another). Such groups of different spec files then run one at a
 * time across workers, so one group's new entries never shift the admin list another group is
 * reordering by keyboard, or the order it checks. Playwright's lock holds such a group back until
 * the other has ended and meanwhile gives the worker other tests, so no worker sits waiting.
 */
export function changesTheCaseStudyList(): void {
  test.describe.configure({ lock: 'case-study-list' });
}

/**
 * Call inside a `test.describe` whose tests run a production build against the stack: the build
 * lists the published stories, then prerenders each, and a story another group deletes or
 * unpublishes in between fails it (a 404 while prerendering). Such a group takes the case-study
 * list's lock too, so no group changes the list while it builds.
 */
export function buildsTheSite(): void {
  test.describe.configure({ lock: 'case-study-list' });
}
