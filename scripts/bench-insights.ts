/**
 * `npm run bench:insights`: how fast /admin/insights shows 90 days of 10,000 recorded questions.
 *
 * Starts a throw-away local stack (in memory) on the end-to-end API port, records 10,000
 * questions spread over 90 days (a fifth of them unanswered, in a few hundred wordings) and 1,000
 * outcomes, serves the end-to-end production build (`npm run test:e2e` writes it to `.e2e/build`),
 * signs in as the admin in Chromium and switches the page to 90 days, `--runs` times. Prints the
 * median time from the click to the report on screen, and the part of it after the last record
 * arrived (the page's own work: grouping, counting, rendering). Budget: under 1 s on a two-core
 * machine.
 *
 *   npm run bench:insights -- [--runs 5] [--records 10000] [--screenshot insights.png]
 *
 * `--screenshot` also saves the page at the end, as a phone (390 px wide) shows it.
 */
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { adminCredentials } from '../local-supabase/config';
import { startLocalStack } from '../local-supabase/server';
import { CHROMIUM_ARGS, findChromium } from './chromium';
import { API_PORT, E2E_BUILD_DIR } from './e2e-env';
import { startHostEngine } from './host-engine';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    records: { type: 'string', default: '10000' },
    port: { type: 'string', default: '4373' },
    screenshot: { type: 'string' },
  },
});
const runs = Number(values.runs);
const records = Number(values.records);
const buildDir = path.join(E2E_BUILD_DIR, 'client');
if (!existsSync(buildDir)) throw new Error(`No build in ${buildDir}: run npm run test:e2e first.`);
const chromiumPath = findChromium();
if (!chromiumPath) throw new Error('Chromium not found (apt-get install -y chromium)');

const stack = await startLocalStack({ port: API_PORT, dataDir: 'memory', quiet: true });
const site = `http://127.0.0.1:${values.port}`;
const server = await startHostEngine({
  engine: 'cloudflare',
  dir: buildDir,
  port: Number(values.port),
});

try {
  // 10,000 questions over 90 days: four in five answered (by one of a dozen sources), one in five
  // not, in 300 wordings; conversations of about three questions; one outcome per ten.
  await stack.ctx.db.query(
    `insert into public.chat_questions
       (conversation_id, asked_at, question, language, page, sources, meeting_offered)
     select 'chat_bench_' || (i / 3),
            now() - (i % 90) * interval '1 day' - (i % 1440) * interval '1 minute',
            case when i % 5 = 0 then 'Unanswered question ' || (i % 300) || ' about topic ' || (i % 37)
                 else 'What does an agent for topic ' || (i % 12) || ' cost?' end,
            case when i % 4 = 0 then 'de' else 'en' end,
            (array['/', '/about', '/ai-agents', '/contact', '/de', '/case-studies'])[1 + i % 6],
            case when i % 5 = 0 then '{}'::text[] else array['entry-' || (i % 12)] end,
            i % 3 = 0
       from generate_series(1, $1::int) as i`,
    [records],
  );
  await stack.ctx.db.query(
    `insert into public.chat_outcomes (conversation_id, kind)
     select 'chat_bench_' || i, (array['message', 'booking'])[1 + i % 2]
       from generate_series(1, $1::int / 10) as i`,
    [records],
  );

  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(site).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const admin = adminCredentials();
  await page.goto(`${site}/auth`);
  await page.getByLabel('E-Mail', { exact: true }).fill(admin.email);
  await page.getByLabel('Passwort', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');

  const totals: number[] = [];
  const ownWork: number[] = [];
  for (let run = 0; run < runs; run++) {
    await page.goto(`${site}/admin/insights`);
    await page.getByRole('heading', { name: 'Fragen an den Assistenten' }).waitFor();
    await page.getByRole('button', { name: '7 Tage' }).click();
    await page.getByTestId('per-day-chart').waitFor();
    let lastRecord = 0;
    const onResponse = (request: { url(): string }) => {
      if (request.url().includes('/rest/v1/chat_')) lastRecord = performance.now();
    };
    // The moment each page of records has been read in full (not only its headers).
    page.on('requestfinished', onResponse);
    const started = performance.now();
    await page.getByRole('button', { name: '90 Tage' }).click();
    // Checked every frame: a locator's wait polls at growing intervals and would add to the time.
    await page.waitForFunction(
      (total) =>
        [...document.querySelectorAll('dd')].some((dd) => dd.textContent === String(total)),
      records,
      { polling: 'raf', timeout: 30_000 },
    );
    const shown = performance.now();
    page.off('requestfinished', onResponse);
    totals.push(shown - started);
    ownWork.push(shown - lastRecord);
  }
  if (values.screenshot) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: values.screenshot, fullPage: true });
  }
  await browser.close();

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  console.log(`/admin/insights, ${records} records of 90 days, median of ${runs}:`);
  console.log(`  click to report on screen: ${median(totals).toFixed(0)} ms`);
  console.log(
    `  after the last record arrived (grouping, counting, rendering): ${median(ownWork).toFixed(0)} ms`,
  );
} finally {
  await server.stop();
  await stack.close();
}
