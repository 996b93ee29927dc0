/**
 * Server-sent events in both directions.
 *
 * Our own stream (chat-ai with `Accept: text/event-stream`) sends, in order:
 *   event: delta   data: {"text":"<next piece of the reply>"}      (one or more)
 *   event: done    data: {"message":"<the whole reply>"}            (exactly once, last)
 * or, when the provider fails after the stream has started:
 *   event: error   data: {"error":"<message>","status":502|504}     (last)
 * The reply text is the concatenation of the deltas (including any `[MEETING_CARD]` marker, which
 * the client strips).
 */

const encoder = new TextEncoder();

export function encodeEvent(event: string, data: unknown): Uint8Array {
  return encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

export type SseEvent = { event: string; data: string };

/**
 * Parses an SSE byte stream into events, buffering across chunk boundaries (an event may arrive
 * split over many network chunks, or many events in one). Multi-line `data:` fields are joined
 * with "\n"; comments (`:`) are skipped.
 */
export async function* parseSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      buffer = buffer.replace(/\r\n?/g, '\n');
      let boundary: number;
      while ((boundary = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        const parsed = parseBlock(block);
        if (parsed) yield parsed;
      }
      if (done) {
        const parsed = parseBlock(buffer);
        if (parsed) yield parsed;
        return;
      }
    }
  } finally {
    reader.releaseLock();
  }
}

function parseBlock(block: string): SseEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { event, data: data.join('\n') } : null;
}
