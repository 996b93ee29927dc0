/**
 * `/rest/v1/rpc/<function>`: calls a function of the exposed schema with named arguments (the
 * query string for `GET`, a JSON object for `POST`), choosing the overload PostgREST would, and
 * answers with its result (a set as an array, a scalar or composite as itself; `void` as 204).
 */
import { type IncomingMessage } from 'node:http';

import { asCaller, type Caller, type StackContext } from '../context';
import { isRecord, must, parseJson, readBody } from '../http';
import { QueryError, quoteIdent, SqlBuilder } from './query';
import { type RestResult, rowsAsJson, singular } from './result';
import { EXPOSED_SCHEMA } from './schema-cache';

type FunctionInfo = {
  retset: boolean;
  nargs: number;
  ndefaults: number;
  rettype: string;
  rettyptype: string;
  args: string;
};

export async function callRpc(
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
