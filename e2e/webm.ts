/**
 * Just enough WebM (Matroska/EBML) reading for the voice test to tell that it received a real
 * recording: the EBML magic, the DocType, the codec and how long the audio lasts (from the
 * cluster and block timecodes; MediaRecorder writes no Duration element while it streams).
 */

export type WebmSummary = {
  docType: string | undefined;
  codecs: string[];
  blocks: number;
  /** Timecode of the last block, in seconds (the recording's length, give or take a frame). */
  durationSeconds: number;
};

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const CODEC_ID = 0x86;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
/** Master elements we walk into (their size may be "unknown" in a live recording). */
const MASTERS = new Set([EBML, SEGMENT, TRACKS, TRACK_ENTRY, INFO, CLUSTER, BLOCK_GROUP]);

function readVint(bytes: Uint8Array, at: number, keepMarker: boolean) {
  const first = bytes[at];
  if (first === undefined || first === 0)
    throw new Error(`bad EBML variable-size integer at ${at}`);
  const length = Math.clz32(first) - 23; // 1..8
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[at + i] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readUint(bytes: Uint8Array, at: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + (bytes[at + i] ?? 0);
  return value;
}

export function summarizeWebm(bytes: Uint8Array): WebmSummary {
  if (readUint(bytes, 0, 4) !== EBML) throw new Error('not EBML: the magic 1A45DFA3 is missing');
  const summary: WebmSummary = { docType: undefined, codecs: [], blocks: 0, durationSeconds: 0 };
  let timecodeScale = 1_000_000; // ns per tick (Matroska default: 1 ms)
  let clusterTime = 0;
  let lastBlockTicks = 0;
  let at = 0;
  const ends: number[] = [];
  while (at < bytes.length) {
    while (ends.length && at >= (ends.at(-1) ?? Infinity)) ends.pop();
    const id = readVint(bytes, at, true);
    const size = readVint(bytes, at + id.length, false);
    const start = at + id.length + size.length;
    const end = size.unknown ? bytes.length : start + size.value;
    if (MASTERS.has(id.value)) {
      if (!size.unknown) ends.push(end);
      at = start;
      continue;
    }
    const text = () => new TextDecoder().decode(bytes.subarray(start, end));
    if (id.value === DOC_TYPE) summary.docType = text();
    else if (id.value === CODEC_ID) summary.codecs.push(text());
    else if (id.value === TIMECODE_SCALE) timecodeScale = readUint(bytes, start, size.value);
    else if (id.value === CLUSTER_TIMECODE) clusterTime = readUint(bytes, start, size.value);
    else if (id.value === SIMPLE_BLOCK || id.value === BLOCK) {
      const track = readVint(bytes, start, false);
      const raw = readUint(bytes, start + track.length, 2);
      const relative = raw >= 0x8000 ? raw - 0x10000 : raw;
      lastBlockTicks = Math.max(lastBlockTicks, clusterTime + relative);
      summary.blocks++;
    }
    at = end;
  }
  summary.durationSeconds = (lastBlockTicks * timecodeScale) / 1e9;
  return summary;
}

/** Length of a PCM WAV file in seconds, from its header. */
export function wavDurationSeconds(wav: Uint8Array): number {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const byteRate = view.getUint32(28, true);
  let at = 12;
  while (at + 8 <= wav.length) {
    const chunk = String.fromCharCode(...wav.subarray(at, at + 4));
    const size = view.getUint32(at + 4, true);
    if (chunk === 'data') return size / byteRate;
    at += 8 + size + (size % 2);
  }
  throw new Error('WAV has no data chunk');
}
