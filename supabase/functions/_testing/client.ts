/** Helpers for serving a function's handler and calling it over HTTP in tests and the benchmark. */
import { readChatEvent } from '../_shared/chat-contract.ts';
import { parseSse, type SseEvent } from '../_shared/sse.ts';

/** Serves `handler` on a free loopback port. */
export function serveHandler(handler: (req: Request) => Promise<Response>): {
  url: string;
  close(): Promise<void>;
} {
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, handler);
  const { port } = server.addr as Deno.NetAddr;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.shutdown() };
}

export type ChatBody = {
  messages: { role: string; content: unknown }[];
  sessionId?: unknown;
  language?: unknown;
  page?: unknown;
};

export function chatBody(content: string, overrides: Partial<ChatBody> = {}): ChatBody {
  return {
    messages: [{ role: 'user', content }],
    sessionId: `test_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`,
    language: 'en',
    ...overrides,
  };
}

export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; json: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, json: await response.json() };
}

export async function postStream(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  headers: Headers;
  events: SseEvent[];
  json?: Record<string, unknown>;
}> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...headers },
    body: JSON.stringify(body),
  });
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    return {
      status: response.status,
      headers: response.headers,
      events: [],
      json: await response.json(),
    };
  }
  const events: SseEvent[] = [];
  for await (const event of parseSse(response.body!)) events.push(event);
  return { status: response.status, headers: response.headers, events };
}

/** The reply text of a stream: the concatenated `delta` events. */
export function streamedText(events: SseEvent[]): string {
  return events
    .map((e) => readChatEvent(e.event, e.data))
    .map((e) => (e?.event === 'delta' ? e.data.text : ''))
    .join('');
}
