/**
 * `npm run build:local`: the production build against the running local stack, as a static host
 * would build it against a hosted project: the published case studies are read from the stack
 * and prerendered, and the site's URL is that of `npm run preview` (http://localhost:4173).
 *
 *   tsx scripts/build-local.ts [--api-url http://127.0.0.1:54321] [--site-url http://localhost:4173]
 *
 * BUILD_DIR moves the output (default build/). The stack must be running (`npm run local:start`,
 * or `npm run dev`).
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

import { isRunning, localApiUrl } from '../local-supabase/cli/common';
import { localPublicEnv } from './local-env';

export const PREVIEW_SITE_URL = 'http://localhost:4173';

const { values } = parseArgs({
  options: {
    'api-url': { type: 'string', default: localApiUrl() },
    'site-url': { type: 'string', default: PREVIEW_SITE_URL },
  },
});
const apiUrl = values['api-url'];
const siteUrl = values['site-url'];

if (!(await isRunning(apiUrl))) {
  console.error(
    `No local stack answers on ${apiUrl}: start it first (\`npm run local:start\` in another terminal), then run \`npm run build:local\` again.`,
  );
  process.exit(1);
}

console.log(`Building against the local stack ${apiUrl} for ${siteUrl}.`);
const result = spawnSync('npx', ['react-router', 'build'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...localPublicEnv({ apiUrl, siteUrl }),
    NODE_ENV: 'production',
  },
});
process.exit(result.status ?? 1);
