/**
 * `npm run bench:insights`: how fast /admin/insights shows 90 days of 90,000 recorded questions,
 * and how much it reads to do so.
 *
 * Starts a throw-away local stack (in memory) on the end-to-end API port, records 1,000 questions
 * a day for 90 days (a fifth of them unanswered, in thousands of wordings of a few hundred
 * questions, English and German; the rest answered by the site's knowledge entries and pages,
 * whose labels are recorded as chat-ai records them) and an outcome for one conversation in ten,
 * serves the end-to-end production build (`npm run test:e2e` writes it to `.e2e/build`), signs in
 * as the admin in Chromium and switches the page from 7 to 90 days, `--runs` times. Prints the
 * medians of: the time from the click to the report on screen, the report's round trip (the
 * database computes it), and the bytes read for it. Budget: on screen within 1.5 s, at most
 * 300 KB read, on a two-core machine.
 *
 *   npm run bench:insights -- [--runs 5] [--per-day 1000] [--screenshot insights.png]
 *
 * `--screenshot` also saves the page at the end, as a phone (390 px wide) shows it.
 */
import { chromium, type Request } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { adminCredentials } from '../local-supabase/config';
import { startLocalStack } from '../local-supabase/server';
import { CHROMIUM_ARGS, findChromium } from './chromium';
import { API_PORT, E2E_BUILD_DIR } from './e2e-env';
import { startHostEngine } from './host-engine';
import { sourceLabels } from './source-labels-module';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'per-day': { type: 'string', default: '1000' },
    port: { type: 'string', default: '4373' },
    screenshot: { type: 'string' },
  },
});
const runs = Number(values.runs);
const perDay = Number(values['per-day']);
const records = perDay * 90;
const buildDir = path.join(E2E_BUILD_DIR, 'client');
if (!existsSync(buildDir)) throw new Error(`No build in ${buildDir}: run npm run test:e2e first.`);
const chromiumPath = findChromium();
if (!chromiumPath) throw new Error('Chromium not found (apt-get install -y chromium)');

/** What visitors ask that nothing answers: templates × subjects × endings, a few very often. */
const UNANSWERED = {
  en: [
    'Do you offer {s}?',
    'Can you help us with {s}?',
    'How much would {s} cost us?',
    'Do you have experience with {s}?',
    'Is {s} possible with your agents?',
  ],
  de: ['Bieten Sie {s} an?', 'Können Sie uns bei {s} helfen?', 'Was kostet {s} bei Ihnen?'],
};
const SUBJECTS = [
  'SAP integration',
  'Salesforce',
  'Microsoft Teams',
  'on-premise hosting',
  'GDPR audits',
  'invoice processing',
  'payroll',
  'weekend support',
  'a pilot project',
  'training for our staff',
  'a chatbot for our website',
  'voice agents',
  'document OCR',
  'contract review',
  'HR onboarding',
  'customer service in Spanish',
  'email triage',
  'demand forecasting',
  'a fixed-price offer',
  'an NDA before the workshop',
  'Jira',
  'Shopify',
  'DATEV',
  'a self-hosted model',
  'Azure OpenAI',
  'a workshop in Vienna',
  'a workshop in Zurich',
  'public sector tenders',
  'medical documentation',
  'quality inspection with cameras',
];
const ENDINGS = [
  '',
  ' please',
  ' for our team',
  ' this year',
  ' for a team of {n}',
  ' in {n} weeks',
];

const stack = await startLocalStack({ port: API_PORT, dataDir: 'memory', quiet: true });
const site = `http://127.0.0.1:${values.port}`;
const server = await startHostEngine({
  engine: 'cloudflare',
  dir: buildDir,
  port: Number(values.port),
});

try {
  const labels = sourceLabels();
  const sources = Object.keys(labels);
  await stack.ctx.db.query(
    `insert into public.chat_source_labels (source, label)
     select l.key, l.value from jsonb_each_text($1::jsonb) as l`,
    [JSON.stringify(labels)],
  );
  // `perDay` questions on each of the last 90 UTC days (today's up to now); conversations of
  // three questions; one in five unanswered, its subject drawn with a skew (some asked often).
  await stack.ctx.db.query(
    `insert into public.chat_questions
       (conversation_id, asked_at, question, language, page, sources, meeting_offered)
     select 'chat_bench_' || (i / 3),
            least(now(), (date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')
                         - (i % 90) * interval '1 day' + ((i * 7919) % 1440) * interval '1 minute'),
            case when i % 5 = 0
                 then replace(replace(w.template, '{s}', w.subject) || w.ending, '{n}',
                              (2 + (i / 11) % 40)::text)
                 else 'What about ' || w.source || ', part ' || (i % 7) || '?' end,
            case when i % 4 = 0 then 'de' else 'en' end,
            (array['/', '/about', '/ai-agents', '/contact', '/de', '/case-studies'])[1 + (i / 3) % 6],
            case when i % 5 = 0 then '{}'::text[] else array[w.source] end,
            i % 3 = 0
       from generate_series(1, $1::int) as i
       cross join lateral (
         select case when i % 4 = 0 then p.de[1 + (i / 5) % cardinality(p.de)]
                     else p.en[1 + (i / 5) % cardinality(p.en)] end as template,
                -- Squared: the first subjects are asked far more often than the last.
                p.subjects[1 + floor(cardinality(p.subjects)
                                     * power(((i * 37) % 1000) / 1000.0, 2))::int] as subject,
                p.endings[1 + (i / 7) % cardinality(p.endings)] as ending,
                p.sources[1 + i % cardinality(p.sources)] as source
           from (select $2::text[] as en, $3::text[] as de, $4::text[] as subjects,
                        $5::text[] as endings, $6::text[] as sources) p
       ) w`,
    [records, UNANSWERED.en, UNANSWERED.de, SUBJECTS, ENDINGS, sources],
  );
  await stack.ctx.db.query(
    `insert into public.chat_outcomes (conversation_id, kind)
     select 'chat_bench_' || (i * 10), (array['message', 'booking'])[1 + i % 2]
       from generate_series(1, $1::int / 30) as i`,
    [records],
  );
  const [counted] = await stack.ctx.db.query<{ n: number; wordings: number }>(
    `select count(*)::int as n,
            count(distinct question) filter (where cardinality(sources) = 0)::int as wordings
       from public.chat_questions`,
  );
  console.log(
    `Recorded ${counted?.n} questions (${counted?.wordings} unanswered wordings) over 90 days.`,
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
  const roundTrips: number[] = [];
  const bytesRead: number[] = [];
  const reportBytes: number[] = [];
  const shownTotal = records.toLocaleString('de-DE');
  for (let run = 0; run < runs; run++) {
    await page.goto(`${site}/admin/insights`);
    await page.getByRole('heading', { name: 'Fragen an den Assistenten' }).waitFor();
    await page.getByRole('button', { name: '7 Tage' }).click();
    await page.getByTestId('per-day-chart').waitFor();
    const finished: Request[] = [];
    const onFinished = (request: Request) => finished.push(request);
    page.on('requestfinished', onFinished);
    const started = performance.now();
    await page.getByRole('button', { name: '90 Tage' }).click();
    // Checked every frame: a locator's wait polls at growing intervals and would add to the time.
    await page.waitForFunction(
      (total) =>
        [...document.querySelectorAll('dd')].some((dd) => dd.textContent === total) &&
        document.querySelector('[data-testid="per-day-chart"]')?.getAttribute('aria-valuemax') ===
          '90',
      shownTotal,
      { polling: 'raf', timeout: 30_000 },
    );
    totals.push(performance.now() - started);
    page.off('requestfinished', onFinished);
    let bytes = 0;
    for (const request of finished) {
      const sizes = await request.sizes();
      bytes += sizes.responseBodySize + sizes.responseHeadersSize;
      if (request.url().includes('/rest/v1/rpc/chat_insights')) {
        reportBytes.push(sizes.responseBodySize);
        const timing = request.timing();
        roundTrips.push(timing.responseEnd - timing.requestStart);
      }
    }
    bytesRead.push(bytes);
  }
  if (values.screenshot) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: values.screenshot, fullPage: true });
  }
  await browser.close();

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`/admin/insights, ${records} questions of 90 days, median of ${runs}:`);
  console.log(`  click to report on screen: ${median(totals).toFixed(0)} ms (budget 1500 ms)`);
  console.log(
    `  the report's round trip (computed by the database): ${median(roundTrips).toFixed(0)} ms`,
  );
  console.log(
    `  read for it: ${kb(median(bytesRead))} (budget 300 KB), of which the report ${kb(median(reportBytes))}`,
  );
} finally {
  await server.stop();
  await stack.close();
}
