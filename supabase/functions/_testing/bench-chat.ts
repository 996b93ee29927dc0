/**
 * `npm run bench:chat`: latency of chat-ai.
 *  1. builtin provider: 20 concurrent sessions, each sending BENCH_ROUNDS messages one after
 *     another (JSON and streamed), p50/p95/max of the whole reply.
 *  2. the same with each question recorded for the team's insights and without (a request with
 *     `Sec-GPC: 1` is not recorded): the reply must not wait for the recording (budget: +5 ms
 *     at the median). In this process the records go to a stand-in that takes 30 ms per write.
 *  3. openai provider against the fake OpenAI-compatible server: time to the first streamed text.
 * Targets CHAT_AI_URL when set (e.g. the local stack's /functions/v1/chat-ai) for the builtin part;
 * otherwise serves the function in this process on loopback.
 */
import { createBuiltinProvider } from '../chat-ai/assistant/providers/builtin.ts';
import { createOpenAiProvider } from '../chat-ai/assistant/providers/openai.ts';
import { parseSse } from '../_shared/sse.ts';
import { type ChatHandlerOptions, createChatHandler } from '../chat-ai/handler.ts';
import { startFakeOpenAi } from './fake-openai.ts';
import { memoryRateLimiter } from './memory-rate-limiter.ts';
import { restInsightsRecorder } from '../chat-ai/insights/record.ts';

const SESSIONS = 20;
const ROUNDS = Number(Deno.env.get('BENCH_ROUNDS') ?? '10');
const QUESTIONS = [
  'How can AI reduce our costs?',
  'Show me automation examples',
  "What's our first step?",
  'How long does an implementation take?',
  'Tell me about the AI Speedboat workshop',
];
const limits = {
  perSession: 10_000,
  perIp: 100_000,
  windowSeconds: 300,
  perDay: 1_000_000,
  clientIpHeader: 'cf-connecting-ip',
  failOpen: undefined,
};

function serve(options: ChatHandlerOptions) {
  const server = Deno.serve(
    { hostname: '127.0.0.1', port: 0, onListen: () => {} },
    createChatHandler(options),
  );
  return {
    url: `http://127.0.0.1:${(server.addr as Deno.NetAddr).port}/`,
    close: () => server.shutdown(),
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function summary(values: number[]): string {
  const f = (n: number) => `${n.toFixed(1)} ms`;
  return `n=${values.length} p50=${f(percentile(values, 50))} p95=${f(percentile(values, 95))} max=${f(
    Math.max(...values),
  )}`;
}

async function ask(
  url: string,
  session: string,
  question: string,
  stream: boolean,
  headers: Record<string, string> = {},
) {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(stream ? { Accept: 'text/event-stream' } : {}),
      ...headers,
    },
    body: JSON.stringify({
      messages: [{ role: 'user', content: question }],
      sessionId: session,
      language: 'en',
    }),
  });
  if (response.status !== 200 || !response.body) {
    throw new Error(`status ${response.status}: ${await response.text()}`);
  }
  let firstText = NaN;
  if (stream) {
    for await (const event of parseSse(response.body)) {
      if (event.event === 'delta' && Number.isNaN(firstText)) {
        firstText = performance.now() - started;
      }
    }
  } else {
    await response.json();
  }
  return { total: performance.now() - started, firstText };
}

async function concurrentSessions(
  url: string,
  stream: boolean,
  headers: Record<string, string> = {},
) {
  const totals: number[] = [];
  const firsts: number[] = [];
  await Promise.all(
    Array.from({ length: SESSIONS }, async (_, s) => {
      const session = `bench_${Date.now()}_${s}_${stream ? 's' : 'j'}`;
      for (let r = 0; r < ROUNDS; r++) {
        const question = QUESTIONS[(s + r) % QUESTIONS.length] ?? 'hello';
        const { total, firstText } = await ask(url, session, question, stream, headers);
        totals.push(total);
        if (!Number.isNaN(firstText)) firsts.push(firstText);
      }
    }),
  );
  return { totals, firsts };
}

const external = Deno.env.get('CHAT_AI_URL');
const delay = Number(Deno.env.get('AI_BUILTIN_CHUNK_DELAY_MS') ?? '15');
// A stand-in for the database's REST API that takes 30 ms to store a record.
const slowStore = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, async () => {
  await new Promise((resolve) => setTimeout(resolve, 30));
  return new Response(null, { status: 201 });
});
const builtin = external
  ? null
  : serve({
      provider: createBuiltinProvider({ chunkDelayMs: delay }),
      limiter: memoryRateLimiter(),
      limits,
      recorder: restInsightsRecorder({
        supabaseUrl: `http://127.0.0.1:${(slowStore.addr as Deno.NetAddr).port}`,
        secretKey: 'sb_secret_bench',
      }),
    });
const builtinUrl = external ?? builtin?.url ?? '';
console.log(
  `chat-ai builtin at ${builtinUrl}: ${SESSIONS} concurrent sessions x ${ROUNDS} messages`,
);
await concurrentSessions(builtinUrl, false); // warm-up
// Recorded and not recorded requests alternate, so both meet the same load and warm-up.
const json = { totals: [] as number[] };
const recorded = { totals: [] as number[] };
for (let round = 0; round < 4; round++) {
  const off = await concurrentSessions(builtinUrl, false, { 'Sec-GPC': '1' });
  const on = await concurrentSessions(builtinUrl, false);
  json.totals.push(...off.totals);
  recorded.totals.push(...on.totals);
}
console.log(`builtin JSON, whole reply, not recorded: ${summary(json.totals)}`);
console.log(`builtin JSON, whole reply, recorded:     ${summary(recorded.totals)}`);
console.log(
  `recording adds at the median: ${(percentile(recorded.totals, 50) - percentile(json.totals, 50)).toFixed(1)} ms`,
);
const streamed = await concurrentSessions(builtinUrl, true);
console.log(`builtin streamed, first text:  ${summary(streamed.firsts)}`);
console.log(`builtin streamed, whole reply: ${summary(streamed.totals)} (chunk delay ${delay} ms)`);
await builtin?.close();
await slowStore.shutdown();

const fake = startFakeOpenAi();
const openai = serve({
  provider: createOpenAiProvider({ apiKey: fake.apiKey, baseUrl: fake.url, model: 'fake' }),
  limiter: memoryRateLimiter(),
  limits,
});
await concurrentSessions(openai.url, true); // warm-up
const viaFake = await concurrentSessions(openai.url, true);
console.log(`openai via fake server, first text:  ${summary(viaFake.firsts)}`);
console.log(`openai via fake server, whole reply: ${summary(viaFake.totals)}`);
await openai.close();
await fake.close();
