/**
 * The one full-text index (MiniSearch) of everything the built-in assistant knows: the
 * knowledge-base entries and the passages of every page (generated from the site's content, both
 * languages), the published case studies and the team's published answers (read at run time; the
 * index follows each request's lists). Every text is read by the one tokenizer, so texts and
 * questions match the same way; each text keeps its units (a line with its heading), where a
 * question's words must meet to be held together.
 */
import MiniSearch from 'minisearch';

import type {
  KnowledgeEntry,
  KnowledgeLanguage,
  KnowledgePassage,
} from '../../_shared/knowledge-contract.ts';
import {
  isMeaningful,
  TOKEN_LANGUAGES,
  type TokenLanguage,
  terms,
  tokenize,
  words,
} from '../../_shared/tokenize.ts';
import type { PublishedCaseStudy } from './case-studies.ts';
import { expand, PREFIX_LENGTH } from './query.ts';
import { type SiteKnowledge, siteKnowledge } from './site-knowledge.ts';
import type { TeamAnswer } from './team-answers.ts';

/** What a hit is: a knowledge entry, a page passage, a published story or a team answer. */
export type Known =
  | { kind: 'entry'; entry: KnowledgeEntry }
  | { kind: 'passage'; passage: KnowledgePassage }
  | { kind: 'story'; story: PublishedCaseStudy }
  | { kind: 'team'; answer: TeamAnswer };

export type Doc = Known & {
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

export const storyDoc = (story: PublishedCaseStudy): Doc => ({
  kind: 'story',
  story,
  id: `story:${story.id}:${story.path.startsWith('/de/') ? 'de' : 'en'}`,
  language: story.language,
  title: story.title,
  keywords: story.client,
  text: `${story.description}\n${story.results}`,
});

export const teamDoc = (answer: TeamAnswer): Doc => ({
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
export class KnowledgeIndex {
  private readonly index = createIndex();
  private readonly docs = new Map<string, Doc>();
  private readonly sources = new Map<string, readonly unknown[]>();
  private readonly units = new Map<string, ReadonlySet<string>[]>();
  private readonly staticCount: Record<KnowledgeLanguage, number> = { en: 0, de: 0 };

  constructor(knowledge: SiteKnowledge) {
    const docs = [...knowledge.entries.flatMap(entryDocs), ...knowledge.passages.map(passageDoc)];
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

let shared: { of: SiteKnowledge; index: KnowledgeIndex } | undefined;

/** The index of the current knowledge (built anew when the company facts change). */
export function knowledgeIndex(): KnowledgeIndex {
  const knowledge = siteKnowledge();
  if (shared?.of !== knowledge) shared = { of: knowledge, index: new KnowledgeIndex(knowledge) };
  return shared.index;
}

export function knownOf(doc: Doc): Known {
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

/** A text the index holds, as an embeddings store keeps it: its id and what it says. */
export type IndexedText = { id: string; language?: KnowledgeLanguage; text: string };

/**
 * Every text the index holds for a request (the static ones, and the stories and team answers of
 * its lists), each with the words an embedding should stand for: its title, terms and text.
 */
export function indexedTexts(context: {
  language: KnowledgeLanguage;
  stories?: readonly PublishedCaseStudy[];
  teamAnswers?: readonly TeamAnswer[];
}): IndexedText[] {
  const { language, stories = [], teamAnswers = [] } = context;
  const { entries, passages } = siteKnowledge();
  const docs = [
    ...entries.flatMap(entryDocs),
    ...passages.map(passageDoc),
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
