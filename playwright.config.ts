import { defineConfig, devices } from '@playwright/test';

import {
  API_PORT,
  API_URL,
  E2E_BUILD_DIR,
  E2E_LEGACY_KEY_BUILD_DIR,
  LEGACY_KEY_SITE_PORT,
  LEGACY_KEY_SITE_URL,
  SITE_PORT,
  SITE_URL,
  STACK_COMMAND,
  STACK_ENV,
  STACK_STARTED_ENV,
} from './scripts/e2e-env';
import { CHROMIUM_ARGS, findTestBrowser } from './scripts/chromium';

/**
 * End-to-end tests drive Debian's Chromium (its headless shell where installed) against a production build of the site, served like a
 * static host serves it. Run them with `npm run test:e2e`, which builds first.
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
    launchOptions: { executablePath: findTestBrowser(), args: CHROMIUM_ARGS },
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
    {
      command: `npx tsx scripts/serve-static.ts --dir ${E2E_BUILD_DIR}/client --port ${SITE_PORT}`,
      url: `${SITE_URL}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The same site built with the legacy anon JWT as its key (e2e/key-formats.spec.ts).
      command: `npx tsx scripts/serve-static.ts --dir ${E2E_LEGACY_KEY_BUILD_DIR}/client --port ${LEGACY_KEY_SITE_PORT}`,
      url: `${LEGACY_KEY_SITE_URL}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
  metadata: { apiPort: API_PORT },
});
