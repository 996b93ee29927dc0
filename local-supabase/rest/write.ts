/**
 * Writes to `/rest/v1/<relation>`: `POST` inserts (one row or an array, in one statement;
 * `columns`, upserts with `Prefer: resolution=…` and `on_conflict`), `PATCH` updates and
 * `DELETE` deletes the filtered rows. With `Prefer: return=representation` the written rows come
 * back, only the columns the select list reads (every column for `*`), so column privileges decide
 * what a caller may read.
 */
import { asCaller } from '../context';
import { isRecord, parseJson, readBody } from '../http';
import { QueryError, quoteIdent, selectList, SqlBuilder, whereClause } from './query';
import { type RestResult, rowsAsJson, singular, type TableRequest } from './result';
import { assertColumn, EXPOSED_SCHEMA } from './schema-cache';

export async function writeRows({
  ctx,
  caller,
  req,
  url,
  name,
  relation,
  prefer,
  wantsObject,
}: TableRequest): Promise<RestResult> {
  const method = req.method ?? 'GET';
  const params = url.searchParams;
  const table = `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(name)}`;
  const b = new SqlBuilder(name, relation.columns);
  const representation = prefer.get('return') === 'representation';

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
    const statements = insertGroups(rowsIn as Record<string, unknown>[], (row) => {
      const keys = Object.keys(row);
      if (!allowed) return keys;
      return missingDefault ? keys.filter((k) => allowed.includes(k)) : allowed;
    }).map(({ keys, rows }) => {
      for (const key of keys) assertColumn(name, relation, key);
      const rb = new SqlBuilder(name, relation.columns);
      const list = keys.map(quoteIdent).join(', ');
      // One statement for the run, as PostgREST sends one per request: the rows of the JSON
      // array in their order, a listed key a row lacks NULL (json_populate_recordset's base is
      // null). Like PostgREST's, an upsert that meets the same row twice fails (21000).
      let sql = keys.length
        ? `insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${rb.bind(JSON.stringify(rows))}::json)`
        : `insert into ${table} select from json_array_elements(${rb.bind(JSON.stringify(rows))}::json)`;
      if (resolution === 'merge-duplicates' || resolution === 'ignore-duplicates') {
        const target = (conflictColumns.length ? conflictColumns : relation.primaryKey).map((c) => {
          assertColumn(name, relation, c);
          return quoteIdent(c);
        });
        const updates = keys.map((k) => `${quoteIdent(k)} = excluded.${quoteIdent(k)}`).join(', ');
        sql +=
          resolution === 'ignore-duplicates' || !updates
            ? ` on conflict (${target.join(', ')}) do nothing`
            : ` on conflict (${target.join(', ')}) do update set ${updates}`;
      }
      return { sql, params: rb.params };
    });
    return asCaller(ctx, caller, { method, path: url.pathname }, async (tx) => {
      const out: string[] = [];
      for (const { sql, params: values } of statements) {
        if (representation)
          out.push(...(await rowsAsJson(tx, wrap(sql), [...b.params, ...values])));
        else await tx.query(sql, values);
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

/**
 * The rows of an insert, in their order, as runs of consecutive rows that write the same columns:
 * one statement each, so a batch costs the database one statement, not one per row. With
 * `columns` (what supabase-js sends for an array) every row writes the same columns, and the
 * request is one statement. Rows that write different columns (`Prefer: missing=default`, or no
 * `columns`) take separate statements, since a key a row lacks must take the column's default.
 */
function insertGroups(
  rows: Record<string, unknown>[],
  columnsOf: (row: Record<string, unknown>) => string[],
): { keys: string[]; rows: Record<string, unknown>[] }[] {
  const groups: { keys: string[]; signature: string; rows: Record<string, unknown>[] }[] = [];
  for (const row of rows) {
    const keys = columnsOf(row);
    const signature = JSON.stringify([...keys].sort());
    const last = groups.at(-1);
    if (last?.signature === signature) last.rows.push(row);
    else groups.push({ keys, signature, rows: [row] });
  }
  return groups;
}
