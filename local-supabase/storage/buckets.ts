/**
 * Buckets: their settings (`public`, `file_size_limit`, `allowed_mime_types`) as the object
 * endpoints enforce them, and `GET /bucket[/<id>]`, read as the caller. Buckets are created by
 * migrations; managing them through the API is not supported locally.
 */
import { type IncomingMessage, type ServerResponse } from 'node:http';

import { asCaller, type Caller, type StackContext } from '../context';
import { sendJson } from '../http';
import { bucketNotFound, StorageError } from './errors';

export type Bucket = {
  id: string;
  public: boolean;
  file_size_limit: string | null;
  allowed_mime_types: string[] | null;
};

export async function findBucket(ctx: StackContext, id: string): Promise<Bucket> {
  const rows = await ctx.db.query<{ j: string }>(
    'select row_to_json(b)::text as j from storage.buckets b where id = $1',
    [id],
  );
  if (!rows[0]) throw bucketNotFound();
  return JSON.parse(rows[0].j) as Bucket;
}

/** Whether the bucket takes this media type (`image/*` patterns included). */
export function mimeAllowed(bucket: Bucket, mime: string): boolean {
  const allowed = bucket.allowed_mime_types;
  if (!allowed || allowed.length === 0) return true;
  const base = (mime.split(';')[0] ?? '').trim().toLowerCase();
  return allowed.some((pattern) => {
    const p = pattern.toLowerCase();
    return p.endsWith('/*') ? base.startsWith(p.slice(0, -1)) : base === p;
  });
}

/** `GET /bucket` (every bucket the caller may see) and `GET /bucket/<id>`. */
export async function readBuckets(
  ctx: StackContext,
  caller: Caller,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  subpath: string,
): Promise<void> {
  const method = req.method ?? 'GET';
  const id = decodeURIComponent(subpath.replace(/^\/bucket\/?/, ''));
  if (method !== 'GET')
    throw new StorageError('400', 'Bad Request', 'Bucket management is not supported locally');
  const rows = await asCaller(
    ctx,
    caller,
    { method, path: url.pathname, readOnly: true, storageApi: true },
    (tx) =>
      tx.query<{ j: string }>(
        `select row_to_json(b)::text as j from storage.buckets b ${id ? 'where id = $1' : ''} order by id`,
        id ? [id] : [],
      ),
  );
  const buckets = rows.map((row) => JSON.parse(row.j) as unknown);
  if (id) {
    if (!buckets[0]) throw bucketNotFound();
    return sendJson(res, 200, buckets[0]);
  }
  return sendJson(res, 200, buckets);
}
