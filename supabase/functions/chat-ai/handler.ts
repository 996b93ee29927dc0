/**
 * chat-ai: the site assistant, answering the visitor's conversation.
 *
 * POST `{ messages: [{ role, content }], sessionId, language }` (the contract, limits and stream
 * events: `_shared/chat-contract.ts`)
 *  - `Accept: application/json` (default) → 200 `{ message }`
 *  - `Accept: text/event-stream` → 200 SSE stream of `delta` events then one `done` event
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
import {
  type CaseStudySource,
  restCaseStudySource,
  staticCaseStudySource,
  storiesIn,
} from './assistant/case-studies.ts';
import {
  CHAT_LIMITS,
  type ChatReply,
  type ChatStreamEvent,
  formatChatEvent,
} from '../_shared/chat-contract.ts';
import { replyLanguage } from '../_shared/language.ts';
import { publishableKeyFromEnv } from '../_shared/platform-keys.ts';
import { createBuiltinProvider } from './assistant/providers/builtin.ts';
import { createOpenAiProvider, OPENAI_DEFAULTS } from './assistant/providers/openai.ts';
import { type ChatProvider, ProviderError } from './assistant/providers/types.ts';
import {
  dailyBudgetRule,
  enforceRateLimits,
  perClientRule,
  rateLimiterFromEnv,
  type RateLimiter,
  type RateLimitSettings,
  readRateLimitSettings,
} from '../_shared/rate-limit.ts';
import { parseChatRequest } from './validation.ts';

export type ChatHandlerOptions = {
  provider: ChatProvider;
  limiter: RateLimiter | null;
  limits: RateLimitSettings;
  /** The published case studies the assistant answers from (none when absent). */
  caseStudies?: CaseStudySource;
};

type Env = { get(name: string): string | undefined };

const CHAT_RATE_LIMIT_DEFAULTS = {
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
  const supabaseUrl = env.get('SUPABASE_URL');
  const publishableKey = publishableKeyFromEnv(env);
  const cacheSeconds = Number(env.get('AI_CASE_STUDY_CACHE_SECONDS'));
  return {
    provider,
    caseStudies:
      supabaseUrl && publishableKey
        ? restCaseStudySource({
            supabaseUrl,
            anonKey: publishableKey,
            ttlSeconds:
              Number.isFinite(cacheSeconds) && cacheSeconds >= 0 ? cacheSeconds : undefined,
          })
        : staticCaseStudySource(),
    limiter: rateLimiterFromEnv(env),
    limits: readRateLimitSettings(env, 'CHAT', CHAT_RATE_LIMIT_DEFAULTS),
  };
}

const encoder = new TextEncoder();
const encode = (event: ChatStreamEvent) => encoder.encode(formatChatEvent(event));

function streamResponse(pieces: AsyncIterable<string>): Response {
  const iterator = pieces[Symbol.asyncIterator]();
  let message = '';
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await iterator.next();
        if (done) {
          controller.enqueue(encode({ event: 'done', data: { message } }));
          controller.close();
          return;
        }
        message += value;
        controller.enqueue(encode({ event: 'delta', data: { text: value } }));
      } catch (error) {
        if (cancelled) return; // the caller went away; nothing left to tell
        const status = error instanceof ProviderError ? error.status : 502;
        const text =
          error instanceof ProviderError
            ? error.message
            : 'The reply was interrupted. Please try again.';
        if (!(error instanceof ProviderError)) console.error('Stream failed:', error);
        controller.enqueue(encode({ event: 'error', data: { error: text, status } }));
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
  const { provider, limiter, limits, caseStudies = staticCaseStudySource() } = options;
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
      const language = replyLanguage(request.messages, request.language);
      const pieces = await provider.reply({
        messages: request.messages,
        language,
        stories: storiesIn(await caseStudies.list(), language),
        stream,
      });
      if (stream) return streamResponse(pieces);

      let message = '';
      for await (const piece of pieces) message += piece;
      return jsonResponse({ message } satisfies ChatReply);
    } catch (error) {
      if (error instanceof ProviderError) return errorResponse(error.status, error.message);
      return responseForError(error);
    }
  };
}
