/**
 * A title as the words of an address: what proposes a case study's slug from its title
 * (src/lib/slug.ts holds the rules a slug keeps) and makes a legal page's section anchor from its
 * heading. On its own, apart from slug.ts, which the public case-study pages load: the admin and
 * the lazily loaded preview of a legal page share this one, and no visitor's page loads it.
 */

/** Slugs proposed from a title stay shorter than the maximum, so they remain readable. */
const PROPOSED_MAX_LENGTH = 80;

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
