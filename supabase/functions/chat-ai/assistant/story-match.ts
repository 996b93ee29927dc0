/**
 * Which published case studies fit a visitor's message. A story fits when the message names the
 * client, an industry the story is from ("we are an insurer", "Spedition"), or the problem or result
 * it describes ("checking carrier invoices", "onboarding took months"). Stories are written by the
 * team in English; a small bilingual vocabulary lets German questions find them too.
 *
 * Used by both providers: the built-in one answers from the best story, the model-backed one gets
 * the best stories among its facts. Only stories passed in (the published ones) can ever match.
 */
import type { PublishedCaseStudy } from './case-studies.ts';
import { contentStems, stem, words } from './text.ts';

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

/** German words of common problems and results → the English stem a story would use. */
const CONCEPTS: Record<string, string> = {
  rechnung: 'invoic',
  rechnungen: 'invoic',
  angebot: 'quot',
  angebote: 'quot',
  angebotserstellung: 'quot',
  einarbeitung: 'onboard',
  onboarding: 'onboard',
  dokumentation: 'documentat',
  prüfung: 'check',
  prüfen: 'check',
  vertrag: 'contract',
  verträge: 'contract',
  schaden: 'claim',
  schäden: 'claim',
  richtlinien: 'guidelin',
  audit: 'audit',
  audits: 'audit',
  zulassung: 'regulat',
  kundenservice: 'servic',
  berichte: 'report',
  reporting: 'report',
  dateneingabe: 'entry',
  wissen: 'knowledg',
  neue: 'new',
  mitarbeitende: 'hire',
  mitarbeiter: 'hire',
};

/** Stems so common in questions and stories that they say nothing about which story fits. */
const GENERIC = new Set(
  [
    'ai',
    'ki',
    'agent',
    'agents',
    'automation',
    'automate',
    'automat',
    'help',
    'company',
    'companies',
    'firm',
    'firma',
    'unternehmen',
    'project',
    'projekt',
    'example',
    'beispiel',
    'case',
    'stud',
    'study',
    'result',
    'results',
    'ergebnis',
    'ergebnisse',
    'client',
    'customer',
    'kunde',
    'kunden',
    'team',
    'time',
    'zeit',
    'work',
    'arbeit',
    'process',
    'prozess',
    'data',
    'daten',
    'system',
    'systems',
    'use',
    'done',
    'made',
    'build',
    'built',
    'sector',
    'industry',
    'branche',
    'reference',
    'referenz',
    'experience',
    'erfahrung',
    'similar',
    'ähnlich',
    'anything',
    'something',
    'our',
    'workshop',
    'speedboat',
    'week',
    'weeks',
    'month',
    'months',
    'hour',
    'hours',
    'day',
    'days',
    'ago',
    'new',
    'first',
    'one',
    'two',
    // Verbs of finding and reading, not of a problem.
    'read',
    'see',
    'find',
    'look',
    'give',
    'send',
    'know',
    'write',
  ].map(stem),
);

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

function storyStems(story: PublishedCaseStudy): Set<string> {
  return new Set(contentStems(`${story.title} ${story.description} ${story.results}`));
}

function questionStems(message: string): Set<string> {
  const stems = new Set<string>();
  for (const word of words(message)) {
    const concept = CONCEPTS[word];
    if (concept) stems.add(concept);
  }
  for (const s of contentStems(message)) if (!GENERIC.has(s)) stems.add(s);
  return stems;
}

export type StoryMatch = {
  story: PublishedCaseStudy;
  score: number;
  /** Why it fits: the client is named, an industry is shared, or problem/result words are shared. */
  client: boolean;
  industry: boolean;
  /** Meaningful stems the message shares with the story. */
  shared: string[];
};

/** The industries a message names that no published story is from (e.g. "energy"). */
export function unmatchedIndustries(message: string, stories: PublishedCaseStudy[]): string[] {
  const asked = industriesOf(message);
  for (const story of stories)
    for (const industry of storyIndustries(story)) asked.delete(industry);
  return [...asked];
}

/**
 * The stories that fit a message, best first. A story needs the client's name, a shared industry,
 * or two meaningful words in common (one is enough when the visitor asks for an example, or about
 * experience and references, and the word belongs to this story alone).
 */
export function matchStories(
  message: string,
  stories: PublishedCaseStudy[],
  options: { asksForStory?: boolean } = {},
): StoryMatch[] {
  if (stories.length === 0) return [];
  const askedIndustries = industriesOf(message);
  const asked = questionStems(message);
  const intent = options.asksForStory ?? asksForStory(message);
  const stemsByStory = stories.map(storyStems);
  const lowerMessage = message.toLowerCase();

  const matches: StoryMatch[] = [];
  stories.forEach((story, index) => {
    const own = stemsByStory[index] ?? new Set<string>();
    const shared = [...asked].filter((s) => own.has(s));
    const unique = shared.filter((s) =>
      stemsByStory.every((other, j) => j === index || !other.has(s)),
    );
    const clientName = story.client.split(/\s+/)[0]?.toLowerCase() ?? '';
    const client = clientName.length >= 4 && lowerMessage.includes(clientName);
    const ownIndustries = storyIndustries(story);
    const industry = [...askedIndustries].some((i) => ownIndustries.has(i));
    const fits = client || industry || shared.length >= 2 || (intent && unique.length >= 1);
    if (!fits) return;
    matches.push({
      story,
      client,
      industry,
      shared,
      score: (client ? 10 : 0) + (industry ? 5 : 0) + shared.length + unique.length,
    });
  });
  return matches.sort((a, b) => b.score - a.score);
}
