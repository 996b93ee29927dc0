import type { Database } from './database.types';

/** A row of `public.case_studies` (SPEC.md §3). */
export type CaseStudy = Database['public']['Tables']['case_studies']['Row'];

/** What the API roles may read of a case study: every column except `created_by`. */
export type PublicCaseStudy = Omit<CaseStudy, 'created_by'>;

/**
 * The columns of `PublicCaseStudy`, for `select=`. The API roles get column-level SELECT on these
 * only, so queries name them instead of `*`; a new column is added here and granted in its
 * migration.
 */
export const CASE_STUDY_COLUMNS =
  'id,slug,title,client,description,results,logo,images,published,display_order,created_at,updated_at';

/** The canonical public path of a story: `/case-studies/<slug>` (its id also leads there). */
export function caseStudyPath(story: Pick<CaseStudy, 'slug'>): string {
  return `/case-studies/${story.slug}`;
}
