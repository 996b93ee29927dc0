/**
 * First-visit JavaScript of the prerendered pages: the gzip size of every module a page loads
 * before it is interactive (the modules the boot script of scripts/deferred-hydration.ts preloads).
 * `npm run test:e2e` runs it on its build and fails when `/` is above its budget of 150 kB gzip.
 *
 *   tsx scripts/bundle-budget.ts [client build dir]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { prerenderedPaths } from '../src/app/paths';

/** Budget for `/`, in bytes of gzip (1 kB = 1000 bytes). */
export const HOME_BUDGET = 150_000;

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

/** Prints the first-visit JavaScript of `/`; false (with the reason on stderr) when over budget. */
export function checkHomeBudget(clientDir: string): boolean {
  const home = firstVisitBytes(clientDir, '/');
  console.log(`First-visit JavaScript of /: ${(home / 1000).toFixed(1)} kB gzip`);
  if (home <= HOME_BUDGET) return true;
  console.error(`That is over the budget of ${HOME_BUDGET / 1000} kB gzip.`);
  return false;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDir = process.argv[2] ?? 'build/client';
  for (const path of prerenderedPaths) {
    console.log(
      `${path.padEnd(24)} ${(firstVisitBytes(clientDir, path) / 1000).toFixed(1)} kB gzip`,
    );
  }
  if (!checkHomeBudget(clientDir)) process.exit(1);
}
