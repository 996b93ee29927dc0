/**
 * The default provider (no API key needed): answers from what the assistant knows (the knowledge
 * base, the site's pages, the published case studies and the team's answers, all in one index:
 * `retrieval.ts`). It only ever quotes those texts, so it cannot invent a figure or a story.
 *
 * In order, a question gets:
 *  1. an attempt to make it break its rules or reveal them → the short neutral reply;
 *  2. a greeting or thanks → the greeting, or "you're welcome";
 *  3. an answer the team wrote in the admin that fits → that answer, with the link to its page;
 *  4. a case study whose client or industry it names, or that fits the problem when a story is
 *     asked for → that story, with its results and a link to its page; a story asked for from an
 *     industry no published story is from → saying so, with the published stories;
 *  5. a question about what something costs → the pricing entry;
 *  6. the best fitting text, when it holds enough of the question (`ANSWER_THRESHOLD`): a
 *     knowledge entry as written, a story, or a page's passage quoted with a link to its page;
 *  7. anything else about the company or its field → the honest reply that it cannot answer that
 *     from what it knows, with the meeting card (booking, or sending the conversation to the
 *     team); recorded as unanswered (no sources), so the team sees it in the insights;
 *  8. anything else (off-topic) → the short neutral reply.
 * Replies are in the language `replyLanguage` chose. The meeting marker is added on booking,
 * pricing or next-step intent, for answers whose natural next step is a call, for stories, and for
 * the honest reply.
 */
import type { PublishedCaseStudy } from '../case-studies.ts';
import { MEETING_MARKER } from '../../../_shared/chat-contract.ts';
import { type SiteKnowledge, siteKnowledge } from '../site-knowledge.ts';
import type { KnowledgeLanguage, KnowledgePassage } from '../../../_shared/knowledge-contract.ts';
import { answers, type QueryGroup, queryGroups, search, wordsHeld } from '../retrieval.ts';
import { sitePath } from '../site-path.ts';
import { type TeamAnswer, teamAnswerLink, teamAnswerText } from '../team-answers.ts';
import { asksForStory, industriesOf, namedStories, unmatchedIndustries } from '../story-match.ts';
import { terms } from '../../../_shared/tokenize.ts';
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

/** The first word of the company's name, as a question would write it. */
const companyWord = () => siteKnowledge().companyName.toLowerCase().split(' ')[0] ?? '';

/**
 * A question to the company about itself or the visitor's business: it names the company or AI,
 * speaks of "your …", asks what "you" are, do or have ("Do you …?", "Are you …?", "Have you …?":
 * in a company's chat, a question about the company), addresses the company in the formal German
 * "Sie"/"Ihr" or the plural "ihr"/"euch", or asks "you" about "our"/"us"/"we" ("Can you build …
 * for us?"). "Can you write me a poem?" (a request to the assistant) is none of these.
 */
const ADDRESSED = [
  /\b(ai|ki|your|yours)\b/i,
  /(^|[.!?,;]\s*)(do|are|have|did|were)\s+you\b/i,
  /\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/,
  /\b(ihr|euch|euer|eure|euren|eurem|eurer)\b/i,
];
const YOU = /\byou\b/i;
const WE = /\b(our|us|we|ours)\b/i;

/** The terms of the knowledge base's topics and search terms: the words of the company's field. */
let fieldTerms: { of: SiteKnowledge; terms: Set<string> } | undefined;
function fieldVocabulary(): Set<string> {
  const knowledge = siteKnowledge();
  if (fieldTerms?.of !== knowledge) {
    const words = knowledge.entries.flatMap((e) => [e.topic, ...e.keywords]).join(' ');
    fieldTerms = { of: knowledge, terms: terms(words) };
  }
  return fieldTerms.terms;
}

/**
 * Whether a question is about the company or its field (then an honest reply and the team, not
 * the neutral sentence, answer what nothing the assistant knows answers).
 */
function inField(question: string, groups: readonly QueryGroup[]): boolean {
  const company = companyWord();
  if (company && question.toLowerCase().includes(company)) return true;
  if (ADDRESSED.some((pattern) => pattern.test(question))) return true;
  if (YOU.test(question) && WE.test(question)) return true;
  const vocabulary = fieldVocabulary();
  return groups.some((group) => [...group].some((term) => vocabulary.has(term)));
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
  const copy = siteKnowledge().stories[language];
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
  /** The texts closest to the question by meaning, when configured (fused with the lexical). */
  semantic?: readonly string[];
};

function teamReply(answer: TeamAnswer, language: KnowledgeLanguage): string {
  const link = teamAnswerLink(answer, language);
  const text = teamAnswerText(answer, language);
  return link ? `${text}\n\n[${READ_MORE[language]}](${link})` : text;
}

/**
 * The lines of a passage to quote, at most `maxChars` together: all of them when they fit, else
 * those that hold most of the question's words (in the passage's order), so a long section is
 * quoted where it answers, not from its start.
 */
function excerpt(
  passage: Pick<KnowledgePassage, 'text' | 'language'>,
  groups: readonly QueryGroup[],
  maxChars: number,
): string[] {
  const lines = passage.text.split('\n');
  if (passage.text.length <= maxChars) return lines;
  const ranked = lines
    .map((line, index) => ({ line, index, held: wordsHeld(groups, line, passage.language) }))
    .sort((a, b) => b.held - a.held || a.index - b.index);
  const picked: typeof ranked = [];
  let length = 0;
  for (const candidate of ranked) {
    if (length + candidate.line.length > maxChars) continue;
    picked.push(candidate);
    length += candidate.line.length;
  }
  // A single line longer than the limit: its start.
  if (picked.length === 0) return [`${passage.text.slice(0, maxChars)}…`];
  return picked.sort((a, b) => a.index - b.index).map((p) => p.line);
}

function passageReply(
  passage: KnowledgePassage,
  groups: readonly QueryGroup[],
  language: KnowledgeLanguage,
): string {
  return [
    PAGE_SAYS[language],
    passage.heading ? `**${passage.heading}**` : '',
    excerpt(passage, groups, MAX_PASSAGE_CHARS).join('\n\n'),
    `[${READ_MORE[language]}](${sitePath(passage.path, language)})`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

const storyReply = (story: PublishedCaseStudy, language: KnowledgeLanguage): BuiltinAnswer => ({
  text: storyAnswer(story, language),
  source: `story:${story.id}`,
  meeting: true,
});

/** Picks the answer for one question. */
function answerQuestion(question: string, context: AnswerContext): BuiltinAnswer {
  const { language, stories = [], teamAnswers = [], semantic } = context;
  if (isManipulation(question)) {
    return { text: siteKnowledge().neutral[language], source: 'off-topic', meeting: false };
  }
  if (GREETING.test(question)) {
    return { text: siteKnowledge().greeting[language], source: 'greeting', meeting: false };
  }
  if (THANKS.test(question)) {
    return { text: siteKnowledge().thanks[language], source: 'thanks', meeting: false };
  }
  const intent = INTENT.test(question);
  const hits = search(question, { language, stories, teamAnswers, semantic });
  // The team's answer when one fits: the team wrote it for questions like this one.
  const team = hits.find((hit) => hit.known.kind === 'team');
  if (answers(team) && team.known.kind === 'team') {
    const { answer } = team.known;
    return { text: teamReply(answer, language), source: `team:${answer.id}`, meeting: intent };
  }
  const [first] = hits;
  const best = answers(first) ? first : undefined;
  // Asking about experience or references is asking for a story too.
  const wantsStory =
    asksForStory(question) ||
    (best?.known.kind === 'entry' && best.known.entry.id === 'experience');
  const [named] = namedStories(question, stories);
  if (named) return storyReply(named.story, language);
  // A question about the price always gets the pricing entry (not one about saving costs).
  const pricing = siteKnowledge().entries.find((e) => e.id === 'pricing');
  if (pricing && PRICE.test(question) && !SAVING.test(question)) {
    return { text: pricing.answer[language], source: pricing.id, meeting: true };
  }
  if (wantsStory) {
    const story = hits.find((hit) => hit.known.kind === 'story');
    if (answers(story) && story.known.kind === 'story')
      return storyReply(story.known.story, language);
  }
  if (stories.length > 0 && (wantsStory || industriesOf(question).size > 0)) {
    const copy = siteKnowledge().stories[language];
    if (unmatchedIndustries(question, stories).length > 0) {
      return { text: storyList(stories, copy.noIndustry), source: 'stories', meeting: true };
    }
    if (!best || (best.known.kind === 'entry' && best.known.entry.id === 'experience')) {
      const experience = siteKnowledge().entries.find((e) => e.id === 'experience');
      return {
        text: [experience?.answer[language], storyList(stories, copy.list)]
          .filter(Boolean)
          .join('\n\n'),
        source: 'stories',
        meeting: intent,
      };
    }
  }
  const known = best?.known;
  switch (known?.kind) {
    case 'entry': {
      const { entry } = known;
      return {
        text: entry.answer[language],
        source: entry.id,
        meeting: intent || entry.suggestMeeting === true,
      };
    }
    case 'story':
      return storyReply(known.story, language);
    case 'passage': {
      const { passage } = known;
      return {
        text: passageReply(passage, queryGroups(question), language),
        source: `page:${passage.path}`,
        meeting: intent,
      };
    }
  }
  // Nothing the assistant knows answers it: say so, and offer the team (not recorded as answered).
  if (inField(question, queryGroups(question))) {
    return { text: siteKnowledge().fallback[language], source: null, meeting: true };
  }
  return { text: siteKnowledge().neutral[language], source: 'off-topic', meeting: false };
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
    reply({ messages, language, stories, teamAnswers, stream, semantic }) {
      const answer = answerQuestion(latestQuestion(messages), {
        language,
        stories,
        teamAnswers,
        semantic,
      });
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
