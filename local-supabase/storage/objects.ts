/** What the object endpoints share: the request they get, key rules, and sending an object's bytes. */
import { type IncomingMessage, type ServerResponse } from 'node:http';

import { type Caller, type StackContext } from '../context';
import { type Tx } from '../db';

/** A request for one object (`name`), or for several of a bucket (`name` empty). */
export type ObjectRequest = {
  ctx: StackContext;
  caller: Caller;
  method: string;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  bucket: string;
  name: string;
};

/** Object keys as the storage server accepts them: no empty segments, no `..`, no control chars. */
export function validKey(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= 1024 &&
    !name.split('/').some((segment) => segment === '' || segment === '.' || segment === '..') &&
    ![...name].some((ch) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127)
  );
}

export function splitBucketPath(rest: string): { bucket: string; name: string } {
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

/**
 * Leaves the caller's role for the rest of the transaction: the bytes in `local_dev.object_data`
 * are written and read as the server, after the caller's row passed the storage policies.
 */
export async function withoutRole(tx: Tx): Promise<void> {
  await tx.exec('reset role');
}

export function sendObject(
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
