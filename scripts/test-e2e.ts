/**
 * `npm run test:e2e`: checks for Chromium, builds the site against the local stack's test ports
 * (with the CLI's default publishable key, and a second time with the legacy anon JWT for
 * e2e/key-formats.spec.ts), checks the first-visit JavaScript budget of `/`, then runs Playwright.
 * Extra arguments go to Playwright (`npm run test:e2e -- e2e/home.spec.ts`).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

import {
  API_URL,
  E2E_BUILD_DIR,
  E2E_LEGACY_KEY_BUILD_DIR,
  LEGACY_KEY_SITE_URL,
  SITE_URL,
} from '../e2e/ports';
import { checkHomeBudget } from './bundle-budget';
import { CHROMIUM_HELP, findChromium } from './chromium';
import { localPublicEnv } from './local-env';

if (!findChromium()) {
  console.error(CHROMIUM_HELP);
  process.exit(1);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.env.E2E_SKIP_BUILD) {
  run('npx', ['react-router', 'build'], {
    ...process.env,
    ...localPublicEnv({ apiUrl: API_URL, siteUrl: SITE_URL }),
    BUILD_DIR: E2E_BUILD_DIR,
  });
  run('npx', ['react-router', 'build'], {
    ...process.env,
    ...localPublicEnv({ apiUrl: API_URL, siteUrl: LEGACY_KEY_SITE_URL, keyFormat: 'legacy' }),
    BUILD_DIR: E2E_LEGACY_KEY_BUILD_DIR,
  });
}

if (!checkHomeBudget(join(E2E_BUILD_DIR, 'client'))) process.exit(1);
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
