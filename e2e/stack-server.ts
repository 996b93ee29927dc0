/**
 * How the end-to-end run starts the local Supabase-compatible stack: a fresh temporary database,
 * migrated and seeded, with the admin user (e2e/local-stack.ts has the credentials and an inbox
 * reader). One definition for playwright.config.ts and scripts/test-e2e.ts, which starts it before
 * the build so the prerendered pages hold the seeded stories.
 */
import { API_PORT, FAKE_TRANSCRIBE_URL, SITE_URL } from './ports';

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
  // rebuild-site calls the stand-in hook (/__local/deploy-hook); a short window keeps tests quick.
  DEPLOY_HOOK_MIN_INTERVAL_SECONDS: '2',
};

/** Set by scripts/test-e2e.ts when it has started the stack itself; Playwright then reuses it. */
export const STACK_STARTED_ENV = 'E2E_STACK_STARTED';
