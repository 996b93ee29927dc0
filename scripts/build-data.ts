/**
 * The published case studies a production build prerenders: one page per story at
 * `/case-studies/<slug>`, the permanent redirects from `/case-studies/<id>` and from every earlier
 * slug of a renamed story (`_redirects` rules, scripts/host-files.ts), and their sitemap entries
 * (slugs only). Read
 * once per build process from `VITE_SUPABASE_URL` with `VITE_SUPABASE_PUBLISHABLE_KEY` (the same
 * variables the site is built with), so only published rows come back (row-level security).
 *
 * A production build that cannot read them fails with a clear message, unless
 * `BUILD_WITHOUT_CASE_STUDIES=1` is set. `react-router dev` only warns: it prerenders nothing.
 */
import { loadEnv } from 'vite';

import {
  BUILD_WITHOUT_CASE_STUDIES,
  buildsWithoutCaseStudies,
  inEveryEdition,
} from '../src/app/paths.ts';
import { type Locale, locales, localizedPath } from '../src/lib/locale.ts';
import { type PublicApiConfig, restSelect } from '../src/lib/public-rest.ts';
import { type PublicEnv, publicApiConfig } from '../src/lib/public-settings.ts';

export type PublishedStory = {
  id: string;
  slug: string;
  updated_at: string;
  /** Earlier slugs of the story (it was renamed): each leads to the current one. */
  old_slugs: string[];
  /** The languages the story is written in: the sitemap lists its page in each of them. */
  languages: Locale[];
};

type StoryRow = Pick<PublishedStory, 'id' | 'slug' | 'updated_at'> & {
  title: string | null;
  title_de: string | null;
};
type RedirectRow = { old_slug: string; case_study_id: string };

/** Where an old address of a story leads: `from` and `to` are paths. */
export type StoryRedirect = { from: string; to: string };

export class BuildDataError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BuildDataError';
  }
}

function isProductionBuild(): boolean {
  return process.env.NODE_ENV === 'production';
}

/** The public settings of the build's environment (`.env*` files and the shell, as Vite reads them). */
export function buildPublicSettings(): PublicEnv {
  return loadEnv(isProductionBuild() ? 'production' : 'development', process.cwd(), 'VITE_');
}

/**
 * The public API of the build's environment, by the same rule the prerendered pages read it
 * with; null when it is not set or still the example of `.env.example`.
 */
export function buildApiConfig(): PublicApiConfig | null {
  return publicApiConfig(buildPublicSettings());
}

async function read(config: PublicApiConfig | null): Promise<PublishedStory[]> {
  const howToFix = `Start that backend (\`npm run local:start\` for the local one), correct VITE_SUPABASE_URL / VITE_SUPABASE_PUBLISHABLE_KEY, or set ${BUILD_WITHOUT_CASE_STUDIES}=1 to build without case studies.`;
  if (!config) {
    throw new BuildDataError(
      `Cannot prerender the case studies: VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY are not set. ${howToFix}`,
    );
  }
  try {
    const read = { signal: AbortSignal.timeout(20_000) };
    const [stories, redirects] = await Promise.all([
      restSelect<StoryRow>(
        config,
        'case_studies',
        {
          select: 'id,slug,updated_at,title,title_de',
          published: 'eq.true',
          order: 'display_order.asc,id.asc',
        },
        read,
      ),
      // Row-level security returns those of published stories only.
      restSelect<RedirectRow>(
        config,
        'case_study_slug_redirects',
        { select: 'old_slug,case_study_id', order: 'old_slug.asc' },
        read,
      ),
    ]);
    // A language's title is there exactly when its whole text is (the database checks it).
    return stories.map(({ title, title_de, ...story }) => ({
      ...story,
      old_slugs: redirects.filter((r) => r.case_study_id === story.id).map((r) => r.old_slug),
      languages: locales.filter((locale) => (locale === 'de' ? title_de : title) !== null),
    }));
  } catch (error) {
    throw new BuildDataError(
      `Cannot prerender the case studies: reading the published ones from ${config.url} failed (${error instanceof Error ? error.message : String(error)}). ${howToFix}`,
      { cause: error },
    );
  }
}

/**
 * The published stories to prerender: none when the build opted out; a failure throws in a
 * production build and is only a warning otherwise.
 */
export async function readPublishedStories({
  config,
  optOut,
  production,
}: {
  config: PublicApiConfig | null;
  optOut: boolean;
  production: boolean;
}): Promise<PublishedStory[]> {
  if (optOut) {
    console.warn(`${BUILD_WITHOUT_CASE_STUDIES} is set: building without case studies.`);
    return [];
  }
  try {
    return await read(config);
  } catch (error) {
    if (production) throw error;
    console.warn((error as Error).message);
    return [];
  }
}

let cached: Promise<PublishedStory[]> | undefined;

/** `readPublishedStories` for this build's environment, read once per process. */
export function publishedStoriesForBuild(): Promise<PublishedStory[]> {
  cached ??= readPublishedStories({
    config: buildApiConfig(),
    optOut: buildsWithoutCaseStudies(process.env),
    production: isProductionBuild(),
  });
  return cached;
}

/** The prerendered pages of the stories: each slug's page. */
export function storyPagePaths(stories: readonly PublishedStory[]): string[] {
  return inEveryEdition(stories.map((story) => `/case-studies/${story.slug}`));
}

/**
 * The other addresses of each story, leading to its page for good (301): its id (the older
 * address form) and every earlier slug.
 */
export function storyRedirects(stories: readonly PublishedStory[]): StoryRedirect[] {
  return locales.flatMap((locale) =>
    stories.flatMap((story) =>
      [story.id, ...story.old_slugs].map((name) => ({
        from: localizedPath(`/case-studies/${name}`, locale),
        to: localizedPath(`/case-studies/${story.slug}`, locale),
      })),
    ),
  );
}
