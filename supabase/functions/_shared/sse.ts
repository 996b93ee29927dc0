/**
 * Server-sent events as they arrive: the OpenAI-compatible provider reads its upstream with this,
 * and the site's chat, the tests and the benchmark read chat-ai's own stream with it (its events:
 * `chat-contract.ts`).
 */

import { createParser } from 'eventsource-parser';

export type SseEvent = { event: string; data: string };

/** `read`, or the reason of `signal` as soon as it aborts, whichever comes first. */
function readOrAbort<T>(read: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    read.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Parses an SSE byte stream into events with `eventsource-parser` (a spec-complete parser): events
 * may arrive split over many network chunks or many in one, lines may end in CR, LF or CRLF, and a
 * CRLF may itself be split across chunks. Multi-line `data:` fields are joined with "\n"; comments
 * are skipped; an event without a `data:` field is not reported; an event the stream cuts off
 * before its blank line is dropped, as the event-stream standard says. The event name defaults to
 * `message`.
 *
 * With `signal`, a read that is still waiting when it aborts throws its reason. A fetch's own
 * signal should end its body too, but the current Deno once let a stalled body run on for
 * seconds past the deadline (the provider's stall test): the deadline is kept here as well.
 */
export async function* parseSse(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  const ready: SseEvent[] = [];
  const parser = createParser({
    onEvent: ({ event, data }) => ready.push({ event: event ?? 'message', data }),
  });
  try {
    for (;;) {
      const read = reader.read();
      const { done, value } = await (signal ? readOrAbort(read, signal) : read);
      parser.feed(done ? decoder.decode() : decoder.decode(value, { stream: true }));
      while (ready.length > 0) yield ready.shift()!;
      if (done) return;
    }
  } finally {
    // A read still pending (after an abort) is rejected by the release, not left dangling.
    reader.releaseLock();
  }
}
