/**
 * What the code of the site's pages imports of the company facts' texts: the filler of the
 * copy's `{name}` placeholders (src/lib/template.ts), the company's profile links
 * (src/lib/seo.ts) and the words around the legal texts (src/content/legal.ts). Kept apart from
 * site-facts.ts, whose code (the row, how each fact is written, the legal texts'
 * `{{company.*}}` placeholders) runs at build time, in the admin's preview and in chat-ai: the
 * chunk every page loads takes in whole each module its modules import (vite.config.ts, the
 * `shell` group), so an import of site-facts.ts from there would bring into every page what the
 * admin's preview uses of it.
 *
 * chat-ai and the site import this one file; like the other contracts it imports nothing.
 */

type Language = 'en' | 'de';

/** A text with its `{name}` placeholders filled in; unknown ones stay as they are. */
export function fillFacts(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : match,
  );
}

/** The company's profiles on professional networks, as links. */
export function socialLinksOf(facts: {
  linkedinUrl: string | null;
  xingUrl: string | null;
}): { label: string; href: string }[] {
  return [
    ...(facts.linkedinUrl ? [{ label: 'LinkedIn', href: facts.linkedinUrl }] : []),
    ...(facts.xingUrl ? [{ label: 'XING', href: facts.xingUrl }] : []),
  ];
}

/**
 * The labels the contact lines of `{{company.contact}}` carry in each language, as the legal
 * pages and the assistant write them (site-facts.ts `ContactLabels`).
 */
export const CONTACT_LABELS: Record<Language, { email: string; phone: string }> = {
  en: { email: 'E-mail', phone: 'Phone' },
  de: { email: 'E-Mail', phone: 'Telefon' },
};

/** How a legal page says when it was last revised (`{month}`: the month and year). */
export const LEGAL_REVISED: Record<Language, string> = {
  en: 'Last updated: {month}',
  de: 'Stand: {month}',
};
