import type { Database } from './database.types';
import { type Locale, locales } from './locale';

/**
 * The columns of `public.case_studies` the API lets visitors and admins read. The database grants
 * SELECT column by column (`created_by` is not readable through the API), so queries name these
 * columns instead of `*`, which would be refused. A new column needs its grant in a migration and
 * its name here.
 */
export const CASE_STUDY_COLUMNS =
  'id, slug, title, client, description, results, title_de, description_de, results_de, logo, images, image_meta, published, display_order, created_at, updated_at';

type CaseStudyRow = Database['public']['Tables']['case_studies']['Row'];

/** A case study as the app reads it: every column of `public.case_studies` visitors may read. */
export type CaseStudy = Omit<CaseStudyRow, 'created_by' | 'version' | 'base_version'>;

/**
 * What the admin reads of a case study: the public columns and its version (the number of its
 * changes), which every change it saves states. Only admins are granted the version.
 */
export const ADMIN_CASE_STUDY_COLUMNS = `${CASE_STUDY_COLUMNS}, version` as const;

/** A case study as the admin reads it. */
export type AdminCaseStudy = CaseStudy & Pick<CaseStudyRow, 'version'>;

/** The canonical public path of a story: `/case-studies/<slug>` (its id also leads there). */
export function caseStudyPath(story: Pick<CaseStudy, 'slug'>): string {
  return `/case-studies/${story.slug}`;
}

/** A story's text in one language. */
export type StoryText = { title: string; description: string; results: string };

/** Whatever exists of something in each language (a story has one or both). */
export type InLanguages<T> = Partial<Record<Locale, T>>;

type TextColumns = Pick<
  CaseStudy,
  'title' | 'description' | 'results' | 'title_de' | 'description_de' | 'results_de'
>;

/** The languages a story is written in, with its text in each (the database keeps each complete). */
export function storyTexts(story: TextColumns): InLanguages<StoryText> {
  const texts: InLanguages<StoryText> = {};
  if (story.title !== null && story.description !== null && story.results !== null) {
    texts.en = { title: story.title, description: story.description, results: story.results };
  }
  if (story.title_de !== null && story.description_de !== null && story.results_de !== null) {
    texts.de = {
      title: story.title_de,
      description: story.description_de,
      results: story.results_de,
    };
  }
  return texts;
}

/**
 * Something in the page's language, or in the other one when it does not exist in the page's (an
 * English story on the German list): the value and the language it is in, so the page can mark it.
 */
export function inLanguage<T>(
  values: InLanguages<T>,
  locale: Locale,
): { value: T; language: Locale } {
  const own = values[locale];
  if (own !== undefined) return { value: own, language: locale };
  const other = locales.find((candidate) => values[candidate] !== undefined);
  if (other === undefined) throw new Error('A case study without text in any language.');
  return { value: values[other] as T, language: other };
}
