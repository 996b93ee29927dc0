/**
 * The site's words that live in the database (migration 20261201000000_site_content): the FAQ,
 * the legal pages and the company facts. The build reads the published ones through the public
 * REST reader (row-level security shows visitors published rows only), and the pages show them:
 * company facts in the header, footer, contact and workshop pages, the figures of the home page
 * and the structured data; the FAQ on the home page; the legal pages as their own pages.
 *
 * Imports nothing through the `@/` alias: the build's own scripts load it too.
 */
import {
  COMPANY_FACT_COLUMNS,
  type CompanyFacts,
  type CompanyFactsRow,
  companyFactsOfRow,
} from '../../supabase/functions/_shared/site-facts.ts';
import type { Tables } from './database.types.ts';
import { type Locale, locales } from './locale.ts';
import { type PublicApiConfig, restSelect } from './public-rest.ts';

export type { CompanyFacts } from '../../supabase/functions/_shared/site-facts.ts';
export { factValues, phoneHref } from '../../supabase/functions/_shared/site-facts.ts';
export { socialLinksOf } from '../../supabase/functions/_shared/site-words.ts';

/** The published company facts; throws when there are none (the site cannot be built without). */
export async function readCompanyFacts(
  config: PublicApiConfig,
  signal?: AbortSignal,
): Promise<CompanyFacts> {
  const [row] = await restSelect<CompanyFactsRow>(
    config,
    'company_facts',
    { select: COMPANY_FACT_COLUMNS, published: 'eq.true', limit: '1' },
    { signal },
  );
  if (!row) throw new Error('company_facts has no published row');
  return companyFactsOfRow(row);
}

/** A FAQ entry's texts per language, as the database keeps them (each language whole or absent). */
type FaqRow = Pick<
  Tables<'faq_entries'>,
  'id' | 'question_en' | 'answer_en' | 'question_de' | 'answer_de'
>;

/** A FAQ entry as a page shows it: in `language`, the page's own or, when missing, the other. */
export type FaqItem = { id: string; question: string; answer: string; language: Locale };

/** The published FAQ in its order. */
export function readFaqEntries(config: PublicApiConfig, signal?: AbortSignal): Promise<FaqRow[]> {
  return restSelect<FaqRow>(
    config,
    'faq_entries',
    {
      select: 'id,question_en,answer_en,question_de,answer_de',
      published: 'eq.true',
      order: 'display_order.asc,id.asc',
    },
    { signal },
  );
}

/**
 * Each entry in the page's language, or in the other one where the page's is missing (the page
 * marks it, as it marks a story written in the other language).
 */
export function faqInLanguage(rows: readonly FaqRow[], locale: Locale): FaqItem[] {
  return rows.flatMap((row) => {
    const texts: Partial<Record<Locale, { question: string; answer: string }>> = {};
    if (row.question_en !== null && row.answer_en !== null) {
      texts.en = { question: row.question_en, answer: row.answer_en };
    }
    if (row.question_de !== null && row.answer_de !== null) {
      texts.de = { question: row.question_de, answer: row.answer_de };
    }
    const language = texts[locale] ? locale : locales.find((other) => texts[other]);
    const text = language ? texts[language] : undefined;
    return language && text ? [{ id: row.id, ...text, language }] : [];
  });
}

export const LEGAL_KINDS = ['privacy', 'terms', 'imprint'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

export type LegalPageRow = Pick<
  Tables<'legal_pages'>,
  | 'kind'
  | 'title_en'
  | 'description_en'
  | 'body_en'
  | 'title_de'
  | 'description_de'
  | 'body_de'
  | 'revised_on'
>;

/** One published legal page, or null when it is not published. */
export async function readLegalPage(
  config: PublicApiConfig,
  kind: LegalKind,
  signal?: AbortSignal,
): Promise<LegalPageRow | null> {
  const [row] = await restSelect<LegalPageRow>(
    config,
    'legal_pages',
    {
      select: 'kind,title_en,description_en,body_en,title_de,description_de,body_de,revised_on',
      kind: `eq.${kind}`,
      published: 'eq.true',
    },
    { signal },
  );
  return row ?? null;
}

/** A legal page's texts in one language, as the database keeps them (all three or none). */
export type LegalText = { title: string; description: string; body: string };

/** The page's texts per language it is written in. */
export function legalTexts(row: LegalPageRow): Partial<Record<Locale, LegalText>> {
  const texts: Partial<Record<Locale, LegalText>> = {};
  if (row.title_en !== null && row.description_en !== null && row.body_en !== null) {
    texts.en = { title: row.title_en, description: row.description_en, body: row.body_en };
  }
  if (row.title_de !== null && row.description_de !== null && row.body_de !== null) {
    texts.de = { title: row.title_de, description: row.description_de, body: row.body_de };
  }
  return texts;
}
