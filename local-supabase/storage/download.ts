/**
 * Downloads: `GET /object/public/<bucket>/<key>` needs no key at all in a public bucket (the URL
 * is used directly in `<img src>`); `GET /object[/authenticated]/<bucket>/<key>` serves an object
 * the caller's storage policies let them select.
 */
import { type IncomingMessage, type ServerResponse } from 'node:http';

import { asCaller, type StackContext } from '../context';
import { findBucket } from './buckets';
import { bucketNotFound, notFound } from './errors';
import { type ObjectRequest, sendObject, splitBucketPath, withoutRole } from './objects';

const OBJECT_WITH_DATA = `select o.metadata::text as metadata, d.data from storage.objects o
   join local_dev.object_data d on d.bucket_id = o.bucket_id and d.name = o.name
  where o.bucket_id = $1 and o.name = $2`;

export async function downloadPublic(
  ctx: StackContext,
  req: IncomingMessage,
  res: ServerResponse,
  bucketAndKey: string,
): Promise<void> {
  const { bucket, name } = splitBucketPath(bucketAndKey);
  const found = await findBucket(ctx, bucket).catch(() => undefined);
  if (!found?.public) throw bucketNotFound();
  const rows = await ctx.db.query<{ metadata: string; data: Uint8Array }>(OBJECT_WITH_DATA, [
    bucket,
    name,
  ]);
  if (!rows[0]) throw notFound();
  return sendObject(req, res, rows[0]);
}

export async function download({
  ctx,
  caller,
  method,
  req,
  res,
  url,
  bucket,
  name,
}: ObjectRequest): Promise<void> {
  const row = await asCaller(
    ctx,
    caller,
    { method, path: url.pathname, readOnly: true, storageApi: true },
    async (tx) => {
      const visible = await tx.query(
        'select 1 from storage.objects where bucket_id = $1 and name = $2',
        [bucket, name],
      );
      if (visible.length === 0) return undefined;
      await withoutRole(tx);
      const rows = await tx.query<{ metadata: string; data: Uint8Array }>(OBJECT_WITH_DATA, [
        bucket,
        name,
      ]);
      return rows[0];
    },
  );
  if (!row) throw notFound();
  return sendObject(req, res, row);
}
