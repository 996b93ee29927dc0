import { type StreamEvent, readEventStream } from './sse';

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

async function events(chunks: (string | Uint8Array)[]): Promise<StreamEvent[]> {
  const seen: StreamEvent[] = [];
  for await (const event of readEventStream(streamOf(chunks))) seen.push(event);
  return seen;
}

describe('readEventStream', () => {
  it('keeps every event when a chunk ends with CR and the next starts with LF', async () => {
    expect(
      await events([
        'event: delta\r',
        '\ndata: {"text":"a"}\r',
        '\n\r',
        '\nevent: done\r\ndata: {"message":"a"}\r\n\r\n',
      ]),
    ).toEqual([
      { event: 'delta', data: '{"text":"a"}' },
      { event: 'done', data: '{"message":"a"}' },
    ]);
  });

  it('reads CR-only and LF-only line ends, skips comments, joins multi-line data', async () => {
    expect(
      await events([': ping\r\rdata: one\rdata: two\r\r', 'event: e\ndata:three\n\n']),
    ).toEqual([
      { event: 'message', data: 'one\ntwo' },
      { event: 'e', data: 'three' },
    ]);
  });

  it('reassembles events and multi-byte characters split byte by byte', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"Grüße – ok"}\n\n');
    expect(await events(Array.from(bytes, (byte) => Uint8Array.of(byte)))).toEqual([
      { event: 'delta', data: '{"text":"Grüße – ok"}' },
    ]);
  });

  it('drops an event the stream cuts off before its blank line', async () => {
    expect(await events(['data: complete\n\n', 'data: cut'])).toEqual([
      { event: 'message', data: 'complete' },
    ]);
  });
});
