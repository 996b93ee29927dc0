/**
 * A stand-in for a photo straight from a phone: a 4032×3024 JPEG of a few megabytes, stored
 * sideways with an EXIF orientation tag (as phones do) and carrying a GPS position. Made in the
 * browser's canvas at test time, so no large file sits in the repository.
 */
import type { Page } from '@playwright/test';

const PHOTO_WIDTH = 4032;
const PHOTO_HEIGHT = 3024;

/** Where the photo says it was taken (degrees): its bytes carry these as EXIF rationals. */
const PHOTO_GPS = { latitude: 53.5511, longitude: 9.9937 };

/** EXIF orientation 6: the stored pixels must be turned 90° clockwise to be upright. */
const ORIENTATION_ROTATE_90 = 6;

/** A JPEG of the canvas: soft shapes plus fine grain, so it compresses like a photo, not a flat test card. */
async function canvasJpeg(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2D canvas');
      const sky = ctx.createLinearGradient(0, 0, 0, h);
      sky.addColorStop(0, '#4a78b5');
      sky.addColorStop(0.55, '#d9c7a3');
      sky.addColorStop(1, '#5b6b3a');
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, w, h);
      // A fixed pseudo-random sequence (no named helper: the page gets this function's source).
      let seed = 42;
      const r: number[] = [];
      for (let i = 0; i < 2000; i++) r.push((seed = (seed * 16807) % 2147483647) / 2147483647);
      for (let i = 0; i < 400; i++) {
        const [hue = 0, light = 0, x = 0, y = 0, radius = 0] = r.slice(i * 5, i * 5 + 5);
        ctx.fillStyle = `hsla(${hue * 360}, 45%, ${30 + light * 40}%, 0.35)`;
        ctx.beginPath();
        ctx.arc(x * w, y * h, 20 + radius * 300, 0, Math.PI * 2);
        ctx.fill();
      }
      // Sensor grain: what makes real photos large.
      const grain = ctx.getImageData(0, 0, w, h);
      const data = grain.data;
      for (let p = 0; p < data.length; p += 4) {
        seed = (seed * 16807) % 2147483647;
        const n = (seed / 2147483647 - 0.5) * 28;
        data[p] = (data[p] ?? 0) + n;
        data[p + 1] = (data[p + 1] ?? 0) + n;
        data[p + 2] = (data[p + 2] ?? 0) + n;
      }
      ctx.putImageData(grain, 0, 0);
      const blob = await new Promise<Blob | null>((resolve) =>
        canvas.toBlob(resolve, 'image/jpeg', 0.9),
      );
      if (!blob) throw new Error('canvas could not encode JPEG');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      }
      return btoa(binary);
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

/** Degrees as three EXIF rationals: degrees, minutes, seconds×1000. */
function dms(value: number): [number, number][] {
  const degrees = Math.floor(value);
  const minutes = Math.floor((value - degrees) * 60);
  const seconds = Math.round(((value - degrees) * 60 - minutes) * 60 * 1000);
  return [
    [degrees, 1],
    [minutes, 1],
    [seconds, 1000],
  ];
}

/** An APP1 segment with a little-endian TIFF: IFD0 (Orientation, GPS pointer) and a GPS IFD. */
function exifSegment(orientation: number, gps: { latitude: number; longitude: number }): Buffer {
  const tiff = Buffer.alloc(140);
  tiff.write('II', 0, 'ascii');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4); // IFD0 offset
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    if (type === 3) tiff.writeUInt16LE(value, at + 8);
    else tiff.writeUInt32LE(value, at + 8);
  };
  const ascii = (at: number, tag: number, text: string) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(2, at + 2);
    tiff.writeUInt32LE(2, at + 4);
    tiff.write(`${text}\0`, at + 8, 'ascii');
  };
  // IFD0 at 8: two entries, ends at 38.
  tiff.writeUInt16LE(2, 8);
  entry(10, 0x0112, 3, 1, orientation); // Orientation, SHORT
  entry(22, 0x8825, 4, 1, 38); // GPSInfo IFD pointer, LONG
  tiff.writeUInt32LE(0, 34);
  // GPS IFD at 38: four entries, ends at 92; rationals at 92 and 116.
  tiff.writeUInt16LE(4, 38);
  ascii(40, 0x0001, 'N');
  entry(52, 0x0002, 5, 3, 92);
  ascii(64, 0x0003, 'E');
  entry(76, 0x0004, 5, 3, 116);
  tiff.writeUInt32LE(0, 88);
  for (const [offset, value] of [
    [92, gps.latitude],
    [116, gps.longitude],
  ] as const) {
    dms(value).forEach(([numerator, denominator], i) => {
      tiff.writeUInt32LE(numerator, offset + i * 8);
      tiff.writeUInt32LE(denominator, offset + i * 8 + 4);
    });
  }
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'binary'), tiff]);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

/**
 * The phone photo: landscape pixels 4032×3024 stored with orientation 6, so it shows upright as a
 * 3024×4032 portrait, and with a GPS position in its EXIF data.
 */
export async function phonePhoto(page: Page): Promise<Buffer> {
  const jpeg = await canvasJpeg(page, PHOTO_WIDTH, PHOTO_HEIGHT);
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG');
  return Buffer.concat([
    jpeg.subarray(0, 2),
    exifSegment(ORIENTATION_ROTATE_90, PHOTO_GPS),
    jpeg.subarray(2),
  ]);
}

/** Whether the bytes hold EXIF data (an `Exif\0\0` block, in JPEG APP1 or a WebP EXIF chunk). */
export function hasExif(bytes: Buffer): boolean {
  return bytes.includes(Buffer.from('Exif\0\0', 'binary')) || isWebpWithChunk(bytes, 'EXIF');
}

function isWebpWithChunk(bytes: Buffer, chunk: string): boolean {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP') {
    return false;
  }
  for (let at = 12; at + 8 <= bytes.length;) {
    if (bytes.toString('ascii', at, at + 4) === chunk) return true;
    at += 8 + bytes.readUInt32LE(at + 4) + (bytes.readUInt32LE(at + 4) % 2);
  }
  return false;
}

/** The pixel size of a WebP file (lossy, lossless or extended), read from its header. */
export function webpSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP') {
    throw new Error('not a WebP file');
  }
  const kind = bytes.toString('ascii', 12, 16);
  if (kind === 'VP8X') {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  if (kind === 'VP8 ') {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (kind === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  throw new Error(`unknown WebP chunk ${kind}`);
}
