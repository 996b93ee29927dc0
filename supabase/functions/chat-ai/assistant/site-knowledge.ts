/**
 * What the assistant knows of the site with the company's facts in it. The generated knowledge
 * (knowledge-base.generated.ts) writes every fact as a `{name}` placeholder, as the site's copy
 * does, because the facts live in the database (company_facts) alone. chat-ai reads the published
 * facts as it reads the team answers (service role, kept for at most 30 seconds, so a change is
 * used within a minute, without a deploy) and fills them in with the site's own code
 * (`_shared/site-facts.ts`): every request takes the knowledge of the latest facts read.
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
  fillFacts,
} from '../../_shared/site-facts.ts';
import { type ListSource, restListSource, staticListSource } from './cached-list.ts';
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

export type CompanyFactsSource = ListSource<CompanyFacts>;

export const staticCompanyFactsSource = (facts?: CompanyFacts): CompanyFactsSource =>
  staticListSource(facts ? [facts] : []);

const COMPANY_FACTS_MAX_AGE_SECONDS = 30;

function isRow(value: unknown): value is CompanyFactsRow {
  if (!value || typeof value !== 'object') return false;
  const row = value as Record<string, unknown>;
  return typeof row.company_name === 'string' && typeof row.phone === 'string';
}

/** The published company facts, read with the project's secret (service-role) key. */
export function restCompanyFactsSource(options: {
  supabaseUrl: string;
  secretKey: string;
  /** How long a read is reused, in seconds (30 by default and at most). */
  ttlSeconds?: number;
  timeoutMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
}): CompanyFactsSource {
  return restListSource({
    ...options,
    table: 'company_facts',
    query: { select: COMPANY_FACT_COLUMNS, published: 'is.true', limit: '1' },
    key: options.secretKey,
    maxAgeSeconds: COMPANY_FACTS_MAX_AGE_SECONDS,
    isRow,
    toItem: companyFactsOfRow,
    label: 'company facts',
  });
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

/** The generated knowledge with the facts filled in; without facts, what names none. */
export function knowledgeWith(facts: CompanyFacts | null): SiteKnowledge {
  const values = facts
    ? { en: factValues(facts, 'en'), de: factValues(facts, 'de') }
    : { en: {}, de: {} };
  const entries = generated.knowledgeBase
    .map((entry) => ({
      ...entry,
      topic: filled(entry.topic, values.en),
      keywords: entry.keywords.map((keyword) => filled(keyword, values.en)),
      answer: perLanguage(entry.answer, values),
    }))
    .filter((entry) => !PLACEHOLDER.test(`${entry.topic}${entry.answer.en}${entry.answer.de}`));
  // The same text twice (a figure two pages quote) is one passage, as the generator keeps it.
  const seen = new Set<string>();
  const passages = generated.knowledgePassages
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

let current: { key: string; knowledge: SiteKnowledge } = {
  key: '',
  knowledge: knowledgeWith(null),
};

/**
 * Makes the knowledge of `facts` the one every request uses from now on (kept when unchanged, so
 * the index is not rebuilt); without facts (a failed read) the last known stay.
 */
export function applyCompanyFacts(facts: CompanyFacts | null | undefined): SiteKnowledge {
  if (!facts) return current.knowledge;
  const key = JSON.stringify(facts);
  if (key !== current.key) current = { key, knowledge: knowledgeWith(facts) };
  return current.knowledge;
}

/** The knowledge of the latest company facts read (before any: what names no fact). */
export function siteKnowledge(): SiteKnowledge {
  return current.knowledge;
}
