/**
 * chat-ai: the site assistant, answering the visitor's conversation.
 *
 * POST `{ messages: [{ role, content }], sessionId, language, page? }` (the contract, limits and
 * stream events: `_shared/chat-contract.ts`)
 *  - `Accept: application/json` (default) → 200 `{ message }`
 *  - `Accept: text/event-stream` → 200 SSE stream of `delta` events then one `done` event
 * POST `{ sessionId, outcome: 'message' | 'booking' }` → 202 `{ ok: true }`: how the conversation
 * ended, for the team's insights (limited per conversation and per client address).
 * Each visitor question is recorded for the team's insights, redacted, after the reply and
 * without delaying it (`insights/record.ts`); never for a browser sending `Sec-GPC: 1`.
 * Errors are JSON `{ error }`: 400/413/415 bad input, 405 wrong method, 429 rate limited or the
 * paid model's daily budget used up (with `Retry-After`), 502 AI upstream failure, 503 limiter
 * down (paid provider), 504 AI timeout.
 * CORS headers on every response.
 */
import { runtimeWaitUntil, type WaitUntil } from '../_shared/background.ts';
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
  MEETING_MARKER,
  type ChatStreamEvent,
  formatChatEvent,
} from '../_shared/chat-contract.ts';
import { replyLanguage } from '../_shared/language.ts';
import { publishableKeyFromEnv, secretKeyFromEnv } from '../_shared/platform-keys.ts';
import {
  restTeamAnswerSource,
  staticTeamAnswerSource,
  type TeamAnswerSource,
} from './assistant/team-answers.ts';
import { withSourceLabels } from './insights/labels.ts';
import { type InsightsRecorder, optedOut, restInsightsRecorder } from './insights/record.ts';
import { embedderFromEnv } from './assistant/embeddings.ts';
import { createSemanticSearch, type SemanticSearch } from './assistant/semantic.ts';
import { restVectorStore } from './assistant/vector-store.ts';
import { createBuiltinProvider, latestQuestion } from './assistant/providers/builtin.ts';
import { createOpenAiProvider, OPENAI_DEFAULTS } from './assistant/providers/openai.ts';
import { type ChatProvider, ProviderError, type ReplyStream } from './assistant/providers/types.ts';
import {
  dailyBudgetRule,
  enforceRateLimits,
  perClientRules,
  rateLimiterFromEnv,
  type RateLimiter,
  type RateLimitSettings,
  readRateLimitSettings,
} from '../_shared/rate-limit.ts';
import {
  applySiteContent,
  restSiteContentSource,
  type SiteContentSource,
  staticSiteContentSource,
} from './assistant/site-knowledge.ts';
import { isOutcomeBody, parseChatRequest, parseOutcomeRequest } from './validation.ts';

export type ChatHandlerOptions = {
  provider: ChatProvider;
  limiter: RateLimiter | null;
  limits: RateLimitSettings;
  /** The published case studies the assistant answers from (none when absent). */
  caseStudies?: CaseStudySource;
  /** The team's published answers (none when absent). */
  teamAnswers?: TeamAnswerSource;
  /**
   * The published company facts, FAQ and legal pages the assistant knows (absent: the texts that
   * name a fact are left out).
   */
  siteContent?: SiteContentSource;
  /** Where questions and outcomes are recorded for the team (nothing is recorded when absent). */
  recorder?: InsightsRecorder | null;
  /** Keeps a recording running after the response (`EdgeRuntime.waitUntil` when hosted). */
  waitUntil?: WaitUntil;
  /**
   * The texts closest to each question by meaning, fused with the lexical ranking (hybrid
   * search); absent without an embeddings provider or a vector store: lexical search alone.
   */
  semantic?: SemanticSearch | null;
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
  const contextTokens = Number(env.get('AI_CONTEXT_TOKENS'));
  const provider = apiKey
    ? createOpenAiProvider({
        apiKey,
        baseUrl: env.get('AI_BASE_URL')?.trim() || OPENAI_DEFAULTS.baseUrl,
        model: env.get('AI_MODEL')?.trim() || OPENAI_DEFAULTS.model,
        timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : OPENAI_DEFAULTS.timeoutMs,
        contextTokens:
          Number.isInteger(contextTokens) && contextTokens > 0 ? contextTokens : undefined,
      })
    : createBuiltinProvider({
        chunkDelayMs: Number.isFinite(delay) && delay >= 0 ? delay : undefined,
      });
  const supabaseUrl = env.get('SUPABASE_URL');
  const publishableKey = publishableKeyFromEnv(env);
  // A cache time in seconds (0 and up); anything else means the default.
  const seconds = (name: string) => {
    const raw = env.get(name)?.trim();
    const value = raw ? Number(raw) : NaN;
    return Number.isFinite(value) && value >= 0 ? value : undefined;
  };
  const secretKey = secretKeyFromEnv(env);
  const service = supabaseUrl && secretKey ? { supabaseUrl, secretKey } : undefined;
  // Vectors live in the database: without its secret key there is nowhere to keep them.
  const embedder = service ? embedderFromEnv(env) : null;
  return {
    provider,
    caseStudies:
      supabaseUrl && publishableKey
        ? restCaseStudySource({
            supabaseUrl,
            anonKey: publishableKey,
            ttlSeconds: seconds('AI_CASE_STUDY_CACHE_SECONDS'),
          })
        : staticCaseStudySource(),
    teamAnswers: service
      ? restTeamAnswerSource({
          ...service,
          ttlSeconds: seconds('AI_TEAM_ANSWER_CACHE_SECONDS'),
        })
      : staticTeamAnswerSource(),
    siteContent: service ? restSiteContentSource(service) : staticSiteContentSource(),
    recorder: service ? withSourceLabels(restInsightsRecorder(service), service) : null,
    semantic:
      service && embedder
        ? createSemanticSearch({ embedder, store: restVectorStore(service) })
        : null,
    waitUntil: runtimeWaitUntil(),
    limiter: rateLimiterFromEnv(env),
    limits: readRateLimitSettings(env, 'CHAT', CHAT_RATE_LIMIT_DEFAULTS),
  };
}

/**
 * Outcome reports a conversation may send per window (a message and a booking, and retries). Per
 * client address, outcome reports are counted like messages (`RATE_LIMIT_CHAT_PER_IP` per window)
 * but apart from them, so reporting an outcome never uses up the visitor's messages.
 */
const OUTCOMES_PER_SESSION = 5;

/**
 * The reply's pieces, passed on unchanged; when the reply ends (done, failed or abandoned by the
 * caller), `onEnd` gets the text that was produced.
 */
async function* observed(pieces: ReplyStream, onEnd: (text: string) => void): ReplyStream {
  let text = '';
  try {
    for await (const piece of pieces) {
      text += piece;
      yield piece;
    }
  } finally {
    onEnd(text);
  }
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
  const {
    provider,
    limiter,
    limits,
    caseStudies = staticCaseStudySource(),
    teamAnswers = staticTeamAnswerSource(),
    siteContent = staticSiteContentSource(),
    recorder = null,
    semantic = null,
  } = options;
  const failOpen = limits.failOpen ?? !provider.paid;
  // A recording never fails: it logs its own errors.
  const inBackground = (task: Promise<void>) =>
    options.waitUntil ? options.waitUntil(task) : task;

  async function recordOutcome(req: Request, body: unknown): Promise<Response> {
    const { sessionId, outcome } = parseOutcomeRequest(body);
    await enforceRateLimits(
      limiter,
      [
        {
          key: `chat:outcome:${sessionId}`,
          limit: OUTCOMES_PER_SESSION,
          windowSeconds: limits.windowSeconds,
        },
        ...(await perClientRules(req, 'chat:outcome', limits)),
      ],
      { failOpen: true },
    );
    if (recorder && !optedOut(req)) inBackground(recorder.outcome(sessionId, outcome));
    return jsonResponse({ ok: true }, 202);
  }

  return async (req) => {
    try {
      if (req.method === 'OPTIONS') return preflightResponse();
      if (req.method !== 'POST') {
        return errorResponse(405, 'Method not allowed. Use POST.', { Allow: 'POST, OPTIONS' });
      }
      const body = await readJsonBody(req, CHAT_LIMITS.maxBodyBytes);
      if (isOutcomeBody(body)) return await recordOutcome(req, body);
      const request = parseChatRequest(body);
      await enforceRateLimits(
        limiter,
        [
          {
            key: `chat:session:${request.sessionId}`,
            limit: limits.perSession,
            windowSeconds: limits.windowSeconds,
          },
          ...(await perClientRules(req, 'chat', limits)),
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
      const [rows, answers, content] = await Promise.all([
        caseStudies.list(),
        teamAnswers.list(),
        siteContent.read(),
      ]);
      applySiteContent(content);
      const stories = storiesIn(rows, language);
      const nearest = await semantic?.rank(
        latestQuestion(request.messages),
        { language, stories, teamAnswers: answers },
        inBackground,
      );
      const reply = await provider.reply({
        messages: request.messages,
        language,
        stories,
        teamAnswers: answers,
        stream,
        ...(nearest ? { semantic: nearest } : {}),
      });
      const record = recorder && !optedOut(req) ? recorder : null;
      const pieces = record
        ? observed(reply.pieces, (text) =>
            inBackground(
              record.question({
                conversationId: request.sessionId,
                question: latestQuestion(request.messages),
                language,
                page: request.page ?? '/',
                sources: reply.sources,
                meetingOffered: text.includes(MEETING_MARKER),
              }),
            ),
          )
        : reply.pieces;
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
