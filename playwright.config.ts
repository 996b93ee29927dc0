import { defineConfig, devices } from '@playwright/test';

import {
  API_PORT,
  API_URL,
  E2E_BUILD_DIR,
  E2E_LEGACY_KEY_BUILD_DIR,
  LEGACY_KEY_SITE_PORT,
  LEGACY_KEY_SITE_URL,
  NETLIFY_SITE_PORT,
  NETLIFY_SITE_URL,
  OFFLINE_PROXY,
  SITE_PORT,
  SITE_URL,
  STACK_COMMAND,
  STACK_ENV,
  STACK_STARTED_ENV,
} from './scripts/e2e-env';
import { CHROMIUM_ARGS, findTestBrowser } from './scripts/chromium';
import { type HostEngine, hostEngineAvailable } from './scripts/host-engine';

/**
 * A static host's own engine serving a build, as a web server entry: `npm run preview`'s command
 * (scripts/host-engine.ts), which leaves out the engine's log lines about visitors that left early.
 */
function hostEngine(engine: HostEngine, dir: string, port: number, url: string) {
  return {
    command: `node --import tsx scripts/host-engine.ts --engine ${engine} --dir ${dir} --port ${port}`,
    url: `${url}/`,
    reuseExistingServer: false,
    timeout: 90_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    env: WRANGLER_WITHOUT_INSPECTOR,
  };
}

/**
 * `wrangler pages dev` connects a devtools inspector to the worker that serves the site and writes
 * every network event of it (about ten per request) to its debug log file: that costs more
 * processor time than serving the request, and the suite makes tens of thousands. Wrangler leaves
 * the inspector out in a VS Code debug terminal, which it knows by this variable; nothing else
 * reads it without VS Code's bootloader in NODE_OPTIONS. What the engine answers is the same.
 */
const WRANGLER_WITHOUT_INSPECTOR = { VSCODE_INSPECTOR_OPTIONS: '{}' };

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
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
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
    hostEngine('cloudflare', `${E2E_BUILD_DIR}/client`, SITE_PORT, SITE_URL),
    // The same site built with the legacy anon JWT as its key (e2e/key-formats.spec.ts).
    hostEngine(
      'cloudflare',
      `${E2E_LEGACY_KEY_BUILD_DIR}/client`,
      LEGACY_KEY_SITE_PORT,
      LEGACY_KEY_SITE_URL,
    ),
    ...(hostEngineAvailable('netlify')
      ? [hostEngine('netlify', `${E2E_BUILD_DIR}/client`, NETLIFY_SITE_PORT, NETLIFY_SITE_URL)]
      : []),
  ],
  metadata: { apiPort: API_PORT },
});
