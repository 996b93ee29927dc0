/**
 * The default provider (no API key needed): answers from the site's knowledge base and the
 * published case studies. It only ever quotes knowledge-base answers and the stories' own text, so
 * it cannot invent a figure or a story.
 *
 * In order, a question gets:
 *  1. an attempt to make it break its rules or reveal them → the short neutral reply;
 *  2. a greeting or thanks → the greeting, or "you're welcome";
 *  2a. an answer the team wrote in the admin whose question or variant fits → that answer, with
 *     the link to its page (`team-answers.ts`);
 *  3. a case study that fits the client's industry, problem or result → that story, with its
 *     results and a link to its page (`story-match.ts`); a story asked for from an industry no
 *     published story is from → saying so, with the published stories;
 *  4. a knowledge-base entry whose search terms or topic match (full-text search, MiniSearch), or
 *     for a question about what it costs, the pricing entry; unless a passage of the site's pages
 *     holds more of the question's words (`passages.ts`: every page's copy, synonyms and
 *     paraphrases matched), which is then quoted with a link to its page;
 *  5. a question in the company's field that nothing answers → an honest hand-off to the team;
 *  6. anything else (off-topic) → the short neutral reply.
 * Replies are in the language `replyLanguage` chose. The meeting marker is added on booking,
 * pricing or next-step intent, for answers whose natural next step is a call, for stories, and for
 * the hand-off.
 */
import MiniSearch from 'minisearch';

import type { PublishedCaseStudy } from '../case-studies.ts';
import { MEETING_MARKER } from '../../../_shared/chat-contract.ts';
import {
  knowledgeBase,
  knowledgeCompanyName,
  knowledgeFallback,
  knowledgeGreeting,
  knowledgeNeutral,
  knowledgeStories,
  knowledgeThanks,
} from '../knowledge-base.generated.ts';
import type { KnowledgeEntry, KnowledgeLanguage } from '../../../_shared/knowledge-contract.ts';
import { coverage, excerpt, questionGroups, rephrase, searchPassages } from '../passages.ts';
import { sitePath } from '../site-path.ts';
import {
  matchTeamAnswer,
  type TeamAnswer,
  teamAnswerLink,
  teamAnswerText,
} from '../team-answers.ts';
import { asksForStory, industriesOf, matchStories, unmatchedIndustries } from '../story-match.ts';
import { contentStems, stem, STOP_WORDS } from '../text.ts';
import { type ChatProvider, type ReplyStream } from './types.ts';

/** The link under an answer quoted from a page (a team answer's, a passage's). */
const READ_MORE: Record<KnowledgeLanguage, string> = { en: 'Read more', de: 'Mehr dazu' };
/** How an answer quoted from a page starts. */
const PAGE_SAYS: Record<KnowledgeLanguage, string> = {
  en: 'Here is what our website says about this:',
  de: 'Dazu steht auf unserer Website:',
};
/** The longest passage text quoted. */
const MAX_PASSAGE_CHARS = 600;

type Doc = { id: string; topic: string; keywords: string; en: string; de: string };

const INTENT =
  /\b(book(ing)?|schedul\w*|call|meeting|appointment|demo|consult\w*|pric\w*|how much|quote|cost of|contract|next step|first step|get started|talk to|speak to|human|person|termin\w*|buch\w*|gespräch\w*|preis\w*|was kostet|angebot|nächsten? schritt|ersten? schritt|loslegen|mensch\w*)\b/i;
const GREETING =
  /^\s*(hi|hello|hey|hallo|moin|servus|guten (tag|morgen|abend)|good (morning|afternoon|evening))( there| all| team| zusammen)?\b[\s!.,?]*$/i;

const THANKS =
  /^\s*((ok(ay)?|great|perfect|super|prima|alles klar)[\s,!.]*)?(thanks?( you)?( so much| a lot)?|thank you|thx|cheers|danke( schön| sehr)?|vielen dank)\b[\s!.,?]*$/i;

/**
 * Attempts to make the assistant drop its rules, reveal them or speak for the company beyond its
 * facts (prompt injection, role play, "authorised" promises).
 */
const MANIPULATION = new RegExp(
  [
    String.raw`\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(instructions?|rules|prompt|guidelines|polic(y|ies)|restrictions)\b`,
    String.raw`\b(system|hidden|initial)\s+(prompt|message|instructions?)\b`,
    String.raw`\byou are now\b|\bfrom now on,? you\b|\bpretend (to be|you are|you're)\b|\broleplay\b|\bjailbreak\b|\bDAN\b|\bdeveloper mode\b`,
    String.raw`\b(without|no) (rules|restrictions|filters?)\b`,
    String.raw`\bI (hereby )?authori[sz]e you\b|\bconfirm in writing\b`,
    String.raw`\b(ignorier\w*|vergiss|vergessen sie|missacht\w*|übergeh\w*)\b.{0,40}\b(anweisung\w*|regeln|vorgaben|richtlinien|prompt)\b`,
    String.raw`\b(systemprompt|system-prompt)\b|\bdu bist (jetzt|ab jetzt|nun)\b|\btu so,? als\b|\bspiel(e)? die rolle\b`,
  ].join('|'),
  'i',
);

function isManipulation(question: string): boolean {
  return MANIPULATION.test(question);
}

/** A question about what something costs (not about saving costs) is about pricing. */
const PRICE =
  /\b(costs?|price[sd]?|pricing|how much|budget|fees?|kosten|kostet|preis\w*|honorar)\b/i;
const SAVING =
  /\b(reduc\w*|sav(e|es|ing|ings)|cut|lower|roi|cheaper|senk\w*|spar\w*|einspar\w*|günstiger)\b/i;

/** Word stems that place a question in the company's field (an honest hand-off, not off-topic). */
const DOMAIN = new Set(
  (
    'ai ki agent agents automation automate automatisierung automatisieren workshop speedboat ' +
    'process prozess prozesse data daten integration integrate software system systeme project ' +
    'projekt price pricing preis preise cost costs kosten contract vertrag consulting consultant ' +
    'beratung service services leistung leistungen implementation umsetzung roi efficiency effizienz ' +
    'digital digitalisierung chatbot llm gpt model modell models document dokument documents invoice ' +
    'rechnung quote angebot onboarding compliance crm erp sap api cloud security sicherheit gdpr dsgvo ' +
    'employee employees mitarbeiter mitarbeitende business unternehmen company firma case study ' +
    'studies fallstudie reference referenz prototype prototyp use machine learning knowledge wissen ' +
    'support training schulung team teams'
  )
    .split(' ')
    .map(stem),
);

const COMPANY_WORD = knowledgeCompanyName.toLowerCase().split(' ')[0] ?? '';

function inField(question: string): boolean {
  if (COMPANY_WORD && question.toLowerCase().includes(COMPANY_WORD)) return true;
  return contentStems(question).some((s) => DOMAIN.has(s));
}

function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return lower.length < 2 || STOP_WORDS.has(lower) ? null : stem(lower);
}

function buildIndex(entries: KnowledgeEntry[]): MiniSearch<Doc> {
  const index = new MiniSearch<Doc>({
    fields: ['topic', 'keywords', 'en', 'de'],
    processTerm,
    searchOptions: {
      boost: { keywords: 3, topic: 2 },
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      prefix: (term) => term.length >= 5,
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

let cachedIndex: MiniSearch<Doc> | undefined;
function defaultIndex(): MiniSearch<Doc> {
  cachedIndex ??= buildIndex(knowledgeBase);
  return cachedIndex;
}

/** Words too common to make an entry fit on their own ("work" in "do you work with…"). */
const WEAK = new Set(
  ['work', 'people', 'time', 'help', 'team', 'make', 'good', 'take', 'part', 'way', 'thing'].map(
    stem,
  ),
);

/**
 * The knowledge entry whose search terms or topic match the question best, if any: the best-scored
 * entry that matches a word of the question, other than a weak one, in its search terms or topic.
 */
function matchKnowledge(
  question: string,
  index: MiniSearch<Doc> = defaultIndex(),
): KnowledgeEntry | undefined {
  // A good answer matched the question on an entry's search terms or topic, not only somewhere in
  // its answer text.
  const hit = index
    .search(question)
    .find((result) =>
      Object.entries(result.match).some(
        ([term, fields]) =>
          !WEAK.has(term) && fields.some((f) => f === 'keywords' || f === 'topic'),
      ),
    );
  return hit ? knowledgeBase.find((e) => e.id === hit.id) : undefined;
}

const fill = (template: string, story: PublishedCaseStudy) =>
  template.replace('{title}', story.title).replace('{client}', story.client);

/** The first paragraph of a story's challenge, cut after a sentence near `max` characters. */
function summary(description: string, max = 320): string {
  const first = description.split(/\n\s*\n/)[0]?.trim() ?? '';
  if (first.length <= max) return first;
  const sentences = first.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [first];
  let text = '';
  for (const sentence of sentences) {
    if (text && text.length + sentence.length > max) break;
    text += sentence;
  }
  return text.trim();
}

/**
 * A story as an answer: which project, its challenge (when written in the reply's language), its
 * results and its page in the reply's language.
 */
function storyAnswer(story: PublishedCaseStudy, language: KnowledgeLanguage): string {
  const copy = knowledgeStories[language];
  const results = story.results
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `- ${line}`)
    .join('\n');
  return [
    story.language === language
      ? fill(copy.intro, story)
      : `${fill(copy.intro, story)} ${copy.otherLanguage}`,
    story.language === language ? summary(story.description) : '',
    `${copy.results}\n\n${results}`,
    `[${copy.link}](${story.path})`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

function storyList(stories: PublishedCaseStudy[], heading: string): string {
  const items = stories
    .slice(0, 6)
    .map((story) => `- [${story.title}](${story.path}) – ${story.client}`);
  return `${heading}\n\n${items.join('\n')}`;
}

type BuiltinAnswer = {
  text: string;
  /**
   * What answered: a knowledge entry id, `story:<id>`, `stories`, `team:<id>`, `page:<path>`,
   * `greeting`, `thanks`, `off-topic`; null when nothing did (the hand-off to the team).
   */
  source: string | null;
  meeting: boolean;
};

type AnswerContext = {
  language: KnowledgeLanguage;
  /** The published case studies (empty when none or unavailable). */
  stories?: PublishedCaseStudy[];
  /** The team's published answers (empty when none). */
  teamAnswers?: TeamAnswer[];
};

function teamReply(answer: TeamAnswer, language: KnowledgeLanguage): string {
  const link = teamAnswerLink(answer, language);
  const text = teamAnswerText(answer, language);
  return link ? `${text}\n\n[${READ_MORE[language]}](${link})` : text;
}

/** Picks the answer for one question (exported for tests). */
function answerQuestion(question: string, context: AnswerContext): BuiltinAnswer {
  const { language, stories = [], teamAnswers = [] } = context;
  if (isManipulation(question)) {
    return { text: knowledgeNeutral[language], source: 'off-topic', meeting: false };
  }
  if (GREETING.test(question)) {
    return { text: knowledgeGreeting[language], source: 'greeting', meeting: false };
  }
  if (THANKS.test(question)) {
    return { text: knowledgeThanks[language], source: 'thanks', meeting: false };
  }
  const intent = INTENT.test(question);
  const team = matchTeamAnswer(question, teamAnswers);
  if (team) return { text: teamReply(team, language), source: `team:${team.id}`, meeting: intent };
  const asksPrice = PRICE.test(question) && !SAVING.test(question);
  const entry = asksPrice
    ? knowledgeBase.find((e) => e.id === 'pricing')
    : matchKnowledge(rephrase(question));
  // Asking about experience or references is asking for a story too.
  const wantsStory = asksForStory(question) || entry?.id === 'experience';
  const [best] = matchStories(question, stories, { asksForStory: wantsStory });

  if (best && (best.client || best.industry || wantsStory || !entry || best.shared.length >= 3)) {
    return {
      text: storyAnswer(best.story, language),
      source: `story:${best.story.id}`,
      meeting: true,
    };
  }
  const namesIndustry = industriesOf(question).size > 0;
  if (stories.length > 0 && (wantsStory || namesIndustry)) {
    const copy = knowledgeStories[language];
    if (unmatchedIndustries(question, stories).length > 0) {
      return {
        text: storyList(stories, copy.noIndustry),
        source: 'stories',
        meeting: true,
      };
    }
    if (!entry || entry.id === 'experience') {
      const experience = knowledgeBase.find((e) => e.id === 'experience');
      return {
        text: [experience?.answer[language], storyList(stories, copy.list)]
          .filter(Boolean)
          .join('\n\n'),
        source: 'stories',
        meeting: intent,
      };
    }
  }
  // A page that says more of what was asked than the knowledge entry: quote the page. (A question
  // about the price always gets the pricing entry.)
  const groups = questionGroups(question);
  const hit = asksPrice ? undefined : searchPassages(question, language, groups);
  const entryCoverage = entry
    ? coverage(groups, [entry.topic, ...entry.keywords, entry.answer[language]].join(' '))
    : 0;
  const entryTopic = entry ? coverage(groups, [entry.topic, ...entry.keywords].join(' ')) : 0;
  // The page wins with more of the question, or as much with more of it in its heading.
  const pageFitsBetter =
    hit !== undefined &&
    (hit.covered > entryCoverage || (hit.covered === entryCoverage && hit.inHeading > entryTopic));
  // Off-topic questions stay off-topic: one shared word ("Berlin") is not enough outside the field.
  const inTheField =
    inField(question) || groups.some((group) => [...group].some((word) => DOMAIN.has(word)));
  if (hit && pageFitsBetter && (hit.covered >= 2 || inTheField)) {
    const { passage } = hit;
    return {
      text: [
        PAGE_SAYS[language],
        passage.heading ? `**${passage.heading}**` : '',
        excerpt(passage.text, groups, MAX_PASSAGE_CHARS).join('\n\n'),
        `[${READ_MORE[language]}](${sitePath(passage.path, language)})`,
      ]
        .filter(Boolean)
        .join('\n\n'),
      source: `page:${passage.path}`,
      meeting: intent,
    };
  }
  if (entry) {
    return {
      text: entry.answer[language],
      source: entry.id,
      meeting: intent || entry.suggestMeeting === true,
    };
  }
  if (inField(question)) {
    return { text: knowledgeFallback[language], source: null, meeting: true };
  }
  return { text: knowledgeNeutral[language], source: 'off-topic', meeting: false };
}

/** What answers a question (see `Reply.sources`), as the built-in assistant decides it. */
export function answerSources(question: string, context: AnswerContext): string[] {
  const { source } = answerQuestion(question, context);
  return source ? [source] : [];
}

/** The visitor's latest message. */
export function latestQuestion(messages: readonly { role: string; content: string }[]): string {
  return [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
}

/** Splits a reply into small pieces (a few words each) for streaming. */
function chunkText(text: string, wordsPerChunk = 3): string[] {
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
    reply({ messages, language, stories, teamAnswers, stream }) {
      const answer = answerQuestion(latestQuestion(messages), { language, stories, teamAnswers });
      const text = answer.meeting ? `${answer.text}\n\n${MEETING_MARKER}` : answer.text;
      const pieces: ReplyStream = (async function* () {
        const chunks = chunkText(text);
        for (const [i, chunk] of chunks.entries()) {
          // Paced only when streamed, so the reply reads as it is "typed"; JSON gets it at once.
          if (stream && i > 0 && delay > 0) await sleep(delay);
          yield chunk;
        }
      })();
      return Promise.resolve({ pieces, sources: answer.source ? [answer.source] : [] });
    },
  };
}
