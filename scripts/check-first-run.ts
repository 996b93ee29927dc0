/**
 * `npm run check:first-run`: what a newcomer does on a fresh clone, checked. Copies `.env.example`
 * to `.env.local`, starts `npm run dev` with an empty Vite dependency cache (as on the very first
 * start), loads every public page once in Chromium, then stops dev and removes `.env.local` again.
 *
 * It fails when
 * - a page logs a console error or throws,
 * - a page does something its Content-Security-Policy (report-only in dev) refuses,
 * - a page loads more than once (Vite reloads pages when it discovers a dependency late),
 * - a page asks for anything outside this machine (dev must work offline),
 * - the dev log shows a warning, a deprecation, or Vite optimising dependencies after start-up,
 * - a page does not hydrate.
 *
 * It refuses to run when `.env.local` already exists (it never overwrites a developer's settings).
 * Ports: `PORT` (site, default 5173) and `LOCAL_SUPABASE_PORT` (stack, default 54321), as for
 * `npm run dev`. The stack runs on a throw-away database unless `LOCAL_SUPABASE_DATA_DIR` is set.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, rmSync } from 'node:fs';

import { chromium } from '@playwright/test';

import { prerenderedPaths } from '../src/app/paths';
import { CHROMIUM_ARGS, CHROMIUM_HELP, findChromium } from './chromium';
import { devLogProblems } from './first-run-log';

const SITE_PORT = Number(process.env.PORT ?? 5173);
const SITE_URL = `http://localhost:${SITE_PORT}`;
const ENV_FILE = '.env.local';
/** Vite's pre-bundled dependencies; removed so the check sees a first start. */
const VITE_DEPS_CACHE = 'node_modules/.vite';
/** How long a page must stay quiet after it hydrated before it counts as loaded once. */
const SETTLE_MS = 1_000;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const chromiumPath = findChromium();
if (!chromiumPath) {
  console.error(CHROMIUM_HELP);
  process.exit(1);
}
if (existsSync(ENV_FILE)) {
  console.error(
    `${ENV_FILE} exists: the first-run check copies .env.example there itself. Move yours aside first.`,
  );
  process.exit(1);
}

copyFileSync('.env.example', ENV_FILE);
rmSync(VITE_DEPS_CACHE, { recursive: true, force: true });

const log: string[] = [];
const startedAt = Date.now();
// In its own process group, so that stopping it stops everything it started.
const dev = spawn('npm', ['run', 'dev'], {
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    LOCAL_SUPABASE_DATA_DIR: process.env.LOCAL_SUPABASE_DATA_DIR ?? 'temp',
    // A terminal's colours would only get in the way of reading the log.
    NO_COLOR: '1',
    FORCE_COLOR: '0',
  },
});
for (const stream of [dev.stdout, dev.stderr]) {
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    process.stdout.write(chunk.replace(/^(?=.)/gm, '  dev │ '));
    log.push(...chunk.split('\n'));
  });
}

async function stopDev(): Promise<void> {
  if (!dev.pid || dev.exitCode !== null) return;
  const exited = new Promise((resolve) => dev.once('exit', resolve));
  process.kill(-dev.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 8_000))]);
  if (dev.exitCode === null) process.kill(-dev.pid, 'SIGKILL');
}

async function finish(problems: string[]): Promise<never> {
  await stopDev();
  rmSync(ENV_FILE, { force: true });
  if (problems.length > 0) {
    console.error(`\nFirst run: ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nFirst run: every page loaded once, without errors or warnings.');
  process.exit(0);
}
process.on('SIGINT', () => void finish(['interrupted']));

const devExited = new Promise<number>((resolve) => dev.once('exit', (code) => resolve(code ?? 1)));

async function siteAnswers(): Promise<boolean> {
  try {
    return (await fetch(`${SITE_URL}/`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

const deadline = Date.now() + 180_000;
while (!(await siteAnswers())) {
  if (dev.exitCode !== null)
    await finish([`npm run dev exited (${await devExited}) before serving`]);
  if (Date.now() > deadline) await finish([`nothing answered on ${SITE_URL} within 180 s`]);
  await new Promise((resolve) => setTimeout(resolve, 500));
}
console.log(
  `\nnpm run dev serves ${SITE_URL} after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
);

/** Loads every public page once in Chromium; adds what went wrong to `problems`. */
async function visitPublicPages(problems: string[]): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    let current = '';
    let loads = 0;
    page.on('load', () => loads++);
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${current}: console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${current}: uncaught ${error.message}`));
    // Dev reports violations of the policy without blocking (and logs them only as info).
    await page.exposeFunction('__reportCspViolation', (violation: string) => {
      problems.push(`${current}: Content-Security-Policy refuses ${violation}`);
    });
    await page.addInitScript(() => {
      addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as Record<string, (v: string) => void>)
          .__reportCspViolation;
        report?.(`${event.effectiveDirective} ${event.blockedURI}`);
      });
    });
    await page.route(
      (url) => !LOCAL_HOSTS.has(url.hostname),
      async (route) => {
        problems.push(`${current}: request leaves this machine: ${route.request().url()}`);
        await route.abort('blockedbyclient');
      },
    );

    const visit = async (path: string): Promise<void> => {
      current = path;
      loads = 0;
      const started = Date.now();
      await page.goto(`${SITE_URL}${path}`, { waitUntil: 'load', timeout: 120_000 });
      try {
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
      } catch {
        problems.push(`${path}: did not hydrate within 60 s`);
      }
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(SETTLE_MS);
      await page.waitForLoadState('networkidle');
      if (loads !== 1) problems.push(`${path}: loaded ${loads} times (a reload)`);
      console.log(`  ${path}: ${Date.now() - started} ms, ${loads} load(s)`);
    };

    for (const path of [...prerenderedPaths, '/auth']) {
      await visit(path);
      if (path === '/case-studies') {
        // One story page too: the list links to the published ones by slug.
        const story = await page
          .locator('main a[href^="/case-studies/"]')
          .first()
          .getAttribute('href', { timeout: 5_000 })
          .catch(() => null);
        if (story) await visit(story);
        else problems.push('/case-studies: no published story linked from the list');
      }
    }
  } finally {
    await browser.close();
  }
}

const problems: string[] = [];
try {
  await visitPublicPages(problems);
} catch (error) {
  // A page that never loads, or a browser that dies: still stop dev and remove .env.local.
  problems.push(`stopped: ${error instanceof Error ? error.message : String(error)}`);
}

problems.push(...devLogProblems(log));
await finish(problems);
