/**
 * PostgREST (`/rest/v1`) over the local database: tables and views of the `public` schema
 * (read.ts, write.ts), and `rpc/<function>` (rpc.ts). Every request runs as the caller's role with
 * its JWT claims (see `asCaller`), so grants and row-level security are Postgres's own. The URL
 * grammar is query.ts; the schema cache, schema-cache.ts; error answers, errors.ts.
 */
import { type IncomingMessage, type ServerResponse } from 'node:http';

import { identifyCaller, type StackContext } from '../context';
import { sendJson, sendRaw } from '../http';
import { authFailure, pgrstError, toQueryError } from './errors';
import { parsePrefer, QueryError } from './query';
import { readRows } from './read';
import { type RestResult } from './result';
import { callRpc } from './rpc';
import { EXPOSED_SCHEMA, type SchemaCache } from './schema-cache';
import { writeRows } from './write';

export { SchemaCache } from './schema-cache';

const OBJECT_MEDIA_TYPE = 'application/vnd.pgrst.object+json';

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
      const request = { ctx, caller, req, url, name, relation, prefer, wantsObject };
      result =
        method === 'GET' || method === 'HEAD' ? await readRows(request) : await writeRows(request);
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
