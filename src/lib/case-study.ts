import type { Database } from './database.types';

/**
 * The columns of `public.case_studies` the API lets visitors and admins read. The database grants
 * SELECT column by column (`created_by` is not readable through the API), so queries name these
 * columns instead of `*`, which would be refused. A new column needs its grant in a migration and
 * its name here.
 */
export const CASE_STUDY_COLUMNS =
  'id, slug, title, client, description, results, logo, images, image_meta, published, display_order, created_at, updated_at';

/** A case study as the app reads it: every readable column of `public.case_studies`. */
export type CaseStudy = Omit<Database['public']['Tables']['case_studies']['Row'], 'created_by'>;

/** The canonical public path of a story: `/case-studies/<slug>` (its id also leads there). */
export function caseStudyPath(story: Pick<CaseStudy, 'slug'>): string {
  return `/case-studies/${story.slug}`;
}
