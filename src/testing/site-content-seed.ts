/**
 * What the seed migration (supabase/migrations/20261201000200_site_content_seed.sql) publishes,
 * read from its SQL: the tests that check what a visitor sees of the seeded pages (the imprint's
 * legal facts) check the rows a project really starts with, not a copy of them. Only the literals
 * the seed uses are read: 'text' (with ''), $tag$text$tag$, numbers, null, true/false and
 * array['…'].
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { LegalKind, LegalPageRow } from '@/lib/site-content';

import type { CompanyFactsRow } from '../../supabase/functions/_shared/site-facts.ts';

/** The seed, from the repository's root (where the tests run). */
const SEED = join(process.cwd(), 'supabase/migrations/20261201000200_site_content_seed.sql');

type Value = string | number | boolean | null | Value[];
type Token = { value: Value } | { punctuation: string };

/** The tokens of SQL from `at`: literals, `(`, `)`, `,`, `;`, and words as text. */
function tokens(sql: string): Token[] {
  const found: Token[] = [];
  let at = 0;
  while (at < sql.length) {
    const rest = sql.slice(at);
    const space = /^(\s+|--[^\n]*)/.exec(rest);
    if (space) {
      at += space[0].length;
      continue;
    }
    const dollar = /^\$(\w*)\$/.exec(rest);
    if (dollar) {
      const end = rest.indexOf(dollar[0], dollar[0].length);
      found.push({ value: rest.slice(dollar[0].length, end) });
      at += end + dollar[0].length;
      continue;
    }
    const quoted = /^'((?:[^']|'')*)'/.exec(rest);
    if (quoted) {
      found.push({ value: (quoted[1] ?? '').replaceAll("''", "'") });
      at += quoted[0].length;
      continue;
    }
    const number = /^-?\d+(\.\d+)?/.exec(rest);
    if (number) {
      found.push({ value: Number(number[0]) });
      at += number[0].length;
      continue;
    }
    const word = /^[A-Za-z_][\w.]*/.exec(rest);
    if (word) {
      const lower = word[0].toLowerCase();
      const literal: Record<string, Value> = { null: null, true: true, false: false };
      found.push(lower in literal ? { value: literal[lower] ?? null } : { punctuation: lower });
      at += word[0].length;
      continue;
    }
    found.push({ punctuation: rest[0] ?? '' });
    at += 1;
  }
  return found;
}

/** The rows `insert into public.<table> (columns) values (…), (…);` of the seed inserts. */
function seedRows(table: string): Record<string, Value>[] {
  const sql = readFileSync(SEED, 'utf8');
  const start = sql.indexOf(`insert into public.${table}`);
  if (start < 0) throw new Error(`The seed inserts no ${table}`);
  const all = tokens(sql.slice(start + `insert into public.${table}`.length));
  const next = () => all.shift();
  const punctuation = (token: Token | undefined) =>
    token && 'punctuation' in token ? token.punctuation : undefined;

  const columns: string[] = [];
  if (punctuation(next()) !== '(') throw new Error(`${table}: no column list`);
  for (let token = next(); punctuation(token) !== ')'; token = next()) {
    const name = punctuation(token);
    if (name && name !== ',') columns.push(name);
  }
  if (punctuation(next()) !== 'values') throw new Error(`${table}: no values`);

  /** One value: a literal, or array[…] of literals. */
  const value = (token: Token | undefined): Value => {
    if (token && 'value' in token) return token.value;
    if (punctuation(token) === 'array' && punctuation(next()) === '[') {
      const items: Value[] = [];
      for (let item = next(); punctuation(item) !== ']'; item = next()) {
        if (punctuation(item) !== ',') items.push(value(item));
      }
      return items;
    }
    throw new Error(`${table}: cannot read ${JSON.stringify(token)}`);
  };

  const rows: Record<string, Value>[] = [];
  for (let token = next(); token && punctuation(token) !== ';'; token = next()) {
    if (punctuation(token) !== '(') continue;
    const values: Value[] = [];
    for (let item = next(); punctuation(item) !== ')'; item = next()) {
      if (punctuation(item) !== ',') values.push(value(item));
    }
    if (values.length !== columns.length) throw new Error(`${table}: a row of the wrong width`);
    rows.push(Object.fromEntries(columns.map((column, index) => [column, values[index] ?? null])));
  }
  return rows;
}

/**
 * The seed's company facts as a visitor's read returns them (the columns the seed leaves out
 * take their defaults: no XING link, no workshop price or dates).
 */
export function seedCompanyFactsRow(): CompanyFactsRow {
  const [row] = seedRows('company_facts');
  if (!row) throw new Error('The seed inserts no company facts');
  return {
    xing_url: null,
    workshop_price_eur: null,
    workshop_dates: [],
    ...row,
  } as unknown as CompanyFactsRow;
}

/** The seed's legal page `kind` as a visitor's read returns it. */
export function seedLegalPage(kind: LegalKind): LegalPageRow {
  const row = seedRows('legal_pages').find((each) => each.kind === kind);
  if (!row) throw new Error(`The seed inserts no ${kind} page`);
  return {
    kind,
    title_en: row.title_en as string | null,
    description_en: row.description_en as string | null,
    body_en: row.body_en as string | null,
    title_de: row.title_de as string | null,
    description_de: row.description_de as string | null,
    body_de: row.body_de as string | null,
    revised_on: row.revised_on as string | null,
  };
}
