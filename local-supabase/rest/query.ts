/**
 * The PostgREST URL grammar postgrest-js produces, turned into parameterised SQL: `select`,
 * horizontal filters (`col=op.value`, `not.`, `or=(…)`/`and=(…)` trees), `order`, `limit`, `offset`.
 * Values are always bound as text and cast to the column's type, so nothing user-supplied is ever
 * spliced into SQL except validated, quoted identifiers.
 */

export class QueryError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }
}

const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Splits on commas that are not inside parentheses or double quotes. */
function splitTopLevel(input: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i++) {
    const ch = input.charAt(i);
    if (ch === '\\' && quoted && i + 1 < input.length) {
      current += ch + input[i + 1];
      i++;
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth--;
    if (ch === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  if (depth !== 0 || quoted) throw syntaxError(`unbalanced parentheses or quotes in "${input}"`);
  parts.push(current);
  return parts;
}

function syntaxError(details: string): QueryError {
  return new QueryError(400, 'PGRST100', `"failed to parse filter (${details})"`, details);
}

function unquote(value: string): string {
  const v = value.trim();
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) {
    return v.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

/** Column name → SQL type (as `regtype::text`), for one relation. */
export type Columns = ReadonlyMap<string, string>;

export class SqlBuilder {
  readonly params: string[] = [];

  constructor(
    readonly relation: string,
    readonly columns: Columns,
  ) {}

  bind(value: string): string {
    this.params.push(value);
    return `$${this.params.length}::text`;
  }

  column(name: string): { sql: string; type: string } {
    const type = this.columns.get(name);
    if (!type) {
      throw new QueryError(400, '42703', `column ${this.relation}.${name} does not exist`);
    }
    return { sql: `_t.${quoteIdent(name)}`, type };
  }
}

/** A type name in a `::cast`: one identifier (`text`, `int4`, `float8`), never free text. */
const CAST_TYPE = /^[A-Za-z_][A-Za-z0-9_$]*$/;

export type SelectList = {
  sql: string;
  /** The columns the list reads, or `'*'` when it reads every column. */
  columns: string[] | '*';
};

/** `select=*,title,alias:client,display_order::text` → a SQL select list. */
export function selectList(select: string | null, b: SqlBuilder): SelectList {
  if (!select || select.trim() === '' || select.trim() === '*')
    return { sql: '_t.*', columns: '*' };
  const items = splitTopLevel(select)
    .map((raw) => raw.trim())
    .filter(Boolean);
  let star = false;
  const columns: string[] = [];
  const sql = items
    .map((item) => {
      if (item === '*') {
        star = true;
        return '_t.*';
      }
      if (item.includes('(')) {
        throw new QueryError(
          400,
          'PGRST200',
          `Could not find a relationship for '${item}' in the schema cache`,
          'Resource embedding is not supported by the local stack',
        );
      }
      const match = /^(?:([A-Za-z_][\w ]*):)?([A-Za-z_][\w]*)(?:::(.*))?$/.exec(item);
      const cast = match?.[3]?.trim();
      if (!match || (cast !== undefined && !CAST_TYPE.test(cast)))
        throw new QueryError(400, 'PGRST100', `"failed to parse select parameter (${item})"`, item);
      const [, alias, name = ''] = match;
      const col = b.column(name);
      if (!columns.includes(name)) columns.push(name);
      const expr = cast ? `${col.sql}::${cast}` : col.sql;
      return `${expr} as ${quoteIdent(alias ?? name)}`;
    })
    .join(', ');
  return { sql, columns: star ? '*' : columns };
}

const SIMPLE_OPS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  isdistinct: 'is distinct from',
};

function arrayLiteral(value: string): string {
  // PostgREST accepts `(a,b)` for ov/cs/cd on arrays as well as `{a,b}`.
  const v = value.trim();
  return v.startsWith('(') && v.endsWith(')') ? `{${v.slice(1, -1)}}` : v;
}

/** One `op.value` (possibly `not.op.value`) applied to a column. */
function condition(columnName: string, expression: string, b: SqlBuilder): string {
  let rest = expression;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) throw syntaxError(`${columnName}=${expression}`);
  let op = rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  let ftsConfig: string | undefined;
  const ftsMatch = /^(fts|plfts|phfts|wfts)\((\w+)\)$/.exec(op);
  if (ftsMatch) {
    op = ftsMatch[1] ?? op;
    ftsConfig = ftsMatch[2];
  }
  const col = b.column(columnName);
  const typed = (v: string) => `(${b.bind(v)})::${col.type}`;
  let sql: string;
  if (op in SIMPLE_OPS) {
    const v = op === 'cs' || op === 'cd' || op === 'ov' ? arrayLiteral(value) : unquote(value);
    sql = `${col.sql} ${SIMPLE_OPS[op]} ${typed(v)}`;
  } else if (op === 'like' || op === 'ilike') {
    sql = `${col.sql}::text ${op} ${b.bind(unquote(value).replace(/\*/g, '%'))}`;
  } else if (op === 'match' || op === 'imatch') {
    sql = `${col.sql}::text ${op === 'match' ? '~' : '~*'} ${b.bind(unquote(value))}`;
  } else if (op === 'is') {
    const keyword = {
      null: 'null',
      not_null: 'not null',
      true: 'true',
      false: 'false',
      unknown: 'unknown',
    }[value.toLowerCase()];
    if (!keyword) throw syntaxError(`${columnName}=${expression}`);
    sql = `${col.sql} is ${keyword}`;
  } else if (op === 'in') {
    const v = value.trim();
    if (!v.startsWith('(') || !v.endsWith(')')) throw syntaxError(`${columnName}=${expression}`);
    const inner = v.slice(1, -1);
    const items = inner.trim() === '' ? [] : splitTopLevel(inner).map(unquote);
    sql = items.length === 0 ? 'false' : `${col.sql} in (${items.map(typed).join(', ')})`;
  } else if (op === 'fts' || op === 'plfts' || op === 'phfts' || op === 'wfts') {
    const fn = {
      fts: 'to_tsquery',
      plfts: 'plainto_tsquery',
      phfts: 'phraseto_tsquery',
      wfts: 'websearch_to_tsquery',
    }[op];
    const cfg = ftsConfig ? `${b.bind(ftsConfig)}::regconfig, ` : '';
    sql = `to_tsvector(${cfg}${col.sql}::text) @@ ${fn}(${cfg}${b.bind(unquote(value))})`;
  } else {
    throw syntaxError(`unknown operator "${op}" in ${columnName}=${expression}`);
  }
  return negate ? `not (${sql})` : sql;
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))` → SQL. */
function logicTree(kind: 'and' | 'or', body: string, negate: boolean, b: SqlBuilder): string {
  const v = body.trim();
  if (!v.startsWith('(') || !v.endsWith(')')) throw syntaxError(`${kind}=${body}`);
  const parts = splitTopLevel(v.slice(1, -1)).map((p) => p.trim());
  const sqlParts = parts.map((part) => {
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(part);
    if (nested) return logicTree(nested[2] as 'and' | 'or', nested[3] ?? '', !!nested[1], b);
    const dot = part.indexOf('.');
    if (dot < 0) throw syntaxError(part);
    return condition(part.slice(0, dot), part.slice(dot + 1), b);
  });
  const joined = `(${sqlParts.join(kind === 'and' ? ' and ' : ' or ')})`;
  return negate ? `not ${joined}` : joined;
}

/** All filter parameters of a request, combined with AND. */
export function whereClause(params: URLSearchParams, b: SqlBuilder): string {
  const conditions: string[] = [];
  for (const [key, value] of params) {
    if (RESERVED_PARAMS.has(key)) continue;
    const logic = /^(not\.)?(and|or)$/.exec(key);
    if (logic) conditions.push(logicTree(logic[2] as 'and' | 'or', value, !!logic[1], b));
    else conditions.push(condition(key, value, b));
  }
  return conditions.length ? `where ${conditions.join(' and ')}` : '';
}

export function orderClause(order: string | null, b: SqlBuilder): string {
  if (!order) return '';
  const terms = splitTopLevel(order).map((term) => {
    const [name = '', ...modifiers] = term.trim().split('.');
    const col = b.column(name);
    let sql = col.sql;
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') sql += ` ${modifier}`;
      else if (modifier === 'nullsfirst') sql += ' nulls first';
      else if (modifier === 'nullslast') sql += ' nulls last';
      else throw new QueryError(400, 'PGRST100', `"failed to parse order (${order})"`, order);
    }
    return sql;
  });
  return `order by ${terms.join(', ')}`;
}

function nonNegativeInt(name: string, value: string | null): number | undefined {
  if (value === null) return undefined;
  if (!/^\d+$/.test(value)) {
    throw new QueryError(400, 'PGRST100', `"failed to parse ${name} (${value})"`, value);
  }
  return Number(value);
}

export function limitClause(params: URLSearchParams): {
  sql: string;
  limit?: number;
  offset?: number;
} {
  const limit = nonNegativeInt('limit', params.get('limit'));
  const offset = nonNegativeInt('offset', params.get('offset'));
  const parts: string[] = [];
  if (limit !== undefined) parts.push(`limit ${limit}`);
  if (offset !== undefined) parts.push(`offset ${offset}`);
  return { sql: parts.join(' '), limit, offset };
}

/** `Prefer: return=representation, count=exact, missing=default` → a map. */
export function parsePrefer(header: string | string[] | undefined): Map<string, string> {
  const prefs = new Map<string, string>();
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const part of raw.split(',')) {
    const [key, value] = part.trim().split('=');
    if (key) prefs.set(key.trim().toLowerCase(), (value ?? '').trim().toLowerCase());
  }
  return prefs;
}
