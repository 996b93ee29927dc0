/**
 * The team's view of what visitors ask, as the database computes it (`public.chat_insights`):
 * questions per day, topics (answered questions by what answered them, with its label), unanswered
 * questions grouped by similarity, how conversations ended, languages and the pages chats start on.
 * The page reads one bounded report; this module checks its shape and names its sources.
 */
export type Count = { key: string; count: number };
export type DayCount = { day: string; count: number };
export type Topic = { source: string; label: string | null; count: number; example: string | null };
type UnansweredGroup = {
  question: string;
  count: number;
  variants: string[];
  otherWordings: number;
};

export type InsightsReport = {
  days: number;
  since: string;
  total: number;
  conversations: number;
  perDay: DayCount[];
  topics: Topic[];
  topicCount: number;
  unanswered: UnansweredGroup[];
  unansweredGroupCount: number;
  outcomes: { meetingCard: number; booking: number; message: number };
  languages: Count[];
  startPages: Count[];
  startPageCount: number;
};

/*
 * The report's shape, checked by hand rather than with zod: the contact form, sign-in and the
 * admin share one chunk of zod/mini, and the array, integer and nullable schemas this one shape
 * needs would grow what every public page with a form downloads (by 1.3 kB gzip, past its
 * 150 kB budget).
 */
type Shape = 'count' | 'string' | 'string?' | readonly [Shape] | { readonly [key: string]: Shape };

const keyCount = { key: 'string', count: 'count' } as const;
const REPORT_SHAPE = {
  days: 'count',
  since: 'string',
  total: 'count',
  conversations: 'count',
  perDay: [{ day: 'string', count: 'count' }],
  topics: [{ source: 'string', label: 'string?', count: 'count', example: 'string?' }],
  topicCount: 'count',
  unanswered: [
    { question: 'string', count: 'count', variants: ['string'], otherWordings: 'count' },
  ],
  unansweredGroupCount: 'count',
  outcomes: { meetingCard: 'count', booking: 'count', message: 'count' },
  languages: [keyCount],
  startPages: [keyCount],
  startPageCount: 'count',
} as const satisfies Shape;

/** Where `value` does not fit `shape` (a path such as `perDay[0].count`), or undefined. */
function misfit(value: unknown, shape: Shape, path: string): string | undefined {
  if (shape === 'count') {
    return Number.isInteger(value) && (value as number) >= 0 ? undefined : path;
  }
  if (shape === 'string') return typeof value === 'string' ? undefined : path;
  if (shape === 'string?') return value === null || typeof value === 'string' ? undefined : path;
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return path;
    for (const [index, item] of value.entries()) {
      const wrong = misfit(item, shape[0] as Shape, `${path}[${index}]`);
      if (wrong) return wrong;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return path || 'report';
  for (const [key, inner] of Object.entries(shape as { [key: string]: Shape })) {
    const wrong = misfit(
      (value as Record<string, unknown>)[key],
      inner,
      path ? `${path}.${key}` : key,
    );
    if (wrong) return wrong;
  }
  return undefined;
}

/** The report as the database returned it, or an error naming what does not fit. */
export function parseInsightsReport(data: unknown): InsightsReport {
  const wrong = misfit(data, REPORT_SHAPE, '');
  if (wrong) throw new Error(`Unexpected insights report: ${wrong} does not fit`);
  return data as InsightsReport;
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
