/**
 * The chat contract from both ends: what the site's chat sends (`fitToLimits`) is what chat-ai
 * accepts (`parseChatRequest`), and every event the function writes reads back as itself.
 */
import assert from 'node:assert/strict';

import {
  CHAT_LIMITS,
  type ChatStreamEvent,
  type ChatTurn,
  fitToLimits,
  formatChatEvent,
  readChatEvent,
} from './chat-contract.ts';
import { HttpError } from './http.ts';
import { parseSse } from './sse.ts';
import { parseChatRequest } from '../chat-ai/validation.ts';

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  return () => (seed = (seed * 16807) % 2147483647) / 2147483647;
}

function conversation(next: () => number): ChatTurn[] {
  const length = 1 + Math.floor(next() * 60);
  const turns: ChatTurn[] = Array.from({ length }, (_, i) => ({
    role: i % 2 ? 'assistant' : 'user',
    content: 'x'.repeat(1 + Math.floor(next() * (next() < 0.2 ? 5000 : 600))),
  }));
  // The chat sends after the visitor's message, so the newest is theirs.
  turns.push({ role: 'user', content: 'y'.repeat(1 + Math.floor(next() * 2000)) });
  return turns;
}

Deno.test('whatever the conversation, what the chat sends passes the function (no 413)', () => {
  const next = random(42);
  for (let run = 0; run < 500; run++) {
    const turns = conversation(next);
    const messages = fitToLimits(turns);
    try {
      parseChatRequest({ messages, sessionId: 'chat_1700000000000_abcdefgh', language: 'de' });
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 'thrown';
      assert.fail(`run ${run}: ${status} ${(error as Error).message}`);
    }
    // The newest message is always sent, whole when it fits.
    assert.equal(
      messages.at(-1)?.content,
      turns.at(-1)?.content.slice(0, CHAT_LIMITS.maxMessageChars),
    );
  }
});

Deno.test('the newest messages that fit, starting with the visitor, role and content only', () => {
  const turns = Array.from({ length: 45 }, (_, i) => ({
    role: (i % 2 ? 'assistant' : 'user') as ChatTurn['role'],
    content: `m${i}`,
    id: i,
  }));
  const sent = fitToLimits(turns);
  // The newest 20 (m25…m44) less the assistant's message they would start with.
  assert.deepEqual(
    sent.map((m) => m.content),
    Array.from({ length: 19 }, (_, i) => `m${i + 26}`),
  );
  assert.deepEqual(Object.keys(sent[0]!), ['role', 'content']);

  const long = 'z'.repeat(CHAT_LIMITS.maxMessageChars + 500);
  assert.deepEqual(fitToLimits([{ role: 'user', content: long }]), [
    { role: 'user', content: long.slice(0, CHAT_LIMITS.maxMessageChars) },
  ]);
});

async function readBack(text: string): Promise<(ChatStreamEvent | undefined)[]> {
  const body = new Blob([text]).stream();
  const read: (ChatStreamEvent | undefined)[] = [];
  for await (const { event, data } of parseSse(body)) read.push(readChatEvent(event, data));
  return read;
}

Deno.test('every event the function writes reads back as itself', async () => {
  const events: ChatStreamEvent[] = [
    { event: 'delta', data: { text: 'Grüße –\nzwei Zeilen, "quoted" [MEETING_CARD]' } },
    { event: 'done', data: { message: 'the whole reply' } },
    { event: 'error', data: { error: 'The AI service took too long to respond.', status: 504 } },
  ];
  assert.deepEqual(await readBack(events.map(formatChatEvent).join('')), events);
});

Deno.test('a reader skips what is not the contract', async () => {
  assert.deepEqual(
    await readBack(
      [
        'event: ping\ndata: {"text":"x"}\n\n',
        'event: delta\ndata: not json\n\n',
        'event: delta\ndata: {"text":3}\n\n',
        'event: done\ndata: null\n\n',
        'event: error\ndata: {"message":"x"}\n\n',
      ].join(''),
    ),
    [undefined, undefined, undefined, undefined, undefined],
  );
  // An error event without its status is still an error: an upstream failure.
  assert.deepEqual(readChatEvent('error', '{"error":"Failed"}'), {
    event: 'error',
    data: { error: 'Failed', status: 502 },
  });
});
