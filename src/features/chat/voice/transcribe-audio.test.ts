import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  blobToBase64,
  transcribeAudio,
  VoiceLimitError,
  VoiceUnavailableError,
} from './transcribe-audio';

const invoke = vi.fn();
vi.mock('@/lib/supabase', () => ({ getSupabase: () => ({ functions: { invoke } }) }));

/** What functions-js hands back for a non-2xx answer: an error whose context is the Response. */
function httpError(status: number, body: unknown) {
  const context = new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
  return Object.assign(new Error('Edge Function returned a non-2xx status code'), { context });
}

const webm = () =>
  new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0xff])], { type: 'audio/webm' });

afterEach(() => invoke.mockReset());

describe('transcribeAudio', () => {
  it('sends the recording as base64 with its type and returns the trimmed text', async () => {
    invoke.mockResolvedValue({ data: { text: '  Hello there  ' }, error: null });

    await expect(transcribeAudio(webm())).resolves.toBe('Hello there');

    expect(invoke).toHaveBeenCalledWith('transcribe-audio', {
      body: { audio: 'GkXfo/8=', mimeType: 'audio/webm' },
    });
  });

  it('turns a 503 "not configured" answer into VoiceUnavailableError', async () => {
    invoke.mockResolvedValue({
      data: null,
      error: httpError(503, { error: 'Voice input is not configured' }),
    });

    const failure = transcribeAudio(webm());

    await expect(failure).rejects.toBeInstanceOf(VoiceUnavailableError);
    await expect(failure).rejects.toThrow('Voice input is not configured');
  });

  it('turns a 429 into VoiceLimitError with the server message, or a fallback', async () => {
    invoke.mockResolvedValue({
      data: null,
      error: httpError(429, { error: 'Voice input has reached its daily limit.' }),
    });
    const failure = transcribeAudio(webm());
    await expect(failure).rejects.toBeInstanceOf(VoiceLimitError);
    await expect(failure).rejects.toThrow('Voice input has reached its daily limit.');

    const bare = Object.assign(new Error('Edge Function returned a non-2xx status code'), {
      context: new Response('slow down', { status: 429 }),
    });
    invoke.mockResolvedValue({ data: null, error: bare });
    await expect(transcribeAudio(webm())).rejects.toThrow(
      'Too many voice messages. Please wait a moment and try again.',
    );
  });

  it('throws the server error message of other failures', async () => {
    invoke.mockResolvedValue({
      data: null,
      error: httpError(415, { error: 'audio is plain text' }),
    });

    const failure = transcribeAudio(webm());

    await expect(failure).rejects.not.toBeInstanceOf(VoiceUnavailableError);
    await expect(failure).rejects.toThrow('audio is plain text');
  });

  it('throws the error field even of a 2xx answer', async () => {
    invoke.mockResolvedValue({ data: { error: 'quota exceeded' }, error: null });
    await expect(transcribeAudio(webm())).rejects.toThrow('quota exceeded');
  });

  it('returns an empty string when no text came back', async () => {
    invoke.mockResolvedValue({ data: { text: '   ' }, error: null });
    await expect(transcribeAudio(webm())).resolves.toBe('');
  });
});

describe('blobToBase64', () => {
  it('encodes bytes as bare base64', async () => {
    const bytes = new Uint8Array(3 * 256 + 1).map((_, i) => i % 256);
    const encoded = await blobToBase64(new Blob([bytes]));
    expect(encoded).not.toContain(',');
    expect(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0))).toEqual(bytes);
  });
});
