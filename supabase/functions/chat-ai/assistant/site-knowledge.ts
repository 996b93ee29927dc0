/**
 * What the assistant knows of the site: the knowledge generated from the pages' copy
 * (knowledge-base.generated.ts) and what lives in the database alone, the published company facts
 * (company_facts), FAQ (faq_entries) and legal pages (legal_pages). chat-ai reads those as it
 * reads the team answers (service role, each kept for at most 30 seconds, so a publish is used
 * within a minute, without a deploy), fills the facts into the generated knowledge's `{name}`
 * placeholders and the legal texts' `{{company.*}}` ones with the site's own code
 * (`_shared/site-facts.ts`), and adds the FAQ and legal passages (site-texts.ts): every request
 * takes the knowledge of the latest content read.
 */
import type {
  KnowledgeEntry,
  KnowledgeLanguage,
  KnowledgePassage,
  KnowledgeStoryCopy,
} from '../../_shared/knowledge-contract.ts';
import {
  COMPANY_FACT_COLUMNS,
  type CompanyFacts,
  type CompanyFactsRow,
  companyFactsOfRow,
  factValues,
} from '../../_shared/site-facts.ts';
import { fillFacts } from '../../_shared/site-words.ts';
import { type ListSource, restListSource } from './cached-list.ts';
import {
  FAQ_COLUMNS,
  type FaqRow,
  faqPassages,
  isFaqRow,
  isLegalRow,
  LEGAL_COLUMNS,
  type LegalRow,
  legalPassages,
  withFaq,
} from './site-texts.ts';
import * as generated from './knowledge-base.generated.ts';

export type SiteKnowledge = {
  companyName: string;
  entries: KnowledgeEntry[];
  passages: KnowledgePassage[];
  fallback: Record<KnowledgeLanguage, string>;
  greeting: Record<KnowledgeLanguage, string>;
  neutral: Record<KnowledgeLanguage, string>;
  thanks: Record<KnowledgeLanguage, string>;
  stories: Record<KnowledgeLanguage, KnowledgeStoryCopy>;
};

/** The site's content the database holds, as the assistant reads it. */
export type SiteContent = { facts: CompanyFacts | null; faq: FaqRow[]; legal: LegalRow[] };

export type SiteContentSource = { read(): Promise<SiteContent> };

export const staticSiteContentSource = (content?: Partial<SiteContent>): SiteContentSource => ({
  read: () => Promise.resolve({ facts: null, faq: [], legal: [], ...content }),
});

/** How long a read is used at most: a publish reaches the assistant within a minute. */
const SITE_CONTENT_MAX_AGE_SECONDS = 30;

function isFactsRow(value: unknown): value is CompanyFactsRow {
  if (!value || typeof value !== 'object') return false;
  const row = value as Record<string, unknown>;
  return typeof row.company_name === 'string' && typeof row.phone === 'string';
}

/** The published company facts, FAQ and legal pages, read with the project's secret key. */
export function restSiteContentSource(options: {
  supabaseUrl: string;
  secretKey: string;
  /** How long a read is reused, in seconds (30 by default and at most). */
  ttlSeconds?: number;
  timeoutMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
}): SiteContentSource {
  const common = {
    ...options,
    key: options.secretKey,
    maxAgeSeconds: SITE_CONTENT_MAX_AGE_SECONDS,
  };
  const facts: ListSource<CompanyFacts> = restListSource({
    ...common,
    table: 'company_facts',
    query: { select: COMPANY_FACT_COLUMNS, published: 'is.true', limit: '1' },
    isRow: isFactsRow,
    toItem: companyFactsOfRow,
    label: 'company facts',
  });
  const faq: ListSource<FaqRow> = restListSource({
    ...common,
    table: 'faq_entries',
    query: { select: FAQ_COLUMNS, published: 'is.true', order: 'display_order.asc,id.asc' },
    isRow: isFaqRow,
    toItem: (row: FaqRow) => row,
    label: 'FAQ',
  });
  const legal: ListSource<LegalRow> = restListSource({
    ...common,
    table: 'legal_pages',
    query: { select: LEGAL_COLUMNS, published: 'is.true' },
    isRow: isLegalRow,
    toItem: (row: LegalRow) => row,
    label: 'legal pages',
  });
  return {
    async read() {
      const [[first], faqRows, legalRows] = await Promise.all([
        facts.list(),
        faq.list(),
        legal.list(),
      ]);
      return { facts: first ?? null, faq: faqRows, legal: legalRows };
    },
  };
}

/** Every string of a value with the language's fact values filled in. */
function filled<T>(value: T, values: Record<string, string>): T {
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return fillFacts(item, values);
    if (Array.isArray(item)) return item.map(walk);
    if (item !== null && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([key, child]) => [key, walk(child)]));
    }
    return item;
  };
  return walk(value) as T;
}

/** The text of each language filled with that language's values. */
function perLanguage<T>(
  texts: Record<KnowledgeLanguage, T>,
  values: Record<KnowledgeLanguage, Record<string, string>>,
): Record<KnowledgeLanguage, T> {
  return { en: filled(texts.en, values.en), de: filled(texts.de, values.de) };
}

/** A placeholder a text still holds: a text that names a fact is left out until it is known. */
const PLACEHOLDER = /\{\w+\}/;

/**
 * The generated knowledge with the facts filled in and the FAQ and legal texts added; without
 * facts, what names none.
 */
export function knowledgeWith({ facts, faq, legal }: SiteContent): SiteKnowledge {
  const values = facts
    ? { en: factValues(facts, 'en'), de: factValues(facts, 'de') }
    : { en: {}, de: {} };
  const entries = generated.knowledgeBase
    .flatMap((entry) => {
      if (!entry.faq) return [entry];
      const written = withFaq(entry, faq);
      return written ? [written] : [];
    })
    .map((entry) => ({
      ...entry,
      topic: filled(entry.topic, values.en),
      keywords: entry.keywords.map((keyword) => filled(keyword, values.en)),
      answer: perLanguage(entry.answer, values),
    }))
    .filter((entry) => !PLACEHOLDER.test(`${entry.topic}${entry.answer.en}${entry.answer.de}`));
  // The same text twice (a figure two pages quote) is one passage, as the generator keeps it.
  const seen = new Set<string>();
  // The FAQ's passages follow the home page's, as the FAQ follows the page's other sections.
  const pages = generated.knowledgePassages;
  const afterHome = pages.findLastIndex((passage) => passage.path === '/') + 1;
  const passages = [
    ...pages.slice(0, afterHome),
    ...faqPassages(faq),
    ...pages.slice(afterHome),
    ...(facts ? legalPassages(legal, facts) : []),
  ]
    .map((passage) => filled(passage, values[passage.language]))
    .filter((passage) => {
      const key = `${passage.language}\n${passage.heading}\n${passage.text}`;
      if (PLACEHOLDER.test(key) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return {
    companyName: facts?.companyName ?? '',
    entries,
    passages,
    fallback: perLanguage(generated.knowledgeFallback, values),
    greeting: perLanguage(generated.knowledgeGreeting, values),
    neutral: perLanguage(generated.knowledgeNeutral, values),
    thanks: perLanguage(generated.knowledgeThanks, values),
    stories: generated.knowledgeStories,
  };
}

const NOTHING_READ: SiteContent = { facts: null, faq: [], legal: [] };

let current: { key: string; knowledge: SiteKnowledge } = {
  key: '',
  knowledge: knowledgeWith(NOTHING_READ),
};

/**
 * Makes the knowledge of `content` the one every request uses from now on (kept while the content
 * is unchanged, so the index is not rebuilt); without facts (a failed read) the last known stay.
 */
export function applySiteContent(content: SiteContent): SiteKnowledge {
  if (!content.facts) return current.knowledge;
  const key = JSON.stringify(content);
  if (key !== current.key) current = { key, knowledge: knowledgeWith(content) };
  return current.knowledge;
}

/** The knowledge of the latest content read (before any: what names no fact). */
export function siteKnowledge(): SiteKnowledge {
  return current.knowledge;
}
