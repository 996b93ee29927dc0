/**
 * Helpers for the contact specs: the contact form's fields filled in, unique values to find a
 * submission by in the inbox, the success toast, and the page held before its scripts run.
 */
import type { Page } from '@playwright/test';

import { gate } from './fixtures';

/** Where the page posts the form: the local stack's HubSpot Forms stand-in. */
export const SUBMIT_PATTERN = '**/__local/hsforms/submissions/v3/integration/submit/**';

export async function fillForm(page: Page, values: Record<string, string>) {
  await page.getByLabel('First name', { exact: true }).fill(values.firstname ?? '');
  await page.getByLabel('Last name', { exact: true }).fill(values.lastname ?? '');
  await page.getByLabel('Email', { exact: true }).fill(values.email ?? '');
  await page.getByLabel('Company', { exact: true }).fill(values.company ?? '');
  await page.getByLabel('Message', { exact: true }).fill(values.message ?? '');
}

/** Holds the site's scripts back until `release()`: the page stays as prerendered, not hydrated. */
export async function holdScripts(page: Page) {
  const scripts = gate();
  await page.route('**/assets/*.js', async (route) => {
    await scripts.wait;
    await route.continue();
  });
  return scripts;
}

/** The toast itself (Radix also repeats its text in a visually hidden live region). */
export function successToast(page: Page) {
  return page.locator('li[data-variant="default"]');
}

/** Values no other test sends, so the inbox finds this test's submission by its e-mail. */
export function uniqueValues() {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    firstname: 'Ada',
    lastname: `Lovelace ${id}`,
    email: `ada.${id}@example.org`,
    company: 'Analytical Engines GmbH',
    message: `We want to automate our quoting process. (${id})`,
  };
}
