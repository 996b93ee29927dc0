/**
 * Runs the evaluation set (`questions.ts`) against a running stack's `chat-ai` function, over HTTP
 * as the site calls it, and scores each answer:
 *  - language: the answer's own words are in the expected language (story titles and results,
 *    which the team writes in English and the assistant quotes as written, are left out first);
 *  - facts: every `mustInclude` entry is there, no `mustNotInclude` entry is;
 *  - story: the answer links to that client's case-study page (by id or by slug);
 *  - no invented stories: every case-study link in any answer is a published story's page;
 *  - neutral: short, no figures, no links, says what the assistant can help with;
 *  - meeting: the meeting card is shown (or not) when the item says so.
 */
import { type EvalCategory, type EvalItem, evalItems } from './questions';

type EvalOutcome = { item: EvalItem; answer: string; meeting: boolean; failures: string[] };

export type EvalReport = {
  outcomes: EvalOutcome[];
  byCategory: Record<EvalCategory, { passed: number; total: number }>;
  passed: number;
  total: number;
  score: number;
};

type StoryRow = { id: string; slug: string; client: string; title: string; results: string };

/** The share of questions the built-in assistant must answer well (the unit test holds it to this). */
export const EVAL_PASS_MARK = 0.9;

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

async function ask(apiUrl: string, anonKey: string, item: EvalItem, n: number): Promise<string> {
  const response = await fetch(`${apiUrl}/functions/v1/chat-ai`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${anonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      messages: [...(item.history ?? []), { role: 'user', content: item.question }],
      sessionId: `eval_${Date.now()}_${n}`,
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
  item: EvalItem,
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
  return { failures, meeting, answer };
}

export async function runAssistantEval(options: {
  apiUrl: string;
  anonKey: string;
}): Promise<EvalReport> {
  const stories = await publishedStories(options.apiUrl, options.anonKey);
  const outcomes: EvalOutcome[] = [];
  for (const [n, item] of evalItems.entries()) {
    const raw = await ask(options.apiUrl, options.anonKey, item, n);
    outcomes.push({ item, ...score(item, raw, stories) });
  }
  const byCategory = {} as EvalReport['byCategory'];
  for (const { item, failures } of outcomes) {
    const entry = (byCategory[item.category] ??= { passed: 0, total: 0 });
    entry.total++;
    if (failures.length === 0) entry.passed++;
  }
  const passed = outcomes.filter((o) => o.failures.length === 0).length;
  return { outcomes, byCategory, passed, total: outcomes.length, score: passed / outcomes.length };
}

/** The report as text: the score per category, then every failed question with the reasons. */
export function formatReport(report: EvalReport): string {
  const percent = (passed: number, total: number) =>
    `${((100 * passed) / total).toFixed(0).padStart(3)}%  (${passed}/${total})`;
  const lines = ['Built-in assistant, evaluation set', ''];
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
