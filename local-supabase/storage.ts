/**
 * Storage (`/storage/v1`): upload (multipart or raw body), update, public and authenticated
 * download, remove, list and bucket reads. Object rows are written to `storage.objects` as the
 * caller's role, so the project's storage policies decide; bucket `public`, `file_size_limit` and
 * `allowed_mime_types` are enforced here like the storage server does. Bytes live in
 * `local_dev.object_data`, which no API role can reach, and go only with a row the caller deleted.
 * Its statements are marked as the Storage API's (`storageApi`), the only ones the
 * protect-delete trigger lets delete rows of storage.objects and storage.buckets.
 */
import { createHash, randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse } from 'node:http';

import { asCaller, type Caller, identifyCaller, type StackContext } from './context';
import { isPgError, type Tx } from './db';
import { BodyTooLargeError, isRecord, parseJson, readBody, sendJson } from './http';

class StorageError extends Error {
  constructor(
    readonly statusCode: string,
    readonly error: string,
    message: string,
    readonly httpStatus = 400,
  ) {
    super(message);
  }
}

const CODES: Record<string, string> = {
  '403': 'AccessDenied',
  '404': 'NoSuchKey',
  '409': 'Duplicate',
  '413': 'EntityTooLarge',
  '415': 'InvalidMimeType',
};

const notFound = () => new StorageError('404', 'not_found', 'Object not found');
const bucketNotFound = () => new StorageError('404', 'Bucket not found', 'Bucket not found');

function sendStorageError(res: ServerResponse, error: StorageError): void {
  sendJson(res, error.httpStatus, {
    statusCode: error.statusCode,
    code: CODES[error.statusCode] ?? 'InvalidRequest',
    error: error.error,
    message: error.message,
  });
}

function fromPgError(error: unknown): StorageError {
  if (isPgError(error)) {
    if (error.code === '42501') {
      return new StorageError('403', 'Unauthorized', 'new row violates row-level security policy');
    }
    if (error.code === '23505')
      return new StorageError('409', 'Duplicate', 'The resource already exists');
    return new StorageError('400', 'Bad Request', error.message);
  }
  throw error;
}

type Bucket = {
  id: string;
  public: boolean;
  file_size_limit: string | null;
  allowed_mime_types: string[] | null;
};

async function findBucket(ctx: StackContext, id: string): Promise<Bucket> {
  const rows = await ctx.db.query<{ j: string }>(
    'select row_to_json(b)::text as j from storage.buckets b where id = $1',
    [id],
  );
  if (!rows[0]) throw bucketNotFound();
  return JSON.parse(rows[0].j) as Bucket;
}

function mimeAllowed(bucket: Bucket, mime: string): boolean {
  const allowed = bucket.allowed_mime_types;
  if (!allowed || allowed.length === 0) return true;
  const base = (mime.split(';')[0] ?? '').trim().toLowerCase();
  return allowed.some((pattern) => {
    const p = pattern.toLowerCase();
    return p.endsWith('/*') ? base.startsWith(p.slice(0, -1)) : base === p;
  });
}

/** Object keys as the storage server accepts them: no empty segments, no `..`, no control chars. */
function validKey(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= 1024 &&
    !name.split('/').some((segment) => segment === '' || segment === '.' || segment === '..') &&
    ![...name].some((ch) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127)
  );
}

function splitBucketPath(rest: string): { bucket: string; name: string } {
  const slash = rest.indexOf('/');
  if (slash < 0) return { bucket: decodeURIComponent(rest), name: '' };
  return {
    bucket: decodeURIComponent(rest.slice(0, slash)),
    name: rest
      .slice(slash + 1)
      .split('/')
      .map(decodeURIComponent)
      .join('/'),
  };
}

async function withoutRole(tx: Tx): Promise<void> {
  await tx.exec('reset role');
}

type Upload = { data: Buffer; mimetype: string; cacheControl: string; userMetadata?: unknown };

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

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

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
    if (error instanceof BodyTooLargeError) {
      return sendStorageError(
        res,
        new StorageError(
          '413',
          'Payload too large',
          'The object exceeded the maximum allowed size',
        ),
      );
    }
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
    const { bucket, name } = splitBucketPath(publicMatch[1] ?? '');
    const found = await findBucket(ctx, bucket).catch(() => undefined);
    if (!found?.public) throw bucketNotFound();
    const rows = await ctx.db.query<{ metadata: string; data: Uint8Array }>(
      `select o.metadata::text as metadata, d.data from storage.objects o
         join local_dev.object_data d on d.bucket_id = o.bucket_id and d.name = o.name
        where o.bucket_id = $1 and o.name = $2`,
      [bucket, name],
    );
    if (!rows[0]) throw notFound();
    return sendObject(req, res, rows[0]);
  }

  const caller = requireCaller(req, res);
  if (!caller) return;
  const path = url.pathname;

  const objectMatch = /^\/object\/(?:authenticated\/)?(.+)$/.exec(subpath);
  const listMatch = /^\/object\/list\/([^/]+)$/.exec(subpath);

  if (listMatch && method === 'POST') {
    const bucket = decodeURIComponent(listMatch[1] ?? '');
    const body = parseJson(await readBody(req, 64 * 1024)) ?? {};
    if (!isRecord(body)) throw new StorageError('400', 'Bad Request', 'Invalid body');
    const prefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+|\/+$/g, '') : '';
    const limit = typeof body.limit === 'number' ? Math.min(Math.max(body.limit, 1), 1000) : 100;
    const offset = typeof body.offset === 'number' ? Math.max(body.offset, 0) : 0;
    const search = typeof body.search === 'string' ? body.search : '';
    const items = await asCaller(
      ctx,
      caller,
      { method, path, readOnly: true, storageApi: true },
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

  if (subpath.startsWith('/bucket')) {
    const id = decodeURIComponent(subpath.replace(/^\/bucket\/?/, ''));
    if (method !== 'GET')
      throw new StorageError('400', 'Bad Request', 'Bucket management is not supported locally');
    const rows = await asCaller(
      ctx,
      caller,
      { method, path, readOnly: true, storageApi: true },
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

  if (!objectMatch)
    throw new StorageError('404', 'not_found', `${method} ${subpath} is not supported`, 404);
  const { bucket, name } = splitBucketPath(objectMatch[1] ?? '');

  if (method === 'DELETE' && name === '') {
    const body = parseJson(await readBody(req, 1024 * 1024));
    const prefixes = isRecord(body) && Array.isArray(body.prefixes) ? body.prefixes : undefined;
    if (!prefixes || !prefixes.every((p) => typeof p === 'string')) {
      throw new StorageError('400', 'Bad Request', 'body must have required property prefixes');
    }
    const deleted = await asCaller(ctx, caller, { method, path, storageApi: true }, async (tx) => {
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
    });
    return sendJson(res, 200, deleted);
  }

  if (!validKey(name)) throw new StorageError('400', 'InvalidKey', `Invalid key: ${name}`);

  if (method === 'GET' || method === 'HEAD') {
    const row = await asCaller(
      ctx,
      caller,
      { method, path, readOnly: true, storageApi: true },
      async (tx) => {
        const visible = await tx.query(
          'select 1 from storage.objects where bucket_id = $1 and name = $2',
          [bucket, name],
        );
        if (visible.length === 0) return undefined;
        await withoutRole(tx);
        const rows = await tx.query<{ metadata: string; data: Uint8Array }>(
          `select o.metadata::text as metadata, d.data from storage.objects o
           join local_dev.object_data d on d.bucket_id = o.bucket_id and d.name = o.name
          where o.bucket_id = $1 and o.name = $2`,
          [bucket, name],
        );
        return rows[0];
      },
    );
    if (!row) throw notFound();
    return sendObject(req, res, row);
  }

  if (method === 'DELETE') {
    const deleted = await asCaller(ctx, caller, { method, path, storageApi: true }, async (tx) => {
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
    });
    if (!deleted) throw notFound();
    return sendJson(res, 200, { message: 'Successfully deleted' });
  }

  if (method === 'POST' || method === 'PUT') {
    const found = await findBucket(ctx, bucket);
    const upload = await readUpload(req, url);
    const limit = found.file_size_limit === null ? undefined : Number(found.file_size_limit);
    if (limit !== undefined && upload.data.length > limit) {
      throw new StorageError(
        '413',
        'Payload too large',
        'The object exceeded the maximum allowed size',
      );
    }
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

  throw new StorageError('405', 'Method not allowed', `${method} is not supported here`, 405);
}

function sendObject(
  req: IncomingMessage,
  res: ServerResponse,
  row: { metadata: string; data: Uint8Array },
): void {
  const metadata = JSON.parse(row.metadata) as {
    mimetype?: string;
    cacheControl?: string;
    eTag?: string;
  };
  const data = Buffer.from(row.data);
  res.writeHead(200, {
    'Content-Type': metadata.mimetype ?? 'application/octet-stream',
    'Content-Length': data.length,
    'Cache-Control': metadata.cacheControl ?? 'no-cache',
    ETag: metadata.eTag ?? '',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : data);
}
