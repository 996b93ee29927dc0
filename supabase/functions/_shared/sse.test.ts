/** The event-stream parser the OpenAI-compatible provider reads its upstream with. */
import assert from 'node:assert/strict';

import { parseSse, type SseEvent } from './sse.ts';

function streamOf(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) {
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      }
      controller.close();
    },
  });
}

async function events(chunks: (string | Uint8Array)[]): Promise<SseEvent[]> {
  const seen: SseEvent[] = [];
  for await (const event of parseSse(streamOf(chunks))) seen.push(event);
  return seen;
}

Deno.test('a CRLF split between two chunks ends one line, not two (no event is lost)', async () => {
  assert.deepEqual(
    await events([
      'event: delta\r',
      '\ndata: {"text":"a"}\r',
      '\n\r',
      '\nevent: done\r\ndata: x\r\n\r\n',
    ]),
    [
      { event: 'delta', data: '{"text":"a"}' },
      { event: 'done', data: 'x' },
    ],
  );
});

Deno.test('CR-only and LF-only line ends, comments and multi-line data', async () => {
  assert.deepEqual(
    await events([': keep-alive\r\rdata: one\rdata: two\r\r', 'event: e\ndata:three\n\n']),
    [
      { event: 'message', data: 'one\ntwo' },
      { event: 'e', data: 'three' },
    ],
  );
});

Deno.test('events and multi-byte characters split anywhere', async () => {
  const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"Grüße – ok"}\n\n');
  const chunks = Array.from(bytes, (byte) => Uint8Array.of(byte));
  assert.deepEqual(await events(chunks), [{ event: 'delta', data: '{"text":"Grüße – ok"}' }]);
});

Deno.test('an event cut off before its blank line is dropped', async () => {
  assert.deepEqual(await events(['data: complete\n\n', 'data: cut off']), [
    { event: 'message', data: 'complete' },
  ]);
});

Deno.test('with a signal, a read still waiting when it aborts throws its reason', async () => {
  // A body that sends one event and then nothing, never closing.
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('data: first\n\n'));
    },
  });
  const deadline = new AbortController();
  const seen: string[] = [];
  const reading = (async () => {
    for await (const { data } of parseSse(body, deadline.signal)) {
      seen.push(data);
      // Aborted while the next read waits.
      setTimeout(() => deadline.abort(new DOMException('too slow', 'TimeoutError')), 20);
    }
  })();
  await assert.rejects(reading, (error: unknown) => {
    assert.ok(error instanceof DOMException);
    assert.equal(error.name, 'TimeoutError');
    return true;
  });
  assert.deepEqual(seen, ['first']);
  // The stream is free again: the caller can cancel it.
  await body.cancel();
});
