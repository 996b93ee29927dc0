import { defineConfig, devices } from '@playwright/test';

import {
  API_PORT,
  API_URL,
  E2E_BUILD_DIR,
  FAKE_TRANSCRIBE_URL,
  SITE_PORT,
  SITE_URL,
} from './e2e/ports';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium';

/**
 * End-to-end tests drive Debian's Chromium against a production build of the site, served like a
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: `npx tsx scripts/serve-static.ts --dir ${E2E_BUILD_DIR}/client --port ${SITE_PORT}`,
      url: `${SITE_URL}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The local Supabase-compatible stack with a throw-away database. Its functions get the
      // TRANSCRIBE_* variables below: voice input transcribes through the fake provider that
      // e2e/voice.spec.ts starts on FAKE_TRANSCRIBE_URL.
      command: `npx tsx local-supabase/main.ts --port ${API_PORT} --data-dir temp --quiet`,
      url: `${API_URL}/__local/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      env: { TRANSCRIBE_BASE_URL: FAKE_TRANSCRIBE_URL, TRANSCRIBE_API_KEY: 'e2e-transcribe-key' },
    },
  ],
  metadata: { apiPort: API_PORT },
});
