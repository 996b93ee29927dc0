import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The unit tests without a `.tsx` ending that use the DOM (a `document`, `window`, browser storage
 * or events): they run in jsdom with the components. Every other `.test.ts` runs in Node, which
 * starts in a fraction of jsdom's time; a test that fails there with "document is not defined"
 * belongs in this list.
 */
const UNIT_TESTS_WITH_DOM = [
  'scripts/content-security-policy.test.ts',
  'src/app/case-studies-data.test.ts',
  'src/components/admin/site-rebuild.test.ts',
  'src/components/admin/use-history-restore.test.ts',
  'src/features/chat/hooks/use-typewriter.test.ts',
  'src/features/chat/voice/transcribe-audio.test.ts',
  'src/features/chat/voice/use-voice-recorder.test.ts',
  'src/features/contact/api/submit-contact.test.ts',
  'src/lib/supabase-lazy.test.ts',
];

/** The first setup file of every project: what `isolate: false` no longer resets per file. */
const FRESH_FILE = './src/testing/fresh-file.ts';

/** What the two unit projects share. */
const UNIT = {
  globals: true,
  setupFiles: [FRESH_FILE, './src/testing/setup-tests.ts'],
  pool: 'threads' as const,
  // user-event typing is slow on a loaded 2-core machine; a generous limit avoids flakes.
  testTimeout: 20_000,
  sequence: { groupOrder: 0 },
};

// Three projects: `unit` renders components in jsdom (no React Router framework plugin);
// `unit-node` runs the other unit tests in Node; `local-supabase` runs in Node against a local
// stack started once in its global setup.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    maxWorkers: 2,
    // A worker keeps its environment and loaded packages from file to file (a fresh jsdom, or
    // PGlite and the stack's modules, for each file cost more than many tests); FRESH_FILE resets
    // the rest.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          ...UNIT,
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', ...UNIT_TESTS_WITH_DOM],
          css: false,
        },
      },
      {
        extends: true,
        test: {
          ...UNIT,
          name: 'unit-node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...UNIT_TESTS_WITH_DOM],
        },
      },
      {
        extends: true,
        test: {
          name: 'local-supabase',
          environment: 'node',
          include: ['local-supabase/**/*.test.ts', 'supabase/tests/**/*.test.ts'],
          globalSetup: ['./local-supabase/test/global-setup.ts'],
          // One shared stack and one database: files run one after another.
          fileParallelism: false,
          setupFiles: [FRESH_FILE],
          // After the unit projects, so they never compete for the CPU.
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
