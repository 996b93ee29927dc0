/**
 * The default provider (no API key needed): answers from the site's knowledge base with full-text
 * search (MiniSearch). It only ever quotes knowledge-base answers, so it cannot invent a figure.
 * It adds the meeting marker on booking, pricing or next-step intent, for answers whose natural next
 * step is a call, and when it has no good answer (a hand-off to a human).
 */
import MiniSearch from 'minisearch';

import {
  knowledgeBase,
  type KnowledgeEntry,
  knowledgeFallback,
  knowledgeGreeting,
  type KnowledgeLanguage,
} from '../knowledge-base.generated.ts';
import { type ChatProvider, MEETING_MARKER, type ReplyStream } from './types.ts';

type Doc = { id: string; topic: string; keywords: string; en: string; de: string };

/** Words that carry no meaning for matching (they would make every entry match a little). */
const STOP_WORDS = new Set(
  (
    'a an and are as at be can could do does for from how i in is it me my of on or our show ' +
    'tell the this to us we what when where which who why will with you your about please ' +
    'ai ki der die das ein eine einen und oder ist sind wie was wer wo wann warum für mit von zu ' +
    'uns unser unsere ich mir mich sie ihr ihre bitte können kann gibt es über auf im in den dem'
  ).split(' '),
);

const INTENT =
  /\b(book(ing)?|schedul\w*|call|meeting|appointment|demo|consult\w*|pric\w*|how much|quote|cost of|contract|next step|first step|get started|talk to|speak to|human|person|termin\w*|buch\w*|gespräch\w*|preis\w*|was kostet|angebot|nächsten? schritt|ersten? schritt|loslegen|mensch\w*)\b/i;
const GREETING =
  /^\s*(hi|hello|hey|hallo|moin|servus|guten (tag|morgen|abend)|good (morning|afternoon|evening))\b[\s!.,?]*$/i;

function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return lower.length < 2 || STOP_WORDS.has(lower) ? null : lower;
}

function buildIndex(entries: KnowledgeEntry[]): MiniSearch<Doc> {
  const index = new MiniSearch<Doc>({
    fields: ['topic', 'keywords', 'en', 'de'],
    processTerm,
    searchOptions: {
      boost: { keywords: 3, topic: 2 },
      fuzzy: 0.2,
      prefix: (term) => term.length >= 4,
      combineWith: 'OR',
    },
  });
  index.addAll(
    entries.map((e) => ({
      id: e.id,
      topic: e.topic,
      keywords: e.keywords.join(' '),
      en: e.answer.en,
      de: e.answer.de,
    })),
  );
  return index;
}

export type BuiltinAnswer = { text: string; entryId: string | null; meeting: boolean };

/** Picks the answer for one question (exported for tests). */
export function answerQuestion(
  question: string,
  language: KnowledgeLanguage,
  index: MiniSearch<Doc> = defaultIndex(),
): BuiltinAnswer {
  if (GREETING.test(question)) {
    return { text: knowledgeGreeting[language], entryId: null, meeting: false };
  }
  const intent = INTENT.test(question);
  // A good answer matched the question on an entry's keywords or topic, not only somewhere in
  // its answer text.
  const hit = index
    .search(question)
    .find((result) =>
      Object.values(result.match).some((fields) =>
        fields.some((f) => f === 'keywords' || f === 'topic'),
      ),
    );
  const entry = hit ? knowledgeBase.find((e) => e.id === hit.id) : undefined;
  if (!entry) return { text: knowledgeFallback[language], entryId: null, meeting: true };
  return {
    text: entry.answer[language],
    entryId: entry.id,
    meeting: intent || entry.suggestMeeting === true,
  };
}

let cachedIndex: MiniSearch<Doc> | undefined;
function defaultIndex(): MiniSearch<Doc> {
  cachedIndex ??= buildIndex(knowledgeBase);
  return cachedIndex;
}

/** Splits a reply into small pieces (a few words each) for streaming. */
export function chunkText(text: string, wordsPerChunk = 3): string[] {
  const words = text.match(/\S+\s*|\s+/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk) {
    chunks.push(words.slice(i, i + wordsPerChunk).join(''));
  }
  return chunks;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createBuiltinProvider(options: { chunkDelayMs?: number } = {}): ChatProvider {
  const delay = options.chunkDelayMs ?? 15;
  return {
    name: 'builtin',
    paid: false,
    reply({ messages, language }) {
      const lang: KnowledgeLanguage = language === 'de' ? 'de' : 'en';
      const question = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
      const answer = answerQuestion(question, lang);
      const text = answer.meeting ? `${answer.text}\n\n${MEETING_MARKER}` : answer.text;
      const stream: ReplyStream = (async function* () {
        const chunks = chunkText(text);
        for (const [i, chunk] of chunks.entries()) {
          if (i > 0 && delay > 0) await sleep(delay);
          yield chunk;
        }
      })();
      return Promise.resolve(stream);
    },
  };
}
