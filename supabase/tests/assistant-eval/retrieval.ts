/**
 * Retrieval recall of an evaluation set's answerable questions (those that name the texts holding
 * their answer, `sources`): recall@1, @3 and @10 of the built-in assistant's index (the share whose
 * first answering text ranks within the first k), how often the built-in assistant answers from
 * it, and the recall of the context the model-backed assistant receives, per language and per
 * category. Runs `supabase/functions/_testing/eval-retrieval.ts` in Deno, with the functions'
 * own code and the published stories of the stack.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { denoBinary, denoFunctionEnv } from '../../../local-supabase/deno-runtime';
import { COMPANY_FACT_COLUMNS } from '../../functions/_shared/site-facts.ts';
import { FAQ_COLUMNS, LEGAL_COLUMNS } from '../../functions/chat-ai/assistant/site-texts.ts';
import type { EvalItem } from './questions';

const FUNCTIONS_DIR = path.resolve('supabase/functions');

type Result = {
  unknownSources: string[];
  rank: number | null;
  answered: boolean;
  inContext: boolean;
  whole: boolean;
};
type Measured = { item: EvalItem<string>; result: Result };

/** The published stories as chat-ai reads them (the anon key; RLS keeps drafts out). */
async function publishedRows(apiUrl: string, anonKey: string): Promise<unknown[]> {
  const columns = 'id,slug,title,client,description,results,title_de,description_de,results_de';
  const response = await fetch(
    `${apiUrl}/rest/v1/case_studies?select=${columns}&published=is.true&order=display_order.asc`,
    { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` } },
  );
  if (!response.ok) throw new Error(`case_studies answered ${response.status}`);
  return (await response.json()) as unknown[];
}

/** Published rows of a table, as chat-ai reads them into its knowledge. */
async function publishedOf(apiUrl: string, anonKey: string, table: string, query: string) {
  const response = await fetch(`${apiUrl}/rest/v1/${table}?${query}&published=is.true`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
  });
  if (!response.ok) throw new Error(`${table} answered ${response.status}`);
  return (await response.json()) as unknown[];
}

export async function measureRetrieval(options: {
  apiUrl: string;
  anonKey: string;
  items: readonly EvalItem<string>[];
  /** The model's window in tokens (chat-ai's default when absent). */
  contextTokens?: number;
}): Promise<Measured[]> {
  const items = options.items.filter((item) => item.sources?.length);
  const deno = denoBinary();
  if (!deno) throw new Error('Deno is not installed (npm ci installs it)');
  const { apiUrl: api, anonKey: key } = options;
  const input = JSON.stringify({
    items: items.map((item) => ({
      question: item.question,
      language: item.expectLanguage,
      sources: item.sources,
    })),
    stories: await publishedRows(options.apiUrl, options.anonKey),
    facts: (await publishedOf(api, key, 'company_facts', `select=${COMPANY_FACT_COLUMNS}`))[0],
    faq: await publishedOf(api, key, 'faq_entries', `select=${FAQ_COLUMNS}&order=display_order`),
    legal: await publishedOf(api, key, 'legal_pages', `select=${LEGAL_COLUMNS}`),
    contextTokens: options.contextTokens,
  });
  const run = spawnSync(
    deno,
    [
      'run',
      '--config',
      path.join(FUNCTIONS_DIR, 'chat-ai', 'deno.json'),
      '--allow-env',
      '--allow-read',
      path.join(FUNCTIONS_DIR, '_testing', 'eval-retrieval.ts'),
    ],
    { input, encoding: 'utf8', env: { ...process.env, ...denoFunctionEnv() } },
  );
  if (run.status !== 0) throw new Error(`eval-retrieval failed:\n${run.stderr}`);
  const results = JSON.parse(run.stdout) as Result[];
  // A source the assistant does not know would make a question look unanswered by the index.
  const unknown = results.flatMap((result, i) =>
    result.unknownSources.map((source) => `${source} (${items[i]?.question})`),
  );
  if (unknown.length) throw new Error(`Sources no text of the site has:\n${unknown.join('\n')}`);
  return items.map((item, i) => ({ item, result: results[i] as Result }));
}

const share = (part: number, all: number) =>
  `${((100 * part) / all).toFixed(0).padStart(3)}% (${String(part).padStart(2)}/${all})`;

/** The figures as a table: one row per language and per category, then all. */
export function formatRetrieval(measured: readonly Measured[], title: string): string {
  const rows: [string, Measured[]][] = [];
  for (const language of ['en', 'de'] as const) {
    rows.push([language, measured.filter((m) => m.item.expectLanguage === language)]);
  }
  for (const category of [...new Set(measured.map((m) => m.item.category))]) {
    rows.push([category, measured.filter((m) => m.item.category === category)]);
  }
  rows.push(['all', [...measured]]);
  const within = (group: Measured[], k: number) =>
    group.filter((m) => m.result.rank !== null && m.result.rank <= k).length;
  const whole = measured.every((m) => m.result.whole)
    ? 'everything'
    : measured.some((m) => m.result.whole)
      ? 'everything or the best part'
      : 'the best part';
  const lines = [
    `Retrieval, ${title} (${measured.length} answerable questions; the model gets ${whole})`,
    '',
    `  ${'group'.padEnd(14)} ${'index @1'.padEnd(13)} ${'@3'.padEnd(13)} ${'@10'.padEnd(13)} ${'answers from'.padEnd(13)} model context`,
  ];
  for (const [name, group] of rows) {
    if (group.length === 0) continue;
    lines.push(
      `  ${name.padEnd(14)} ${[
        share(within(group, 1), group.length),
        share(within(group, 3), group.length),
        share(within(group, 10), group.length),
        share(group.filter((m) => m.result.answered).length, group.length),
        share(group.filter((m) => m.result.inContext).length, group.length),
      ]
        .map((cell) => cell.padEnd(13))
        .join(' ')}`,
    );
  }
  return lines.join('\n');
}
