/**
 * The site's words that live in the database (the seed's FAQ, legal pages and company facts), as
 * the specs expect to see them: the FAQ per language, and the legal pages' texts read from the
 * stack with their placeholders filled and their Markdown reduced to its words.
 */
import { ANON_KEY } from '../local-supabase/config';
import { fillCompany } from '../supabase/functions/_shared/site-facts.ts';
import { CONTACT_LABELS } from '../supabase/functions/_shared/site-words.ts';
import { seedCompanyFacts, seedFaq } from '../supabase/functions/_testing/site-content.ts';
import { test } from './fixtures';
import { API_URL } from './local-stack';

type Language = 'en' | 'de';

/** The seed's FAQ in a language, in its order. */
export function faqIn(language: Language): { question: string; answer: string }[] {
  return seedFaq.map((row) => ({
    question: (language === 'en' ? row.question_en : row.question_de) ?? '',
    answer: (language === 'en' ? row.answer_en : row.answer_de) ?? '',
  }));
}

/** A block of Markdown as its words: no heading or list marks, anchors, links or emphasis. */
function words(block: string): string {
  return block
    .replace(/^(#{1,6}|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/\s*\{#[\w-]+\}/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|__/g, '')
    .trim();
}

/**
 * Each published legal page's texts per language (title, description and every block of its
 * body, filled with the seed's facts), in the order the page has them.
 */
export async function publishedLegalTexts(): Promise<{ en: string[]; de: string[] }[]> {
  const columns = 'kind,title_en,description_en,body_en,title_de,description_de,body_de';
  const response = await fetch(`${API_URL}/rest/v1/legal_pages?select=${columns}`, {
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` },
  });
  if (!response.ok) throw new Error(`legal_pages answered ${response.status}`);
  const rows = (await response.json()) as Record<string, string | null>[];
  const texts = (row: Record<string, string | null>, language: Language) =>
    [
      row[`title_${language}`],
      row[`description_${language}`],
      ...(row[`body_${language}`] ?? '').split(/\n\s*\n|\n(?=[-*#])/),
    ]
      .filter((text): text is string => !!text)
      .map((text) =>
        words(fillCompany(text, seedCompanyFacts, language, CONTACT_LABELS[language])),
      );
  return rows.map((row) => ({ en: texts(row, 'en'), de: texts(row, 'de') }));
}

/**
 * Call inside a `test.describe` whose tests change the site's words in the database (the company
 * facts, FAQ entries, legal pages; run them with `mode: 'default'`). Such groups of different spec
 * files then run one at a time across workers: the company facts are one row, and a change from
 * one group meanwhile would be a stale base version (PT409) for the other's next save or restore.
 * Playwright's lock holds such a group back until the other has ended and meanwhile gives the
 * worker other tests.
 */
export function changesTheSiteWords(): void {
  test.describe.configure({ lock: 'site-words' });
}
