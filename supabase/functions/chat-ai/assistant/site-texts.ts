/**
 * The FAQ and the legal pages as the assistant knows them: the published rows of faq_entries and
 * legal_pages (read as the team answers are), cut into passages the way the generator cuts the
 * pages' copy (a heading and its lines; src/content/knowledge-passages.ts), and the FAQ answers
 * that lead knowledge entries. The legal pages' Markdown is read line by line: `## ` starts a
 * section (its `{#id}` dropped), paragraphs and list items are its lines, links and emphasis keep
 * their words, HTML is left out, and `{{company.*}}` placeholders are filled with the facts; a
 * paragraph of address or contact placeholders alone (the imprint's blocks) is no prose.
 */
import type {
  KnowledgeEntry,
  KnowledgeLanguage,
  KnowledgePassage,
} from '../../_shared/knowledge-contract.ts';
import { type CompanyFacts, fillCompany, revisedMonth } from '../../_shared/site-facts.ts';
import { CONTACT_LABELS, fillFacts, LEGAL_REVISED } from '../../_shared/site-words.ts';

export type FaqRow = {
  id: string;
  question_en: string | null;
  answer_en: string | null;
  question_de: string | null;
  answer_de: string | null;
};

export type LegalRow = {
  kind: 'privacy' | 'terms' | 'imprint';
  title_en: string | null;
  description_en: string | null;
  body_en: string | null;
  title_de: string | null;
  description_de: string | null;
  body_de: string | null;
  /** When the text was last revised (YYYY-MM-DD), if the page says. */
  revised_on: string | null;
};

export const FAQ_COLUMNS = 'id,question_en,answer_en,question_de,answer_de';
export const LEGAL_COLUMNS =
  'kind,title_en,description_en,body_en,title_de,description_de,body_de,revised_on';

export function isFaqRow(value: unknown): value is FaqRow {
  return !!value && typeof value === 'object' && typeof (value as FaqRow).id === 'string';
}

export function isLegalRow(value: unknown): value is LegalRow {
  const kind = value && typeof value === 'object' ? (value as LegalRow).kind : undefined;
  return kind === 'privacy' || kind === 'terms' || kind === 'imprint';
}

const LANGUAGES: KnowledgeLanguage[] = ['en', 'de'];

/** A FAQ entry's question and answer in a language, or in the other one it has. */
function faqText(row: FaqRow, language: KnowledgeLanguage) {
  for (const lang of language === 'en' ? LANGUAGES : [...LANGUAGES].reverse()) {
    const question = row[`question_${lang}`];
    const answer = row[`answer_${lang}`];
    if (question && answer) return { question, answer };
  }
  return null;
}

/** A text worth quoting: at least 20 characters (as the generator keeps them). */
const quotable = (text: string) => text.length >= 20;

/** The FAQ's passages, in its order, each entry in the languages it is written in. */
export function faqPassages(rows: readonly FaqRow[]): KnowledgePassage[] {
  return LANGUAGES.flatMap((language) =>
    rows.flatMap((row, index): KnowledgePassage[] => {
      const question = row[`question_${language}`];
      const answer = row[`answer_${language}`];
      if (!question || !answer || !quotable(answer)) return [];
      return [{ id: `faq.${index}`, path: '/#faq', language, heading: question, text: answer }];
    }),
  );
}

/**
 * A knowledge entry that quotes a FAQ entry (`faq`), written from the published entry: its
 * question as the topic and leading each answer (so "Yes." reads right whatever was asked); null
 * while the entry is not published.
 */
export function withFaq(entry: KnowledgeEntry, rows: readonly FaqRow[]): KnowledgeEntry | null {
  const row = rows.find((candidate) => candidate.id === entry.faq);
  const en = row && faqText(row, 'en');
  const de = row && faqText(row, 'de');
  if (!en || !de) return null;
  const lead = (text: { question: string; answer: string }, extra: string) =>
    `**${text.question}** ${text.answer}${extra ? ` ${extra}` : ''}`;
  const { faq: _id, ...rest } = entry;
  return {
    ...rest,
    topic: en.question,
    answer: { en: lead(en, entry.answer.en), de: lead(de, entry.answer.de) },
  };
}

/** Markdown's inline syntax as plain words: links, emphasis, code and HTML tags. */
function plain(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|`)(\S(?:.*?\S)?)\1/g, '$2')
    .trim();
}

const BLOCK_PLACEHOLDER = /^\{\{company\.(address|contact)\}\}$/;
const HEADING = /^(#{1,6})\s+(.*?)(?:\s*\{#[A-Za-z][\w-]*\})?\s*$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/;

/** A legal page's passages in one language: its title with its description and intro; its sections. */
function legalPagePassages(
  row: LegalRow,
  language: KnowledgeLanguage,
  facts: CompanyFacts,
): KnowledgePassage[] {
  const title = row[`title_${language}`];
  const description = row[`description_${language}`];
  const body = row[`body_${language}`];
  if (!title || !description || !body) return [];
  const fill = (text: string) => fillCompany(text, facts, language, CONTACT_LABELS[language]);
  const revised = row.revised_on
    ? [fillFacts(LEGAL_REVISED[language], { month: revisedMonth(row.revised_on, language) })]
    : [];
  const sections: { heading: string; lines: string[] }[] = [
    { heading: fill(title), lines: [fill(description), ...revised] },
  ];
  let paragraph: string[] = [];
  const endParagraph = () => {
    const lines = paragraph.map((line) => line.trim()).filter(Boolean);
    paragraph = [];
    if (lines.length === 0 || lines.every((line) => BLOCK_PLACEHOLDER.test(line))) return;
    const text = plain(fill(lines.join(' ')));
    // Prose only, as the generator keeps it: words, not an address on a line of its own.
    if (/\p{L}/u.test(text) && !/^(https?:|mailto:|tel:|\/)/.test(text)) {
      sections.at(-1)?.lines.push(text);
    }
  };
  for (const line of body.split('\n')) {
    const heading = HEADING.exec(line);
    const item = LIST_ITEM.exec(line);
    if (heading && (heading[1]?.length ?? 0) <= 2) {
      endParagraph();
      sections.push({ heading: plain(fill(heading[2] ?? '')), lines: [] });
    } else if (heading) {
      endParagraph();
      paragraph.push(heading[2] ?? '');
      endParagraph();
    } else if (item) {
      endParagraph();
      paragraph.push(item[1] ?? '');
      endParagraph();
    } else if (line.trim() === '') {
      endParagraph();
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  return sections.flatMap((section, index): KnowledgePassage[] => {
    const text = section.lines.join('\n');
    if (!quotable(text)) return [];
    return [
      {
        id: index === 0 ? row.kind : `${row.kind}.sections.${index - 1}`,
        path: `/${row.kind}`,
        language,
        heading: section.heading,
        text,
        legal: true,
      },
    ];
  });
}

/** The legal pages' passages (privacy, terms, imprint), each in the languages it is written in. */
export function legalPassages(rows: readonly LegalRow[], facts: CompanyFacts): KnowledgePassage[] {
  const order = ['privacy', 'terms', 'imprint'];
  const sorted = [...rows].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  return sorted.flatMap((row) =>
    LANGUAGES.flatMap((language) => legalPagePassages(row, language, facts)),
  );
}
