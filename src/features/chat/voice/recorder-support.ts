/** What the browser can record with, checked without touching the microphone. */

/** Audio capture constraints: mono, 16 kHz, echo cancellation, noise suppression, AGC. */
export const AUDIO_CONSTRAINTS: MediaTrackConstraints = {
  channelCount: 1,
  sampleRate: 16000,
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
};

/** Preferred first: webm/opus (Chromium, Firefox), then what Safari records (mp4/AAC), then others. */
const CANDIDATE_MIME_TYPES = [
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/mp4',
  'audio/ogg;codecs=opus',
  'audio/ogg',
] as const;

export function isVoiceSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.MediaRecorder === 'function' &&
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

/**
 * The MIME type to ask MediaRecorder for, or undefined to let the browser choose (it then reports
 * its choice in `recorder.mimeType`).
 */
function pickMimeType(): string | undefined {
  const isSupported = window.MediaRecorder?.isTypeSupported?.bind(window.MediaRecorder);
  if (!isSupported) return undefined;
  return CANDIDATE_MIME_TYPES.find((type) => isSupported(type));
}

/**
 * 32 kbit/s: clear speech for transcription, and a whole recording (it stops at 60 s) is about
 * 240 kB, far below the 1 MB the transcribe-audio function accepts. Browsers default to
 * 128 kbit/s or more.
 */
const AUDIO_BITS_PER_SECOND = 32_000;

/** The options MediaRecorder is created with. */
export function recorderOptions(): MediaRecorderOptions {
  const mimeType = pickMimeType();
  return {
    ...(mimeType ? { mimeType } : {}),
    audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
  };
}
