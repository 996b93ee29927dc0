/**
 * First-visit JavaScript of the prerendered pages: the gzip size of every module a page loads
 * before it is interactive (the modules the boot script of scripts/deferred-hydration.ts preloads).
 * `npm run test:e2e` runs it on its build and fails when `/` or a prerendered page with a form is
 * over the budget.
 *
 *   tsx scripts/bundle-budget.ts [client build dir]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { prerenderedPaths } from '../src/app/paths';

/** Budget of each page of `BUDGETED_PATHS`, in bytes of gzip (1 kB = 1000 bytes). */
export const PAGE_BUDGET = 150_000;

/** `/` (with the chat box) and every prerendered page with a form. */
export const BUDGETED_PATHS = ['/', '/contact'] as const;

/** The JavaScript files a prerendered page names (its boot script's module list). */
export function pageModules(html: string): string[] {
  return [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map(([, href]) => href ?? ''))];
}

export function firstVisitBytes(clientDir: string, path: string): number {
  const html = readFileSync(join(clientDir, path, 'index.html'), 'utf8');
  return pageModules(html).reduce(
    (total, href) => total + gzipSync(readFileSync(join(clientDir, href)), { level: 9 }).length,
    0,
  );
}

/**
 * Prints the first-visit JavaScript of the budgeted pages; false (with the reason on stderr) when
 * one is over budget.
 */
export function checkBudgets(clientDir: string): boolean {
  let ok = true;
  for (const path of BUDGETED_PATHS) {
    const bytes = firstVisitBytes(clientDir, path);
    console.log(`First-visit JavaScript of ${path}: ${(bytes / 1000).toFixed(1)} kB gzip`);
    if (bytes > PAGE_BUDGET) {
      console.error(`${path} is over the budget of ${PAGE_BUDGET / 1000} kB gzip.`);
      ok = false;
    }
  }
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDir = process.argv[2] ?? 'build/client';
  for (const path of prerenderedPaths) {
    console.log(
      `${path.padEnd(24)} ${(firstVisitBytes(clientDir, path) / 1000).toFixed(1)} kB gzip`,
    );
  }
  if (!checkBudgets(clientDir)) process.exit(1);
}
