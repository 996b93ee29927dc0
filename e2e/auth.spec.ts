import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { E2E_BUILD_DIR } from '../scripts/e2e-env';
import { expect, gate, test, waitForHydrationOnLoad } from './fixtures';
import { registerUser, signIn, toastText, uniqueEmail } from './cms-helpers';
import { API_URL, waitForEmail } from './local-stack';

/** An error message of supabase-js's client constructor: it marks the script that holds it. */
const SUPABASE_JS_MARKER = 'supabaseUrl is required';
const API_ORIGIN = new URL(API_URL).origin;

test.describe('/auth', () => {
  test.describe.configure({ timeout: 90_000 });

  test('register, refuse a duplicate e-mail and a wrong password, then sign in', async ({
    page,
  }) => {
    const email = uniqueEmail('register');
    await page.goto('/auth');
    await expect(page.locator('[lang="de"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Anmelden', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Noch kein Konto? Registrieren' }).click();
    await expect(page.getByRole('heading', { name: 'Registrieren', level: 1 })).toBeVisible();
    await page.getByLabel('E-Mail', { exact: true }).fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill('first-password');
    await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
    await expect(toastText(page, 'Erfolgreich registriert')).toBeVisible();
    await expect(toastText(page, 'Du kannst dich jetzt anmelden.')).toBeVisible();
    // Registration ends in sign-in mode, still on /auth and not signed in.
    await expect(page.getByRole('heading', { name: 'Anmelden', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    await page.getByRole('button', { name: 'Noch kein Konto? Registrieren' }).click();
    await page.getByLabel('E-Mail', { exact: true }).fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill('another-password');
    await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
    await expect(toastText(page, 'Konto existiert bereits')).toBeVisible();
    await expect(toastText(page, 'Bitte melde dich stattdessen an.')).toBeVisible();

    await page.getByRole('button', { name: 'Bereits registriert? Anmelden' }).click();
    await page.getByLabel('E-Mail', { exact: true }).fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(toastText(page, 'Fehler')).toBeVisible();
    await expect(toastText(page, 'Invalid login credentials')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    await page.getByLabel('Passwort', { exact: true }).fill('first-password');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(toastText(page, 'Willkommen zurück!')).toBeVisible();
    await expect(toastText(page, 'Erfolgreich angemeldet.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // The session survives a reload (local storage), so /auth sends the user home again.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a first visit loads supabase-js only once the form is used; signing in at once still works', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('first-visit');
    await registerUser(request, email, 'quick-password');

    // The build's chunks that hold supabase-js, read from disk: the test's routes then never
    // fetch a script themselves (a handler still fetching when the page dropped the request left
    // it pending, and the page never went idle).
    const assets = join(E2E_BUILD_DIR, 'client', 'assets');
    const supabaseChunks = readdirSync(assets).filter(
      (name) =>
        name.endsWith('.js') &&
        readFileSync(join(assets, name), 'utf8').includes(SUPABASE_JS_MARKER),
    );
    expect(supabaseChunks).toHaveLength(1);
    const isSupabaseJs = (url: string) =>
      supabaseChunks.some((name) => new URL(url).pathname === `/assets/${name}`);
    // Every script the page asks for, module preloads included. supabase-js, asked for once the
    // form is submitted (never before: the checks below would say so), is held back until the
    // page shows that the submit waits for it.
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (/^\/assets\/.*\.js$/.test(new URL(r.url()).pathname)) scripts.push(r.url());
    });
    const supabaseJs = gate();
    let submitted = false;
    await page.route(
      (url) => isSupabaseJs(url.href),
      async (route) => {
        if (submitted) await supabaseJs.wait;
        await route.continue();
      },
    );
    // Calls of the Supabase client (the page's background scene is also served by the stack).
    const apiRequests: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.origin === API_ORIGIN && /^\/(auth|rest)\/v1\//.test(url.pathname)) {
        apiRequests.push(r.url());
      }
    });

    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Anmelden', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter(isSupabaseJs)).toEqual([]);
    expect(apiRequests).toEqual([]);

    // Type fast and submit straight away: the button waits (busy) for the client, then signs in.
    await page.getByLabel('E-Mail', { exact: true }).fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill('quick-password');
    submitted = true;
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Lädt...' })).toBeDisabled();
    supabaseJs.release();
    await expect(toastText(page, 'Willkommen zurück!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(scripts.filter(isSupabaseJs)).toHaveLength(1);
  });

  test('validation shows the German messages in a toast and next to the field', async ({
    page,
  }) => {
    await page.goto('/auth');
    const emailField = page.getByLabel('E-Mail', { exact: true });
    const passwordField = page.getByLabel('Passwort', { exact: true });

    await emailField.fill('not-an-email');
    await passwordField.fill('123');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(toastText(page, 'Validierungsfehler')).toBeVisible();
    await expect(toastText(page, 'Ungültige E-Mail-Adresse')).toBeVisible();
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField).toHaveAccessibleDescription('Ungültige E-Mail-Adresse');
    await expect(passwordField).toHaveAccessibleDescription(
      'Passwort muss mindestens 6 Zeichen lang sein',
    );

    await emailField.fill('someone@example.com');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(toastText(page, 'Passwort muss mindestens 6 Zeichen lang sein')).toBeVisible();

    // Password reset validates only the e-mail.
    await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
    await expect(page.getByLabel('Passwort', { exact: true })).toHaveCount(0);
    await page.getByLabel('E-Mail', { exact: true }).fill('still wrong');
    await page.getByRole('button', { name: 'Link senden' }).click();
    await expect(page.getByText('Ungültige E-Mail-Adresse').first()).toBeVisible();
  });

  test('the submit button shows a loading label while busy', async ({ page }) => {
    const token = gate();
    await page.route('**/auth/v1/token**', async (route) => {
      await token.wait;
      await route.continue();
    });
    await page.goto('/auth');
    await page.getByLabel('E-Mail', { exact: true }).fill(uniqueEmail('busy'));
    await page.getByLabel('Passwort', { exact: true }).fill('whatever-password');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Lädt...' })).toBeDisabled();
    token.release();
    await expect(toastText(page, 'Fehler')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeEnabled();
  });

  test('reset the password through the e-mailed link and sign in with the new one', async ({
    page,
    request,
    browser,
  }) => {
    const email = uniqueEmail('reset');
    await registerUser(request, email, 'old-password');

    await page.goto('/auth');
    await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
    await expect(page.getByRole('heading', { name: 'Passwort zurücksetzen' })).toBeVisible();
    await page.getByLabel('E-Mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Link senden' }).click();
    await expect(toastText(page, 'E-Mail gesendet')).toBeVisible();
    await expect(
      toastText(page, 'Bitte überprüfe dein Postfach für den Passwort-Reset-Link.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Anmelden', level: 1 })).toBeVisible();

    const mail = await waitForEmail(email);
    const link = mail.links[0] ?? '';
    expect(link).toMatch(/^http/);
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeVisible();

    await page.getByLabel('Neues Passwort', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(toastText(page, 'Passwort muss mindestens 6 Zeichen lang sein')).toBeVisible();

    await page.getByLabel('Neues Passwort', { exact: true }).fill('brand-new-password');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(toastText(page, 'Passwort geändert')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // A fresh browser signs in with the new password; the old one no longer works.
    const context = await browser.newContext();
    const fresh = waitForHydrationOnLoad(await context.newPage());
    await fresh.goto('/auth');
    await fresh.getByLabel('E-Mail', { exact: true }).fill(email);
    await fresh.getByLabel('Passwort', { exact: true }).fill('old-password');
    await fresh.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(toastText(fresh, 'Invalid login credentials')).toBeVisible();
    await signIn(fresh, email, 'brand-new-password');
    await context.close();
  });
});
