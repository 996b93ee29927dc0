/**
 * Runs an evaluation set (`questions.ts`, the current set; `held-out.ts`, the held-out one) against
 * a running stack's `chat-ai` function, over HTTP as the site calls it, and scores each answer:
 *  - language: the answer's own words are in the expected language (story titles and results,
 *    which the team writes in English and the assistant quotes as written, are left out first);
 *  - facts: every `mustInclude` entry is there, no `mustNotInclude` entry is;
 *  - story: the answer links to that client's case-study page (by id or by slug);
 *  - no invented stories: every case-study link in any answer is a published story's page;
 *  - neutral: short, no figures, no links, says what the assistant can help with;
 *  - meeting: the meeting card is shown (or not) when the item says so;
 *  - cannot answer: the reply says honestly that it cannot answer that, offers the team (the
 *    meeting card or a link to the contact page), links nothing else, and (given an admin's
 *    token) the question was recorded for the insights as unanswered: no sources.
 */
import { type EvalItem, evalItems } from './questions';

type AnyItem = EvalItem<string>;
type EvalOutcome = { item: AnyItem; answer: string; meeting: boolean; failures: string[] };

export type EvalReport = {
  outcomes: EvalOutcome[];
  byCategory: Record<string, { passed: number; total: number }>;
  passed: number;
  total: number;
  score: number;
};

type StoryRow = { id: string; slug: string; client: string; title: string; results: string };

/**
 * The share of each set the built-in assistant must answer well (the unit test holds it to these):
 * what each scores now (2026-11-28: 46 of 65, 59 of 103, and 51 of 107 on the fresh set, whose
 * first try scored 48; 2026-11-29: the second fresh set's first try, 38 of 80, and the third fresh
 * set's, 37 of 92). Bars to raise as retrieval gets better, never to lower so that a change passes.
 */
export const EVAL_PASS_MARK = 0.7;
export const HELD_OUT_PASS_MARK = 0.57;
export const FRESH_PASS_MARK = 0.47;
export const SECOND_FRESH_PASS_MARK = 0.47;
export const THIRD_FRESH_PASS_MARK = 0.4;

const MARKER = '[MEETING_CARD]';
const NEUTRAL_MAX_LENGTH = 300;

const GERMAN_WORDS =
  /\b(und|der|die|das|ist|wir|sie|ihr|ihre|ihnen|nicht|mit|für|auf|ein|eine|einen|dem|den|zu|von|bei|oder|auch|unser|unsere|unseren|gern|können|hier|über|dieser|noch|keine|wie|sind|werden)\b/gi;
const ENGLISH_WORDS =
  /\b(the|and|is|are|we|you|your|not|with|for|on|our|to|of|can|from|this|that|have|about|how|what|it|be|or|at|by|which)\b/gi;

/** The language of an answer's own words: German or English, by their most frequent words. */
function answerLanguage(text: string, quoted: readonly string[]): 'en' | 'de' {
  let own = text;
  for (const quote of quoted) if (quote.trim()) own = own.split(quote).join(' ');
  own = own.replace(/\]\([^)]*\)/g, ']'); // link targets
  const german = own.match(GERMAN_WORDS)?.length ?? 0;
  const english = own.match(ENGLISH_WORDS)?.length ?? 0;
  return german > english ? 'de' : 'en';
}

/** The published stories as a visitor reads them (the anon key; RLS keeps drafts out). */
async function publishedStories(apiUrl: string, anonKey: string): Promise<StoryRow[]> {
  const response = await fetch(
    `${apiUrl}/rest/v1/case_studies?select=id,slug,client,title,results&order=display_order.asc`,
    { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` } },
  );
  if (!response.ok) throw new Error(`case_studies answered ${response.status}`);
  return (await response.json()) as StoryRow[];
}

/**
 * A reply that says it cannot answer (English or German): "I don't have a reliable answer", "I
 * can't answer that", "Darauf habe ich keine verlässliche Antwort", "kann ich nicht beantworten".
 */
const CANNOT_ANSWER =
  /\b(i (don't|do not|can't|cannot|can not) (have|answer|say|tell|find)|i'm not able to|i am not able to|no (reliable )?(answer|information)|not something i can)\b|\b(keine (verlässliche |sichere )?(antwort|information|angabe)\w*|(kann|darf) ich (hier |dazu |leider )*nicht (sicher )?(beantworten|sagen)|nicht beantworten)\b/i;
/** The team offered by name ("our team", "unser Team"). */
const TEAM = /\bteam\b/i;
/** A link to the contact page, in either language. */
const CONTACT_LINK = /\]\((?:\/de)?\/contact\)/;

async function ask(
  apiUrl: string,
  anonKey: string,
  item: AnyItem,
  sessionId: string,
): Promise<string> {
  const response = await fetch(`${apiUrl}/functions/v1/chat-ai`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${anonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      messages: [...(item.history ?? []), { role: 'user', content: item.question }],
      sessionId,
      language: item.browser,
    }),
  });
  const body = (await response.json()) as { message?: string; error?: string };
  if (!response.ok || typeof body.message !== 'string') {
    throw new Error(`chat-ai answered ${response.status}: ${body.error ?? 'no message'}`);
  }
  return body.message;
}

/** The links an answer may give to a story: its canonical address only. */
function storyPaths(story: StoryRow): string[] {
  return [`/case-studies/${story.slug}`];
}

function score(
  item: AnyItem,
  raw: string,
  stories: StoryRow[],
): { failures: string[]; meeting: boolean; answer: string } {
  const meeting = raw.includes(MARKER);
  const answer = raw.split(MARKER).join('').trim();
  const lower = answer.toLowerCase();
  const failures: string[] = [];

  const quoted = stories.flatMap((story) => [
    story.title,
    story.client,
    ...story.results.split('\n').map((line) => line.trim()),
  ]);
  const language = answerLanguage(answer, quoted);
  if (language !== item.expectLanguage) failures.push(`answered in ${language}`);

  for (const entry of item.mustInclude ?? []) {
    const options = Array.isArray(entry) ? entry : [entry];
    if (!options.some((option) => lower.includes(option.toLowerCase()))) {
      failures.push(`missing ${options.map((o) => JSON.stringify(o)).join(' or ')}`);
    }
  }
  for (const text of item.mustNotInclude ?? []) {
    if (lower.includes(text.toLowerCase())) failures.push(`contains ${JSON.stringify(text)}`);
  }

  // German answers link the German page of a story (/de/case-studies/…): the same story.
  const linked = [...answer.matchAll(/\]\((?:\/de)?(\/case-studies\/[^)\s]+)\)/g)].map(
    ([, path]) => path,
  );
  const published = new Set(stories.flatMap(storyPaths));
  for (const path of linked) {
    if (!published.has(path ?? '')) failures.push(`links to ${path}, which is no published story`);
  }
  if (item.story) {
    const story = stories.find((s) => s.client === item.story);
    if (!story) failures.push(`no published story of ${item.story} (check the seed)`);
    else if (!storyPaths(story).some((path) => linked.includes(path))) {
      failures.push(`no link to the case study of ${item.story}`);
    }
  }

  if (item.neutral) {
    if (answer.length > NEUTRAL_MAX_LENGTH) failures.push(`not short (${answer.length} chars)`);
    if (/\d/.test(answer)) failures.push('states a figure');
    if (/\]\(/.test(answer)) failures.push('contains a link');
    if (!/workshop/i.test(answer)) failures.push('does not say what it can help with');
  }
  if (item.meeting !== undefined && item.meeting !== meeting) {
    failures.push(item.meeting ? 'no meeting card' : 'an unexpected meeting card');
  }
  if (item.cannotAnswer) {
    if (!CANNOT_ANSWER.test(answer)) failures.push('does not say it cannot answer');
    if (!TEAM.test(answer) || !(meeting || CONTACT_LINK.test(answer))) {
      failures.push('does not offer the team');
    }
    const links = [...answer.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target ?? '');
    const other = links.filter((target) => !/^(\/de)?\/contact$/.test(target));
    if (other.length) failures.push(`links to ${other.join(', ')}`);
  }
  return { failures, meeting, answer };
}

/**
 * The sources each conversation's question was recorded with, read as the insights page reads
 * them (an admin's token; recording is in the background, so this waits a few seconds at most).
 */
async function recordedSources(
  apiUrl: string,
  auth: { anonKey: string; adminToken: string },
  sessionIds: readonly string[],
): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (sessionIds.length === 0) return found;
  const deadline = Date.now() + 5000;
  while (found.size < sessionIds.length && Date.now() < deadline) {
    const response = await fetch(
      `${apiUrl}/rest/v1/chat_questions?select=conversation_id,sources&conversation_id=in.(${sessionIds.join(',')})`,
      { headers: { apikey: auth.anonKey, Authorization: `Bearer ${auth.adminToken}` } },
    );
    if (!response.ok) throw new Error(`chat_questions answered ${response.status}`);
    for (const row of (await response.json()) as { conversation_id: string; sources: string[] }[]) {
      found.set(row.conversation_id, row.sources);
    }
    if (found.size < sessionIds.length) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return found;
}

/** An admin's access token (the seeded admin of a local stack signs in with its password). */
export async function adminToken(
  apiUrl: string,
  anonKey: string,
  credentials: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export async function runAssistantEval(options: {
  apiUrl: string;
  anonKey: string;
  /** The set to ask (the current evaluation set by default). */
  items?: readonly AnyItem[];
  /** An admin's access token: with it, unanswerable items must be recorded without sources. */
  adminToken?: string;
}): Promise<EvalReport> {
  const { items = evalItems } = options;
  const stories = await publishedStories(options.apiUrl, options.anonKey);
  const run = Date.now();
  const outcomes: EvalOutcome[] = [];
  const unanswerable: { outcome: EvalOutcome; sessionId: string }[] = [];
  for (const [n, item] of items.entries()) {
    const sessionId = `eval_${run}_${n}`;
    const raw = await ask(options.apiUrl, options.anonKey, item, sessionId);
    const outcome = { item, ...score(item, raw, stories) };
    outcomes.push(outcome);
    if (item.cannotAnswer) unanswerable.push({ outcome, sessionId });
  }
  if (options.adminToken) {
    const sessionIds = unanswerable.map((u) => u.sessionId);
    const auth = { anonKey: options.anonKey, adminToken: options.adminToken };
    const sources = await recordedSources(options.apiUrl, auth, sessionIds);
    for (const { outcome, sessionId } of unanswerable) {
      const recorded = sources.get(sessionId);
      if (!recorded) outcome.failures.push('not recorded for the insights');
      else if (recorded.length) {
        outcome.failures.push(`recorded as answered by ${recorded.join(', ')}`);
      }
    }
  }
  const byCategory: EvalReport['byCategory'] = {};
  for (const { item, failures } of outcomes) {
    const entry = (byCategory[item.category] ??= { passed: 0, total: 0 });
    entry.total++;
    if (failures.length === 0) entry.passed++;
  }
  const passed = outcomes.filter((o) => o.failures.length === 0).length;
  return { outcomes, byCategory, passed, total: outcomes.length, score: passed / outcomes.length };
}

/** The report as text: the score per category, then every failed question with the reasons. */
export function formatReport(report: EvalReport, title = 'evaluation set'): string {
  const percent = (passed: number, total: number) =>
    `${((100 * passed) / total).toFixed(0).padStart(3)}%  (${passed}/${total})`;
  const lines = [`Built-in assistant, ${title}`, ''];
  for (const [category, { passed, total }] of Object.entries(report.byCategory)) {
    lines.push(`  ${category.padEnd(14)} ${percent(passed, total)}`);
  }
  lines.push(`  ${'overall'.padEnd(14)} ${percent(report.passed, report.total)}`);
  const failed = report.outcomes.filter((o) => o.failures.length > 0);
  if (failed.length) {
    lines.push('', 'Failed:');
    for (const { item, answer, failures } of failed) {
      lines.push(`- [${item.category}] ${item.question}`);
      lines.push(`    ${failures.join('; ')}`);
      lines.push(`    answer: ${answer.replace(/\s+/g, ' ').slice(0, 160)}…`);
    }
  }
  return lines.join('\n');
}
