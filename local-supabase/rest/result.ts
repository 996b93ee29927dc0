/** What a table or function request produces before it is written to the response. */
import { type IncomingMessage } from 'node:http';

import { type Caller, type StackContext } from '../context';
import { type Tx } from '../db';
import { must } from '../http';
import { QueryError } from './query';
import { type Relation } from './schema-cache';

export type RestResult = { status: number; body?: string; headers?: Record<string, string> };

/** A request for the rows of one relation (`/rest/v1/<name>`). */
export type TableRequest = {
  ctx: StackContext;
  caller: Caller;
  req: IncomingMessage;
  url: URL;
  name: string;
  relation: Relation;
  /** The `Prefer` header: `return`, `count`, `resolution`, `missing`. */
  prefer: Map<string, string>;
  /** `Accept: application/vnd.pgrst.object+json`: exactly one row, as an object. */
  wantsObject: boolean;
};

/** Applies `Accept: application/vnd.pgrst.object+json` to a JSON array of rows. */
export function singular(rows: string[]): string {
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

/** Rows of a statement that selects one JSON text column `j`. */
export async function rowsAsJson(tx: Tx, sql: string, params: unknown[]): Promise<string[]> {
  const rows = await tx.query<{ j: string }>(sql, params);
  return rows.map((row) => row.j);
}
