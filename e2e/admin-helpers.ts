/**
 * Helpers of the admin specs (admin*.spec.ts): test colours, the form's thumbnails, the stored
 * row and files of a case study read behind the admin page's back, creating one through the form,
 * and moving an item of a sortable list with the keyboard.
 */
import type { APIRequestContext, Page } from '@playwright/test';

import { ANON_KEY } from '../local-supabase/config';
import { adminToken, entry, fillForm, toastText } from './cms-helpers';
import { afterTwoFrames, expect } from './fixtures';
import { API_URL } from './local-stack';

export const RED: [number, number, number] = [220, 30, 30];
export const BLUE: [number, number, number] = [30, 60, 220];

export async function thumbnailSources(page: Page): Promise<string[]> {
  return page
    .getByTestId('thumbnail')
    .locator('img')
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
}

type Row = {
  id: string;
  logo: string | null;
  images: string[];
  image_meta: Record<string, unknown>;
};

/** The stored row of the case study titled `title`, read as the admin. */
export async function rowByTitle(request: APIRequestContext, title: string): Promise<Row> {
  const response = await request.get(
    `${API_URL}/rest/v1/case_studies?select=id,logo,images,image_meta&title=eq.${encodeURIComponent(title)}`,
    { headers: { apikey: ANON_KEY, authorization: `Bearer ${await adminToken(request)}` } },
  );
  expect(response.ok()).toBe(true);
  const [row] = (await response.json()) as Row[];
  if (!row) throw new Error(`no case study titled ${title}`);
  return row;
}

/** HTTP status of a stored file: 200 while it exists. */
export const statusOf = async (request: APIRequestContext, url: string) =>
  (await request.get(url)).status();

/** Creates a case study through the form (text, optionally one image) and waits for it in the list. */
export async function createThroughForm(
  page: Page,
  title: string,
  image?: { name: string; mimeType: string; buffer: Buffer },
) {
  await fillForm(page, { title, client: 'Kunde', description: 'D', results: 'R' });
  if (image) {
    await page.getByLabel('Bilder hochladen').setInputFiles(image);
    await expect(page.getByTestId('thumbnail')).toHaveCount(1, { timeout: 30_000 });
  }
  await page.getByRole('button', { name: 'Erstellen', exact: true }).click();
  await expect(toastText(page, 'Case Study wurde erstellt.')).toBeVisible();
  await expect(entry(page, title)).toBeVisible();
}

/**
 * Moves an item of a dnd-kit list one step with the keyboard: pick up, one arrow, drop. Each step
 * waits for dnd-kit's German screen-reader announcement, which also proves it is spoken.
 */
export async function keyboardMove(
  page: Page,
  handleName: string,
  key: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight',
) {
  const announcement = (text: RegExp | string) =>
    page.getByRole('status').filter({ hasText: text });
  await page.getByRole('button', { name: handleName }).focus();
  await page.keyboard.press('Space');
  // dnd-kit may replace the pick-up announcement with the first "over" one right away; both
  // name the item's current position.
  const picked = announcement(
    /aufgenommen\. Position \d+ von \d+|auf Position \d+ von \d+ verschoben/,
  );
  await expect(picked).toBeAttached();
  const [, pos, total] = /Position (\d+) von (\d+)/.exec((await picked.textContent()) ?? '') ?? [];
  const target = Number(pos) + (key === 'ArrowUp' || key === 'ArrowLeft' ? -1 : 1);
  // dnd-kit's keyboard sensor starts listening for the arrow keys in a task it queues on pick-up
  // (a setTimeout): an arrow pressed before that task ran is lost (seen on a loaded machine).
  await afterTwoFrames(page);
  await page.keyboard.press(key);
  // Drop only once dnd-kit has announced the new position, or it would drop in place.
  await expect(announcement(`auf Position ${target} von ${total} verschoben`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(announcement(`auf Position ${target} von ${total} abgelegt`)).toBeAttached();
}
