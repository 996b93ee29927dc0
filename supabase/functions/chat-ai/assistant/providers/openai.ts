/**
 * Any OpenAI-compatible Chat Completions endpoint (`AI_BASE_URL`, `AI_API_KEY`, `AI_MODEL`).
 * JSON callers get a non-streaming completion; streaming callers get the upstream SSE stream
 * (`stream: true`) translated into text pieces. A timeout becomes a 504 `ProviderError`, any other
 * upstream failure a 502.
 */
import { answerSources, latestQuestion } from './builtin.ts';
import { parseSse } from '../../../_shared/sse.ts';
import { modelContext } from './prompt.ts';
import { type ChatProvider, ProviderError, type ReplyStream } from './types.ts';

export type OpenAiOptions = {
  apiKey: string;
  baseUrl?: string;
  model?: string;
  /** Whole-exchange timeout (until the last streamed byte). */
  timeoutMs?: number;
  maxTokens?: number;
  /**
   * The model's context window in tokens: everything the assistant knows is sent when it fits
   * (`modelContext`), else the best fitting part.
   */
  contextTokens?: number;
  fetch?: typeof fetch;
};

export const OPENAI_DEFAULTS = {
  baseUrl: 'https://api.openai.com/v1',
  model: 'gpt-4o-mini',
  timeoutMs: 30_000,
  maxTokens: 600,
} as const;

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}

function wrap(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (isTimeout(error)) return new ProviderError(504, 'The AI service did not answer in time.');
  return new ProviderError(502, 'The AI service could not be reached.');
}

async function upstreamError(response: Response): Promise<ProviderError> {
  let detail = '';
  try {
    const body = await response.json();
    detail = typeof body?.error?.message === 'string' ? body.error.message : '';
  } catch {
    // not JSON: the status says enough
  }
  console.error(`AI upstream answered ${response.status}${detail ? `: ${detail}` : ''}`);
  if (response.status === 408 || response.status === 504) {
    return new ProviderError(504, 'The AI service did not answer in time.');
  }
  return new ProviderError(502, `The AI service answered with an error (${response.status}).`);
}

type ChunkJson = { choices?: { delta?: { content?: unknown } }[] };
type CompletionJson = { choices?: { message?: { content?: unknown } }[] };

export function createOpenAiProvider(options: OpenAiOptions): ChatProvider {
  const doFetch = options.fetch ?? fetch;
  const baseUrl = (options.baseUrl ?? OPENAI_DEFAULTS.baseUrl).replace(/\/$/, '');
  const model = options.model ?? OPENAI_DEFAULTS.model;
  const timeoutMs = options.timeoutMs ?? OPENAI_DEFAULTS.timeoutMs;

  return {
    name: 'openai',
    paid: true,
    async reply({ messages, language, stories, teamAnswers, stream, semantic }) {
      const question = latestQuestion(messages);
      const { system } = modelContext({
        language,
        question,
        stories,
        teamAnswers,
        contextTokens: options.contextTokens,
        semantic,
      });
      // What the model was pointed to: the source the built-in assistant would answer from.
      const sources = answerSources(question, { language, stories, teamAnswers, semantic });
      const signal = AbortSignal.timeout(timeoutMs);
      let response: Response;
      try {
        response = await doFetch(`${baseUrl}/chat/completions`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${options.apiKey}`,
            'Content-Type': 'application/json',
            Accept: stream ? 'text/event-stream' : 'application/json',
          },
          body: JSON.stringify({
            model,
            messages: [{ role: 'system', content: system }, ...messages],
            stream,
            temperature: 0.3,
            max_tokens: options.maxTokens ?? OPENAI_DEFAULTS.maxTokens,
          }),
          signal,
        });
      } catch (error) {
        throw wrap(error);
      }
      if (!response.ok) throw await upstreamError(response);

      if (!stream) {
        let content: unknown;
        try {
          const body = (await response.json()) as CompletionJson;
          content = body.choices?.[0]?.message?.content;
        } catch (error) {
          throw isTimeout(error)
            ? wrap(error)
            : new ProviderError(502, 'The AI service answered an unreadable reply.');
        }
        const text = typeof content === 'string' ? content : '';
        const whole: ReplyStream = (async function* () {
          if (text) yield text;
        })();
        return { pieces: whole, sources };
      }

      const body = response.body;
      if (!body) throw new ProviderError(502, 'The AI service answered an empty stream.');
      const pieces: ReplyStream = (async function* () {
        try {
          for await (const { data } of parseSse(body, signal)) {
            if (data.trim() === '[DONE]') return;
            let chunk: ChunkJson;
            try {
              chunk = JSON.parse(data) as ChunkJson;
            } catch {
              continue; // keep-alives or vendor extras
            }
            const piece = chunk.choices?.[0]?.delta?.content;
            if (typeof piece === 'string' && piece !== '') yield piece;
          }
        } catch (error) {
          throw wrap(error);
        } finally {
          // Anything after `[DONE]` (or the rest, when the caller stopped early) is not needed:
          // release the upstream connection now.
          await body.cancel().catch(() => {});
        }
      })();
      return { pieces, sources };
    },
  };
}
