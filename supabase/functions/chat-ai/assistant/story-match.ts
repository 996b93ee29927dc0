/**
 * Which published case studies a visitor's message names: by the client, or by an industry the
 * story is from ("we are an insurer", "Spedition"; a small English/German vocabulary, as stories
 * are mostly written in English). A story that fits by its problem or result ("checking carrier
 * invoices") is found by the retrieval (`retrieval.ts`), like everything else the assistant knows.
 *
 * Used by both providers: the built-in one answers from the best story, the model-backed one gets
 * the best stories among its facts. Only stories passed in (the published ones) can ever match.
 */
import type { PublishedCaseStudy } from './case-studies.ts';
import { words } from '../../_shared/tokenize.ts';

/** Industries and the word beginnings (lower case, English and German) that name them. */
const INDUSTRIES: Record<string, string[]> = {
  insurance: ['insur', 'underwrit', 'versicher', 'assekuranz', 'reinsur', 'rückversicher'],
  logistics: [
    'logisti',
    'freight',
    'fracht',
    'carrier',
    'shipping',
    'shipment',
    'spedition',
    'spediteur',
    'haulage',
    'haulier',
    'forwarder',
    'container',
    'transportunternehm',
  ],
  manufacturing: [
    'manufactur',
    'machine',
    'maschine',
    'maschinenbau',
    'anlagenbau',
    'factory',
    'fabrik',
    'fertigung',
    'foundry',
    'giesserei',
    'gießerei',
    'packaging line',
  ],
  medical: ['medical', 'medtech', 'medizintechnik', 'medizinprodukt', 'mdr'],
  healthcare: ['healthcare', 'hospital', 'klinik', 'krankenhaus', 'care home', 'pflege'],
  pharma: ['pharma'],
  energy: ['energy', 'energie', 'utility', 'utilities', 'stadtwerk', 'versorger', 'electricity'],
  banking: ['bank', 'finance', 'financial', 'finanz', 'lender', 'kredit'],
  retail: ['retail', 'e-commerce', 'ecommerce', 'einzelhandel', 'onlineshop'],
  public: ['public sector', 'government', 'behörde', 'verwaltung', 'municipal', 'kommune'],
  legal: ['law firm', 'kanzlei', 'anwalt', 'lawyer'],
};

/** A message that asks for a story ("an example", "a reference", "did you do this before"). */
const STORY_INTENT =
  /\b(examples?|case stud(y|ies)|references?|success stor(y|ies)|projects?|similar|experience with|done (anything|something|this)|worked (for|with)|results? (did|you|for)|show me|beispiele?|praxisbeispiele?|referenzen?|fallstudien?|projekte?|erfahrung(en)? (mit|in|aus)|ähnlich\w*|schon (mal|einmal)|erfolgsgeschichten?|ergebnisse)\b/i;

export function asksForStory(message: string): boolean {
  return STORY_INTENT.test(message);
}

/** The industries a text names. */
export function industriesOf(text: string): Set<string> {
  const lower = ` ${words(text).join(' ')} `;
  const found = new Set<string>();
  for (const [industry, prefixes] of Object.entries(INDUSTRIES)) {
    if (prefixes.some((prefix) => lower.includes(` ${prefix}`))) found.add(industry);
  }
  return found;
}

/**
 * The industries a story is from: named by its client or title ("Velanta Versicherung AG",
 * "Freight invoices…"), else by its challenge. (A machine builder whose challenge mentions its
 * pharma customers is not a pharma story.)
 */
function storyIndustries(story: PublishedCaseStudy): Set<string> {
  const named = industriesOf(`${story.client} ${story.title}`);
  return named.size > 0 ? named : industriesOf(story.description);
}

/** A story the message names, and how: by its client, or by an industry it is from. */
type NamedStory = { story: PublishedCaseStudy; client: boolean; industry: boolean };

/** The industries a message names that no published story is from (e.g. "energy"). */
export function unmatchedIndustries(message: string, stories: readonly PublishedCaseStudy[]) {
  const asked = industriesOf(message);
  for (const story of stories) {
    for (const industry of storyIndustries(story)) asked.delete(industry);
  }
  return [...asked];
}

/** The stories a message names, by client (first) or by industry. */
export function namedStories(
  message: string,
  stories: readonly PublishedCaseStudy[],
): NamedStory[] {
  const askedIndustries = industriesOf(message);
  const lower = message.toLowerCase();
  return stories
    .map((story) => {
      const clientName = story.client.split(/\s+/)[0]?.toLowerCase() ?? '';
      const client = clientName.length >= 4 && lower.includes(clientName);
      const own = storyIndustries(story);
      const industry = [...askedIndustries].some((i) => own.has(i));
      return { story, client, industry };
    })
    .filter((named) => named.client || named.industry)
    .sort((a, b) => Number(b.client) - Number(a.client));
}
