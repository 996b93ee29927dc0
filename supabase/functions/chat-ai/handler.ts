/**
 * chat-ai: the site assistant (SPEC.md §7 call 1).
 *
 * POST `{ messages: [{ role, content }], sessionId, language }`
 *  - `Accept: application/json` (default) → 200 `{ message }`
 *  - `Accept: text/event-stream` → 200 SSE stream of `delta` events then one `done` event
 *    (format in `_shared/sse.ts`)
 * Errors are JSON `{ error }`: 400/413/415 bad input, 405 wrong method, 429 rate limited or the
 * paid model's daily budget used up (with `Retry-After`), 502 AI upstream failure, 503 limiter
 * down (paid provider), 504 AI timeout.
 * CORS headers on every response.
 */
import { corsHeaders, preflightResponse } from '../_shared/cors.ts';
import {
  errorResponse,
  jsonResponse,
  readJsonBody,
  responseForError,
  wantsEventStream,
} from '../_shared/http.ts';
import { createBuiltinProvider } from '../_shared/providers/builtin.ts';
import { createOpenAiProvider, OPENAI_DEFAULTS } from '../_shared/providers/openai.ts';
import { type ChatProvider, ProviderError } from '../_shared/providers/types.ts';
import {
  dailyBudgetRule,
  enforceRateLimits,
  perClientRule,
  rateLimiterFromEnv,
  type RateLimiter,
  type RateLimitSettings,
  readRateLimitSettings,
} from '../_shared/rate-limit.ts';
import { encodeEvent } from '../_shared/sse.ts';
import { CHAT_LIMITS, parseChatRequest } from '../_shared/validation.ts';

export type ChatHandlerOptions = {
  provider: ChatProvider;
  limiter: RateLimiter | null;
  limits: RateLimitSettings;
};

type Env = { get(name: string): string | undefined };

export const CHAT_RATE_LIMIT_DEFAULTS = {
  perSession: 20,
  perIp: 60,
  windowSeconds: 300,
  /** Replies of a paid model per UTC day, all visitors together. */
  perDay: 2000,
} as const;

export const DAILY_LIMIT_MESSAGE =
  'The assistant has reached its daily limit. Please try again tomorrow.';

/** Builds the handler's dependencies from the function's environment. */
export function chatOptionsFromEnv(env: Env): ChatHandlerOptions {
  const apiKey = env.get('AI_API_KEY')?.trim();
  const timeout = Number(env.get('AI_TIMEOUT_MS'));
  const delay = Number(env.get('AI_BUILTIN_CHUNK_DELAY_MS'));
  const provider = apiKey
    ? createOpenAiProvider({
        apiKey,
        baseUrl: env.get('AI_BASE_URL')?.trim() || OPENAI_DEFAULTS.baseUrl,
        model: env.get('AI_MODEL')?.trim() || OPENAI_DEFAULTS.model,
        timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : OPENAI_DEFAULTS.timeoutMs,
      })
    : createBuiltinProvider({
        chunkDelayMs: Number.isFinite(delay) && delay >= 0 ? delay : undefined,
      });
  return {
    provider,
    limiter: rateLimiterFromEnv(env),
    limits: readRateLimitSettings(env, 'CHAT', CHAT_RATE_LIMIT_DEFAULTS),
  };
}

function streamResponse(pieces: AsyncIterable<string>): Response {
  const iterator = pieces[Symbol.asyncIterator]();
  let message = '';
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await iterator.next();
        if (done) {
          controller.enqueue(encodeEvent('done', { message }));
          controller.close();
          return;
        }
        message += value;
        controller.enqueue(encodeEvent('delta', { text: value }));
      } catch (error) {
        if (cancelled) return; // the caller went away; nothing left to tell
        const status = error instanceof ProviderError ? error.status : 502;
        const text =
          error instanceof ProviderError
            ? error.message
            : 'The reply was interrupted. Please try again.';
        if (!(error instanceof ProviderError)) console.error('Stream failed:', error);
        controller.enqueue(encodeEvent('error', { error: text, status }));
        controller.close();
      }
    },
    async cancel() {
      cancelled = true;
      await iterator.return?.();
    },
  });
  return new Response(body, {
    headers: {
      ...corsHeaders,
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}

export function createChatHandler(
  options: ChatHandlerOptions,
): (req: Request) => Promise<Response> {
  const { provider, limiter, limits } = options;
  const failOpen = limits.failOpen ?? !provider.paid;

  return async (req) => {
    try {
      if (req.method === 'OPTIONS') return preflightResponse();
      if (req.method !== 'POST') {
        return errorResponse(405, 'Method not allowed. Use POST.', { Allow: 'POST, OPTIONS' });
      }
      const request = parseChatRequest(await readJsonBody(req, CHAT_LIMITS.maxBodyBytes));
      await enforceRateLimits(
        limiter,
        [
          {
            key: `chat:session:${request.sessionId}`,
            limit: limits.perSession,
            windowSeconds: limits.windowSeconds,
          },
          await perClientRule(req, 'chat', limits),
        ],
        { failOpen },
      );
      // A paid model's replies also count against the day's budget for everyone.
      if (provider.paid) {
        await enforceRateLimits(limiter, [dailyBudgetRule('chat', limits)], {
          failOpen,
          refusal: DAILY_LIMIT_MESSAGE,
        });
      }

      const stream = wantsEventStream(req);
      const pieces = await provider.reply({
        messages: request.messages,
        language: request.language,
        stream,
      });
      if (stream) return streamResponse(pieces);

      let message = '';
      for await (const piece of pieces) message += piece;
      return jsonResponse({ message });
    } catch (error) {
      if (error instanceof ProviderError) return errorResponse(error.status, error.message);
      return responseForError(error);
    }
  };
}
