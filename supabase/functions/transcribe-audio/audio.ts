/**
 * Pure helpers of transcribe-audio: base64 decoding and recognising an audio container by its
 * magic bytes. No Deno APIs here, so the rules can be read (and tested) on their own.
 */

import { MAX_AUDIO_BYTES } from '../_shared/chat-contract.ts';

/** Longest base64 string that can decode to at most MAX_AUDIO_BYTES. */
export const MAX_BASE64_CHARS = Math.ceil(MAX_AUDIO_BYTES / 3) * 4;

export type AudioContainer = {
  /** Short name used in messages and logs. */
  kind: 'webm' | 'ogg' | 'mp4' | 'wav' | 'mp3' | 'flac';
  /** File name the provider gets: OpenAI-compatible APIs read the format from the extension. */
  fileName: string;
  /** Content type of the uploaded part. */
  mimeType: string;
};

const CONTAINERS: Record<AudioContainer['kind'], AudioContainer> = {
  webm: { kind: 'webm', fileName: 'audio.webm', mimeType: 'audio/webm' },
  ogg: { kind: 'ogg', fileName: 'audio.ogg', mimeType: 'audio/ogg' },
  // Safari records audio/mp4 (AAC); providers transcribe it reliably only when it is named .m4a.
  mp4: { kind: 'mp4', fileName: 'audio.m4a', mimeType: 'audio/mp4' },
  wav: { kind: 'wav', fileName: 'audio.wav', mimeType: 'audio/wav' },
  mp3: { kind: 'mp3', fileName: 'audio.mp3', mimeType: 'audio/mpeg' },
  flac: { kind: 'flac', fileName: 'audio.flac', mimeType: 'audio/flac' },
};

// A flat character class (no repeated groups): linear on 13 MB strings.
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const DATA_URL_PREFIX = /^data:[a-z0-9.+/-]+(?:;[a-z0-9.+=/-]+)*;base64,/i;

/**
 * Decodes standard base64 (an optional `data:…;base64,` prefix is allowed, as FileReader produces
 * one). Returns null when the text is not canonical base64.
 */
/**
 * Bytes backed by a plain ArrayBuffer, as Blob parts need. Spelled through inference because
 * TypeScript 5.6 (Deno 2.1, what hosted Edge Runtime is compatible with) has no generic Uint8Array.
 */
export type AudioBytes = ReturnType<typeof allocate>;
const allocate = (length: number) => new Uint8Array(length);

export function decodeBase64(text: string): AudioBytes | null {
  const body = text.replace(DATA_URL_PREFIX, '');
  if (body.length % 4 !== 0 || !BASE64.test(body)) return null;
  let binary: string;
  try {
    binary = atob(body);
  } catch {
    return null;
  }
  const bytes = allocate(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((value, i) => bytes[offset + i] === value);
}

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** The audio container the bytes start with, or null when it is none we accept. */
export function detectAudioContainer(bytes: Uint8Array): AudioContainer | null {
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return CONTAINERS.webm; // EBML: webm / matroska
  if (startsWith(bytes, ascii('OggS'))) return CONTAINERS.ogg;
  if (startsWith(bytes, ascii('ftyp'), 4)) return CONTAINERS.mp4; // ISO BMFF: mp4 / m4a
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WAVE'), 8))
    return CONTAINERS.wav;
  if (startsWith(bytes, ascii('fLaC'))) return CONTAINERS.flac;
  if (startsWith(bytes, ascii('ID3'))) return CONTAINERS.mp3;
  // MPEG audio frame sync: 11 set bits, a valid layer (not "reserved") and a bitrate that is not "bad".
  const [b0, b1, b2] = [bytes[0], bytes[1], bytes[2]];
  if (
    b0 === 0xff &&
    b1 !== undefined &&
    b2 !== undefined &&
    (b1 & 0xe0) === 0xe0 &&
    (b1 & 0x06) !== 0 &&
    (b2 & 0xf0) !== 0xf0
  ) {
    return CONTAINERS.mp3;
  }
  return null;
}

/** Well-known non-audio formats, so the caller gets a more helpful message than "unknown". */
export function describeNonAudio(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return 'a PNG image';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'a JPEG image';
  if (startsWith(bytes, ascii('GIF8'))) return 'a GIF image';
  if (startsWith(bytes, ascii('%PDF'))) return 'a PDF document';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'a ZIP archive';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return 'a WebP image';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('AVI '), 8))
    return 'an AVI video';
  const head = bytes.subarray(0, 64);
  if (
    head.length > 0 &&
    head.every((b) => b === 0x09 || b === 0x0a || b === 0x0d || (b >= 0x20 && b < 0x7f))
  ) {
    return 'plain text';
  }
  return null;
}
