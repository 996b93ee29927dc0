/**
 * Storage (`/storage/v1`), one module per endpoint family like the storage server's routes:
 * upload and update (upload.ts), public and authenticated download (download.ts), remove
 * (remove.ts), list (list.ts) and bucket reads (buckets.ts). Object rows are written to
 * `storage.objects` as the caller's role, so the project's storage policies decide; bucket
 * `public`, `file_size_limit` and `allowed_mime_types` are enforced here like the storage server
 * does. Bytes live in `local_dev.object_data`, which no API role can reach, and go only with a row
 * the caller deleted. Its statements are marked as the Storage API's (`storageApi`), the only ones
 * the protect-delete trigger lets delete rows of storage.objects and storage.buckets.
 */
import { type IncomingMessage, type ServerResponse } from 'node:http';

import { type Caller, identifyCaller, type StackContext } from '../context';
import { BodyTooLargeError } from '../http';
import { readBuckets } from './buckets';
import { download, downloadPublic } from './download';
import { fromPgError, sendStorageError, StorageError, tooLarge } from './errors';
import { listObjects } from './list';
import { splitBucketPath, validKey } from './objects';
import { removeMany, removeOne } from './remove';
import { upload } from './upload';

export async function handleStorage(
  ctx: StackContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  subpath: string,
): Promise<void> {
  try {
    await route(ctx, req, res, url, subpath);
  } catch (error) {
    if (error instanceof StorageError) return sendStorageError(res, error);
    if (error instanceof BodyTooLargeError) return sendStorageError(res, tooLarge());
    if (error instanceof SyntaxError || error instanceof TypeError) {
      return sendStorageError(res, new StorageError('400', 'Bad Request', error.message));
    }
    sendStorageError(res, fromPgError(error));
  }
}

function requireCaller(req: IncomingMessage, res: ServerResponse): Caller | undefined {
  const identified = identifyCaller(req);
  if (identified.ok) return identified.caller;
  sendStorageError(
    res,
    new StorageError(
      '403',
      'Unauthorized',
      identified.kind === 'expired' ? 'jwt expired' : 'invalid signature',
    ),
  );
  return undefined;
}

async function route(
  ctx: StackContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  subpath: string,
): Promise<void> {
  const method = req.method ?? 'GET';

  // Public objects need no key at all: the URL is used directly in <img src>.
  const publicMatch = /^\/object\/public\/(.+)$/.exec(subpath);
  if (publicMatch && (method === 'GET' || method === 'HEAD')) {
    return downloadPublic(ctx, req, res, publicMatch[1] ?? '');
  }

  const caller = requireCaller(req, res);
  if (!caller) return;

  const listMatch = /^\/object\/list\/([^/]+)$/.exec(subpath);
  if (listMatch && method === 'POST') {
    return listObjects(ctx, caller, req, res, url, decodeURIComponent(listMatch[1] ?? ''));
  }
  if (subpath.startsWith('/bucket')) return readBuckets(ctx, caller, req, res, url, subpath);

  const objectMatch = /^\/object\/(?:authenticated\/)?(.+)$/.exec(subpath);
  if (!objectMatch)
    throw new StorageError('404', 'not_found', `${method} ${subpath} is not supported`, 404);
  const { bucket, name } = splitBucketPath(objectMatch[1] ?? '');
  const request = { ctx, caller, method, req, res, url, bucket, name };

  if (method === 'DELETE' && name === '') return removeMany(request);
  if (!validKey(name)) throw new StorageError('400', 'InvalidKey', `Invalid key: ${name}`);
  if (method === 'GET' || method === 'HEAD') return download(request);
  if (method === 'DELETE') return removeOne(request);
  if (method === 'POST' || method === 'PUT') return upload(request);
  throw new StorageError('405', 'Method not allowed', `${method} is not supported here`, 405);
}
