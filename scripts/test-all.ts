/**
 * `npm test`: every check of the repository, as `npm run lint`, `npm run typecheck`,
 * `npm run test:unit`, `npm run test:functions` and `npm run test:e2e` would run them one after
 * another, but side by side where that saves time on a machine of two cores:
 *
 * - the tests run one after another: the local-stack tests (`vitest --project local-supabase`,
 *   whose files run one at a time on one shared stack and leave the other core mostly idle), the
 *   unit tests (jsdom and Node, both cores), then the end-to-end tests in the browser (which keep
 *   both cores busy);
 * - beside them, the Deno tests, then the end-to-end run's builds and the outside validators'
 *   judgement of them (`scripts/test-e2e.ts --build-only`), then the static checks (tsc, deno
 *   check, eslint, prettier, deno lint, knip). The builds and the static checks run at the lowest
 *   priority: they have no time limits, so they take only the processor time the tests leave idle
 *   and never slow a test down to its timeout. The Deno tests and the validators, which time
 *   servers and requests, run at normal priority. The browser tests start once the builds are
 *   done and the other tests have ended; whatever is left of the static checks runs beside them;
 * - route types are generated once for tsc and knip.
 *
 * The first failure stops the run: steps still running are ended and the run fails; with
 * `npm test -- --keep-going` every step runs (but the browser tests only on a finished build) and
 * all failures are reported. At the end each step's time is printed. Output of the steps beside
 * the tests is printed when each ends, so it does not interleave with the tests' live output.
 */
import { type ChildProcess, spawn } from 'node:child_process';

import { atLowestPriority } from './low-priority';

type Step = { name: string; command: string[]; env?: Record<string, string> };

const npx = (...args: string[]): string[] => ['npx', ...args];
const tsx = (...args: string[]): string[] => ['npx', 'tsx', ...args];

/** Route types for tsc and knip (`npm run typecheck` and `npm run lint:unused` each make them). */
const TYPEGEN: Step = { name: 'react-router typegen', command: npx('react-router', 'typegen') };

/** Beside the tests, at normal priority: the Deno tests time servers and streams. */
const DENO_TESTS: Step = { name: 'deno test', command: tsx('scripts/deno-functions.ts', 'test') };

/**
 * Beside the tests: the end-to-end builds (at the lowest priority) with the outside validators (at
 * normal priority: they time their requests, and would time out beside the unit tests).
 */
const E2E_BUILD: Step = {
  name: 'e2e build',
  command: tsx('scripts/test-e2e.ts', '--build-only', '--low-priority-builds'),
};

/** Beside the tests, once the builds are done: one core each, one after another. */
const CHECKS: Step[] = [
  { name: 'tsc -b', command: atLowestPriority(npx('tsc', '-b')) },
  { name: 'deno check', command: atLowestPriority(tsx('scripts/deno-functions.ts', 'check')) },
  { name: 'eslint', command: atLowestPriority(npx('eslint', '.', '--max-warnings=0')) },
  { name: 'prettier --check', command: atLowestPriority(npx('prettier', '--check', '.')) },
  { name: 'deno lint', command: atLowestPriority(tsx('scripts/deno-functions.ts', 'lint')) },
  { name: 'knip', command: atLowestPriority(npx('knip')) },
];

/** The shared-stack project first (it leaves a core to the steps beside), then the unit projects. */
const TESTS: Step[] = [
  { name: 'vitest local-supabase', command: npx('vitest', 'run', '--project', 'local-supabase') },
  { name: 'vitest unit', command: npx('vitest', 'run', '--project', '!local-supabase') },
];

/** The browser tests on the builds of E2E_BUILD (Playwright starts its own stack). */
const E2E: Step = {
  name: 'e2e',
  command: tsx('scripts/test-e2e.ts'),
  env: { E2E_SKIP_BUILD: '1' },
};

const keepGoing = process.argv.includes('--keep-going');
const running = new Set<ChildProcess>();
const timings: { name: string; seconds: number; ok: boolean }[] = [];
let failed = false;

/** Ends every step still running (each runs in a process group of its own). */
function stopAll(): void {
  for (const child of running) {
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
}

/** Runs one step; `live` streams its output, otherwise it is printed when the step ends. */
function runStep(step: Step, live: boolean): Promise<boolean> {
  if (failed && !keepGoing) return Promise.resolve(false);
  const started = performance.now();
  if (live) console.log(`\n▶ ${step.name}`);
  const [command = 'npx', ...args] = step.command;
  const child = spawn(command, args, {
    env: { ...process.env, ...step.env },
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = (performance.now() - started) / 1000;
      const ok = code === 0;
      // A step ended by stopAll after another failed is not a failure of its own.
      if (!ok && signal && failed && !keepGoing) return resolve(false);
      timings.push({ name: step.name, seconds, ok });
      if (!live) {
        console.log(`\n▶ ${step.name} (${seconds.toFixed(1)} s)`);
        process.stdout.write(Buffer.concat(output));
      }
      if (!ok) {
        console.error(`✗ ${step.name} failed (exit ${code ?? signal}).`);
        failed = true;
        if (!keepGoing) stopAll();
      }
      resolve(ok);
    });
  });
}

/** Runs the steps one after another; whether every one passed. */
async function lane(steps: Step[], live: boolean): Promise<boolean> {
  let ok = true;
  for (const step of steps) {
    ok = (await runStep(step, live)) && ok;
    if (!ok && !keepGoing) return false;
  }
  return ok;
}

function summary(): void {
  console.log('\nStep times:');
  for (const { name, seconds, ok } of timings) {
    console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(24)} ${seconds.toFixed(1).padStart(6)} s`);
  }
  console.log(`  total ${(performance.now() / 1000).toFixed(0)} s`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    failed = true;
    stopAll();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

if (await runStep(TYPEGEN, false)) {
  const built = runStep(DENO_TESTS, false).then(() => runStep(E2E_BUILD, false));
  const checks = built.then(() => lane(CHECKS, false));
  const tests = lane(TESTS, true);
  // The browser tests need the builds; with --keep-going they run after the others' failures.
  if ((await built) && ((await tests) || keepGoing)) await runStep(E2E, true);
  await checks;
}
summary();
process.exitCode = failed ? 1 : 0;
