/**
 * Sends a recording to the transcribe-audio function and returns its text. An `error` in the
 * answer is thrown, whatever the status; the chat box sends non-empty text as a message.
 */
import { readFunctionError } from '@/lib/function-errors';
import { loadSupabase } from '@/lib/supabase-lazy';

import type { TranscriptionRequest } from '../api/contract';

/** The function answered 503: no transcription provider is configured on the server. */
export class VoiceUnavailableError extends Error {
  constructor(message = 'Voice input is not configured on the server.') {
    super(message);
    this.name = 'VoiceUnavailableError';
  }
}

/**
 * The function answered 429: too many recordings from this visitor, or voice input's budget for
 * the day is used up. The message is the server's, written for the visitor.
 */
export class VoiceLimitError extends Error {
  constructor(message = 'Too many voice messages. Please wait a moment and try again.') {
    super(message);
    this.name = 'VoiceLimitError';
  }
}

/** The recording as bare base64 (FileReader's data URL without its `data:…;base64,` prefix). */
export function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = String(reader.result);
      resolve(dataUrl.slice(dataUrl.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the recording.'));
    reader.readAsDataURL(blob);
  });
}

/** Resolves to the transcribed text (trimmed, possibly empty); throws on any failure. */
export async function transcribeAudio(recording: Blob): Promise<string> {
  const body: TranscriptionRequest = { audio: await blobToBase64(recording) };
  if (recording.type) body.mimeType = recording.type;
  // Loaded on first use so pages without voice input never ship supabase-js for it.
  const supabase = await loadSupabase();
  const { data, error } = await supabase.functions.invoke<{ text?: unknown; error?: unknown }>(
    'transcribe-audio',
    { body },
  );
  if (error) {
    const { status, message } = await readFunctionError(error);
    if (status === 503) throw new VoiceUnavailableError(message);
    if (status === 429) throw new VoiceLimitError(message);
    throw new Error(message ?? error.message);
  }
  if (data && typeof data.error === 'string' && data.error) throw new Error(data.error);
  return typeof data?.text === 'string' ? data.text.trim() : '';
}
