/**
 * `npm run bench:local`: starts a throw-away local stack (seeded, in memory) in its own process
 * and measures the site's public case-study list (the exact request supabase-js sends for the
 * published stories in display order) under 50 concurrent clients. Prints requests/s and
 * p50/p95/p99 latency.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

import { waitForStack } from '../local-supabase/cli/common';
import { ANON_KEY, STACK_DIR } from '../local-supabase/config';
import { CASE_STUDY_COLUMNS } from '../src/lib/case-study';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const port = Number(process.env.BENCH_PORT ?? 54399);
const url = `http://127.0.0.1:${port}`;

const child = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    path.join(STACK_DIR, 'main.ts'),
    '--port',
    String(port),
    '--data-dir',
    'memory',
    '--quiet',
  ],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
const stop = () => child.kill('SIGTERM');
process.on('exit', stop);

try {
  await waitForStack(url);
  const select = encodeURIComponent(CASE_STUDY_COLUMNS.replace(/\s+/g, ''));
  const target = `${url}/rest/v1/case_studies?select=${select}&published=eq.true&order=display_order.asc`;
  const headers = {
    apikey: ANON_KEY,
    Authorization: `Bearer ${ANON_KEY}`,
    'Accept-Profile': 'public',
  };
  // Warm-up, and a sanity check that the list is what the site shows.
  const warm = (await (await fetch(target, { headers })).json()) as unknown[];
  if (!Array.isArray(warm) || warm.length === 0) throw new Error('the public list came back empty');

  const latencies: number[] = [];
  let failures = 0;
  const deadline = Date.now() + DURATION_MS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < deadline) {
        const t0 = performance.now();
        const res = await fetch(target, { headers });
        await res.arrayBuffer();
        if (res.ok) latencies.push(performance.now() - t0);
        else failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  console.log(
    JSON.stringify(
      {
        clients: CLIENTS,
        seconds: Number(seconds.toFixed(1)),
        rows: warm.length,
        requests: latencies.length,
        failures,
        requestsPerSecond: Math.round(latencies.length / seconds),
        p50ms: Number(pct(50).toFixed(1)),
        p95ms: Number(pct(95).toFixed(1)),
        p99ms: Number(pct(99).toFixed(1)),
      },
      null,
      2,
    ),
  );
} finally {
  stop();
}
