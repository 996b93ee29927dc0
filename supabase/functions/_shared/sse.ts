/**
 * Server-sent events as they arrive: the OpenAI-compatible provider reads its upstream with this,
 * and the site's chat, the tests and the benchmark read chat-ai's own stream with it (its events:
 * `chat-contract.ts`).
 */

import { createParser } from 'eventsource-parser';

export type SseEvent = { event: string; data: string };

/**
 * Parses an SSE byte stream into events with `eventsource-parser` (a spec-complete parser): events
 * may arrive split over many network chunks or many in one, lines may end in CR, LF or CRLF, and a
 * CRLF may itself be split across chunks. Multi-line `data:` fields are joined with "\n"; comments
 * are skipped; an event without a `data:` field is not reported; an event the stream cuts off
 * before its blank line is dropped, as the event-stream standard says. The event name defaults to
 * `message`.
 */
export async function* parseSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  const ready: SseEvent[] = [];
  const parser = createParser({
    onEvent: ({ event, data }) => ready.push({ event: event ?? 'message', data }),
  });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      parser.feed(done ? decoder.decode() : decoder.decode(value, { stream: true }));
      while (ready.length > 0) yield ready.shift()!;
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
