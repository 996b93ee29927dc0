/**
 * PostgREST (`/rest/v1`) over the local database: tables and views of the `public` schema, and
 * `rpc/<function>`. Every request runs as the caller's role with its JWT claims (see
 * `asCaller`), so grants and row-level security are Postgres's own.
 */
import { type IncomingMessage, type ServerResponse } from 'node:http';

import { asCaller, type Caller, identifyCaller, type StackContext } from './context';
import { type Db, isPgError, type Tx } from './db';
import { isRecord, must, parseJson, readBody, sendJson, sendRaw } from './http';
import {
  type Columns,
  limitClause,
  orderClause,
  parsePrefer,
  QueryError,
  quoteIdent,
  selectList,
  SqlBuilder,
  whereClause,
} from './postgrest-query';

const OBJECT_MEDIA_TYPE = 'application/vnd.pgrst.object+json';
const EXPOSED_SCHEMA = 'public';

type Relation = { columns: Columns; primaryKey: string[] };

/** The schema cache: relations of the exposed schema. Reloaded when a name is not found. */
export class SchemaCache {
  private relations: Map<string, Relation> | undefined;

  constructor(private readonly db: Db) {}

  async relation(name: string): Promise<Relation | undefined> {
    if (!this.relations?.has(name)) await this.reload();
    return this.relations?.get(name);
  }

  async reload(): Promise<void> {
    const rows = await this.db.query<{ rel: string; col: string; type: string; pk: boolean }>(
      `select c.relname as rel, a.attname as col, a.atttypid::regtype::text as type,
              coalesce(a.attnum = any(i.indkey), false) as pk
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         left join pg_index i on i.indrelid = c.oid and i.indisprimary
        where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
        order by c.relname, a.attnum`,
      [EXPOSED_SCHEMA],
    );
    const relations = new Map<string, Relation>();
    for (const row of rows) {
      let rel = relations.get(row.rel);
      if (!rel) {
        rel = { columns: new Map(), primaryKey: [] };
        relations.set(row.rel, rel);
      }
      (rel.columns as Map<string, string>).set(row.col, qualifyType(row.type));
      if (row.pk) rel.primaryKey.push(row.col);
    }
    this.relations = relations;
  }
}

/** Types outside pg_catalog print unqualified only when on the search_path; qualify public ones. */
function qualifyType(type: string): string {
  return type;
}

function pgrstError(res: ServerResponse, error: QueryError): void {
  sendJson(res, error.status, {
    code: error.code,
    details: error.details,
    hint: error.hint,
    message: error.message,
  });
}

/** SQLSTATE → HTTP status, as PostgREST maps them. */
function statusForSqlState(code: string, authenticated: boolean): number {
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (code.startsWith('08') || code.startsWith('53')) return 503;
  if (code.startsWith('XX') || code.startsWith('40') || code === '42P17' || code === '57014')
    return 500;
  return 400;
}

function toQueryError(error: unknown, caller: Caller | undefined): QueryError {
  if (error instanceof QueryError) return error;
  if (isPgError(error)) {
    const code = error.code ?? 'XX000';
    return new QueryError(
      statusForSqlState(code, caller?.role !== 'anon'),
      code,
      error.message,
      error.detail ?? null,
      error.hint ?? null,
    );
  }
  throw error;
}

function authFailure(
  res: ServerResponse,
  result: Exclude<ReturnType<typeof identifyCaller>, { ok: true }>,
): void {
  sendJson(res, 401, {
    code: result.kind === 'expired' ? 'PGRST303' : 'PGRST301',
    details: null,
    hint: null,
    message: result.message,
  });
}

export async function handleRest(
  ctx: StackContext,
  cache: SchemaCache,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  subpath: string,
): Promise<void> {
  const identified = identifyCaller(req);
  if (!identified.ok) return authFailure(res, identified);
  const caller = identified.caller;
  try {
    const method = req.method ?? 'GET';
    const profileHeader =
      method === 'GET' || method === 'HEAD'
        ? req.headers['accept-profile']
        : req.headers['content-profile'];
    const profile = Array.isArray(profileHeader) ? profileHeader[0] : profileHeader;
    if (profile && profile !== EXPOSED_SCHEMA) {
      throw new QueryError(
        406,
        'PGRST106',
        `Invalid schema: ${profile}`,
        null,
        `Only the following schemas are exposed: ${EXPOSED_SCHEMA}`,
      );
    }
    const name = decodeURIComponent(subpath.replace(/^\//, ''));
    if (name === '')
      return sendJson(res, 200, { swagger: '2.0', info: { title: 'local-supabase PostgREST' } });
    const wantsObject = (req.headers.accept ?? '').includes(OBJECT_MEDIA_TYPE);
    const prefer = parsePrefer(req.headers.prefer);
    let result: RestResult;
    if (name.startsWith('rpc/')) {
      result = await callRpc(ctx, caller, req, url, name.slice(4), wantsObject);
    } else {
      const relation = await cache.relation(name);
      if (!relation) {
        throw new QueryError(
          404,
          'PGRST205',
          `Could not find the table '${EXPOSED_SCHEMA}.${name}' in the schema cache`,
        );
      }
      result = await tableRequest(ctx, caller, req, url, name, relation, prefer, wantsObject);
    }
    const headers: Record<string, string> = { ...result.headers };
    if (result.body === undefined) {
      res.writeHead(result.status, headers);
      res.end();
      return;
    }
    const contentType = `${wantsObject ? OBJECT_MEDIA_TYPE : 'application/json'}; charset=utf-8`;
    if (method === 'HEAD') {
      res.writeHead(result.status, { ...headers, 'Content-Type': contentType });
      res.end();
      return;
    }
    sendRaw(res, result.status, result.body, contentType, headers);
  } catch (error) {
    if (error instanceof SyntaxError) {
      return pgrstError(
        res,
        new QueryError(400, 'PGRST102', 'Empty or invalid json', error.message),
      );
    }
    pgrstError(res, toQueryError(error, caller));
  }
}

type RestResult = { status: number; body?: string; headers?: Record<string, string> };

/** Applies `Accept: application/vnd.pgrst.object+json` to a JSON array of rows. */
function singular(rows: string[]): string {
  if (rows.length !== 1) {
    throw new QueryError(
      406,
      'PGRST116',
      'JSON object requested, multiple (or no) rows returned',
      `The result contains ${rows.length} rows`,
    );
  }
  return must(rows[0], 'row');
}

async function rowsAsJson(tx: Tx, sql: string, params: unknown[]): Promise<string[]> {
  const rows = await tx.query<{ j: string }>(sql, params);
  return rows.map((row) => row.j);
}

async function tableRequest(
  ctx: StackContext,
  caller: Caller,
  req: IncomingMessage,
  url: URL,
  name: string,
  relation: Relation,
  prefer: Map<string, string>,
  wantsObject: boolean,
): Promise<RestResult> {
  const method = req.method ?? 'GET';
  const params = url.searchParams;
  const table = `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(name)}`;
  const b = new SqlBuilder(name, relation.columns);
  const representation = prefer.get('return') === 'representation';

  if (method === 'GET' || method === 'HEAD') {
    const columns = selectList(params.get('select'), b).sql;
    const where = whereClause(params, b);
    const order = orderClause(params.get('order'), b);
    const range = limitClause(params);
    const wantCount = prefer.get('count') === 'exact';
    return asCaller(ctx, caller, { method, path: url.pathname, readOnly: true }, async (tx) => {
      // One aggregated row: far cheaper on PGlite than one protocol row per result row.
      const aggregated = await tx.query<{ body: string; n: number }>(
        `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n
           from (select ${columns} from ${table} _t ${where} ${order} ${range.sql}) _r`,
        b.params,
      );
      const result = must(aggregated[0], 'result');
      const rowCount = Number(result.n);
      let total: number | undefined;
      if (wantCount) {
        const countRows = await tx.query<{ n: string }>(
          `select count(*)::text as n from ${table} _t ${where}`,
          b.params,
        );
        total = Number(must(countRows[0], 'count').n);
      }
      const first = range.offset ?? 0;
      const rangeText = rowCount ? `${first}-${first + rowCount - 1}` : '*';
      const headers = { 'Content-Range': `${rangeText}/${total ?? '*'}` };
      const partial = total !== undefined && rowCount < total;
      // json_agg's text is `[elem, \n elem]`: for a single row the element is the body itself.
      const body = wantsObject
        ? singular(rowCount === 1 ? [result.body.slice(1, -1)] : new Array<string>(rowCount))
        : result.body;
      return { status: partial ? 206 : 200, body, headers };
    });
  }

  // Like PostgREST, a mutation returns only the columns the select list reads (every column for
  // `*`), so column privileges decide what a caller may read back.
  const select = representation ? selectList(params.get('select'), b) : undefined;
  const wrap = (mutation: string) => {
    const returning =
      !select || select.columns === '*' ? '*' : select.columns.map(quoteIdent).join(', ');
    return `with _m as (${mutation} returning ${returning}) select row_to_json(_r)::text as j from (select ${select?.sql ?? '_t.*'} from _m _t) _r`;
  };

  if (method === 'POST') {
    const body = parseJson(await readBody(req));
    const rowsIn = Array.isArray(body) ? body : [body];
    if (!rowsIn.every(isRecord)) {
      throw new QueryError(
        400,
        'PGRST102',
        'Empty or invalid json',
        'Expected a JSON object or an array of objects',
      );
    }
    const columnsParam = params.get('columns');
    const allowed = columnsParam
      ? columnsParam.split(',').map((c) => c.trim().replace(/^"|"$/g, ''))
      : undefined;
    const missingDefault = prefer.get('missing') === 'default';
    const resolution = prefer.get('resolution');
    const conflictColumns = (params.get('on_conflict') ?? '')
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean);
    return asCaller(ctx, caller, { method, path: url.pathname }, async (tx) => {
      const out: string[] = [];
      for (const row of rowsIn as Record<string, unknown>[]) {
        let keys = Object.keys(row);
        if (allowed) keys = missingDefault ? keys.filter((k) => allowed.includes(k)) : allowed;
        for (const key of keys) assertColumn(name, relation, key);
        const rb = new SqlBuilder(name, relation.columns);
        const list = keys.map(quoteIdent).join(', ');
        let sql = keys.length
          ? `insert into ${table} (${list}) select ${list} from json_populate_record(null::${table}, ${rb.bind(JSON.stringify(row))}::json)`
          : `insert into ${table} default values`;
        if (resolution === 'merge-duplicates' || resolution === 'ignore-duplicates') {
          const target = (conflictColumns.length ? conflictColumns : relation.primaryKey).map(
            (c) => {
              assertColumn(name, relation, c);
              return quoteIdent(c);
            },
          );
          const updates = keys
            .map((k) => `${quoteIdent(k)} = excluded.${quoteIdent(k)}`)
            .join(', ');
          sql +=
            resolution === 'ignore-duplicates' || !updates
              ? ` on conflict (${target.join(', ')}) do nothing`
              : ` on conflict (${target.join(', ')}) do update set ${updates}`;
        }
        if (representation)
          out.push(...(await rowsAsJson(tx, wrap(sql), [...b.params, ...rb.params])));
        else await tx.query(sql, rb.params);
      }
      if (!representation) return { status: 201 };
      return { status: 201, body: wantsObject ? singular(out) : `[${out.join(',')}]` };
    });
  }

  if (method === 'PATCH' || method === 'DELETE') {
    let mutation: string;
    if (method === 'PATCH') {
      const body = parseJson(await readBody(req));
      if (!isRecord(body))
        throw new QueryError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object');
      const keys = Object.keys(body);
      for (const key of keys) assertColumn(name, relation, key);
      if (keys.length === 0)
        return { status: representation ? 200 : 204, body: representation ? '[]' : undefined };
      const list = keys.map(quoteIdent).join(', ');
      const payload = b.bind(JSON.stringify(body));
      const where = whereClause(params, b);
      mutation = `update ${table} _t set (${list}) = (select ${list} from json_populate_record(null::${table}, ${payload}::json)) ${where}`;
    } else {
      mutation = `delete from ${table} _t ${whereClause(params, b)}`;
    }
    return asCaller(ctx, caller, { method, path: url.pathname }, async (tx) => {
      if (!representation) {
        await tx.query(mutation, b.params);
        return { status: 204 };
      }
      const rows = await rowsAsJson(tx, wrap(mutation), b.params);
      return { status: 200, body: wantsObject ? singular(rows) : `[${rows.join(',')}]` };
    });
  }

  throw new QueryError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

function assertColumn(name: string, relation: Relation, column: string): void {
  if (!relation.columns.has(column)) {
    throw new QueryError(
      400,
      'PGRST204',
      `Could not find the '${column}' column of '${name}' in the schema cache`,
    );
  }
}

type FunctionInfo = {
  retset: boolean;
  nargs: number;
  ndefaults: number;
  rettype: string;
  rettyptype: string;
  args: string;
};

async function callRpc(
  ctx: StackContext,
  caller: Caller,
  req: IncomingMessage,
  url: URL,
  fnName: string,
  wantsObject: boolean,
): Promise<RestResult> {
  const method = req.method ?? 'POST';
  let args: Record<string, unknown>;
  if (method === 'GET' || method === 'HEAD') {
    args = {};
    for (const [key, value] of url.searchParams) args[key] = value;
  } else if (method === 'POST') {
    const body = parseJson(await readBody(req)) ?? {};
    if (!isRecord(body))
      throw new QueryError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object');
    args = body;
  } else {
    throw new QueryError(405, 'PGRST101', 'Only GET and POST are allowed for functions');
  }
  const readOnly = method !== 'POST';
  return asCaller(ctx, caller, { method, path: url.pathname, readOnly }, async (tx) => {
    const candidates = await tx.query<FunctionInfo>(
      `select p.proretset as retset, p.pronargs as nargs, p.pronargdefaults as ndefaults,
              p.prorettype::regtype::text as rettype, rt.typtype::text as rettyptype,
              coalesce((select json_agg(json_build_object('name', p.proargnames[a.i], 'type', a.t::regtype::text) order by a.i)
                          from unnest(p.proargtypes::oid[]) with ordinality as a(t, i)), '[]')::text as args
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
         join pg_type rt on rt.oid = p.prorettype
        where n.nspname = $1 and p.proname = $2 and p.prokind = 'f'`,
      [EXPOSED_SCHEMA, fnName],
    );
    const given = Object.keys(args);
    const match = candidates.find((fn) => {
      const list = JSON.parse(fn.args) as { name: string | null; type: string }[];
      const names = list.map((a) => a.name);
      const required = names.slice(0, fn.nargs - fn.ndefaults);
      return (
        given.every((k) => names.includes(k)) &&
        required.every((r) => r !== null && given.includes(r))
      );
    });
    if (!match) {
      throw new QueryError(
        404,
        'PGRST202',
        `Could not find the function ${EXPOSED_SCHEMA}.${fnName}(${given.join(', ')}) in the schema cache`,
        `Searched for the function ${EXPOSED_SCHEMA}.${fnName} with parameters ${given.join(', ') || 'none'}`,
      );
    }
    const list = JSON.parse(match.args) as { name: string; type: string }[];
    const b = new SqlBuilder(fnName, new Map());
    const argSql = given.map((key) => {
      const type = must(
        list.find((a) => a.name === key),
        `argument ${key}`,
      ).type;
      const json = `${b.bind(JSON.stringify(args[key]))}::json`;
      const expr =
        type === 'json' || type === 'jsonb'
          ? `${json}::${type}`
          : `(select _a.v from json_to_record(json_build_object('v', ${json})) as _a(v ${type}))`;
      return `${quoteIdent(key)} => ${expr}`;
    });
    const call = `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(fnName)}(${argSql.join(', ')})`;
    if (match.rettype === 'void') {
      await tx.query(`select ${call}`, b.params);
      return { status: 204 };
    }
    const composite = match.rettyptype === 'c' || match.rettype === 'record';
    if (match.retset) {
      const sql = composite
        ? `select row_to_json(_r)::text as j from ${call} _r`
        : `select to_json(_r._v)::text as j from ${call} as _r(_v)`;
      const rows = await rowsAsJson(tx, sql, b.params);
      return { status: 200, body: wantsObject ? singular(rows) : `[${rows.join(',')}]` };
    }
    const sql = composite
      ? `select row_to_json(_r)::text as j from ${call} _r`
      : `select to_json(${call})::text as j`;
    const rows = await rowsAsJson(tx, sql, b.params);
    return { status: 200, body: rows[0] ?? 'null' };
  });
}
