/**
 * Uploads: `POST /object/<bucket>/<key>` creates an object (`x-upsert: true` replaces one) and
 * `PUT` replaces an existing one, from a multipart form or a raw body. The bucket's
 * `file_size_limit` and `allowed_mime_types` are enforced here like the storage server does; the
 * row is written as the caller, so the storage policies decide.
 */
import { createHash, randomUUID } from 'node:crypto';
import { type IncomingMessage } from 'node:http';

import { asCaller } from '../context';
import { readBody, sendJson } from '../http';
import { findBucket, mimeAllowed } from './buckets';
import { notFound, StorageError, tooLarge } from './errors';
import { type ObjectRequest, withoutRole } from './objects';

type Upload = { data: Buffer; mimetype: string; cacheControl: string; userMetadata?: unknown };

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function readUpload(req: IncomingMessage, url: URL): Promise<Upload> {
  const body = await readBody(req);
  const contentType = req.headers['content-type'] ?? 'application/octet-stream';
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    const form = await new Request(url, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
    }).formData();
    let file: File | undefined;
    for (const [, value] of form) {
      if (typeof value !== 'string') {
        file = value;
        break;
      }
    }
    if (!file) throw new StorageError('400', 'Bad Request', 'No file was found in the form data');
    const fieldType = form.get('contentType');
    const cache = form.get('cacheControl');
    const metadata = form.get('metadata');
    return {
      data: Buffer.from(await file.arrayBuffer()),
      mimetype:
        (typeof fieldType === 'string' && fieldType) || file.type || 'text/plain;charset=UTF-8',
      cacheControl: typeof cache === 'string' && cache ? `max-age=${cache}` : 'no-cache',
      userMetadata: typeof metadata === 'string' ? safeJson(metadata) : undefined,
    };
  }
  const metaHeader = req.headers['x-metadata'];
  return {
    data: body,
    mimetype: contentType,
    cacheControl: (req.headers['cache-control'] as string | undefined) ?? 'no-cache',
    userMetadata:
      typeof metaHeader === 'string'
        ? safeJson(Buffer.from(metaHeader, 'base64').toString('utf8'))
        : undefined,
  };
}

export async function upload({
  ctx,
  caller,
  method,
  req,
  res,
  url,
  bucket,
  name,
}: ObjectRequest): Promise<void> {
  const found = await findBucket(ctx, bucket);
  const upload = await readUpload(req, url);
  const limit = found.file_size_limit === null ? undefined : Number(found.file_size_limit);
  if (limit !== undefined && upload.data.length > limit) throw tooLarge();
  if (!mimeAllowed(found, upload.mimetype)) {
    throw new StorageError(
      '415',
      'invalid_mime_type',
      `mime type ${upload.mimetype} is not supported`,
    );
  }
  const upsert =
    method === 'POST' && String(req.headers['x-upsert'] ?? '').toLowerCase() === 'true';
  const metadata = {
    eTag: `"${createHash('md5').update(upload.data).digest('hex')}"`,
    size: upload.data.length,
    mimetype: upload.mimetype,
    cacheControl: upload.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: upload.data.length,
    httpStatusCode: 200,
  };
  const owner = typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
  const path = url.pathname;
  const id = await asCaller(ctx, caller, { method, path, storageApi: true }, async (tx) => {
    const newId = randomUUID();
    if (method === 'PUT') {
      const updated = await tx.query<{ id: string }>(
        `update storage.objects set metadata = $3::jsonb, updated_at = now()
          where bucket_id = $1 and name = $2 returning id`,
        [bucket, name, JSON.stringify(metadata)],
      );
      if (!updated[0]) throw notFound();
      await withoutRole(tx);
      await tx.query(
        'update local_dev.object_data set data = $3 where bucket_id = $1 and name = $2',
        [bucket, name, upload.data],
      );
      return updated[0].id;
    }
    await tx.query(
      `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata)
       values ($1, $2, $3, $4, $5, $6::jsonb)
       ${upsert ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now()' : ''}`,
      [newId, bucket, name, owner, owner, JSON.stringify(metadata)],
    );
    await withoutRole(tx);
    await tx.query(
      `insert into local_dev.object_data (bucket_id, name, data) values ($1, $2, $3)
       on conflict (bucket_id, name) do update set data = excluded.data`,
      [bucket, name, upload.data],
    );
    return newId;
  });
  return sendJson(res, 200, { Id: id, Key: `${bucket}/${name}` });
}
