import { corsHeaders } from './cors.ts';

/** An error whose message is safe to show to the caller, with the HTTP status to answer with. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A JSON response with the CORS headers. */
export function jsonResponse(
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** The JSON `{ error }` body every failure answers with. */
export function errorResponse(
  status: number,
  error: string,
  headers: Record<string, string> = {},
): Response {
  return jsonResponse({ error }, status, headers);
}

/**
 * Turns anything thrown into a response: an `HttpError` keeps its status and message; anything
 * else is logged and answered with a generic 500 JSON body (never a stack trace).
 */
export function responseForError(error: unknown): Response {
  if (error instanceof HttpError) return errorResponse(error.status, error.message, error.headers);
  console.error('Unexpected error:', error);
  return errorResponse(500, 'Internal error. Please try again later.');
}

/**
 * Reads a body of at most `maxBytes` as text, answering 413 for a larger one (by its declared
 * length, or while reading) and 400 for none.
 */
export async function readBodyText(req: Request, maxBytes: number): Promise<string> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new HttpError(413, 'Request body is too large.');
  if (!req.body) throw new HttpError(400, 'Request body is required.');

  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new HttpError(413, 'Request body is too large.');
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * Reads a JSON body of at most `maxBytes`, answering 413 for larger bodies, 415 for other content
 * types and 400 for malformed JSON.
 */
export async function readJsonBody(req: Request, maxBytes: number): Promise<unknown> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type.trim())) {
    throw new HttpError(415, 'Content-Type must be application/json.');
  }
  const text = await readBodyText(req, maxBytes);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON.');
  }
}

/** Whether the caller asked for a server-sent event stream. */
export function wantsEventStream(req: Request): boolean {
  return (req.headers.get('accept') ?? '').toLowerCase().includes('text/event-stream');
}
