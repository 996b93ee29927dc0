import { readdirSync, readFileSync } from 'node:fs';

import { defineConfig, devices } from '@playwright/test';

import {
  API_PORT,
  API_URL,
  E2E_SITES,
  OFFLINE_PROXY,
  SITE_URL,
  SITES_STARTED_ENV,
  STACK_COMMAND,
  STACK_ENV,
  STACK_STARTED_ENV,
  WRANGLER_WITHOUT_INSPECTOR,
} from './scripts/e2e-env';
import { CHROMIUM_ARGS, findTestBrowser } from './scripts/chromium';

/**
 * A static host's own engine serving a build, as a web server entry: `npm run preview`'s command
 * (scripts/host-engine.ts), which leaves out the engine's log lines about visitors that left early.
 */
function hostEngine({ engine, dir, port }: (typeof E2E_SITES)[number]) {
  return {
    command: `node --import tsx scripts/host-engine.ts --engine ${engine} --dir ${dir} --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: process.env[SITES_STARTED_ENV] === '1',
    timeout: 90_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    env: WRANGLER_WITHOUT_INSPECTOR,
  };
}

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

/**
 * The spec files with groups whose tests run one after another (`mode: 'serial'` or `'default'`:
 * the voice spec, and the specs that take the case-study list's lock, `changesTheCaseStudyList` in
 * e2e/cms-helpers.ts, whose groups also run one at a time, about a third of the suite's time).
 * Playwright queues tests in the order of their files: queued late (by name), such a group ended
 * the run on one worker while the other sat idle. Queued first, they run from the start while the
 * other worker takes the rest.
 */
const E2E_DIR = new URL('./e2e/', import.meta.url);
const SPECS_WITH_LONG_GROUPS = readdirSync(E2E_DIR).filter(
  (name) =>
    name.endsWith('.spec.ts') &&
    /mode: '(serial|default)'/.test(readFileSync(new URL(name, E2E_DIR), 'utf8')),
);

/**
 * End-to-end tests drive Debian's Chromium (its headless shell where installed) against a
 * production build of the site, served by Cloudflare Pages' own engine (and, for the address and
 * header rules, by Netlify's too). Run them with `npm run test:e2e`, which builds first.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: SITE_URL,
    // Recording a trace costs about a fifth of the suite's time, so only a retry records one
    // (CI retries once); locally, add `--trace retain-on-failure` to keep the trace of a failure.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: findTestBrowser(),
      // The compositor in the browser's own process rather than a GPU process of its own (which
      // composites in software here anyway): the same frames, for about a sixth less of the
      // browser's processor time.
      args: [...CHROMIUM_ARGS, '--in-process-gpu'],
      proxy: OFFLINE_PROXY,
    },
  },
  // One project in two parts of the same name (`--project desktop` selects both): the specs with
  // long groups first, then the others.
  projects: [
    { name: 'desktop', use: DESKTOP, testMatch: SPECS_WITH_LONG_GROUPS },
    { name: 'desktop', use: DESKTOP, testIgnore: SPECS_WITH_LONG_GROUPS },
  ],
  webServer: [
    {
      // The local Supabase-compatible stack (scripts/e2e-env.ts). `npm run test:e2e` starts it
      // before the build and Playwright reuses it; a bare `playwright test` starts a fresh one.
      command: STACK_COMMAND,
      url: `${API_URL}/__local/health`,
      reuseExistingServer: process.env[STACK_STARTED_ENV] === '1',
      timeout: 120_000,
      env: STACK_ENV,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    // The sites, on the hosts' own engines (Netlify's where it runs here).
    ...E2E_SITES.map(hostEngine),
  ],
  metadata: { apiPort: API_PORT },
});
