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

import { callRest } from '../../_shared/postgrest.ts';

/** The public text of a published story, as the assistant uses it. */
export type PublishedCaseStudy = {
  id: string;
  /** The story's address on the site: `/case-studies/<slug>`. */
  slug: string;
  title: string;
  client: string;
  description: string;
  results: string;
};

/** The columns read: public ones only (never `created_by`, never `select=*`). */
export const CASE_STUDY_COLUMNS = 'id,slug,title,client,description,results';

/** The most stories read (and offered to the assistant). */
const MAX_CASE_STUDIES = 100;

/** The longest time a story list is reused, in seconds. */
const CASE_STUDY_MAX_AGE_SECONDS = 60;

/** After a failed read, the next one is tried this long later (answers go on without stories). */
const RETRY_AFTER_FAILURE_MS = 5_000;

/**
 * The canonical site path of a story's page (the slug; the id form redirects there). Every link the
 * assistant gives to a story is built here.
 */
export function caseStudyPath(story: Pick<PublishedCaseStudy, 'slug'>): string {
  return `/case-studies/${story.slug}`;
}

export interface CaseStudySource {
  /** The published stories in display order; never throws (an empty list when unavailable). */
  list(): Promise<PublishedCaseStudy[]>;
}

/** A fixed list (tests, or a deployment without a database). */
export function staticCaseStudySource(stories: PublishedCaseStudy[] = []): CaseStudySource {
  return { list: () => Promise.resolve(stories) };
}

function isStory(value: unknown): value is PublishedCaseStudy {
  if (!value || typeof value !== 'object') return false;
  const row = value as Record<string, unknown>;
  return ['id', 'slug', 'title', 'client', 'description', 'results'].every(
    (key) => typeof row[key] === 'string',
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
  const now = options.now ?? Date.now;
  const ttlMs =
    Math.min(
      Math.max(options.ttlSeconds ?? CASE_STUDY_MAX_AGE_SECONDS, 0),
      CASE_STUDY_MAX_AGE_SECONDS,
    ) * 1000;
  const query = new URLSearchParams({
    select: CASE_STUDY_COLUMNS,
    published: 'is.true',
    order: 'display_order.asc',
    limit: String(MAX_CASE_STUDIES),
  });

  let cached: { stories: PublishedCaseStudy[]; at: number } | undefined;
  let failedAt: number | undefined;
  let inFlight: Promise<PublishedCaseStudy[]> | undefined;

  async function read(): Promise<PublishedCaseStudy[]> {
    const startedAt = now();
    try {
      const response = await callRest(`case_studies?${query}`, {
        supabaseUrl: options.supabaseUrl,
        key: options.anonKey,
        timeoutMs: options.timeoutMs,
        fetch: options.fetch,
      });
      if (!response.ok) {
        throw new Error(`case_studies answered ${response.status}: ${await response.text()}`);
      }
      const rows: unknown = await response.json();
      if (!Array.isArray(rows)) throw new Error('case_studies answered something else than rows');
      const stories = rows
        .filter(isStory)
        .map(({ id, slug, title, client, description, results }) => ({
          id,
          slug,
          title,
          client,
          description,
          results,
        }));
      cached = { stories, at: startedAt };
      failedAt = undefined;
      return stories;
    } catch (error) {
      console.error('Could not read the published case studies:', error);
      cached = undefined;
      failedAt = now();
      return [];
    } finally {
      inFlight = undefined;
    }
  }

  return {
    list() {
      const time = now();
      if (cached && time - cached.at < ttlMs) return Promise.resolve(cached.stories);
      if (failedAt !== undefined && time - failedAt < RETRY_AFTER_FAILURE_MS) {
        return Promise.resolve([]);
      }
      inFlight ??= read();
      return inFlight;
    },
  };
}
