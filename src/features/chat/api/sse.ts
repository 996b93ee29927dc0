/**
 * Reads the chat-ai event stream: `delta` events carry `{ text }`, one `done` event `{ message }`
 * ends it, an `error` event `{ error, status }` ends a failed one. Parsing is `eventsource-parser`'s
 * (the same parser the function reads its AI provider with): events may be split across chunks or
 * share one, and lines may end in CR, LF or CRLF, even with the CRLF split between two chunks. An
 * event the stream cuts off before its blank line is dropped.
 */
import { createParser } from 'eventsource-parser';

export type StreamEvent = { event: string; data: string };

export async function* readEventStream(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<StreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const ready: StreamEvent[] = [];
  const parser = createParser({
    onEvent: ({ event, data }) => ready.push({ event: event ?? 'message', data }),
  });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      parser.feed(done ? decoder.decode() : decoder.decode(value, { stream: true }));
      for (let next = ready.shift(); next; next = ready.shift()) yield next;
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
