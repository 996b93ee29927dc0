/**
 * Retrieval, measured for `npm run eval:assistant` (supabase/tests/assistant-eval): for each
 * question, where the built-in assistant's index ranks the first text that holds its answer, and
 * whether the model-backed assistant's system prompt holds one. Reads `{ items, stories,
 * contextTokens? }` as JSON on standard input and writes one result per item as JSON, in order.
 *
 * It calls the functions chat-ai itself calls (`search`, `modelContext`), on the published stories
 * the stack serves, so it measures what a visitor's question gets, not a copy of it.
 */
import { type CaseStudyRow, storiesIn } from '../chat-ai/assistant/case-studies.ts';
import { modelContext, sourceId } from '../chat-ai/assistant/providers/prompt.ts';
import { answers, search } from '../chat-ai/assistant/retrieval.ts';
import { applySiteContent, siteKnowledge } from '../chat-ai/assistant/site-knowledge.ts';
import type { FaqRow, LegalRow } from '../chat-ai/assistant/site-texts.ts';
import { type CompanyFactsRow, companyFactsOfRow } from '../_shared/site-facts.ts';

type Item = { question: string; language: 'en' | 'de'; sources: string[] };
type Input = {
  items: Item[];
  stories: CaseStudyRow[];
  /** The published company facts (a row of company_facts). */
  facts: CompanyFactsRow;
  /** The published FAQ entries and legal pages. */
  faq: FaqRow[];
  legal: LegalRow[];
  contextTokens?: number;
};

/**
 * One question's retrieval: the texts its `sources` name that the assistant does not know (a
 * mistake in the set: none may be there); the 1-based rank of the first text holding its answer
 * (null: not found); whether the built-in assistant answers from it (it ranks first and holds
 * enough of the question); whether the model's context holds one, and whether that context was
 * everything.
 */
type RetrievalResult = {
  unknownSources: string[];
  rank: number | null;
  answered: boolean;
  inContext: boolean;
  whole: boolean;
};

const input = JSON.parse(await new Response(Deno.stdin.readable).text()) as Input;
applySiteContent({ facts: companyFactsOfRow(input.facts), faq: input.faq, legal: input.legal });
const { entries, passages } = siteKnowledge();
const known = new Set([
  ...entries.map((entry) => `entry:${entry.id}`),
  ...passages.map((passage) => `passage:${passage.id}`),
  ...input.stories.map((story) => `story:${story.client}`),
]);
const results: RetrievalResult[] = input.items.map(({ question, language, sources }) => {
  const stories = storiesIn(input.stories, language);
  const wanted = new Set(sources);
  const hits = search(question, { language, stories });
  const position = hits.findIndex((hit) => wanted.has(sourceId(hit)));
  const context = modelContext({
    language,
    question,
    stories,
    contextTokens: input.contextTokens,
  });
  return {
    unknownSources: sources.filter((source) => !known.has(source)),
    rank: position < 0 ? null : position + 1,
    answered: position === 0 && answers(hits[0]),
    inContext: context.sources.some((source) => wanted.has(source)),
    whole: context.whole,
  };
});
console.log(JSON.stringify(results));
