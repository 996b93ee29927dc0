/**
 * `POST /object/list/<bucket>` (supabase-js `list()`): the objects directly below a prefix that
 * the caller's policies let them see, searched, paged and ordered by name.
 */
import { type IncomingMessage, type ServerResponse } from 'node:http';

import { asCaller, type Caller, type StackContext } from '../context';
import { isRecord, parseJson, readBody, sendJson } from '../http';
import { StorageError } from './errors';

export async function listObjects(
  ctx: StackContext,
  caller: Caller,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  bucket: string,
): Promise<void> {
  const method = req.method ?? 'POST';
  const body = parseJson(await readBody(req, 64 * 1024)) ?? {};
  if (!isRecord(body)) throw new StorageError('400', 'Bad Request', 'Invalid body');
  const prefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+|\/+$/g, '') : '';
  const limit = typeof body.limit === 'number' ? Math.min(Math.max(body.limit, 1), 1000) : 100;
  const offset = typeof body.offset === 'number' ? Math.max(body.offset, 0) : 0;
  const search = typeof body.search === 'string' ? body.search : '';
  const items = await asCaller(
    ctx,
    caller,
    { method, path: url.pathname, readOnly: true, storageApi: true },
    (tx) =>
      tx.query<{ j: string }>(
        `select json_build_object('name', substr(name, $3), 'id', id, 'updated_at', updated_at,
               'created_at', created_at, 'last_accessed_at', last_accessed_at, 'metadata', metadata)::text as j
         from storage.objects
        where bucket_id = $1 and name like $2 and position('/' in substr(name, $3)) = 0
          and substr(name, $3) ilike $4
        order by name limit $5 offset $6`,
        [
          bucket,
          prefix ? `${prefix}/%` : '%',
          prefix ? prefix.length + 2 : 1,
          `%${search}%`,
          limit,
          offset,
        ],
      ),
  );
  return sendJson(
    res,
    200,
    items.map((row) => JSON.parse(row.j) as unknown),
  );
}
