/**
 * The team's view of what visitors ask, as the database computes it (`public.chat_insights`):
 * questions per day, topics (answered questions by what answered them, with its label), unanswered
 * questions grouped by similarity, how conversations ended, languages and the pages chats start on.
 * The page reads one bounded report; this module checks its shape and names its sources.
 */
import { z } from 'zod/mini';

const count = z.int().check(z.nonnegative());
const keyCount = z.object({ key: z.string(), count });

const reportSchema = z.object({
  days: count,
  since: z.string(),
  total: count,
  conversations: count,
  perDay: z.array(z.object({ day: z.string(), count })),
  topics: z.array(
    z.object({
      source: z.string(),
      label: z.nullable(z.string()),
      count,
      example: z.nullable(z.string()),
    }),
  ),
  topicCount: count,
  unanswered: z.array(
    z.object({
      question: z.string(),
      count,
      variants: z.array(z.string()),
      otherWordings: count,
    }),
  ),
  unansweredGroupCount: count,
  outcomes: z.object({ meetingCard: count, booking: count, message: count }),
  languages: z.array(keyCount),
  startPages: z.array(keyCount),
  startPageCount: count,
});

export type InsightsReport = z.infer<typeof reportSchema>;
export type Count = z.infer<typeof keyCount>;
export type Topic = InsightsReport['topics'][number];
export type DayCount = InsightsReport['perDay'][number];

/** The report as the database returned it, or an error naming what does not fit. */
export function parseInsightsReport(data: unknown): InsightsReport {
  const parsed = reportSchema.safeParse(data);
  if (!parsed.success) throw new Error(`Unexpected insights report: ${parsed.error.message}`);
  return parsed.data;
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
