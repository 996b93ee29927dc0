/**
 * `npm run bench:local-writes`: how fast the local stack takes bulk writes through `/rest/v1`, as
 * an import of history or a test seeding data at scale sends them.
 *
 * Starts a throw-away local stack (PGlite in memory) in this process and inserts batches of rows
 * with supabase-js (`.from(table).insert(rows)`: one POST of a JSON array per batch, with the
 * `columns` parameter supabase-js adds) until `--rows` rows are written. `chat_questions` is
 * written with the service-role key, as chat-ai records questions (a fifth of them unanswered, in
 * wordings of a few hundred questions, which its grouping trigger compares); `case_studies` as
 * the signed-in admin (row-level security, revisions). `--seed` rows are written first in SQL, to
 * measure the last batches of a large table without waiting for the first ones. Prints rows/s per
 * batch, then per run: overall and over the last ten batches, and rows per second of this
 * process's processor time (client, server and PGlite all run in it, one thread), which other
 * work on a busy machine does not lower; with `--runs` above 1, the medians. Figures, not a test:
 * the aim is 2,000 rows/s for batches of 1,000 on a table of 100,000 rows.
 *
 *   npm run bench:local-writes -- [--table chat_questions|case_studies] [--rows 100000]
 *                                 [--batch 1000] [--seed 0] [--runs 1] [--quiet]
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { parseArgs } from 'node:util';

import { ANON_KEY, adminCredentials, SERVICE_ROLE_KEY } from '../local-supabase/config';
import { nodeSupabaseClient } from '../local-supabase/node-client';
import { startLocalStack } from '../local-supabase/server';

const { values } = parseArgs({
  options: {
    table: { type: 'string', default: 'chat_questions' },
    rows: { type: 'string', default: '100000' },
    batch: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '0' },
    runs: { type: 'string', default: '1' },
    quiet: { type: 'boolean', default: false },
  },
});
const table = values.table;
if (table !== 'chat_questions' && table !== 'case_studies')
  throw new Error('--table is chat_questions or case_studies');
const total = Number(values.rows);
const batch = Number(values.batch);
const seed = Number(values.seed);
const runs = Number(values.runs);
if (!(seed >= 0 && seed < total && batch > 0))
  throw new Error('need 0 <= --seed < --rows, --batch > 0');

const TEMPLATES = {
  en: ['Do you offer {s}?', 'Can you help us with {s}?', 'How much would {s} cost us?'],
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
  'voice agents',
  'document OCR',
  'contract review',
  'HR onboarding',
  'email triage',
  'demand forecasting',
  'DATEV',
  'a self-hosted model',
  'a workshop in Vienna',
  'medical documentation',
];
const ENDINGS = [
  '',
  ' please',
  ' for our team',
  ' this year',
  ' for a team of {n}',
  ' in {n} weeks',
];
const SOURCES = ['kb:pricing', 'kb:security', 'kb:process', 'page:/about', 'page:/ai-agents'];

/** Row `i` of the table, the same whether it is seeded in SQL or sent through the API. */
function row(i: number): Record<string, unknown> {
  if (table === 'case_studies') {
    return {
      title: `Imported story ${i}`,
      slug: `imported-story-${i}`,
      client: `Client ${i % 500}`,
      description: 'What the client needed, in a few sentences.\nAnd what stood in the way.',
      results: 'Half the time\nTwice the output',
      images: [],
      display_order: i,
    };
  }
  const language = i % 4 === 0 ? 'de' : 'en';
  const unanswered = i % 5 === 0;
  const templates = TEMPLATES[language];
  // Squared: the first subjects are asked far more often than the last.
  const subject = SUBJECTS[Math.floor(SUBJECTS.length * (((i * 37) % 1000) / 1000) ** 2)];
  const question = unanswered
    ? (templates[Math.floor(i / 5) % templates.length] ?? '').replace('{s}', subject ?? '') +
      (ENDINGS[Math.floor(i / 7) % ENDINGS.length] ?? '').replace('{n}', String(2 + (i % 40)))
    : `What about ${SOURCES[i % SOURCES.length]}, part ${i % 7}?`;
  return {
    conversation_id: `chat_bench_${Math.floor(i / 3)}`,
    question,
    language,
    page: ['/', '/about', '/ai-agents', '/contact', '/de'][Math.floor(i / 3) % 5],
    sources: unanswered ? [] : [SOURCES[i % SOURCES.length]],
    meeting_offered: i % 3 === 0,
  };
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

type RunResult = { overall: number; last10: number; perCpuSecond: number };

async function run(index: number): Promise<RunResult> {
  const stack = await startLocalStack({ port: 0, dataDir: 'memory', quiet: true });
  try {
    const db = stack.ctx.db;
    // The seed, as the table's owner: the same rows the API would have written, 10,000 at a time.
    for (let from = 0; from < seed; from += 10_000) {
      const rows = Array.from({ length: Math.min(10_000, seed - from) }, (_, k) => row(from + k));
      await db.query(
        `insert into public.${table} (${Object.keys(row(0)).join(', ')})
         select ${Object.keys(row(0)).join(', ')}
           from json_populate_recordset(null::public.${table}, $1::json)`,
        [JSON.stringify(rows)],
      );
    }
    const url = `http://127.0.0.1:${stack.port}`;
    let client: SupabaseClient;
    if (table === 'chat_questions') {
      client = nodeSupabaseClient(url, SERVICE_ROLE_KEY);
    } else {
      client = nodeSupabaseClient(url, ANON_KEY);
      const signedIn = await client.auth.signInWithPassword(adminCredentials());
      if (signedIn.error) throw signedIn.error;
    }
    const [before] = await db.query<{ n: number }>(
      `select count(*)::int as n from public.${table}`,
    );
    const existing = before?.n ?? 0;

    const rates: number[] = [];
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    let written = 0;
    for (let from = seed; from < total; from += batch) {
      const rows = Array.from({ length: Math.min(batch, total - from) }, (_, k) => row(from + k));
      const t0 = performance.now();
      const { error, status } = await client.from(table).insert(rows);
      const ms = performance.now() - t0;
      if (error) throw new Error(`batch at row ${from}: ${status} ${error.code} ${error.message}`);
      written += rows.length;
      rates.push((rows.length / ms) * 1000);
      if (!values.quiet) {
        console.log(
          `run ${index} batch ${rates.length}: ${rows.length} rows in ${ms.toFixed(0)} ms, ` +
            `${Math.round(rates.at(-1) ?? 0)} rows/s (table: ${existing + written - rows.length} rows before)`,
        );
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuStarted);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const [after] = await db.query<{ n: number }>(`select count(*)::int as n from public.${table}`);
    if (after?.n !== existing + written)
      throw new Error(`expected ${existing + written} rows, found ${after?.n}`);
    // The last ten batches' rows over their time: the rate on a table near its full size.
    const last = rates.slice(-10);
    const last10 = last.length / last.reduce((sum, rate) => sum + 1 / rate, 0);
    const overall = written / seconds;
    console.log(
      JSON.stringify({
        run: index,
        table,
        batch,
        seeded: seed,
        written,
        tableRows: after.n,
        seconds: Number(seconds.toFixed(1)),
        rowsPerSecond: Math.round(overall),
        lastTenBatchesRowsPerSecond: Math.round(last10),
        rowsPerCpuSecond: Math.round(written / cpuSeconds),
      }),
    );
    return { overall, last10, perCpuSecond: written / cpuSeconds };
  } finally {
    await stack.close();
  }
}

const results: RunResult[] = [];
for (let i = 1; i <= runs; i++) results.push(await run(i));
if (runs > 1) {
  console.log(
    JSON.stringify({
      runs,
      medianRowsPerSecond: Math.round(median(results.map((r) => r.overall))),
      medianLastTenBatchesRowsPerSecond: Math.round(median(results.map((r) => r.last10))),
      medianRowsPerCpuSecond: Math.round(median(results.map((r) => r.perCpuSecond))),
    }),
  );
}
