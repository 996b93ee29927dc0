/**
 * A fake OpenAI-compatible embeddings server on loopback (`POST …/embeddings`), for tests: no
 * model, no weights. A text's vector is its bag of words, hashed into `DIMENSIONS` numbers and
 * normalised, so texts sharing words are close (cosine), and the same text always gets the same
 * vector. Words are lower-cased and cut to their first five letters (a crude stemmer); words of
 * fewer than three letters and a few stop words are left out. `aliases` plays the model's
 * knowledge of meaning: a word is read as the words it maps to ("wire" → "bank transfer").
 * Tags in an input choose its behaviour: `#error` → 500, `#slow` → answers after `slowMs`.
 */

const DIMENSIONS = 64;

const STOP_WORDS = new Set(
  'the and you your our for with what how are can does did was has have this that from which who will would could should about into there their them they its also any not'.split(
    ' ',
  ),
);

/** The words of a text as the fake reads them (aliases applied). */
function wordsOf(text: string, aliases: Readonly<Record<string, string>>): string[] {
  const raw = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return raw
    .flatMap((word) => (word in aliases ? (aliases[word] ?? '').split(/\s+/) : [word]))
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word))
    .map((word) => word.slice(0, 5));
}

/** FNV-1a: a word's dimension. */
function dimensionOf(word: string): number {
  let hash = 0x811c9dc5;
  for (const char of word) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % DIMENSIONS;
}

/** The fake's vector of a text: its hashed bag of words, unit length (a text without words: e0). */
export function fakeEmbedding(
  text: string,
  aliases: Readonly<Record<string, string>> = {},
): number[] {
  const vector: number[] = Array.from({ length: DIMENSIONS }, () => 0);
  for (const word of wordsOf(text, aliases)) vector[dimensionOf(word)]! += 1;
  const norm = Math.hypot(...vector);
  if (norm === 0) return vector.map((_, i) => (i === 0 ? 1 : 0));
  return vector.map((value) => value / norm);
}

export type FakeEmbeddings = {
  /** The base URL (ends in /v1): `AI_EMBEDDINGS_BASE_URL`. */
  url: string;
  apiKey: string;
  /** What each call asked for. */
  requests: { model: string; input: string[] }[];
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

export function startFakeEmbeddings(
  options: {
    apiKey?: string;
    aliases?: Record<string, string>;
    slowMs?: number;
    port?: number;
  } = {},
): FakeEmbeddings {
  const apiKey = options.apiKey ?? 'test-embeddings-key';
  const requests: FakeEmbeddings['requests'] = [];
  const server = Deno.serve(
    { hostname: '127.0.0.1', port: options.port ?? 0, onListen: () => {} },
    async (req) => {
      if (req.method !== 'POST' || !new URL(req.url).pathname.endsWith('/embeddings')) {
        return Response.json({ error: { message: 'Not found' } }, { status: 404 });
      }
      if (req.headers.get('authorization') !== `Bearer ${apiKey}`) {
        return Response.json({ error: { message: 'Incorrect API key provided' } }, { status: 401 });
      }
      const body = (await req.json()) as { model?: unknown; input?: unknown };
      const input = typeof body.input === 'string' ? [body.input] : body.input;
      if (typeof body.model !== 'string' || !Array.isArray(input)) {
        return Response.json(
          { error: { message: 'model and input are required' } },
          { status: 400 },
        );
      }
      const texts = input.map(String);
      requests.push({ model: body.model, input: texts });
      if (texts.some((text) => text.includes('#error'))) {
        return Response.json({ error: { message: 'The server had an error' } }, { status: 500 });
      }
      if (texts.some((text) => text.includes('#slow'))) {
        await sleep(options.slowMs ?? 5_000, req.signal);
      }
      return Response.json({
        object: 'list',
        model: body.model,
        data: texts.map((text, index) => ({
          object: 'embedding',
          index,
          embedding: fakeEmbedding(text, options.aliases),
        })),
      });
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

// Run on its own (the stack tests start it this way): prints `{ url, apiKey }` as one JSON line.
// FAKE_EMBEDDINGS_ALIASES: the aliases as JSON.
if (import.meta.main) {
  const fake = startFakeEmbeddings({
    port: Number(Deno.env.get('FAKE_EMBEDDINGS_PORT') ?? '0'),
    aliases: JSON.parse(Deno.env.get('FAKE_EMBEDDINGS_ALIASES') ?? '{}'),
  });
  console.log(JSON.stringify({ url: fake.url, apiKey: fake.apiKey }));
}
