import { defineConfig, devices } from '@playwright/test';

import {
  API_PORT,
  API_URL,
  E2E_BUILD_DIR,
  E2E_LEGACY_KEY_BUILD_DIR,
  FAKE_TRANSCRIBE_URL,
  LEGACY_KEY_SITE_PORT,
  LEGACY_KEY_SITE_URL,
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
      // The local Supabase-compatible stack: a fresh temporary database per run, migrated, seeded,
      // with the admin user (e2e/local-stack.ts has the credentials and an inbox reader).
      command: `node --import tsx local-supabase/main.ts --port ${API_PORT} --data-dir temp`,
      url: `${API_URL}/__local/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      // Voice input transcribes through the fake provider e2e/voice.spec.ts starts there. Every
      // browser of the suite connects from 127.0.0.1, which the functions count as one client:
      // the per-address limits are raised so specs do not use up each other's allowance (they are
      // tested with distinct addresses in supabase/tests/).
      env: {
        LOCAL_SITE_URL: SITE_URL,
        TRANSCRIBE_BASE_URL: FAKE_TRANSCRIBE_URL,
        TRANSCRIBE_API_KEY: 'e2e-transcribe-key',
        RATE_LIMIT_CHAT_PER_IP: '100000',
        RATE_LIMIT_TRANSCRIBE_PER_IP: '100000',
      },
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
