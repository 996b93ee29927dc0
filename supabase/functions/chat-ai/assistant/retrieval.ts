/**
 * How the built-in assistant finds what answers a question, in the one index of everything it
 * knows (`knowledge-index.ts`; the question read by `query.ts`): the texts of both languages that
 * hold some of it, each quoted in the reply's language. A text answers when one of its units (a
 * line with its heading) holds enough of the question (its coverage; below the threshold nothing
 * the assistant knows answers it, and it says so); the texts that answer are ranked by BM25
 * relevance, headings, topics and search terms counting double, and fused with a semantic ranking
 * when an embeddings provider gives one. The model-backed provider gets the best few of the same
 * ranking when the whole site does not fit its window.
 */
import type { KnowledgeLanguage } from '../../_shared/knowledge-contract.ts';
import type { PublishedCaseStudy } from './case-studies.ts';
import {
  type Known,
  type KnowledgeIndex,
  knowledgeIndex,
  knownOf,
  storyDoc,
  teamDoc,
} from './knowledge-index.ts';
import { type QueryGroup, queryGroups, sentenceGroups, unitHolds } from './query.ts';
import type { TeamAnswer } from './team-answers.ts';

export { type IndexedText, indexedTexts } from './knowledge-index.ts';
export { type QueryGroup, queryGroups, wordsHeld } from './query.ts';

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

/** Whether a hit answers the question: it holds at least the threshold's share of it. */
export const answers = (hit: Hit | undefined): hit is Hit =>
  hit !== undefined && hit.coverage >= ANSWER_THRESHOLD;
