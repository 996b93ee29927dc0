/**
 * Slugs: the URL names of case studies (`/case-studies/<slug>`). The rules match the database
 * constraint of `case_studies.slug`: lowercase ASCII letters and digits in groups joined by single
 * hyphens, at most 100 characters, and never shaped like a UUID (so `/case-studies/<id>` and
 * `/case-studies/<slug>` can never be confused). A slug proposed from a title: slugify.ts.
 */

export const SLUG_MAX_LENGTH = 100;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

export type SlugProblem = 'empty' | 'too-long' | 'format' | 'uuid';

/** What is wrong with a slug, or null when it is valid (uniqueness is checked separately). */
export function slugProblem(slug: string): SlugProblem | null {
  if (slug.length === 0) return 'empty';
  if (slug.length > SLUG_MAX_LENGTH) return 'too-long';
  if (!SLUG_PATTERN.test(slug)) return 'format';
  if (isUuid(slug)) return 'uuid';
  return null;
}

/** `base`, or `base-2`, `base-3`, … : the first one not in `taken`. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
