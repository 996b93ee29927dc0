/**
 * Embeddings for the assistant's hybrid search: texts turned into vectors by an embedding model,
 * either any OpenAI-compatible `/embeddings` endpoint or Supabase's built-in `gte-small` in the
 * hosted Edge Runtime (`Supabase.ai.Session`). An embedder never throws: a failure or a timeout is
 * logged and gives no vectors, and the assistant then searches lexically alone.
 *
 * Which one (`embedderFromEnv`): `AI_EMBEDDINGS=supabase` is the built-in model; otherwise
 * `AI_EMBEDDINGS_MODEL` names the endpoint's model, at `AI_EMBEDDINGS_BASE_URL` (else the chat's
 * `AI_BASE_URL`, else OpenAI's) with `AI_EMBEDDINGS_API_KEY` (else the chat's `AI_API_KEY`).
 * Without a model named, nothing is embedded: a chat key alone never starts embedding calls.
 */

type Env = { get(name: string): string | undefined };

export interface Embedder {
  /** The model, as the vector store keys its vectors (vectors of two models never mix). */
  readonly model: string;
  /** How many texts one call embeds. */
  readonly batchSize: number;
  /**
   * The texts' vectors, in order; undefined when they could not be made (logged) or `signal`
   * aborted first. Never throws.
   */
  embed(texts: readonly string[], signal?: AbortSignal): Promise<number[][] | undefined>;
}

const OPENAI_BASE_URL = 'https://api.openai.com/v1';
/** One call's limit when the caller gives none (a sync in the background). */
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_BATCH_SIZE = 64;
/**
 * The longest text embedded, in characters: within every common model's input limit (8,191
 * tokens for OpenAI's, 512 for gte-small, which cuts longer texts itself), at about three
 * characters a token. A text's start says what it is about.
 */
const MAX_INPUT_CHARS = 8_000;

/** A vector as an embedder answers it: finite numbers, at least one. */
function asVector(value: unknown): number[] | undefined {
  if (!Array.isArray(value) && !ArrayBuffer.isView(value)) return undefined;
  const numbers = Array.from(value as ArrayLike<unknown>);
  if (numbers.length === 0) return undefined;
  return numbers.every((n) => typeof n === 'number' && Number.isFinite(n))
    ? (numbers as number[])
    : undefined;
}

const timedOut = (error: unknown) =>
  error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** Any OpenAI-compatible `POST {baseUrl}/embeddings` (`{ model, input }` → `{ data }`). */
export function openAiEmbedder(options: {
  model: string;
  baseUrl?: string;
  /** Sent as a Bearer token; none for a keyless self-hosted server. */
  apiKey?: string;
  batchSize?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): Embedder {
  const doFetch = options.fetch ?? fetch;
  const url = `${(options.baseUrl ?? OPENAI_BASE_URL).replace(/\/+$/, '')}/embeddings`;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function batch(input: string[], signal: AbortSignal): Promise<number[][] | undefined> {
    const response = await doFetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: options.model, input }),
      signal,
    });
    if (!response.ok) {
      console.error(`Embeddings endpoint answered ${response.status}: ${await response.text()}`);
      return undefined;
    }
    const body = (await response.json()) as { data?: { index?: unknown; embedding?: unknown }[] };
    const vectors: number[][] = [];
    for (const [position, item] of (body.data ?? []).entries()) {
      const index = typeof item.index === 'number' ? item.index : position;
      const vector = asVector(item.embedding);
      if (vector && index >= 0 && index < input.length) vectors[index] = vector;
    }
    const valid = vectors.filter(Boolean).length;
    if (valid !== input.length) {
      console.error(`Embeddings endpoint answered ${valid} vectors for ${input.length} texts`);
      return undefined;
    }
    return vectors;
  }

  return {
    model: options.model,
    batchSize,
    async embed(texts, signal) {
      const vectors: number[][] = [];
      try {
        for (let start = 0; start < texts.length; start += batchSize) {
          const input = texts.slice(start, start + batchSize).map(clip);
          const limit = AbortSignal.timeout(timeoutMs);
          const part = await batch(input, signal ? AbortSignal.any([signal, limit]) : limit);
          if (!part) return undefined;
          vectors.push(...part);
        }
        return vectors;
      } catch (error) {
        console.error(
          timedOut(error)
            ? 'Embeddings endpoint did not answer in time'
            : 'Embeddings endpoint failed:',
          timedOut(error) ? '' : error,
        );
        return undefined;
      }
    },
  };
}

const clip = (text: string) =>
  text.length > MAX_INPUT_CHARS ? text.slice(0, MAX_INPUT_CHARS) : text;

/** The part of the hosted Edge Runtime's `Supabase.ai` API used here. */
type AiSession = {
  run(input: string, options: { mean_pool: boolean; normalize: boolean }): Promise<unknown>;
};
export type SupabaseAi = { ai: { Session: new (model: string) => AiSession } };

/** The runtime's `Supabase` global, when it has the AI API (the hosted Edge Runtime). */
export function supabaseAi(scope: object = globalThis): SupabaseAi | undefined {
  const value = (scope as { Supabase?: unknown }).Supabase as Partial<SupabaseAi> | undefined;
  return typeof value?.ai?.Session === 'function' ? (value as SupabaseAi) : undefined;
}

/** Supabase's built-in embedding model. It reads English best; German texts get weaker vectors. */
export const SUPABASE_MODEL = 'gte-small';

/**
 * Supabase's built-in `gte-small` (384 dimensions, mean-pooled and normalised as Supabase's guide
 * runs it), one text at a time in the function's own runtime: no key, no network, no download.
 */
export function supabaseEmbedder(
  supabase: SupabaseAi,
  options: { timeoutMs?: number } = {},
): Embedder {
  let session: AiSession | undefined;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    model: SUPABASE_MODEL,
    batchSize: 16,
    async embed(texts, signal) {
      const limit = AbortSignal.timeout(timeoutMs);
      const stop = signal ? AbortSignal.any([signal, limit]) : limit;
      const aborted = new Promise<never>((_, reject) => {
        const fail = () => reject(stop.reason);
        if (stop.aborted) fail();
        else stop.addEventListener('abort', fail, { once: true });
      });
      try {
        session ??= new supabase.ai.Session(SUPABASE_MODEL);
        const vectors: number[][] = [];
        for (const text of texts) {
          const run = session.run(clip(text), { mean_pool: true, normalize: true });
          const vector = asVector(await Promise.race([run, aborted]));
          if (!vector) {
            console.error('The built-in embedding model answered no vector');
            return undefined;
          }
          vectors.push(vector);
        }
        return vectors;
      } catch (error) {
        console.error(
          timedOut(error)
            ? 'The built-in embedding model did not answer in time'
            : 'The built-in embedding model failed:',
          timedOut(error) ? '' : error,
        );
        return undefined;
      } finally {
        // A rejection nobody awaits any more is not an error.
        aborted.catch(() => {});
      }
    },
  };
}

/** The embedder the environment configures, or null (then the assistant searches lexically). */
export function embedderFromEnv(env: Env, scope: object = globalThis): Embedder | null {
  const get = (name: string) => env.get(name)?.trim() || undefined;
  if (get('AI_EMBEDDINGS')?.toLowerCase() === 'supabase') {
    const supabase = supabaseAi(scope);
    if (supabase) return supabaseEmbedder(supabase);
    console.warn('AI_EMBEDDINGS=supabase needs the hosted Edge Runtime (Supabase.ai): not here');
    return null;
  }
  const model = get('AI_EMBEDDINGS_MODEL');
  if (!model) return null;
  const apiKey = get('AI_EMBEDDINGS_API_KEY') ?? get('AI_API_KEY');
  const baseUrl = get('AI_EMBEDDINGS_BASE_URL') ?? get('AI_BASE_URL');
  if (!apiKey && !baseUrl) {
    console.warn('AI_EMBEDDINGS_MODEL is set without a key or base URL: no embeddings');
    return null;
  }
  return openAiEmbedder({ model, baseUrl, apiKey });
}
