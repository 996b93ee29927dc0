import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { Page } from '@playwright/test';

/**
 * Serves the local stack's `/__local/...` stand-ins for the external embeds (meetings page and
 * script, 3D scene) from `local-supabase/stand-ins/`, so specs do not depend on the stack running.
 */
const dir = fileURLToPath(new URL('../local-supabase/stand-ins/', import.meta.url));
const file = (name: string) => readFileSync(`${dir}${name}`, 'utf8');

export const STAND_IN_PATHS = {
  embedScript: '/__local/meetings/embed.js',
  meetingsPage: '/__local/meetings/book',
  scene: '/__local/scene',
} as const;

export async function serveStandIns(
  page: Page,
  options: { holdMeetingsPage?: boolean } = {},
): Promise<void> {
  await page.route(`**${STAND_IN_PATHS.embedScript}`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: file('meetings-embed.js') }),
  );
  await page.route(`**${STAND_IN_PATHS.meetingsPage}*`, async (route) => {
    // Never answering simulates a scheduling page that does not load (blocked, offline…).
    if (options.holdMeetingsPage) return;
    await route.fulfill({ contentType: 'text/html', body: file('meetings-page.html') });
  });
  await page.route(`**${STAND_IN_PATHS.scene}*`, (route) =>
    route.fulfill({ contentType: 'text/html', body: file('scene.html') }),
  );
}

/** Resolves once the page has loaded and the browser has been idle (after the site's own idle work). */
export async function waitForIdle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const done = () => setTimeout(resolve, 300);
        if ('requestIdleCallback' in window) requestIdleCallback(done, { timeout: 4000 });
        else setTimeout(done, 1500);
      }),
  );
}
