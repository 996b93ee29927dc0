/**
 * The published case studies the assistant knows. They are read through the Data API (PostgREST)
 * with the public anon key, exactly as a visitor's browser reads them: row-level security then
 * guarantees that only published stories ever reach the assistant, and the explicit column list
 * asks for nothing but the public text of a story.
 *
 * Each function instance keeps them for at most `ttlSeconds` (60 by default and at most), so a
 * story published or unpublished now is known within a minute. When the read fails, the assistant
 * answers without stories rather than from a copy older than that limit.
 */

import type { ReplyLanguage } from '../../_shared/language.ts';
import { type ListSource, restListSource, staticListSource } from './cached-list.ts';

/**
 * A published story as read: written in English (`title`, …), in German (`title_de`, …) or in
 * both; a language it is not written in is null (or absent).
 */
export type CaseStudyRow = {
  id: string;
  slug: string;
  client: string;
  title: string | null;
  description: string | null;
  results: string | null;
  title_de?: string | null;
  description_de?: string | null;
  results_de?: string | null;
};

/** A published story as the assistant uses it in a reply of one language. */
export type PublishedCaseStudy = {
  id: string;
  slug: string;
  client: string;
  title: string;
  description: string;
  results: string;
  /** The language of the text: the reply's, or the other one when the story lacks it. */
  language: ReplyLanguage;
  /** The story's page in the reply's language: `/case-studies/<slug>` or `/de/case-studies/<slug>`. */
  path: string;
};

/** The columns read: public ones only (never `created_by`, never `select=*`). */
export const CASE_STUDY_COLUMNS =
  'id,slug,title,client,description,results,title_de,description_de,results_de';

/** The most stories read (and offered to the assistant). */
const MAX_CASE_STUDIES = 100;

/** The longest time a story list is reused, in seconds. */
const CASE_STUDY_MAX_AGE_SECONDS = 60;

/**
 * The canonical site path of a story's page in a language (the slug; the id form redirects
 * there). Every link the assistant gives to a story is built here: German replies link the German
 * page.
 */
export function caseStudyPath(slug: string, language: ReplyLanguage): string {
  return `${language === 'de' ? '/de' : ''}/case-studies/${slug}`;
}

/** A story's text in one language, when it is written in it. */
function textIn(row: CaseStudyRow, language: ReplyLanguage) {
  const [title, description, results] =
    language === 'de'
      ? [row.title_de, row.description_de, row.results_de]
      : [row.title, row.description, row.results];
  return typeof title === 'string' && typeof description === 'string' && typeof results === 'string'
    ? { title, description, results }
    : undefined;
}

/**
 * The stories as a reply in `language` uses them: each in that language, or in the other one when
 * it is not written in it (then marked by `language`), with its page in the reply's language.
 */
export function storiesIn(rows: readonly CaseStudyRow[], language: ReplyLanguage) {
  const other: ReplyLanguage = language === 'de' ? 'en' : 'de';
  return rows.flatMap((row): PublishedCaseStudy[] => {
    const own = textIn(row, language);
    const text = own ?? textIn(row, other);
    if (!text) return [];
    return [
      {
        id: row.id,
        slug: row.slug,
        client: row.client,
        ...text,
        language: own ? language : other,
        path: caseStudyPath(row.slug, language),
      },
    ];
  });
}

/** The published stories in display order (`list()` never throws: empty when unavailable). */
export type CaseStudySource = ListSource<CaseStudyRow>;

export const staticCaseStudySource = (stories: CaseStudyRow[] = []): CaseStudySource =>
  staticListSource(stories);

function isStory(value: unknown): value is CaseStudyRow {
  if (!value || typeof value !== 'object') return false;
  const row = value as CaseStudyRow;
  return (
    ['id', 'slug', 'client'].every(
      (key) => typeof (value as Record<string, unknown>)[key] === 'string',
    ) &&
    (textIn(row, 'en') !== undefined || textIn(row, 'de') !== undefined)
  );
}

export type RestCaseStudySourceOptions = {
  supabaseUrl: string;
  /** The public anon (publishable) key: the read runs as a visitor. */
  anonKey: string;
  ttlSeconds?: number;
  timeoutMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
};

export function restCaseStudySource(options: RestCaseStudySourceOptions): CaseStudySource {
  return restListSource({
    ...options,
    table: 'case_studies',
    query: {
      select: CASE_STUDY_COLUMNS,
      published: 'is.true',
      order: 'display_order.asc',
      limit: String(MAX_CASE_STUDIES),
    },
    key: options.anonKey,
    maxAgeSeconds: CASE_STUDY_MAX_AGE_SECONDS,
    isRow: isStory,
    toItem: (row): CaseStudyRow => ({
      id: row.id,
      slug: row.slug,
      client: row.client,
      title: row.title,
      description: row.description,
      results: row.results,
      title_de: row.title_de ?? null,
      description_de: row.description_de ?? null,
      results_de: row.results_de ?? null,
    }),
    label: 'published case studies',
  });
}
