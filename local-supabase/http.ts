import { type IncomingMessage, type ServerResponse } from 'node:http';

const MAX_BODY_BYTES = 30 * 1024 * 1024;

/** Methods and exposed headers of the CORS policy the real services answer with. */
const ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD';
const EXPOSE_HEADERS = [
  'Content-Range',
  'Range-Unit',
  'Content-Location',
  'Location',
  'Preference-Applied',
  'X-Supabase-Api-Version',
  'x-sb-error-code',
  'x-relay-error',
].join(', ');
const DEFAULT_ALLOW_HEADERS =
  'authorization, apikey, x-client-info, content-type, x-supabase-api-version, prefer, accept-profile, content-profile, range, x-upsert, cache-control, x-metadata, x-retry-count, x-region';

/** Sets CORS headers on every response; a header the response already carries wins. */
export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  if (!res.hasHeader('access-control-allow-origin'))
    res.setHeader('Access-Control-Allow-Origin', '*');
  if (!res.hasHeader('access-control-expose-headers')) {
    res.setHeader('Access-Control-Expose-Headers', EXPOSE_HEADERS);
  }
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', ALLOW_METHODS);
    const requested = req.headers['access-control-request-headers'];
    res.setHeader('Access-Control-Allow-Headers', requested || DEFAULT_ALLOW_HEADERS);
    res.setHeader('Access-Control-Max-Age', '86400');
  }
}

export class BodyTooLargeError extends Error {}

export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > limit) throw new BodyTooLargeError('body too large');
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export function sendRaw(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  contentType: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(body),
    ...headers,
  });
  res.end(body);
}

export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim();
}

export function apiKey(req: IncomingMessage): string | undefined {
  const key = req.headers.apikey;
  return Array.isArray(key) ? key[0] : key;
}

/** Parses a JSON body; returns `undefined` for an empty body and throws SyntaxError on bad JSON. */
export function parseJson(body: Buffer): unknown {
  const text = body.toString('utf8').trim();
  if (!text) return undefined;
  return JSON.parse(text) as unknown;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Narrows away null/undefined where the program guarantees a value; throws if it is missing. */
export function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`local-supabase: missing ${what}`);
  return value;
}
