/**
 * The team's view of what visitors ask, as the database computes it (`public.chat_insights`):
 * questions per day, topics (answered questions by what answered them, with its label), unanswered
 * questions grouped by similarity, how conversations ended, languages and the pages chats start on.
 * The page reads one bounded report; this module checks its shape and names its sources.
 */
import * as v from 'valibot';

/*
 * The report's schema is valibot's, not zod's: the contact form, sign-in and the admin share one
 * chunk of zod/mini, so the array, integer and nullable schemas this shape needs would grow what
 * every public page with a form downloads (1.3 kB gzip, to 18 bytes under its 150 kB budget);
 * valibot's functions are imported one by one and land in the insights page's own chunk.
 */

/** A whole number of at least zero: every count of the report. */
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const keyCount = v.object({ key: v.string(), count });
const topic = v.object({
  source: v.string(),
  label: v.nullable(v.string()),
  count,
  example: v.nullable(v.string()),
});

/** The report's shape, from which its type is inferred: it is stated once. */
const insightsReport = v.object({
  days: count,
  since: v.string(),
  total: count,
  conversations: count,
  perDay: v.array(v.object({ day: v.string(), count })),
  topics: v.array(topic),
  topicCount: count,
  unanswered: v.array(
    v.object({ question: v.string(), count, variants: v.array(v.string()), otherWordings: count }),
  ),
  unansweredGroupCount: count,
  outcomes: v.object({ meetingCard: count, booking: count, message: count }),
  languages: v.array(keyCount),
  startPages: v.array(keyCount),
  startPageCount: count,
});

export type InsightsReport = v.InferOutput<typeof insightsReport>;
export type Count = v.InferOutput<typeof keyCount>;
export type DayCount = InsightsReport['perDay'][number];
export type Topic = v.InferOutput<typeof topic>;

/**
 * The report as the database returned it, or an error naming the first thing that does not fit
 * (a path such as `perDay[0].count`; `report` when it is not an object at all).
 */
export function parseInsightsReport(data: unknown): InsightsReport {
  const result = v.safeParse(insightsReport, data);
  if (result.success) return result.output;
  const path = result.issues[0].path?.map((item) => item.key) ?? [];
  const where = path.reduce<string>(
    (text, key) =>
      typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key),
    '',
  );
  throw new Error(`Unexpected insights report: ${where || 'report'} does not fit`);
}

/** How the page names the kinds of sources (German, as the admin area). */
type SourceKindLabels = {
  team: string;
  story: string;
  stories: string;
  page: string;
  knowledge: string;
  'off-topic': string;
};

/**
 * A topic as the page shows it: the kind of source, and the label the database has for it (a
 * team answer's question, a story's title, a page's title, a knowledge entry's topic), else its id.
 */
export function topicLabel(
  topic: Pick<Topic, 'source' | 'label'>,
  kinds: SourceKindLabels,
): string {
  const { source, label } = topic;
  const separator = source.indexOf(':');
  const kind = separator === -1 ? source : source.slice(0, separator);
  const id = separator === -1 ? source : source.slice(separator + 1);
  if (kind === 'team') return `${kinds.team}: ${label ?? id}`;
  if (kind === 'story') return label ? `${kinds.story}: ${label}` : kinds.story;
  if (kind === 'page') return `${kinds.page}: ${label ?? id}`;
  if (source === 'stories') return kinds.stories;
  if (source === 'off-topic') return kinds['off-topic'];
  return `${kinds.knowledge}: ${label ?? source}`;
}

/** The share of `part` in `whole` as a rounded percentage, or a dash when there is no whole. */
export function share(part: number, whole: number): string {
  return whole ? `${Math.round((part / whole) * 100)} %` : '–';
}
