/**
 * `npm run test:e2e`: checks for Chromium, starts the local stack on the test port, builds the
 * site against it (so the prerendered case-study pages hold the seeded stories, as a production
 * build holds the published ones) with the CLI's default publishable key, and a second time with
 * the legacy anon JWT for e2e/key-formats.spec.ts, checks the first-visit JavaScript budget of `/`
 * and of the pages with a form (scripts/bundle-budget.ts) and runs the outside validators on the
 * build (scripts/check-html.ts: W3C Nu Html Checker, structured-data-testing-tool, linkinator),
 * then starts the sites on the hosts' engines, all at once (Playwright would start its web servers
 * one after another, and each engine takes seconds), and runs Playwright, which reuses the stack and
 * the sites. Extra arguments go to Playwright (`npm run test:e2e -- e2e/home.spec.ts`). With
 * E2E_SKIP_BUILD=1 the last builds are reused, the validators (which judged them when they were
 * built, and follow links to the stack) are not run again, and the stack starts beside the sites.
 * The second build runs while the validators judge the first, which leave a core idle part of
 * the time (Java's start-up, fetching pages); its output is printed after theirs.
 *
 * `--build-only` stops after the builds and the validators (and stops its stack): `npm test` runs
 * that beside the other tests, then Playwright with E2E_SKIP_BUILD=1 on what it built. With
 * `--low-priority-builds` the two builds run at the lowest priority (they have no time limit), the
 * stack and the validators at normal priority: the validators time their requests to the host
 * engine, and a starved engine misses those limits while other tests keep both cores busy.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

import { isRunning, waitForStack } from '../local-supabase/cli/common';
import { checkBudgets } from './bundle-budget';
import { checkHtml } from './check-html';
import { checkPlaceholders } from './unfilled-placeholders';
import { CHROMIUM_HELP, findChromium, findTestBrowser } from './chromium';
import {
  API_URL,
  E2E_BUILD_DIR,
  E2E_LEGACY_KEY_BUILD_DIR,
  E2E_SITES,
  LEGACY_KEY_SITE_URL,
  SITE_URL,
  SITES_STARTED_ENV,
  STACK_ARGS,
  STACK_ENV,
  STACK_STARTED_ENV,
  WRANGLER_WITHOUT_INSPECTOR,
} from './e2e-env';
import { type RunningHost, startHostEngine } from './host-engine';
import { localPublicEnv } from './local-env';
import { atLowestPriority } from './low-priority';

if (!findChromium()) {
  console.error(CHROMIUM_HELP);
  process.exit(1);
}
if (findTestBrowser() === findChromium()) {
  console.warn(
    "Chromium's headless shell is not installed (sudo apt-get install -y chromium-headless-shell): the tests run in the full browser and take about twice as long.",
  );
}

let stack: ChildProcess | undefined;
const sites: RunningHost[] = [];

async function stopStack(): Promise<void> {
  if (!stack || stack.exitCode !== null) return;
  const exited = new Promise((resolve) => stack?.once('exit', resolve));
  stack.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
}

async function finish(code: number): Promise<never> {
  await Promise.all([stopStack(), ...sites.map((site) => site.stop())]);
  process.exit(code);
}

/** Starts the local stack on the test port, failing if something answers there already. */
async function startStack(): Promise<void> {
  if (await isRunning(API_URL)) {
    console.error(`Something already answers on ${API_URL}: stop it or set E2E_API_PORT.`);
    await finish(1);
  }
  const [command = 'node', ...args] = STACK_ARGS;
  stack = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...STACK_ENV } });
  await waitForStack(API_URL);
}

/** Starts the sites of the run (and the stack, unless it runs) side by side, for Playwright. */
async function startServers(): Promise<void> {
  const started = await Promise.allSettled([
    ...(stack ? [] : [startStack()]),
    ...E2E_SITES.map(async (site) => {
      sites.push(
        await startHostEngine({ ...site, show: 'errors', env: WRANGLER_WITHOUT_INSPECTOR }),
      );
    }),
  ]);
  const failures = started.filter((result) => result.status === 'rejected');
  if (failures.length > 0) {
    for (const { reason } of failures) console.error(String(reason));
    await finish(1);
  }
  playwrightEnv[STACK_STARTED_ENV] = '1';
  playwrightEnv[SITES_STARTED_ENV] = '1';
}
process.on('SIGINT', () => void finish(130));
process.on('SIGTERM', () => void finish(143));

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  return spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;
}

const buildEnv = (env: Record<string, string>, buildDir: string): NodeJS.ProcessEnv => ({
  ...process.env,
  ...env,
  BUILD_DIR: buildDir,
});

/** The build's command, at the lowest priority with --low-priority-builds. */
const [BUILD_COMMAND = 'npx', ...BUILD_ARGS] = process.argv.includes('--low-priority-builds')
  ? atLowestPriority(['npx', 'react-router', 'build'])
  : ['npx', 'react-router', 'build'];

async function build(env: Record<string, string>, buildDir: string): Promise<void> {
  const status = run(BUILD_COMMAND, BUILD_ARGS, buildEnv(env, buildDir));
  if (status !== 0) await finish(status);
}

/** A build in the background, its output kept to be printed when it ends. */
function buildInBackground(
  env: Record<string, string>,
  buildDir: string,
): Promise<{ status: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(BUILD_COMMAND, BUILD_ARGS, {
      env: buildEnv(env, buildDir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => resolve({ status: 1, output: String(error) }));
    child.on('close', (code) =>
      resolve({ status: code ?? 1, output: Buffer.concat(output).toString() }),
    );
  });
}

const buildOnly = process.argv.includes('--build-only');
const OWN_FLAGS = ['--build-only', '--low-priority-builds'];
const playwrightArgs = process.argv.slice(2).filter((arg) => !OWN_FLAGS.includes(arg));
const playwrightEnv: NodeJS.ProcessEnv = { ...process.env };
if (buildOnly && process.env.E2E_SKIP_BUILD) {
  console.error('--build-only builds: leave E2E_SKIP_BUILD unset.');
  process.exit(1);
}
if (!process.env.E2E_SKIP_BUILD) {
  await startStack();
  await build(localPublicEnv({ apiUrl: API_URL, siteUrl: SITE_URL }), E2E_BUILD_DIR);
  const legacyBuild = buildInBackground(
    localPublicEnv({ apiUrl: API_URL, siteUrl: LEGACY_KEY_SITE_URL, keyFormat: 'legacy' }),
    E2E_LEGACY_KEY_BUILD_DIR,
  );
  const placeholdersOk = checkPlaceholders(join(E2E_BUILD_DIR, 'client'));
  const budgetsOk = checkBudgets(join(E2E_BUILD_DIR, 'client')) && placeholdersOk;
  const htmlOk = budgetsOk && (await checkHtml({ clientDir: join(E2E_BUILD_DIR, 'client') }));
  const legacy = await legacyBuild;
  console.log(`\nThe build with the legacy key (${E2E_LEGACY_KEY_BUILD_DIR}):`);
  process.stdout.write(legacy.output);
  if (legacy.status !== 0) await finish(legacy.status);
  if (!htmlOk) await finish(1);
  if (buildOnly) await finish(0);
} else if (!checkBudgets(join(E2E_BUILD_DIR, 'client'))) {
  await finish(1);
}
await startServers();
// Not spawnSync: this process forwards the sites' logs while Playwright runs.
const playwright = spawn('npx', ['playwright', 'test', ...playwrightArgs], {
  stdio: 'inherit',
  env: playwrightEnv,
});
await finish(
  await new Promise<number>((done) => playwright.on('close', (code) => done(code ?? 1))),
);
