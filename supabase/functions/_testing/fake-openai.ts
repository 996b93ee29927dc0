/**
 * A fake OpenAI-compatible Chat Completions server on loopback, for tests and the benchmark.
 * Its behaviour is chosen by tags in the last user message:
 *   #error    → 500 with an OpenAI-style error body
 *   #slow     → answers only after `slowMs` (to trigger the caller's timeout)
 *   #stall    → (streaming) sends one chunk, then stalls for `slowMs`
 *   #meeting  → the reply ends with [MEETING_CARD]
 * Otherwise it replies "You said: <message>". Streams are written in awkward pieces (events split
 * across writes, several events per write) so clients must buffer correctly.
 */

export type FakeOpenAi = {
  url: string;
  apiKey: string;
  requests: {
    model: string;
    stream: boolean;
    maxTokens: unknown;
    messages: { role: string; content: string }[];
  }[];
  close(): Promise<void>;
};

/** Waits `ms`, or less when `signal` aborts (the caller went away): no timer outlives a test. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

function replyFor(content: string): string {
  const reply = `You said: ${content.replace(/#\w+/g, '').trim()}`;
  return content.includes('#meeting') ? `${reply}\n[MEETING_CARD]` : reply;
}

export function startFakeOpenAi(
  options: { apiKey?: string; slowMs?: number; firstByteDelayMs?: number; port?: number } = {},
): FakeOpenAi {
  const apiKey = options.apiKey ?? 'test-key';
  const slowMs = options.slowMs ?? 5000;
  const requests: FakeOpenAi['requests'] = [];
  const encoder = new TextEncoder();

  const server = Deno.serve(
    { hostname: '127.0.0.1', port: options.port ?? 0, onListen: () => {} },
    async (req) => {
      const path = new URL(req.url).pathname;
      if (req.method !== 'POST' || !path.endsWith('/chat/completions')) {
        return Response.json({ error: { message: 'Not found' } }, { status: 404 });
      }
      if (req.headers.get('authorization') !== `Bearer ${apiKey}`) {
        return Response.json(
          { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } },
          { status: 401 },
        );
      }
      const body = await req.json();
      requests.push({
        model: body.model,
        stream: body.stream === true,
        maxTokens: body.max_tokens,
        messages: body.messages,
      });
      const last: string = body.messages.at(-1)?.content ?? '';
      if (options.firstByteDelayMs) await sleep(options.firstByteDelayMs, req.signal);
      if (last.includes('#error')) {
        return Response.json(
          { error: { message: 'The server had an error', type: 'server_error' } },
          {
            status: 500,
          },
        );
      }
      if (last.includes('#slow')) await sleep(slowMs, req.signal);
      const reply = replyFor(last);

      if (!body.stream) {
        return Response.json({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          model: body.model,
          choices: [
            { index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' },
          ],
        });
      }

      const events = [
        { choices: [{ index: 0, delta: { role: 'assistant' }, finish_reason: null }] },
        ...(reply.match(/[\s\S]{1,5}/g) ?? []).map((piece) => ({
          choices: [{ index: 0, delta: { content: piece }, finish_reason: null }],
        })),
        { choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] },
      ].map(
        (chunk) =>
          `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', ...chunk })}\n\n`,
      );
      const wire = `: keep-alive\n\n${events.join('')}data: [DONE]\n\n`;
      const stall = last.includes('#stall');
      // Ends with the response: Deno cancels the body when the caller goes away.
      const gone = new AbortController();
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          try {
            // Pieces of 7 bytes-ish: splits events (and multi-byte characters) across writes.
            const bytes = encoder.encode(wire);
            for (let i = 0; i < bytes.length && !gone.signal.aborted; i += 23) {
              controller.enqueue(bytes.slice(i, i + 23));
              await sleep(i === 0 && stall ? slowMs : 1, gone.signal);
            }
            controller.close();
          } catch {
            // the client went away
          }
        },
        cancel() {
          gone.abort();
        },
      });
      return new Response(stream, { headers: { 'Content-Type': 'text/event-stream' } });
    },
  );
  const { port } = server.addr as Deno.NetAddr;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    apiKey,
    requests,
    async close() {
      await server.shutdown();
    },
  };
}

if (import.meta.main) {
  const port = Number(Deno.env.get('FAKE_OPENAI_PORT') ?? '54604');
  const fake = startFakeOpenAi({ port, apiKey: Deno.env.get('FAKE_OPENAI_KEY') ?? 'test-key' });
  console.log(`fake OpenAI listening on ${fake.url}`);
}
