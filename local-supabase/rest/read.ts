/**
 * `GET` / `HEAD /rest/v1/<relation>`: the rows the caller may see, filtered, ordered and ranged
 * like PostgREST, with `Content-Range` (and the total with `Prefer: count=exact`, answering 206
 * when the range holds fewer rows than that).
 */
import { asCaller } from '../context';
import { must } from '../http';
import { limitClause, orderClause, quoteIdent, selectList, SqlBuilder, whereClause } from './query';
import { type RestResult, singular, type TableRequest } from './result';
import { EXPOSED_SCHEMA } from './schema-cache';

export async function readRows({
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
