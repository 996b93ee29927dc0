/**
 * Searching what the site's pages say (`knowledgePassages`, generated from every content module
 * in both languages) for the built-in assistant. A question is matched by its meaningful words,
 * stemmed (so German inflections meet), each widened to its synonyms in both languages, and a few
 * common paraphrases are first written the way the pages say them ("half a year" → "6 months",
 * "new employees" → "new-hire onboarding"). A passage fits when it holds most of the question's
 * words; rarer words count more. Legal passages (privacy, terms, imprint) answer legal questions
 * only.
 */
import type { KnowledgeLanguage, KnowledgePassage } from '../../_shared/knowledge-contract.ts';
import { knowledgePassages } from './knowledge-base.generated.ts';
import { contentStems, stem } from './text.ts';

/** Words that mean the same to a visitor, in English and German (each word is stemmed). */
const SYNONYMS: string[][] = [
  'reply replies respond response answer answers antwort antworten beantworten rückmeldung melden reaktionszeit antwortzeit',
  'message messages write nachricht nachrichten schreiben schicken',
  'people persons participants attendees personen leute teilnehmer teilnehmende',
  'replace throw swap switch ersetzen austauschen ablösen wegwerfen',
  'software system systems tools tool systeme werkzeuge',
  'accurate accuracy correct right reliable reliability genau genauigkeit richtig korrekt zuverlässig',
  'classic traditional conventional klassisch klassische herkömmlich traditionell',
  'consulting consultancy consultant consultants beratung berater unternehmensberatung',
  'run running operate operates operation maintain maintenance betreiben betrieb warten wartung',
  'employee employees staff hire hires colleague colleagues mitarbeiter mitarbeitende angestellte kollegen personal',
  'onboarding einarbeitung einarbeiten ramp-up productive produktiv',
  'cost costs price prices pricing fee fees pay paid payment kosten preis preise honorar budget bezahlen zahlen gebühr',
  'workshop workshops schulung schulungen seminar training trainings learn lernen enablement befähigung',
  'integrate integration integrations connect connects anbinden anbindung schnittstelle schnittstellen interface api',
  'compliance regulatory regulation regulations regulatorik vorschrift vorschriften policy policies richtlinie richtlinien audit',
  'document documents documentation dokument dokumente dokumentation paperwork unterlagen',
  'security secure sicherheit sicher',
  'privacy gdpr dsgvo datenschutz',
  'office location based located sitz standort büro adresse address',
  'founder founded ceo gründer gegründet geschäftsführer geschäftsführung',
  'customer customers client clients kunde kunden',
  'churn abwanderung kündigung kündigungen',
  'proposal proposals quote quotes offer angebot angebote',
  'report reports reporting bericht berichte berichtswesen',
  'invoice invoices rechnung rechnungen',
  'knowledge wissen wissensmanagement',
  'sales vertrieb verkauf',
  'data daten',
  'duration long weeks days dauer dauert lange wochen tage',
  'fast faster quick quickly soon speed within real-time realtime schnell schneller rasch zügig innerhalb echtzeit',
  'partner partners partnerschaft partnerschaften',
  'decision decisions entscheidung entscheidungen',
  'phone telephone call anrufen telefon',
  'email e-mail mail',
].map((group) => group.split(' ').map((word) => stem(word)));

const GROUP_OF = new Map<string, number>();
SYNONYMS.forEach((group, index) => {
  for (const word of group) if (!GROUP_OF.has(word)) GROUP_OF.set(word, index);
});

/** Paraphrases written the way the pages say them. */
const PARAPHRASES: [RegExp, string][] = [
  [/\b(half an? year|six months|halbes jahr|halben jahr|sechs monate\w*)\b/giu, '6 months monate'],
  [
    /\b(new (employees?|hires?|staff|colleagues|starters|team members|people)|neue\w* (mitarbeit\w*|kolleg\w*|angestellt\w*))\b/giu,
    'new-hire onboarding einarbeitung',
  ],
  [/\b(a day|one day|24h|einen tag|ein tag)\b/giu, '24 hours'],
  [/\b(hear back|get back to|hear from you|come back to)\b/giu, 'answer'],
  [/\b(real-time|real time|echtzeit)\b/giu, 'realtime'],
  [
    /\b(los(e|es|ing|t) (\w+ ){0,2}(customers|clients)|(customers|clients) (leave|leaving|quit)|kunden (\w+ ){0,2}(verlier\w*|abspringen|kündigen)|verlier\w* (\w+ ){0,2}kunden)\b/giu,
    'churn',
  ],
  [/\b(work together with|working together with|cooperate|collaborate)\b/giu, 'partners'],
];

/** What a visitor asks about the legal pages. */
const LEGAL =
  /\b(privacy|data protection|personal data|gdpr|dsgvo|datenschutz\w*|terms|conditions|agb|nutzungsbedingung\w*|imprint|impressum|liabilit\w*|haftung|cookies?|legal|law|laws|gesetz\w*|anwendbare\w* recht|rechtlich\w*|register\w*|handelsregister\w*|vat|ust|ust-idnr|umsatzsteuer\w*|jurisdiction|gerichtsstand|(keep|store|stored|retain|delete)\b.{0,40}\b(questions?|messages?|data|chats?)|(speicher\w*|aufbewahr\w*|lösch\w*)\b.{0,40}\b(fragen|nachrichten|daten|chats?))\b/iu;

/** Words that do not say what a question is about, on this site ("use", "website", "actually"). */
const VAGUE = new Set(
  (
    'something anything such actually really often use using used website webseite site seite ' +
    'wenn bekomme bekommen know there here today heute wait waiting warten wollen möchten ' +
    'treffen machen make bieten bietet anbieten ' +
    // Words every page uses about the company and its work: they fit anything.
    'team teams work works working arbeit arbeiten arbeitet help helfen time zeit good gut take ' +
    'part way thing company companies unternehmen firma business'
  )
    .split(' ')
    .map((word) => stem(word)),
);

/** The question with common paraphrases written the way the pages say them. */
export function rephrase(question: string): string {
  let text = question;
  for (const [pattern, replacement] of PARAPHRASES) text = text.replace(pattern, replacement);
  return text;
}

/** The question's words as groups: each word with its synonyms (a set of stems). */
export function questionGroups(question: string): Set<string>[] {
  const groups = new Map<string, Set<string>>();
  for (const word of contentStems(rephrase(question))) {
    if (VAGUE.has(word)) continue;
    const index = GROUP_OF.get(word);
    const key = index === undefined ? word : `#${index}`;
    if (!groups.has(key)) groups.set(key, new Set(index === undefined ? [word] : SYNONYMS[index]));
  }
  return [...groups.values()];
}

const covers = (group: Set<string>, stems: Set<string>) => [...group].some((s) => stems.has(s));

/** How many of the question's word groups a text holds. */
export function coverage(groups: readonly Set<string>[], text: string): number {
  const stems = new Set(contentStems(text));
  return groups.filter((group) => covers(group, stems)).length;
}

type Indexed = { passage: KnowledgePassage; stems: Set<string>; heading: Set<string> };

let indexed: Indexed[] | undefined;
function index(): Indexed[] {
  // The pages' own words go through the same paraphrases as the question ("real-time").
  indexed ??= knowledgePassages.map((passage) => ({
    passage,
    stems: new Set(contentStems(rephrase(`${passage.heading} ${passage.text}`))),
    heading: new Set(contentStems(rephrase(passage.heading))),
  }));
  return indexed;
}

/**
 * A fitting passage: how many of the question's word groups it holds (and its heading holds), of
 * those any page uses.
 */
export type PassageHit = {
  passage: KnowledgePassage;
  covered: number;
  inHeading: number;
  groups: number;
};

/**
 * The passage in the reply's language that fits the question best, if one holds at least half of
 * its word groups (and at least one that is not on most pages).
 */
export function searchPassages(
  question: string,
  language: KnowledgeLanguage,
  groups: Set<string>[] = questionGroups(question),
): PassageHit | undefined {
  if (groups.length === 0) return undefined;
  const legal = LEGAL.test(question);
  const candidates = index().filter(
    (p) => p.passage.language === language && (p.passage.legal === true) === legal,
  );
  const total = candidates.length || 1;
  const weight = groups.map((group) => {
    const df = candidates.filter((p) => covers(group, p.stems)).length;
    return { df, idf: Math.log(1 + total / (1 + df)) };
  });
  // Words no page uses cannot be matched ("today", "expect"): a passage needs half of the others.
  const known = weight.filter((w) => w.df > 0).length;
  let best: (PassageHit & { score: number }) | undefined;
  for (const candidate of candidates) {
    let score = 0;
    let covered = 0;
    let inHeading = 0;
    let distinctive = false;
    groups.forEach((group, i) => {
      const { df, idf } = weight[i] ?? { df: total, idf: 0 };
      if (!covers(group, candidate.stems)) return;
      covered++;
      const headed = covers(group, candidate.heading);
      if (headed) inHeading++;
      score += idf + (headed ? idf / 2 : 0);
      if (df <= total / 4) distinctive = true;
    });
    // Shorter passages say the thing more directly: a small tie-break.
    score -= candidate.passage.text.length / 100_000;
    if (!distinctive || covered * 2 < known) continue;
    // More of the question first; among those, rarer words and words in the heading.
    if (!best || covered > best.covered || (covered === best.covered && score > best.score)) {
      best = { passage: candidate.passage, covered, inHeading, groups: known, score };
    }
  }
  if (!best) return undefined;
  const { score: _score, ...hit } = best;
  return hit;
}

/**
 * The lines of a passage to quote, at most `maxChars` together: all of them when they fit, else
 * those that hold most of the question's words (in the passage's order), so a long section is
 * quoted where it answers, not from its start.
 */
export function excerpt(text: string, groups: readonly Set<string>[], maxChars: number): string[] {
  const lines = text.split('\n');
  if (text.length <= maxChars) return lines;
  const ranked = lines
    .map((line, index) => ({ line, index, covered: coverage(groups, line) }))
    .sort((a, b) => b.covered - a.covered || a.index - b.index);
  const picked: typeof ranked = [];
  let length = 0;
  for (const candidate of ranked) {
    if (length + candidate.line.length > maxChars) continue;
    picked.push(candidate);
    length += candidate.line.length;
  }
  // A single line longer than the limit: its start.
  if (picked.length === 0) return [`${text.slice(0, maxChars)}…`];
  return picked.sort((a, b) => a.index - b.index).map((p) => p.line);
}
