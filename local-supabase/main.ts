/**
 * `npm run local:start`: starts the local stack in the foreground.
 *   --port <n>         (env LOCAL_SUPABASE_PORT, default api.port of supabase/config.toml)
 *   --data-dir <path>  (env LOCAL_SUPABASE_DATA_DIR; `memory` or `temp` for throw-away data)
 *   --reset            wipe the database first
 * With DATABASE_URL set it uses that PostgreSQL server instead of PGlite.
 */
import { parseArgs } from 'node:util';

import { type ProjectConfig, readProjectConfig } from './project-config';
import { startLocalStack } from './server';
import { describeUpgrade } from './upgrade';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    'data-dir': { type: 'string' },
    reset: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
  },
});

let config: ProjectConfig;
try {
  config = readProjectConfig();
} catch (error) {
  // A wrong value in supabase/config.toml: say which, without a stack trace.
  console.error(`local-supabase: ${(error as Error).message}`);
  process.exit(1);
}
const port = Number(values.port ?? process.env.LOCAL_SUPABASE_PORT ?? config.apiPort);
const stack = await startLocalStack({
  config,
  port,
  dataDir: values['data-dir'],
  reset: values.reset,
  quiet: values.quiet,
}).catch((error: unknown) => {
  console.error(`local-supabase failed to start: ${(error as Error).message}`);
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Port ${port} is in use: is the stack already running? (npm run local:status)`);
  }
  process.exit(1);
});

if (stack.upgrade) console.log(describeUpgrade(stack.upgrade, stack.upgrade.dataDir));
const { applied, seeded, total } = stack.setup;
console.log(
  applied.length > 0
    ? `Applied ${applied.length} migration(s): ${applied.join(', ')}${seeded ? ' (and the seed)' : ''}`
    : `Database up to date: all ${total} migrations applied.`,
);
console.log(`local-supabase ready on ${stack.url} (${stack.dataDescription})
  API URL:      ${stack.url}
  Inbox:        ${stack.url}/__local/inbox
  Admin login:  ${stack.admin.email} / ${stack.admin.password}
  Publishable:  ${stack.ctx.keys.publishable}   (or the legacy anon JWT: npm run local:status)`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  // Never hang on shutdown: exit after 3 s even if a close step stalls.
  setTimeout(() => process.exit(0), 3000).unref();
  await stack.close().catch((error: unknown) => console.error(error));
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
