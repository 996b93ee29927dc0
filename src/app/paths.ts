// Relative, not '@/…': the build configuration (vite and react-router configs) loads this file.
import { CONTACT_RESULT_PATHS } from '../../supabase/functions/_shared/contact-contract.ts';
import { locales, localizedPath } from '../lib/locale.ts';

/** The public pages by their English path; each also exists in German under /de. */
export const publicPaths = [
  '/',
  '/about',
  '/contact',
  '/ai-agents',
  '/partners',
  '/case-studies',
  '/ai-speedboat-workshop',
  '/grid',
  '/privacy',
  '/terms',
  '/imprint',
] as const;

/** A set of English paths in every edition: `/about` → `/about`, `/de/about`. */
export function inEveryEdition(paths: readonly string[]): string[] {
  return locales.flatMap((locale) => paths.map((path) => localizedPath(path, locale)));
}

/** Public routes rendered to static HTML at build time, both editions (also the sitemap). */
export const prerenderedPaths = inEveryEdition(publicPaths);

/**
 * Pages rendered to static HTML but kept out of the sitemap and search results (`noindex`): where
 * the contact form leads when it is posted before the page's script has run.
 */
export const unlistedPrerenderedPaths = inEveryEdition(Object.values(CONTACT_RESULT_PATHS));

/**
 * Where the not-found page is prerendered, in each edition, for the build to write the pages a
 * static host answers unknown addresses with (`404.html`, `de/404.html`; scripts/host-files.ts).
 * Nothing is served at these addresses: the build removes the pages once it has read them.
 */
export const notFoundPagePaths = inEveryEdition(['/404']);

/**
 * Paths of the app alone (sign-in, the admin area): never prerendered, so a static host serves them
 * the SPA fallback with status 200 (the build's `_redirects`, scripts/host-files.ts). Every other
 * path without a file is answered with the not-found page and status 404. `/*` covers the paths
 * below.
 */
export const appOnlyPaths = ['/auth', '/admin/*'] as const;

/**
 * Environment variable that lets `npm run build` build without the published case studies (no
 * backend needed): `/case-studies` then loads them in the browser, and no story page is
 * prerendered. Without it, a build that cannot read them fails.
 */
export const BUILD_WITHOUT_CASE_STUDIES = 'BUILD_WITHOUT_CASE_STUDIES';

/** Whether `env` asks for a build without case studies (set to anything but '', '0' or 'false'). */
export function buildsWithoutCaseStudies(env: Record<string, string | undefined>): boolean {
  const value = env[BUILD_WITHOUT_CASE_STUDIES]?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== '0' && value !== 'false';
}
