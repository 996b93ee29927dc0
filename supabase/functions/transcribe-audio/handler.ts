/**
 * transcribe-audio: voice input for the site assistant, a recording in and its text out.
 *
 * POST `{ audio: "<base64 recording>", mimeType?: "audio/webm;codecs=opus" }` → 200 `{ text }`.
 * Errors are JSON `{ error }`: 400 bad input, 413 over 1 MB, 415 not a known audio container,
 * 405 wrong method, 429 rate limited or the day's budget used up (with `Retry-After`), 502
 * provider failure, 503 no provider configured (or the rate limiter is down), 504 provider
 * timeout. CORS headers on every response.
 *
 * The provider is any OpenAI-compatible `POST {base}/audio/transcriptions` (multipart `file` +
 * `model`); the file is named by the container found in the bytes (audio.webm, audio.m4a, …)
 * because providers read the format from the file name.
 */
import { MAX_AUDIO_BYTES, type TranscriptionReply } from '../_shared/chat-contract.ts';
import { preflightResponse } from '../_shared/cors.ts';
import {
  errorResponse,
  HttpError,
  jsonResponse,
  readJsonBody,
  responseForError,
} from '../_shared/http.ts';
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
  type AudioBytes,
  type AudioContainer,
  decodeBase64,
  describeNonAudio,
  detectAudioContainer,
  MAX_BASE64_CHARS,
} from './audio.ts';

type Env = { get(name: string): string | undefined };

type TranscriptionProvider = {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
};

export type TranscribeHandlerOptions = {
  /** null: no provider configured; every valid request answers 503. */
  provider: TranscriptionProvider | null;
  limiter: RateLimiter | null;
  limits: RateLimitSettings;
};

const TRANSCRIBE_RATE_LIMIT_DEFAULTS = {
  perSession: 1, // unused: voice requests carry no session id
  perIp: 20,
  windowSeconds: 300,
  /** Transcriptions per UTC day, all visitors together. */
  perDay: 300,
} as const;

export const DAILY_LIMIT_MESSAGE =
  'Voice input has reached its daily limit. Please type your message or try again tomorrow.';

const OPENAI_BASE_URL = 'https://api.openai.com/v1';
const DEFAULT_MODEL = 'whisper-1';
const DEFAULT_TIMEOUT_MS = 30_000;
/** The base64 text plus room for the JSON around it. */
const MAX_BODY_BYTES = MAX_BASE64_CHARS + 4096;

const NOT_CONFIGURED_MESSAGE =
  'Voice input is not configured on this server (no transcription provider: set TRANSCRIBE_BASE_URL / TRANSCRIBE_API_KEY or AI_API_KEY).';

/**
 * TRANSCRIBE_* wins, the chat's AI_* values are the fallback. A key alone means OpenAI; a base URL
 * alone is a keyless self-hosted server (e.g. a local Whisper). Neither: not configured.
 */
function transcriptionProviderFromEnv(env: Env): TranscriptionProvider | null {
  const get = (name: string) => env.get(name)?.trim() || undefined;
  const apiKey = get('TRANSCRIBE_API_KEY') ?? get('AI_API_KEY');
  const baseUrl = get('TRANSCRIBE_BASE_URL') ?? get('AI_BASE_URL');
  if (!apiKey && !baseUrl) return null;
  const timeout = Number(get('TRANSCRIBE_TIMEOUT_MS'));
  return {
    baseUrl: (baseUrl ?? OPENAI_BASE_URL).replace(/\/+$/, ''),
    apiKey,
    model: get('TRANSCRIBE_MODEL') ?? DEFAULT_MODEL,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
  };
}

/** Builds the handler's dependencies from the function's environment. */
export function transcribeOptionsFromEnv(env: Env): TranscribeHandlerOptions {
  return {
    provider: transcriptionProviderFromEnv(env),
    limiter: rateLimiterFromEnv(env),
    limits: readRateLimitSettings(env, 'TRANSCRIBE', TRANSCRIBE_RATE_LIMIT_DEFAULTS),
  };
}

type Recording = { bytes: AudioBytes; container: AudioContainer };

const TOO_LARGE = 'audio is too large (at most 1 MB, about a minute of speech).';

/**
 * Validates a `TranscriptionRequest`, `{ audio, mimeType? }`; throws an HttpError with a 4xx status
 * for bad input.
 */
function parseTranscribeRequest(body: unknown): Recording {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'The request body must be a JSON object: { "audio": "<base64>" }.');
  }
  const { audio, mimeType } = body as { audio?: unknown; mimeType?: unknown };
  if (audio === undefined || audio === null || audio === '') {
    throw new HttpError(400, 'audio is required.');
  }
  if (typeof audio !== 'string') throw new HttpError(400, 'audio must be a base64 string.');
  if (
    mimeType !== undefined &&
    (typeof mimeType !== 'string' || !/^audio\/[\w.+-]{1,40}(;[\w=.+\- ]{0,60})?$/.test(mimeType))
  ) {
    throw new HttpError(400, 'mimeType, when given, must be an audio MIME type like "audio/webm".');
  }
  if (audio.length > MAX_BASE64_CHARS + 100) throw new HttpError(413, TOO_LARGE);
  const bytes = decodeBase64(audio);
  if (!bytes) throw new HttpError(400, 'audio is not valid base64.');
  if (bytes.length > MAX_AUDIO_BYTES) throw new HttpError(413, TOO_LARGE);
  const container = detectAudioContainer(bytes);
  if (!container) {
    const what = describeNonAudio(bytes);
    throw new HttpError(
      415,
      what
        ? `audio is ${what}, not an audio recording.`
        : 'audio is not in a supported container (webm, ogg, mp4/m4a, wav, mp3 or flac).',
    );
  }
  return { bytes, container };
}

async function transcribe(provider: TranscriptionProvider, recording: Recording): Promise<string> {
  const form = new FormData();
  const { bytes, container } = recording;
  form.append('file', new Blob([bytes], { type: container.mimeType }), container.fileName);
  form.append('model', provider.model);
  form.append('response_format', 'json');
  let upstream: Response;
  try {
    upstream = await fetch(`${provider.baseUrl}/audio/transcriptions`, {
      method: 'POST',
      headers: provider.apiKey ? { Authorization: `Bearer ${provider.apiKey}` } : {},
      body: form,
      signal: AbortSignal.timeout(provider.timeoutMs),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      console.error(`Transcription provider timed out after ${provider.timeoutMs} ms`);
      throw new HttpError(504, 'The transcription service took too long. Please try again.');
    }
    console.error('Transcription provider unreachable:', String(error));
    throw new HttpError(502, 'The transcription service could not be reached.');
  }
  if (!upstream.ok) {
    const detail = await upstream.text().catch(() => '');
    console.error(`Transcription provider answered ${upstream.status}: ${detail.slice(0, 500)}`);
    throw new HttpError(502, `The transcription service failed (HTTP ${upstream.status}).`);
  }
  const result: unknown = await upstream.json().catch(() => null);
  const text = (result as { text?: unknown } | null)?.text;
  if (typeof text !== 'string') {
    throw new HttpError(502, 'The transcription service answered without text.');
  }
  return text.trim();
}

export function createTranscribeHandler(
  options: TranscribeHandlerOptions,
): (req: Request) => Promise<Response> {
  const { provider, limiter, limits } = options;
  // A transcription provider is paid: an unreachable limiter must not become an unbounded bill.
  const failOpen = limits.failOpen ?? false;

  return async (req) => {
    try {
      if (req.method === 'OPTIONS') return preflightResponse();
      if (req.method !== 'POST') {
        return errorResponse(405, 'Method not allowed. Use POST.', { Allow: 'POST, OPTIONS' });
      }
      const recording = parseTranscribeRequest(await readJsonBody(req, MAX_BODY_BYTES));
      await enforceRateLimits(limiter, await perClientRules(req, 'transcribe', limits), {
        failOpen,
      });
      if (!provider) return errorResponse(503, NOT_CONFIGURED_MESSAGE);
      await enforceRateLimits(limiter, [dailyBudgetRule('transcribe', limits)], {
        failOpen,
        refusal: DAILY_LIMIT_MESSAGE,
      });
      return jsonResponse({
        text: await transcribe(provider, recording),
      } satisfies TranscriptionReply);
    } catch (error) {
      return responseForError(error);
    }
  };
}
