/**
 * The team's view of what visitors ask, computed from the assistant's records (`chat_questions`,
 * `chat_outcomes`): questions per day, topics (grouped by what answered them), unanswered questions
 * grouped by similarity, how conversations ended, languages and the pages chats start on.
 * Pure functions, so the page renders 90 days of records without asking the database for more.
 */

export type QuestionRecord = {
  conversation_id: string;
  asked_at: string;
  question: string;
  language: string;
  page: string;
  sources: string[];
  meeting_offered: boolean;
};

export type OutcomeRecord = { conversation_id: string; kind: string; happened_at: string };

export type Count = { key: string; count: number };
/** A topic: what answered (a source), how often, and the question most often asked of it. */
export type Topic = Count & { example: string };
export type UnansweredGroup = { question: string; count: number; variants: string[] };

export type Insights = {
  total: number;
  conversations: number;
  perDay: Count[];
  topics: Topic[];
  unanswered: UnansweredGroup[];
  outcomes: { meetingCard: number; booking: number; message: number };
  languages: Count[];
  startPages: Count[];
};

/** Sources that are not topics of the company (greeting, thanks, off-topic). */
const SMALL_TALK = new Set(['greeting', 'thanks']);

const DAY_MS = 86_400_000;

/** The UTC day (YYYY-MM-DD) of a timestamp. */
const dayOf = (iso: string) => new Date(iso).toISOString().slice(0, 10);

function counted(map: Map<string, number>): Count[] {
  return [...map]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

function increment(map: Map<string, number>, key: string) {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/** Words that do not tell questions apart (English and German). */
const STOP = new Set(
  (
    'a an the and or of to in on for with is are do does did can could you your we our i my me it ' +
    'this that what how when where which who why will would be have has there any about please ' +
    'der die das ein eine und oder ist sind wie was wann wo wer warum für mit von zu im in auf ' +
    'sie ihr ihre wir ich es gibt kann können haben hat bei'
  ).split(' '),
);

/** A question's meaningful words, lower case, with plural and inflection endings cut off. */
function questionWords(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 && !STOP.has(w))
    .map((w) => (w.length > 5 ? w.replace(/(en|er|es|e|n|s)$/u, '') : w));
  return new Set(words);
}

function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / (a.size + b.size - shared);
}

/**
 * Unanswered questions grouped by similarity (at least half of their words shared), largest group
 * first; each group is shown by its most frequent wording, with the other wordings as variants.
 */
export function groupSimilar(questions: readonly string[], threshold = 0.5): UnansweredGroup[] {
  const exact = new Map<string, { text: string; count: number }>();
  for (const question of questions) {
    const key = [...questionWords(question)].sort().join(' ') || question.trim().toLowerCase();
    const entry = exact.get(key);
    if (entry) entry.count++;
    else exact.set(key, { text: question.trim(), count: 1 });
  }
  const groups: { words: Set<string>; wordings: { text: string; count: number }[] }[] = [];
  const unique = [...exact.values()].sort((a, b) => b.count - a.count);
  for (const wording of unique) {
    const words = questionWords(wording.text);
    const group = groups.find((g) => similarity(g.words, words) >= threshold);
    if (group) group.wordings.push(wording);
    else groups.push({ words, wordings: [wording] });
  }
  return groups
    .map((g) => ({
      question: g.wordings[0]?.text ?? '',
      count: g.wordings.reduce((sum, w) => sum + w.count, 0),
      variants: g.wordings.slice(1).map((w) => w.text),
    }))
    .sort((a, b) => b.count - a.count || a.question.localeCompare(b.question));
}

/** Everything the insights page shows, for the records of the last `days` days up to `now`. */
export function computeInsights(
  questions: readonly QuestionRecord[],
  outcomes: readonly OutcomeRecord[],
  days: number,
  now: Date = new Date(),
): Insights {
  const perDay = new Map<string, number>();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let i = days - 1; i >= 0; i--)
    perDay.set(dayOf(new Date(today - i * DAY_MS).toISOString()), 0);

  const topics = new Map<string, number>();
  const asked = new Map<string, Map<string, number>>();
  const unanswered: string[] = [];
  const languages = new Map<string, number>();
  const startPages = new Map<string, number>();
  const firstOf = new Map<string, QuestionRecord>();
  const withMeetingCard = new Set<string>();

  for (const record of questions) {
    const day = dayOf(record.asked_at);
    if (perDay.has(day)) increment(perDay, day);
    const [source] = record.sources;
    if (source === undefined) unanswered.push(record.question);
    else if (!SMALL_TALK.has(source)) {
      increment(topics, source);
      const questions = asked.get(source) ?? new Map<string, number>();
      increment(questions, record.question);
      asked.set(source, questions);
    }
    if (record.meeting_offered) withMeetingCard.add(record.conversation_id);
    const first = firstOf.get(record.conversation_id);
    if (!first || record.asked_at < first.asked_at) firstOf.set(record.conversation_id, record);
  }
  for (const first of firstOf.values()) {
    increment(languages, first.language);
    increment(startPages, first.page);
  }
  const ended = (kind: string) =>
    new Set(
      outcomes
        .filter((o) => o.kind === kind && firstOf.has(o.conversation_id))
        .map((o) => o.conversation_id),
    ).size;

  return {
    total: questions.length,
    conversations: firstOf.size,
    perDay: [...perDay].map(([key, count]) => ({ key, count })),
    topics: counted(topics).map((topic) => ({
      ...topic,
      example: counted(asked.get(topic.key) ?? new Map())[0]?.key ?? '',
    })),
    unanswered: groupSimilar(unanswered),
    outcomes: {
      meetingCard: withMeetingCard.size,
      booking: ended('booking'),
      message: ended('message'),
    },
    languages: counted(languages),
    startPages: counted(startPages),
  };
}

/** A cell as a spreadsheet reads it safely: quoted, and never taken for a formula. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The records as CSV (one question per line, UTF-8 with a byte-order mark for spreadsheets). */
export function recordsCsv(questions: readonly QuestionRecord[]): string {
  const header = [
    'asked_at',
    'conversation_id',
    'language',
    'page',
    'question',
    'sources',
    'meeting_offered',
  ];
  const lines = questions.map((r) =>
    [
      r.asked_at,
      r.conversation_id,
      r.language,
      r.page,
      r.question,
      r.sources.join(' '),
      String(r.meeting_offered),
    ]
      .map(csvCell)
      .join(','),
  );
  return `\uFEFF${[header.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}
