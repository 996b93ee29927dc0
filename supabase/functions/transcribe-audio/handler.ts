import { clientIp, json, jsonError, preflight } from '../_shared/voice-http.ts';
import { checkRateLimit, envInt } from '../_shared/voice-rate-limit.ts';
import {
  type AudioContainer,
  decodeBase64,
  describeNonAudio,
  detectAudioContainer,
  MAX_AUDIO_BYTES,
  MAX_BASE64_CHARS,
} from './audio.ts';

/** SPEC §7 call 2: `{ audio }` (base64 recording) → `{ text }`, or `{ error }` with a 4xx/5xx status. */

type ProviderConfig = { baseUrl: string; apiKey?: string; model: string; timeoutMs: number };

const OPENAI_BASE_URL = 'https://api.openai.com/v1';

/**
 * The transcription provider: any OpenAI-compatible `/audio/transcriptions`. TRANSCRIBE_* wins,
 * the chat's AI_* values are the fallback. A key alone means OpenAI; a base URL alone is a
 * keyless self-hosted server. Neither: not configured.
 */
export function providerConfig(): ProviderConfig | null {
  const get = (name: string) => Deno.env.get(name)?.trim() || undefined;
  const apiKey = get('TRANSCRIBE_API_KEY') ?? get('AI_API_KEY');
  const explicitBase = get('TRANSCRIBE_BASE_URL') ?? get('AI_BASE_URL');
  if (!apiKey && !explicitBase) return null;
  return {
    baseUrl: (explicitBase ?? OPENAI_BASE_URL).replace(/\/+$/, ''),
    apiKey,
    model: get('TRANSCRIBE_MODEL') ?? 'whisper-1',
    timeoutMs: envInt('TRANSCRIBE_TIMEOUT_MS', 30_000),
  };
}

type Parsed =
  | { ok: true; bytes: Uint8Array<ArrayBuffer>; container: AudioContainer }
  | { ok: false; response: Response };

async function parseRequest(req: Request): Promise<Parsed> {
  const fail = (status: number, error: string): Parsed => ({
    ok: false,
    response: jsonError(status, error),
  });
  const declaredLength = Number(req.headers.get('content-length') ?? '0');
  // Room for the base64 text plus the JSON around it.
  if (declaredLength > MAX_BASE64_CHARS + 4096)
    return fail(413, 'Audio is too large (at most 10 MB).');
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return fail(400, 'The request body must be JSON: { "audio": "<base64>" }.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return fail(400, 'The request body must be a JSON object: { "audio": "<base64>" }.');
  }
  const { audio, mimeType } = body as { audio?: unknown; mimeType?: unknown };
  if (audio === undefined || audio === null || audio === '') return fail(400, 'audio is required.');
  if (typeof audio !== 'string') return fail(400, 'audio must be a base64 string.');
  if (
    mimeType !== undefined &&
    (typeof mimeType !== 'string' || !/^audio\/[\w.+-]+(;.{0,80})?$/.test(mimeType))
  ) {
    return fail(400, 'mimeType, when given, must be an audio MIME type such as "audio/webm".');
  }
  if (audio.length > MAX_BASE64_CHARS + 100)
    return fail(413, 'Audio is too large (at most 10 MB).');
  const bytes = decodeBase64(audio);
  if (!bytes) return fail(400, 'audio is not valid base64.');
  if (bytes.length === 0) return fail(400, 'audio is required.');
  if (bytes.length > MAX_AUDIO_BYTES) return fail(413, 'Audio is too large (at most 10 MB).');
  const container = detectAudioContainer(bytes);
  if (!container) {
    const what = describeNonAudio(bytes);
    return fail(
      415,
      what
        ? `audio is ${what}, not an audio recording.`
        : 'audio is not in a supported format (webm, ogg, mp4/m4a, wav, mp3 or flac).',
    );
  }
  return { ok: true, bytes, container };
}

async function transcribe(
  provider: ProviderConfig,
  bytes: Uint8Array<ArrayBuffer>,
  container: AudioContainer,
): Promise<Response> {
  const form = new FormData();
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
    if (
      error instanceof DOMException &&
      (error.name === 'TimeoutError' || error.name === 'AbortError')
    ) {
      console.error(`transcription provider timed out after ${provider.timeoutMs} ms`);
      return jsonError(504, 'The transcription service took too long to answer. Please try again.');
    }
    console.error(
      'transcription provider unreachable:',
      error instanceof Error ? error.message : error,
    );
    return jsonError(502, 'The transcription service could not be reached.');
  }
  if (!upstream.ok) {
    const detail = await upstream.text().catch(() => '');
    console.error(
      `transcription provider answered HTTP ${upstream.status}: ${detail.slice(0, 500)}`,
    );
    return jsonError(502, `The transcription service failed (HTTP ${upstream.status}).`);
  }
  let result: unknown;
  try {
    result = await upstream.json();
  } catch {
    return jsonError(502, 'The transcription service gave an unreadable answer.');
  }
  const text = (result as { text?: unknown } | null)?.text;
  if (typeof text !== 'string') return jsonError(502, 'The transcription service gave no text.');
  return json({ text: text.trim() });
}

export async function handleTranscribe(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return jsonError(405, 'Use POST.', { Allow: 'POST, OPTIONS' });
  try {
    const limit = await checkRateLimit({
      key: `transcribe-audio:ip:${clientIp(req)}`,
      limit: envInt('RATE_LIMIT_TRANSCRIBE_PER_MINUTE', 10),
      windowSeconds: 60,
    });
    if (!limit.allowed) {
      return jsonError(429, 'Too many voice messages. Please wait a minute and try again.', {
        'Retry-After': String(limit.retryAfterSeconds),
      });
    }
    const parsed = await parseRequest(req);
    if (!parsed.ok) return parsed.response;
    const provider = providerConfig();
    if (!provider) {
      return jsonError(
        503,
        'Voice input is not configured: set TRANSCRIBE_BASE_URL / TRANSCRIBE_API_KEY (or AI_API_KEY) for the transcribe-audio function.',
      );
    }
    return await transcribe(provider, parsed.bytes, parsed.container);
  } catch (error) {
    // Never a 500 with a stack: log it, answer a plain message.
    console.error('transcribe-audio failed:', error);
    return jsonError(500, 'Voice transcription failed unexpectedly.');
  }
}
