/**
 * Removing objects: `DELETE /object/<bucket>/<key>` and `DELETE /object/<bucket>` with
 * `{ prefixes: [...] }` (supabase-js `remove()`). The rows are deleted as the caller, so the
 * storage policies decide; the bytes go only with a row the caller could delete.
 */
import { asCaller } from '../context';
import { isRecord, parseJson, readBody, sendJson } from '../http';
import { notFound, StorageError } from './errors';
import { type ObjectRequest, withoutRole } from './objects';

export async function removeMany({
  ctx,
  caller,
  method,
  req,
  res,
  url,
  bucket,
}: ObjectRequest): Promise<void> {
  const body = parseJson(await readBody(req, 1024 * 1024));
  const prefixes = isRecord(body) && Array.isArray(body.prefixes) ? body.prefixes : undefined;
  if (!prefixes || !prefixes.every((p) => typeof p === 'string')) {
    throw new StorageError('400', 'Bad Request', 'body must have required property prefixes');
  }
  const deleted = await asCaller(
    ctx,
    caller,
    { method, path: url.pathname, storageApi: true },
    async (tx) => {
      const rows = await tx.query<{ j: string; name: string }>(
        `delete from storage.objects
          where bucket_id = $1 and name = any (select jsonb_array_elements_text($2::jsonb))
          returning name, row_to_json(storage.objects.*)::text as j`,
        [bucket, JSON.stringify(prefixes)],
      );
      await withoutRole(tx);
      for (const row of rows) {
        await tx.query('delete from local_dev.object_data where bucket_id = $1 and name = $2', [
          bucket,
          row.name,
        ]);
      }
      return rows.map((row) => JSON.parse(row.j) as unknown);
    },
  );
  return sendJson(res, 200, deleted);
}

export async function removeOne({
  ctx,
  caller,
  method,
  res,
  url,
  bucket,
  name,
}: ObjectRequest): Promise<void> {
  const deleted = await asCaller(
    ctx,
    caller,
    { method, path: url.pathname, storageApi: true },
    async (tx) => {
      const rows = await tx.query(
        'delete from storage.objects where bucket_id = $1 and name = $2 returning id',
        [bucket, name],
      );
      // The bytes go only with a row the caller's policies let them delete.
      if (rows.length === 0) return 0;
      await withoutRole(tx);
      await tx.query('delete from local_dev.object_data where bucket_id = $1 and name = $2', [
        bucket,
        name,
      ]);
      return rows.length;
    },
  );
  if (!deleted) throw notFound();
  return sendJson(res, 200, { message: 'Successfully deleted' });
}
