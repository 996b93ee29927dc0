/**
 * Data of the public case-study pages. Each route owns its own: `/case-studies` (the list route)
 * the published stories as cards, `/case-studies/:slug` (the story route) one story.
 *
 * - At build time each route's `loader` reads from the configured Supabase project, so the
 *   prerendered HTML holds the data (and `/case-studies/<id>` and every earlier slug of a renamed
 *   story become redirect pages). The dev server runs the same loaders on every request: a story
 *   asked for by its id or an earlier slug answers 301, an unknown one 404.
 * - In the browser each route's `clientLoader` reads live on every client navigation and on the
 *   SPA fallback (a story published after the build). Once a prerendered page is idle, it reads
 *   its data again and revalidates when it changed since the build (`useLiveAfterBuild`), so a page
 *   shows what was published since. If the backend cannot be reached, a prerendered page keeps
 *   the copy it was built with.
 *
 * A story that does not exist or is not published is a 404 route error (`isCaseStudyNotFound`),
 * which the story route's error boundary shows as the not-found page.
 *
 * Images: a prerendered page names the site's copies of the stories' stored images
 * (`/media/<bucket>/<file>`, copied into the build by scripts/site-media.ts), so a phone loads them
 * over the page's own connection; read live, a story names its storage URLs, and the page keeps
 * showing each image it was built with from the site (`useSiteCopies`).
 *
 * Reading goes through `@/lib/public-rest` (a plain PostgREST GET), so public pages never load
 * supabase-js.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { data, isRouteErrorResponse, redirect, replace, useRevalidator } from 'react-router';

import { toast } from '@/components/ui/use-toast';
import { caseStudiesContent } from '@/content/case-studies';
import {
  type CaseStudyCard,
  findPublishedCaseStudy,
  findRenamedCaseStudy,
  listPublishedCaseStudies,
} from '@/features/case-studies';
import { type CaseStudy, caseStudyPath } from '@/lib/case-study';
import {
  siteCopiesIn,
  siteCopyPath,
  type StoryImages,
  withImageUrls,
} from '@/lib/case-study-images';
import { type Locale, localizedPath } from '@/lib/locale';
import { whenIdleAfterLoad } from '@/lib/idle';
import type { PublicApiConfig } from '@/lib/public-rest';
import { publicApiConfig } from '@/lib/public-settings';

import { BUILD_WITHOUT_CASE_STUDIES, buildsWithoutCaseStudies } from './paths';

/**
 * Where the data comes from: `build` = the prerendered copy (checked once the page is idle),
 * `live` = read from the API just now, `stale` = the API could not be reached, so the page shows
 * the copy it was built with.
 */
type Freshness = 'build' | 'live' | 'stale';

/** The list route's data. */
export type CaseStudyListData = {
  /** Null while not known: a build without case studies, or a failed load. */
  stories: CaseStudyCard[] | null;
  failed: boolean;
  freshness: Freshness;
};

/**
 * Images a prerendered page has written into itself: the `data:` URL of a file, keyed by the URL
 * the story names it by (src/app/inline-images.server.ts).
 */
export type InlineImages = Readonly<Record<string, string>>;

/** The story route's data; `inlineImages` only from the build. */
export type CaseStudyData = { story: CaseStudy; freshness: Freshness; inlineImages?: InlineImages };

class CaseStudyNotFound extends Error {
  constructor(ref: string) {
    super(`No published case study "${ref}".`);
    this.name = 'CaseStudyNotFound';
  }
}

/** The story exists under another name (its id, an earlier slug): its canonical path. */
class CaseStudyMoved extends Error {
  constructor(readonly path: string) {
    super(`The case study lives at ${path}.`);
    this.name = 'CaseStudyMoved';
  }
}

/** The route error of a story that does not exist or is not published: HTTP 404. */
function notFound() {
  return data(null, { status: 404, statusText: 'Not Found' });
}

/** Whether a route error is the 404 of an unknown or unpublished story (or any other 404). */
export function isCaseStudyNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/**
 * The story named by `ref`: its slug, its id, or an earlier slug (a renamed story). Anything but
 * the current slug throws `CaseStudyMoved` with the canonical path; a story that is not published
 * under any of these names throws `CaseStudyNotFound`.
 */
async function readStory(
  ref: string,
  config: PublicApiConfig,
  signal?: AbortSignal,
): Promise<{ story: CaseStudy }> {
  const story = await findPublishedCaseStudy(config, ref, signal);
  if (story) {
    if (story.slug !== ref) throw new CaseStudyMoved(caseStudyPath(story));
    return { story };
  }
  const renamed = await findRenamedCaseStudy(config, ref, signal);
  if (renamed) throw new CaseStudyMoved(caseStudyPath(renamed));
  throw new CaseStudyNotFound(ref);
}

async function readList(
  config: PublicApiConfig,
  signal?: AbortSignal,
): Promise<Omit<CaseStudyListData, 'freshness'>> {
  return { stories: await listPublishedCaseStudies(config, signal), failed: false };
}

function buildApiConfig(): PublicApiConfig {
  const config = publicApiConfig(import.meta.env);
  if (!config) {
    throw new Error(
      `Prerendering case studies needs VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY (or ${BUILD_WITHOUT_CASE_STUDIES}=1).`,
    );
  }
  return config;
}

/**
 * The environment variables of the build: prerendering runs these loaders in Node, whose
 * `process.env` the browser does not have (and the app's types do not declare).
 */
function buildEnvironment(): Record<string, string | undefined> {
  const node = globalThis as { process?: { env: Record<string, string | undefined> } };
  return node.process?.env ?? {};
}

/**
 * Build time (prerender) and the dev server: the data as published now. A story asked for by
 * another name answers with a permanent redirect (a redirect page in the static build, a 301 from
 * the dev server), an unknown one with 404. Fails the build when it cannot read them.
 */
async function atBuild<T>(read: (config: PublicApiConfig) => Promise<T>, locale: Locale = 'en') {
  try {
    return { ...(await read(buildApiConfig())), freshness: 'build' as const };
  } catch (error) {
    if (error instanceof CaseStudyMoved) throw redirect(localizedPath(error.path, locale), 301);
    if (error instanceof CaseStudyNotFound) throw notFound();
    throw error;
  }
}

/**
 * A story as a prerendered page shows it: naming the site's copies of the files in the project's
 * public storage. The dev server copies nothing, so there it names the storage URLs.
 */
function withSiteCopies<T extends StoryImages>(story: T, config: PublicApiConfig): T {
  if (import.meta.env.DEV) return story;
  return withImageUrls(story, (url) => siteCopyPath(url, config.url) ?? url);
}

/** The published stories as a prerendered list names them (see `withSiteCopies`). */
async function listAsBuilt(config: PublicApiConfig): Promise<CaseStudyCard[]> {
  return (await listPublishedCaseStudies(config)).map((story) => withSiteCopies(story, config));
}

/** The story named `ref` as its prerendered page names it (see `withSiteCopies`). */
async function storyAsBuilt(ref: string, config: PublicApiConfig): Promise<CaseStudy> {
  return withSiteCopies((await readStory(ref, config)).story, config);
}

/** The list route's `loader`: nothing for a build without case studies (read once hydrated). */
export async function listAtBuild(): Promise<CaseStudyListData> {
  if (buildsWithoutCaseStudies(buildEnvironment())) {
    return { stories: null, failed: false, freshness: 'build' };
  }
  return atBuild(async (config) => ({ stories: await listAsBuilt(config), failed: false }));
}

/** The story route's `loader`, for a page in `locale` (where a renamed story leads). */
export async function storyAtBuild(ref: string, locale: Locale): Promise<CaseStudyData> {
  return atBuild(async (config) => ({ story: await storyAsBuilt(ref, config) }), locale);
}

/**
 * Build time, for pages that link to stories (the workshop page): the published stories as list
 * cards, none for a build without case studies.
 */
export async function publishedCardsAtBuild(): Promise<CaseStudyCard[]> {
  if (buildsWithoutCaseStudies(buildEnvironment())) return [];
  return listPublishedCaseStudies(buildApiConfig());
}

function showDetailError(locale: Locale) {
  const copy = caseStudiesContent[locale].detail;
  toast({ title: copy.errorTitle, description: copy.errorDescription, variant: 'destructive' });
}

/**
 * In the browser: the live data. A story asked for by its id or an earlier slug is replaced by its
 * canonical path (no history entry for the old one); a missing or unpublished story is the 404
 * route error, which the story route shows as the not-found page. An unreachable backend falls
 * back to the prerendered copy of the page (`serverLoader` reads its `.data` file), and only
 * without one to `unreachable`.
 */
async function inBrowser<T>(
  read: (config: PublicApiConfig) => Promise<T>,
  signal: AbortSignal,
  serverLoader: () => Promise<unknown>,
  unreachable: () => T & { freshness: Freshness },
  locale: Locale = 'en',
): Promise<T & { freshness: Freshness }> {
  try {
    const config = publicApiConfig(import.meta.env);
    if (!config) throw new Error('Supabase is not configured (VITE_SUPABASE_URL).');
    return { ...(await read(config)), freshness: 'live' };
  } catch (error) {
    if (error instanceof CaseStudyMoved) throw replace(localizedPath(error.path, locale), 301);
    if (error instanceof CaseStudyNotFound) throw notFound();
    // The visitor moved on before the read finished (e.g. back twice): the router drops this
    // navigation, nothing failed.
    if (signal.aborted) throw error;
    console.error('Loading case studies failed', error);
    try {
      const built = (await serverLoader()) as T;
      return { ...built, freshness: 'stale' };
    } catch (fallbackError) {
      if (fallbackError instanceof Response) throw fallbackError;
    }
    return unreachable();
  }
}

/** The list route's `clientLoader`; without backend and prerendered copy, the list says it failed. */
export async function listInBrowser(
  signal: AbortSignal,
  serverLoader: () => Promise<unknown>,
): Promise<CaseStudyListData> {
  return inBrowser(
    (config) => readList(config, signal),
    signal,
    serverLoader,
    () => ({
      stories: null,
      failed: true,
      freshness: 'live',
    }),
  );
}

/**
 * The story route's `clientLoader`; without backend and prerendered copy, the error toast 'Case
 * study could not be loaded.' and the list.
 */
export async function storyInBrowser(
  ref: string,
  locale: Locale,
  signal: AbortSignal,
  serverLoader: () => Promise<unknown>,
): Promise<CaseStudyData> {
  return inBrowser(
    (config) => readStory(ref, config, signal),
    signal,
    serverLoader,
    () => {
      showDetailError(locale);
      throw replace(localizedPath('/case-studies', locale));
    },
    locale,
  );
}

/**
 * Whether the data read live now (`read`, naming images as the build does) differs from `built`,
 * what the page was built with. A story that moved or is no longer published, or a backend that
 * cannot be reached, counts as changed: the route's `clientLoader` then says which.
 */
async function changedSinceBuild<T>(
  built: T,
  read: (config: PublicApiConfig) => Promise<T>,
): Promise<boolean> {
  const config = publicApiConfig(import.meta.env);
  if (!config) return true;
  try {
    return JSON.stringify(await read(config)) !== JSON.stringify(built);
  } catch {
    return true;
  }
}

/** Whether the published stories differ from the list the page was built with. */
export function listChangedSinceBuild(built: CaseStudyCard[] | null): Promise<boolean> {
  return changedSinceBuild(built, listAsBuilt);
}

/** Whether the story named `ref` differs from the one the page was built with. */
export function storyChangedSinceBuild(ref: string, built: CaseStudy): Promise<boolean> {
  return changedSinceBuild(built, (config) => storyAsBuilt(ref, config));
}

/**
 * A prerendered page shows the stories as they were at build time: once the page is idle, read
 * them again (`changed`), and only when they differ revalidate the route, whose `clientLoader`
 * reads them once more and re-renders the page (no layout shift when little changed). Unchanged
 * data, the usual case, costs one request and no work for the router: its first revalidation runs
 * (and compiles) code that took 10–50 ms on a two-core machine, a long task on a phone. `now`:
 * revalidate at once (a build without case studies has nothing to show until then).
 */
export function useLiveAfterBuild(
  freshness: Freshness,
  changed: () => Promise<boolean>,
  now = false,
) {
  const { revalidate } = useRevalidator();
  const check = useRef(changed);
  useEffect(() => {
    check.current = changed;
  });
  useEffect(() => {
    if (freshness !== 'build') return;
    if (now) {
      void revalidate();
      return;
    }
    let active = true;
    const cancel = whenIdleAfterLoad(window, () => {
      void check.current().then((differs) => {
        if (differs && active) void revalidate();
      });
    });
    return () => {
      active = false;
      cancel();
    };
  }, [freshness, now, revalidate]);
}

/**
 * How the page shows a story: an image whose site copy the prerendered page was built with (the
 * route's first data) stays that copy when the story is read live, which names the storage URL —
 * no second download of the same picture from another host — and an image the page was built
 * with written into it (`inline`) stays written in. Images added since the build come from
 * storage. Stable for the route's lifetime.
 */
export function useSiteCopies(
  initial: readonly StoryImages[] | null,
  inline: InlineImages = {},
): <T extends StoryImages>(story: T) => T {
  const [built] = useState(() => new Set(initial?.flatMap(siteCopiesIn)));
  const [written] = useState(inline);
  return useCallback(
    <T extends StoryImages>(story: T): T => {
      const config = publicApiConfig(import.meta.env);
      if ((built.size === 0 || !config) && Object.keys(written).length === 0) return story;
      return withImageUrls(story, (url) => {
        const copy = config ? siteCopyPath(url, config.url) : null;
        const shown = copy !== null && built.has(copy) ? copy : url;
        return written[shown] ?? shown;
      });
    },
    [built, written],
  );
}
