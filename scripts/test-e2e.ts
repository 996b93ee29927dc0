/**
 * `npm run test:e2e`: checks for Chromium, builds the site against the local stack's test ports
 * (with the CLI's default publishable key, and a second time with the legacy anon JWT for
 * e2e/key-formats.spec.ts) while a throw-away local stack answers on the API port (the build reads
 * the published case studies), checks the first-visit JavaScript budget of `/`, then runs
 * Playwright, which starts a fresh stack with the same seed. Extra arguments go to Playwright
 * (`npm run test:e2e -- e2e/home.spec.ts`).
 */
import { spawn, spawnSync } from 'node:child_process';
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

/** Runs `build` while a throw-away local stack (seeded like Playwright's) answers on API_URL. */
async function withStack<T>(build: () => T): Promise<T> {
  const stack = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'local-supabase/main.ts',
      '--port',
      new URL(API_URL).port,
      '--data-dir',
      'temp',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const stopped = new Promise((resolve) => stack.once('exit', resolve));
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (stack.exitCode !== null) throw new Error('The local stack for the build did not start.');
      const healthy = await fetch(`${API_URL}/__local/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      if (Date.now() > deadline) throw new Error('The local stack for the build did not start.');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return build();
  } finally {
    stack.kill('SIGTERM');
    await stopped;
  }
}

if (!process.env.E2E_SKIP_BUILD) {
  const build = (env: NodeJS.ProcessEnv) =>
    spawnSync('npx', ['react-router', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    }).status ?? 1;
  // Both builds run while the stack answers; the stack is stopped before a failure exits.
  const status = await withStack(
    () =>
      build({
        ...localPublicEnv({ apiUrl: API_URL, siteUrl: SITE_URL }),
        BUILD_DIR: E2E_BUILD_DIR,
      }) ||
      build({
        ...localPublicEnv({ apiUrl: API_URL, siteUrl: LEGACY_KEY_SITE_URL, keyFormat: 'legacy' }),
        BUILD_DIR: E2E_LEGACY_KEY_BUILD_DIR,
      }),
  );
  if (status !== 0) process.exit(status);
}

if (!checkHomeBudget(join(E2E_BUILD_DIR, 'client'))) process.exit(1);
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
