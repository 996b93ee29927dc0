/**
 * First-visit JavaScript of the prerendered pages: the gzip size of every module a page loads
 * before it is interactive (the modules React Router names in the page: its preloads and entry).
 * Pages served by the SPA fallback (/auth, the admin) count the modules of their routes too.
 * `npm run test:e2e` runs it on its build and fails when a page of `BUDGETED_PATHS` is over the
 * JavaScript budget. (That each prerendered page arrives in the first round trip of a connection
 * is measured on the wire, as the host's engine serves it: e2e/first-round-trip.spec.ts.)
 *
 *   tsx scripts/bundle-budget.ts [client build dir]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { prerenderedPaths } from '../src/app/paths';
import { pageFile } from './page-files';

/** Budget of each page of `BUDGETED_PATHS`, in bytes of gzip (1 kB = 1000 bytes). */
export const PAGE_BUDGET = 150_000;

/**
 * Pages that are not prerendered but served by `__spa-fallback.html`, with the id of the route
 * that renders each. Such a page loads the fallback's modules, then the modules of its route and
 * of the route's parents (as the route manifest lists them) before it shows anything.
 */
const SPA_PAGES = {
  '/auth': 'routes/auth',
  '/admin/case-studies': 'routes/admin-case-studies',
} as const;

/**
 * `/` (with the chat box) and every page with a form: /contact and /auth. /auth loads supabase-js
 * only when it may have a session or the form is used, and the data cache not at all. The admin
 * (reached only after signing in) is reported but not held to it: React, React Router and
 * supabase-js, which it needs at once for its data, are already over 150 kB.
 */
export const BUDGETED_PATHS = ['/', '/contact', '/auth'] as const;

/** The JavaScript files a prerendered page names (React Router's preloads and entry imports). */
export function pageModules(html: string): string[] {
  return [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map(([, href]) => href ?? ''))];
}

type RouteManifest = {
  routes: Record<string, { parentId?: string; module: string; imports?: string[] }>;
};

/** The route manifest the fallback page loads (`window.__reactRouterManifest = {…};`). */
function routeManifest(clientDir: string, modules: readonly string[]): RouteManifest {
  const href = modules.find((m) => /\/manifest-[^/]+\.js$/.test(m));
  if (!href) throw new Error('__spa-fallback.html names no route manifest');
  const source = readFileSync(join(clientDir, href), 'utf8');
  const json = source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '');
  return JSON.parse(json) as RouteManifest;
}

/** The modules `path` loads on a first visit. */
function firstVisitModules(clientDir: string, path: string): string[] {
  const routeId = (SPA_PAGES as Record<string, string | undefined>)[path];
  if (!routeId) return pageModules(readFileSync(join(clientDir, pageFile(path)), 'utf8'));
  const modules = pageModules(readFileSync(join(clientDir, '__spa-fallback.html'), 'utf8'));
  const { routes } = routeManifest(clientDir, modules);
  for (let id: string | undefined = routeId; id; id = routes[id]?.parentId) {
    const route = routes[id];
    if (!route) throw new Error(`The route manifest has no route ${id}`);
    modules.push(route.module, ...(route.imports ?? []));
  }
  return [...new Set(modules)];
}

export function firstVisitBytes(clientDir: string, path: string): number {
  return firstVisitModules(clientDir, path).reduce(
    (total, href) => total + gzipSync(readFileSync(join(clientDir, href)), { level: 9 }).length,
    0,
  );
}

/**
 * Prints the first-visit JavaScript of the budgeted pages; false (with the reason on stderr) when
 * one is over its budget.
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
  for (const path of [...prerenderedPaths, ...Object.keys(SPA_PAGES)]) {
    console.log(
      `${path.padEnd(24)} ${(firstVisitBytes(clientDir, path) / 1000).toFixed(1)} kB gzip`,
    );
  }
  if (!checkBudgets(clientDir)) process.exit(1);
}
