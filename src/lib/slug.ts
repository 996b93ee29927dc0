/**
 * Slugs: the URL names of case studies (`/case-studies/<slug>`). The rules match the database
 * constraint of `case_studies.slug`: lowercase ASCII letters and digits in groups joined by single
 * hyphens, at most 100 characters, and never shaped like a UUID (so `/case-studies/<id>` and
 * `/case-studies/<slug>` can never be confused).
 */

export const SLUG_MAX_LENGTH = 100;

/** Slugs proposed from a title stay shorter than the maximum, so they remain readable. */
const PROPOSED_MAX_LENGTH = 80;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Letters that are spelled out rather than stripped of their accent (German first). */
const SPELLED_OUT: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  å: 'a',
  đ: 'd',
  ł: 'l',
  þ: 'th',
};

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/**
 * Proposes a slug for a title: lowercase, German umlauts and ß spelled out (ä → ae), other accents
 * dropped, every other run of characters a single hyphen, cut at a word boundary. May return ''
 * when the title has no letters or digits at all.
 */
export function slugify(title: string): string {
  const spelled = title.toLowerCase().replace(/[äöüßæœøåđłþ]/g, (c) => SPELLED_OUT[c] ?? c);
  const ascii = spelled.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const slug = ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length <= PROPOSED_MAX_LENGTH) return slug;
  const cut = slug.slice(0, PROPOSED_MAX_LENGTH);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > PROPOSED_MAX_LENGTH / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
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
