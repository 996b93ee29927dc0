import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two projects: `unit` renders components directly in jsdom (no React Router framework plugin);
// `local-supabase` runs in Node against a local stack started once in its global setup.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          globals: true,
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup-tests.ts'],
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          pool: 'threads',
          css: false,
          // user-event typing is slow on a loaded 2-core machine; a generous limit avoids flakes.
          testTimeout: 20_000,
          sequence: { groupOrder: 0 },
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
          // After the jsdom project, so the two never compete for the CPU.
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
