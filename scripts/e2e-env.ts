/**
 * The settings of an end-to-end run, one definition for `npm run test:e2e` (scripts/test-e2e.ts,
 * which starts the stack and builds the site), playwright.config.ts and the specs in e2e/.
 */

import { type HostEngine, hostEngineAvailable } from './host-engine';

/** Ports of the end-to-end run; override them to run two suites side by side. */
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4173);
export const API_PORT = Number(process.env.E2E_API_PORT ?? 54421);
export const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;
export const API_URL = `http://127.0.0.1:${API_PORT}`;
/** Where `npm run test:e2e` puts the build it tests. */
export const E2E_BUILD_DIR = process.env.E2E_BUILD_DIR ?? '.e2e/build';
/**
 * A second build of the site with the other key format: the legacy anon JWT in
 * VITE_SUPABASE_PUBLISHABLE_KEY instead of the CLI's default `sb_publishable_…` key.
 */
const LEGACY_KEY_SITE_PORT = Number(process.env.E2E_LEGACY_KEY_SITE_PORT ?? SITE_PORT + 100);
export const LEGACY_KEY_SITE_URL = `http://127.0.0.1:${LEGACY_KEY_SITE_PORT}`;
export const E2E_LEGACY_KEY_BUILD_DIR = `${E2E_BUILD_DIR}-legacy-key`;
/**
 * Netlify's engine serves the same build here for e2e/hosting.spec.ts (the address and header
 * rules on both hosts); it also takes the port after next for its functions server.
 * Every other spec runs on Cloudflare Pages' engine (scripts/host-engine.ts).
 */
const NETLIFY_SITE_PORT = Number(process.env.E2E_NETLIFY_SITE_PORT ?? SITE_PORT + 200);
export const NETLIFY_SITE_URL = `http://127.0.0.1:${NETLIFY_SITE_PORT}`;
/** The fake OpenAI-compatible transcription server the voice spec starts (e2e/voice.spec.ts). */
export const FAKE_TRANSCRIBE_PORT = Number(process.env.E2E_TRANSCRIBE_PORT ?? API_PORT + 100);
const FAKE_TRANSCRIBE_URL = `http://127.0.0.1:${FAKE_TRANSCRIBE_PORT}/v1`;

/**
 * How the end-to-end run starts the local Supabase-compatible stack: a fresh temporary database,
 * migrated and seeded, with the admin user (e2e/local-stack.ts has the credentials and an inbox
 * reader). scripts/test-e2e.ts starts it before the build, so the prerendered pages hold the
 * seeded stories; playwright.config.ts reuses it, or starts it for a bare `playwright test`.
 */
export const STACK_ARGS = [
  'node',
  '--import',
  'tsx',
  'local-supabase/main.ts',
  '--port',
  String(API_PORT),
  '--data-dir',
  'temp',
];
export const STACK_COMMAND = STACK_ARGS.join(' ');

export const STACK_ENV: Record<string, string> = {
  LOCAL_SITE_URL: SITE_URL,
  // Voice input transcribes through the fake provider e2e/voice.spec.ts starts there.
  TRANSCRIBE_BASE_URL: FAKE_TRANSCRIBE_URL,
  TRANSCRIBE_API_KEY: 'e2e-transcribe-key',
  // Every browser of the suite connects from 127.0.0.1, which the functions count as one client:
  // the per-address limits are raised so specs do not use up each other's allowance (they are
  // tested with distinct addresses in supabase/tests/).
  RATE_LIMIT_CHAT_PER_IP: '100000',
  RATE_LIMIT_TRANSCRIBE_PER_IP: '100000',
  RATE_LIMIT_CONTACT_PER_IP: '100000',
  RATE_LIMIT_CONTACT_PER_IP_PER_DAY: '100000',
  // submit-contact takes plain form posts from these sites only: every site of the run.
  SITE_URL: [SITE_URL, LEGACY_KEY_SITE_URL, NETLIFY_SITE_URL].join(','),
  // A team answer published in /admin/answers reaches chat-ai within a second (default 30 s).
  AI_TEAM_ANSWER_CACHE_SECONDS: '1',
  // rebuild-site calls the stand-in hook (/__local/deploy-hook); a short window keeps tests quick.
  DEPLOY_HOOK_MIN_INTERVAL_SECONDS: '2',
};

/** Set by scripts/test-e2e.ts when it has started the stack itself; Playwright then reuses it. */
export const STACK_STARTED_ENV = 'E2E_STACK_STARTED';

type Site = { engine: HostEngine; dir: string; port: number };

/**
 * The sites of the run, each a build served by a static host's own engine: the build, the legacy
 * key's build, and (where its engine runs: `hostEngineAvailable`) the build again on Netlify's.
 */
export const E2E_SITES: Site[] = (
  [
    { engine: 'cloudflare', dir: `${E2E_BUILD_DIR}/client`, port: SITE_PORT },
    { engine: 'cloudflare', dir: `${E2E_LEGACY_KEY_BUILD_DIR}/client`, port: LEGACY_KEY_SITE_PORT },
    { engine: 'netlify', dir: `${E2E_BUILD_DIR}/client`, port: NETLIFY_SITE_PORT },
  ] satisfies Site[]
).filter(({ engine }) => hostEngineAvailable(engine));

/**
 * Set by scripts/test-e2e.ts when it has started the sites itself, all at once (Playwright starts
 * its web servers one after another); Playwright then reuses them.
 */
export const SITES_STARTED_ENV = 'E2E_SITES_STARTED';

/**
 * `wrangler pages dev` connects a devtools inspector to the worker that serves the site and writes
 * every network event of it (about ten per request) to its debug log file: that costs more
 * processor time than serving the request, and the suite makes tens of thousands. Wrangler leaves
 * the inspector out in a VS Code debug terminal, which it knows by this variable; nothing else
 * reads it without VS Code's bootloader in NODE_OPTIONS. What the engine answers is the same.
 */
export const WRANGLER_WITHOUT_INSPECTOR = { VSCODE_INSPECTOR_OPTIONS: '{}' };

/**
 * The browsers of the suite reach this machine only: every other request goes to this proxy, where
 * nothing listens (port 9, discard), and fails at once without leaving; e2e/fixtures.ts fails the
 * test that made it. Addresses of this machine bypass it.
 */
export const OFFLINE_PROXY = {
  server: 'http://127.0.0.1:9',
  bypass: '127.0.0.1,localhost,[::1]',
};
