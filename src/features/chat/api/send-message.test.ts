import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';

import { describeWait, sendChatMessage } from './send-message';

const invoke = vi.fn();
vi.mock('@/lib/supabase', () => ({ getSupabase: () => ({ functions: { invoke } }) }));

const request = {
  messages: [{ role: 'user' as const, content: 'hi' }],
  sessionId: 'chat_1_abc',
  language: 'en',
};

function eventStream(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

describe('sendChatMessage', () => {
  beforeEach(() => invoke.mockReset());

  it('invokes chat-ai asking for a stream and assembles deltas split across chunks', async () => {
    invoke.mockResolvedValue({
      data: eventStream([
        'event: delta\ndata: {"text":"Hel',
        'lo"}\n\nevent: del',
        'ta\ndata: {"text":" wörld"}\n\n',
        'event: done\ndata: {"message":"Hello wörld"}\n\n',
      ]),
      error: null,
    });
    const deltas: string[] = [];
    await expect(sendChatMessage(request, { onDelta: (t) => deltas.push(t) })).resolves.toBe(
      'Hello wörld',
    );
    expect(deltas).toEqual(['Hello', ' wörld']);
    expect(invoke).toHaveBeenCalledWith(
      'chat-ai',
      expect.objectContaining({ body: request, headers: { Accept: 'text/event-stream' } }),
    );
  });

  it('reads { message } when the function answers JSON', async () => {
    invoke.mockResolvedValue({ data: { message: 'Hi!' }, error: null });
    await expect(sendChatMessage(request)).resolves.toBe('Hi!');
  });

  it("rejects an empty reply with 'No response from AI'", async () => {
    invoke.mockResolvedValue({ data: { message: '' }, error: null });
    await expect(sendChatMessage(request)).rejects.toThrow('No response from AI');
    invoke.mockResolvedValue({
      data: eventStream(['event: done\ndata: {"message":""}\n\n']),
      error: null,
    });
    await expect(sendChatMessage(request)).rejects.toThrow('No response from AI');
  });

  it('uses the function’s { error } and a friendly 429 text', async () => {
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      });
    invoke.mockResolvedValue({
      data: null,
      error: new FunctionsHttpError(
        json(
          429,
          { error: 'Too many messages. Please wait 2 minutes and try again.' },
          { 'Retry-After': '100' },
        ),
      ),
    });
    await expect(sendChatMessage(request)).rejects.toThrow(
      'Too many messages. Please wait 2 minutes and try again.',
    );
    invoke.mockResolvedValue({
      data: null,
      error: new FunctionsHttpError(
        new Response('busy', { status: 429, headers: { 'Retry-After': '30' } }),
      ),
    });
    await expect(sendChatMessage(request)).rejects.toThrow(
      'You are sending messages too quickly. Please wait 30 seconds and try again.',
    );
    invoke.mockResolvedValue({
      data: null,
      error: new FunctionsHttpError(json(504, { error: 'The AI service did not answer in time.' })),
    });
    await expect(sendChatMessage(request)).rejects.toThrow(
      'The AI service did not answer in time.',
    );
  });

  it('falls back to the generic message for network failures, cut streams and error events', async () => {
    invoke.mockResolvedValue({
      data: null,
      error: new FunctionsFetchError(new TypeError('Failed to fetch')),
    });
    await expect(sendChatMessage(request)).rejects.toThrow(
      'Failed to send message. Please try again.',
    );
    invoke.mockResolvedValue({
      data: eventStream(['event: delta\ndata: {"text":"Hal"}\n\n']),
      error: null,
    });
    await expect(sendChatMessage(request)).rejects.toThrow(
      'Failed to send message. Please try again.',
    );
    invoke.mockResolvedValue({
      data: eventStream([
        'event: delta\ndata: {"text":"Hal"}\n\nevent: error\ndata: {"error":"The AI service did not answer in time.","status":504}\n\n',
      ]),
      error: null,
    });
    await expect(sendChatMessage(request)).rejects.toThrow(
      'The AI service did not answer in time.',
    );
  });
});

describe('describeWait', () => {
  it('says how long to wait in the visitor’s language', () => {
    expect(describeWait(1, 'en')).toBe('1 second');
    expect(describeWait(45, 'en')).toBe('45 seconds');
    expect(describeWait(61, 'en')).toBe('2 minutes');
    expect(describeWait(45, 'de')).toBe('45 Sekunden');
    expect(describeWait(60, 'de')).toBe('1 Minute');
  });
});
