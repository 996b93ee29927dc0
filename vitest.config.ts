import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests run without the React Router framework plugin: components are rendered directly.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    pool: 'threads',
    maxWorkers: 2,
    css: false,
  },
});
