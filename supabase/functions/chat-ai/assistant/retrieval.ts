/**
 * Everything the built-in assistant knows, in one full-text index (MiniSearch): the knowledge-base
 * entries and the passages of every page (generated from the site's content, both languages), the
 * published case studies and the team's published answers (read at run time; the index follows
 * each request's lists). Every text and every question is read by the one tokenizer
 * (`_shared/tokenize.ts`: stop words out, Snowball stems), so all of them match the same way.
 *
 * A text answers when one of its units (a line with its heading) holds enough of the question
 * (its coverage, below the threshold nothing the assistant knows answers it, and it says so); the
 * texts that answer are ranked by BM25 relevance, headings, topics and search terms counting
 * double. The model-backed provider gets the best few of the same ranking as its facts.
 */
import MiniSearch from 'minisearch';

import type {
  KnowledgeEntry,
  KnowledgeLanguage,
  KnowledgePassage,
} from '../../_shared/knowledge-contract.ts';
import {
  isMeaningful,
  stems,
  TOKEN_LANGUAGES,
  type TokenLanguage,
  terms,
  tokenize,
  words,
} from '../../_shared/tokenize.ts';
import type { PublishedCaseStudy } from './case-studies.ts';
import { knowledgeBase, knowledgePassages } from './knowledge-base.generated.ts';
import type { TeamAnswer } from './team-answers.ts';

/** What a hit is: a knowledge entry, a page passage, a published story or a team answer. */
type Known =
  | { kind: 'entry'; entry: KnowledgeEntry }
  | { kind: 'passage'; passage: KnowledgePassage }
  | { kind: 'story'; story: PublishedCaseStudy }
  | { kind: 'team'; answer: TeamAnswer };

type Doc = Known & {
  id: string;
  /** The language of its text; none when either (a team answer's question and variants). */
  language?: TokenLanguage;
  /** A heading, topic, story title or the team's question (counts double). */
  title: string;
  /** Search terms in both languages, a story's client, a team answer's variants (count double). */
  keywords: string;
  text: string;
};

type Field = 'title' | 'keywords' | 'text';
const FIELDS: Field[] = ['title', 'keywords', 'text'];

/**
 * The share of a question's weight a text must hold to answer it. A question's meaningful words
 * weigh by how rare they are in what the assistant knows, so at one half the best text holds at
 * least as much of what was asked as it leaves out: a question whose specific words no text holds
 * together ("Do you audit smart contracts?", "Are you ISO certified?") is not answered with a
 * text that shares its common words. Lower bars answer more paraphrases but also questions the
 * site cannot answer: at 0.45 "Can you write me a poem?" got the contact page's "Write to us
 * directly", at 0.4 "Does your team work on weekends?" the mission (it holds 0.41 of it).
 */
const ANSWER_THRESHOLD = 0.5;

/**
 * How much more a kind of text is worth as an answer than a page passage of the same relevance:
 * the team's answers and the knowledge base are written as answers; a page passage is copy.
 */
const PRIOR: Record<Known['kind'], number> = { team: 2, entry: 1.5, story: 1, passage: 1 };

/**
 * Words the field uses for the same thing, in English and German: a question with one meets a
 * text with another (German questions meet the English stories this way). Terms of the trade
 * only, not paraphrases of everyday language.
 */
const SYNONYMS: string[][] = [
  'erp warenwirtschaft warenwirtschaftssystem',
  'crm kundenmanagement',
  'onboarding einarbeitung',
  'invoice invoices rechnung',
  'quote quotes quotation angebot angebote',
  'proposal proposals angebot',
  'contract contracts vertrag verträge',
  'churn abwanderung kundenabwanderung',
  'gdpr dsgvo',
  'compliance regulatory regulatorik',
  'reporting berichtswesen',
  'report reports bericht berichte',
  'documentation dokumentation',
  'audit audits prüfung',
  'knowledge wissen',
  'sales vertrieb',
  'customer customers kunde kunden',
  'employee employees staff mitarbeiter mitarbeitende',
  'consultation beratungsgespräch',
  'consulting consultancy beratung',
  'company firma unternehmen',
  'integration integrations schnittstelle schnittstellen',
].map((group) => group.split(' '));

/**
 * Each stem's synonyms' stems (in both languages). Groups that share a word are one group
 * ("proposal" and "quote" are both "Angebot"), so a word meets all of its synonyms.
 */
const SYNONYMS_OF = new Map<string, Set<string>>();
for (const group of SYNONYMS) {
  const all = new Set(group.flatMap((word) => stems(word)));
  for (const stem of all) for (const other of SYNONYMS_OF.get(stem) ?? []) all.add(other);
  for (const stem of all) SYNONYMS_OF.set(stem, all);
}

/** A question word as the index is asked for it: its stems in both languages and their synonyms. */
function expand(word: string): string[] {
  const own = stems(word);
  const all = new Set(own);
  for (const stem of own) for (const synonym of SYNONYMS_OF.get(stem) ?? []) all.add(synonym);
  return [...all];
}

/** One meaningful word of a question: the terms that stand for it in the index. */
export type QueryGroup = ReadonlySet<string>;

/**
 * The sentences of a message with two meaningful words or more, each as its groups (those of
 * `queryGroups(message)`), when the message has more than one sentence.
 */
function sentenceGroups(message: string, groups: readonly QueryGroup[]): QueryGroup[][] {
  const sentences = message.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim());
  if (sentences.length < 2) return [];
  const byKey = new Map(groups.map((group) => [[...group].sort().join(' '), group]));
  return sentences
    .map((sentence) =>
      queryGroups(sentence).flatMap((group) => byKey.get([...group].sort().join(' ')) ?? []),
    )
    .filter((part) => part.length >= 2);
}

/** The meaningful words of a question, each as its group of terms (repeats counted once). */
export function queryGroups(question: string): QueryGroup[] {
  const groups = new Map<string, Set<string>>();
  for (const word of words(question).filter(isMeaningful)) {
    const group = new Set(expand(word));
    const key = [...group].sort().join(' ');
    if (!groups.has(key)) groups.set(key, group);
  }
  return [...groups.values()];
}

/** The text of a field as indexed: its stems, in the doc's language (search terms: both). */
function analyzed(doc: Doc, field: Field): string {
  const languages = field === 'keywords' || !doc.language ? TOKEN_LANGUAGES : [doc.language];
  return tokenize(doc[field], languages).flat().join(' ');
}

/**
 * Where a question's words must meet to be held together: each line of a text with its heading,
 * topic and search terms (a sentence of a long page section does not answer with a word from
 * another); each of a team answer's question and variants.
 */
function unitsOf(doc: Doc): ReadonlySet<string>[] {
  if (doc.kind === 'team') {
    return [doc.answer.question, ...doc.answer.variants].map((phrase) => terms(phrase));
  }
  const languages = doc.language ? [doc.language] : TOKEN_LANGUAGES;
  const head = [...terms(doc.title, languages), ...terms(doc.keywords)];
  const lines = doc.text.split('\n').filter((line) => line.trim());
  if (lines.length === 0) return [new Set(head)];
  return lines.map((line) => new Set([...head, ...terms(line, languages)]));
}

/** Whether a unit holds a word of the question: a term of its group, or a compound it starts. */
function unitHolds(unit: ReadonlySet<string>, group: QueryGroup): boolean {
  for (const term of group) if (unit.has(term)) return true;
  for (const term of group) {
    if (term.length < PREFIX_LENGTH) continue;
    for (const held of unit) if (held.startsWith(term)) return true;
  }
  return false;
}

/** A stem of this many letters or more also finds the compounds it starts ("angebot…"). */
const PREFIX_LENGTH = 6;

function createIndex(): MiniSearch<Doc> {
  return new MiniSearch<Doc>({
    fields: FIELDS,
    extractField: (doc, field) => (field === 'id' ? doc.id : analyzed(doc, field as Field)),
    // Fields arrive analyzed (stems separated by spaces); questions are analyzed at search time.
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term || null,
    searchOptions: {
      tokenize: words,
      processTerm: (word) => (isMeaningful(word) ? expand(word) : null),
      boost: { title: 2, keywords: 2 },
      prefix: (term) => term.length >= PREFIX_LENGTH,
      weights: { fuzzy: 0, prefix: 0.5 },
      combineWith: 'OR',
    },
    autoVacuum: false,
  });
}

const entryDocs = (entry: KnowledgeEntry): Doc[] =>
  (['en', 'de'] as const).map((language) => ({
    kind: 'entry',
    entry,
    id: `entry:${entry.id}:${language}`,
    language,
    title: entry.topic,
    keywords: entry.keywords.join(' '),
    text: entry.answer[language],
  }));

const passageDoc = (passage: KnowledgePassage): Doc => ({
  kind: 'passage',
  passage,
  id: `passage:${passage.language}:${passage.id}`,
  language: passage.language,
  title: passage.heading,
  keywords: '',
  text: passage.text,
});

const storyDoc = (story: PublishedCaseStudy): Doc => ({
  kind: 'story',
  story,
  id: `story:${story.id}:${story.path.startsWith('/de/') ? 'de' : 'en'}`,
  language: story.language,
  title: story.title,
  keywords: story.client,
  text: `${story.description}\n${story.results}`,
});

const teamDoc = (answer: TeamAnswer): Doc => ({
  kind: 'team',
  answer,
  id: `team:${answer.id}`,
  title: answer.question,
  keywords: answer.variants.join(' '),
  text: '',
});

/** What a doc was indexed from: when it changes, the doc is indexed again. */
function indexedFrom(doc: Doc): readonly unknown[] {
  switch (doc.kind) {
    case 'story':
      return [
        doc.language,
        doc.story.title,
        doc.story.client,
        doc.story.description,
        doc.story.results,
      ];
    case 'team':
      return [doc.answer.question, ...doc.answer.variants];
    default:
      return [doc.id];
  }
}

const sameSource = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/** The index and what is in it: the static docs, and the stories and team answers of late. */
class KnowledgeIndex {
  private readonly index = createIndex();
  private readonly docs = new Map<string, Doc>();
  private readonly sources = new Map<string, readonly unknown[]>();
  private readonly units = new Map<string, ReadonlySet<string>[]>();
  private readonly staticCount: Record<KnowledgeLanguage, number> = { en: 0, de: 0 };

  constructor() {
    const docs = [...knowledgeBase.flatMap(entryDocs), ...knowledgePassages.map(passageDoc)];
    for (const doc of docs) {
      this.docs.set(doc.id, doc);
      this.units.set(doc.id, unitsOf(doc));
      if (doc.language) this.staticCount[doc.language]++;
    }
    this.index.addAll(docs);
  }

  /**
   * Brings the dynamic docs of one kind in step with a request's list: new and changed ones are
   * (re)indexed, unchanged ones take the request's objects (an answer's text or link may change
   * without its question), and those no longer in the list are removed. Returns their ids.
   */
  sync(kind: 'story' | 'team', wanted: readonly Doc[], same: (doc: Doc) => boolean): Set<string> {
    const ids = new Set<string>();
    for (const doc of wanted) {
      ids.add(doc.id);
      const source = indexedFrom(doc);
      const known = this.docs.get(doc.id);
      const knownSource = this.sources.get(doc.id);
      if (known && knownSource && sameSource(knownSource, source)) {
        this.docs.set(doc.id, doc);
        continue;
      }
      if (known) this.index.remove(known);
      this.index.add(doc);
      this.docs.set(doc.id, doc);
      this.sources.set(doc.id, source);
      this.units.set(doc.id, unitsOf(doc));
    }
    for (const [id, doc] of this.docs) {
      if (doc.kind === kind && same(doc) && !ids.has(id)) {
        this.index.remove(doc);
        this.docs.delete(id);
        this.sources.delete(id);
        this.units.delete(id);
      }
    }
    return ids;
  }

  /** A text the index holds, by id. */
  doc(id: string): Doc | undefined {
    return this.docs.get(id);
  }

  /**
   * Whether a request may use a text: a static one (in either language: a question finds the
   * page that says it best, and the reply quotes that page in its own language), or one of the
   * request's lists.
   */
  allows(id: string, dynamic: Set<string>): boolean {
    const doc = this.docs.get(id);
    if (!doc) return false;
    return doc.kind === 'entry' || doc.kind === 'passage' || dynamic.has(id);
  }

  /** A static text in the reply's language: an entry's, or a passage's at the same place. */
  inLanguage(doc: Doc, language: KnowledgeLanguage): Doc {
    if ((doc.kind !== 'entry' && doc.kind !== 'passage') || doc.language === language) return doc;
    const id =
      doc.kind === 'entry'
        ? `entry:${doc.entry.id}:${language}`
        : `passage:${language}:${doc.passage.id}`;
    return this.docs.get(id) ?? doc;
  }

  find(question: string, dynamic: Set<string>) {
    const results = this.index.search(question, {
      filter: (result) => this.allows(String(result.id), dynamic),
    });
    const found = results.flatMap((result) => {
      const doc = this.docs.get(String(result.id));
      const units = this.units.get(String(result.id)) ?? [];
      return doc
        ? [{ doc, units, score: result.score, queryTerms: new Set(result.queryTerms) }]
        : [];
    });
    return { found, total: this.staticCount.en + this.staticCount.de + dynamic.size };
  }
}

let shared: KnowledgeIndex | undefined;
const knowledgeIndex = () => (shared ??= new KnowledgeIndex());

/** A text that holds some of the question. */
export type Hit = {
  /** The text's id in the index (as `indexedTexts` names it). */
  id: string;
  known: Known;
  /** The share of the question's weight it holds (0-1). */
  coverage: number;
  /** BM25 relevance (orders the hits that answer). */
  score: number;
};

type SearchContext = {
  language: KnowledgeLanguage;
  /** The published stories in the reply's language (`storiesIn`). */
  stories?: readonly PublishedCaseStudy[];
  /** The team's published answers. */
  teamAnswers?: readonly TeamAnswer[];
  /**
   * The texts closest to the question by meaning (ids as `indexedTexts` names them, closest
   * first), when an embeddings provider is configured: fused with the lexical ranking.
   */
  semantic?: readonly string[];
};

/** A text the index holds, as an embeddings store keeps it: its id and what it says. */
export type IndexedText = { id: string; language?: KnowledgeLanguage; text: string };

/**
 * Every text the index holds for a request (the static ones, and the stories and team answers of
 * its lists), each with the words an embedding should stand for: its title, terms and text.
 */
export function indexedTexts(context: Omit<SearchContext, 'semantic'>): IndexedText[] {
  const { language, stories = [], teamAnswers = [] } = context;
  const docs = [
    ...knowledgeBase.flatMap(entryDocs),
    ...knowledgePassages.map(passageDoc),
    ...stories.map(storyDoc),
    ...teamAnswers.map(teamDoc),
  ].filter((doc) => !doc.language || doc.language === language || doc.kind === 'story');
  return docs.map((doc) => ({
    id: doc.id,
    ...(doc.language ? { language: doc.language } : {}),
    text: [doc.title, doc.keywords, doc.kind === 'team' ? teamAnswerTextOf(doc) : doc.text]
      .filter(Boolean)
      .join('\n'),
  }));
}

const teamAnswerTextOf = (doc: Doc) =>
  doc.kind === 'team' ? Object.values(doc.answer.answer).filter(Boolean).join('\n') : '';

/**
 * Reciprocal rank fusion (as Supabase's hybrid search guide combines full-text and semantic
 * search): a text's score is the sum of 1 / (k + rank) over the rankings that hold it, so a text
 * both rank high comes first and one ranking alone cannot push an unrelated text to the top.
 */
const RRF_K = 60;

/**
 * Everything that holds some of the question, in the reply's language, best first: the texts
 * that answer it (coverage at the threshold or above) by BM25 relevance, then the others by
 * coverage. Each meaningful word of the question weighs `ln(1 + N / (1 + df))` (N texts searched,
 * df of them hold it), so words many texts hold weigh little and words none holds weigh most; a
 * text's coverage is the weight of the words one of its units (`unitsOf`) holds over the weight
 * of all of them.
 */
export function search(question: string, context: SearchContext): Hit[] {
  const { language, stories = [], teamAnswers = [] } = context;
  const index = knowledgeIndex();
  const storyIds = index.sync(
    'story',
    stories.map(storyDoc),
    (doc) => doc.kind === 'story' && doc.id.endsWith(`:${language}`),
  );
  const teamIds = index.sync('team', teamAnswers.map(teamDoc), () => true);
  const groups = queryGroups(question);
  if (groups.length === 0) return [];
  const dynamic = new Set([...storyIds, ...teamIds]);
  const { found, total } = index.find(question, dynamic);
  const holds = (terms: ReadonlySet<string>, group: QueryGroup) =>
    [...group].some((term) => terms.has(term));
  const weightOf = new Map<QueryGroup, number>();
  for (const group of groups) {
    const df = found.filter((hit) => holds(hit.queryTerms, group)).length;
    weightOf.set(group, Math.log(1 + total / (1 + df)));
  }
  // The whole message, and each of its sentences that asks something of its own ("Sorry, can we
  // continue in English? Who runs the company?"): a text answers the part it fits best.
  const parts = [groups, ...sentenceGroups(question, groups)];
  const share = (part: readonly QueryGroup[], holdsGroup: (group: QueryGroup) => boolean) => {
    let held = 0;
    let all = 0;
    for (const group of part) {
      const weight = weightOf.get(group) ?? 0;
      all += weight;
      if (holdsGroup(group)) held += weight;
    }
    return all > 0 ? held / all : 0;
  };
  const hits = found.map(({ doc, units, score, queryTerms }) => {
    let coverage = 0;
    for (const part of parts) {
      // What the text holds anywhere; where it could answer, what one of its units holds.
      const anywhere = share(part, (group) => holds(queryTerms, group));
      const held =
        anywhere < ANSWER_THRESHOLD
          ? anywhere
          : Math.max(0, ...units.map((unit) => share(part, (group) => unitHolds(unit, group))));
      coverage = Math.max(coverage, held);
    }
    const own = index.inLanguage(doc, language);
    return { id: own.id, known: knownOf(own), coverage, score };
  });
  // Texts that answer first, the most relevant first; then the others, those holding more first.
  const answering = (hit: Hit) => hit.coverage >= ANSWER_THRESHOLD;
  const relevance = (hit: Hit) => hit.score * PRIOR[hit.known.kind];
  const lexical = bestOfEach(hits).sort((a, b) =>
    answering(a) !== answering(b)
      ? Number(answering(b)) - Number(answering(a))
      : answering(a)
        ? relevance(b) - relevance(a)
        : b.coverage - a.coverage || b.score - a.score,
  );
  const semantic = context.semantic?.filter((id) => index.allows(id, dynamic)) ?? [];
  return semantic.length ? fused(lexical, semantic, index) : lexical;
}

/** One hit per text: a text found in both languages counts with its better fit. */
function bestOfEach(hits: Hit[]): Hit[] {
  const best = new Map<string, Hit>();
  for (const hit of hits) {
    const known = best.get(hit.id);
    best.set(
      hit.id,
      known
        ? {
            ...hit,
            coverage: Math.max(known.coverage, hit.coverage),
            score: Math.max(known.score, hit.score),
          }
        : hit,
    );
  }
  return [...best.values()];
}

/**
 * The lexical ranking fused with the semantic one (reciprocal rank fusion). Texts that answer
 * (their coverage) stay ahead of those that do not, so meaning reorders what the built-in
 * assistant may quote but never makes it quote a text that holds too little of the question; a
 * text only the semantic ranking found joins the others (the model's best part may hold it).
 */
function fused(lexical: Hit[], semantic: readonly string[], index: KnowledgeIndex): Hit[] {
  const score = new Map<Hit, number>();
  const byId = new Map<string, Hit>();
  lexical.forEach((hit, rank) => {
    byId.set(hit.id, hit);
    score.set(hit, 1 / (RRF_K + rank + 1));
  });
  semantic.forEach((id, rank) => {
    let hit = byId.get(id);
    if (!hit) {
      const doc = index.doc(id);
      if (!doc) return;
      hit = { id, known: knownOf(doc), coverage: 0, score: 0 };
      byId.set(id, hit);
    }
    score.set(hit, (score.get(hit) ?? 0) + 1 / (RRF_K + rank + 1));
  });
  return [...score.keys()].sort(
    (a, b) => Number(answers(b)) - Number(answers(a)) || (score.get(b) ?? 0) - (score.get(a) ?? 0),
  );
}

function knownOf(doc: Doc): Known {
  switch (doc.kind) {
    case 'entry':
      return { kind: 'entry', entry: doc.entry };
    case 'passage':
      return { kind: 'passage', passage: doc.passage };
    case 'story':
      return { kind: 'story', story: doc.story };
    case 'team':
      return { kind: 'team', answer: doc.answer };
  }
}

/** Whether a hit answers the question: it holds at least the threshold's share of it. */
export const answers = (hit: Hit | undefined): hit is Hit =>
  hit !== undefined && hit.coverage >= ANSWER_THRESHOLD;

/**
 * How many of the question's words a text holds (for picking the lines of a long passage to
 * quote): the text read in its language, the question's words with their synonyms.
 */
export function wordsHeld(
  groups: readonly QueryGroup[],
  text: string,
  language: TokenLanguage,
): number {
  const held = terms(text, [language]);
  return groups.filter((group) => [...group].some((term) => held.has(term))).length;
}
