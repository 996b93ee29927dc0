/**
 * Prepares an image for the site in the admin's browser before it is uploaded: turned upright
 * (EXIF orientation), scaled down to fit phones and desktops, re-encoded as WebP (JPEG, or PNG for
 * logos, where the browser cannot encode WebP). Re-encoding writes only pixels, so camera metadata
 * such as GPS position, camera model and time never reaches the bucket. Animated images keep their
 * first frame.
 */

export type ImageKind = 'image' | 'logo';

export type Size = { width: number; height: number };

/**
 * Longest edge in pixels of the stored file, and the box its smaller copy fits in. Photos fill at
 * most a two-column page (about 800 CSS px, so 1600 px covers a 2× screen); on a phone they fill
 * the screen's width (about 364 CSS px on a 412 px phone, 640 px at its DPR of 1.75), so the copy
 * is 800 px wide even when the photo is upright (800×1067, not 600×800, which a phone would pass
 * over for the full file). Logos show at most about 200 CSS px wide.
 */
const IMAGE_PROFILES: Record<ImageKind, { maxEdge: number; variantBox: Size }> = {
  image: { maxEdge: 1600, variantBox: { width: 800, height: 1600 } },
  logo: { maxEdge: 800, variantBox: { width: 400, height: 400 } },
};

/** A smaller copy is made only when the stored file is at least this much larger than it. */
const VARIANT_MIN_GAIN = 1.25;

/** `size` scaled to fit `edge` on its longest side; never enlarged. */
export function fitWithin(size: Size, edge: number): Size {
  const longest = Math.max(size.width, size.height);
  if (longest <= edge) return { width: size.width, height: size.height };
  const scale = edge / longest;
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** `size` scaled to fit inside `box`; never enlarged. */
function fitInBox(size: Size, box: Size): Size {
  const scale = Math.min(1, box.width / size.width, box.height / size.height);
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** The sizes to store for a decoded image: the file itself and, when worth it, a smaller copy. */
export function plannedSizes(source: Size, kind: ImageKind): { main: Size; variant: Size | null } {
  const { maxEdge, variantBox } = IMAGE_PROFILES[kind];
  const main = fitWithin(source, maxEdge);
  const copy = fitInBox(main, variantBox);
  const variant = main.width >= copy.width * VARIANT_MIN_GAIN ? copy : null;
  return { main, variant };
}

export type OutputType = 'image/webp' | 'image/jpeg' | 'image/png';

/**
 * The types to try, in order: WebP first; then JPEG for photos, PNG for logos (a logo's
 * transparent background must stay transparent, which JPEG cannot do).
 */
export function outputTypes(kind: ImageKind): OutputType[] {
  return ['image/webp', kind === 'logo' ? 'image/png' : 'image/jpeg'];
}

/** Encoder quality per type (PNG is lossless). */
const QUALITY: Record<OutputType, number | undefined> = {
  'image/webp': 0.8,
  'image/jpeg': 0.85,
  'image/png': undefined,
};

/** The file extension of an output type. */
export function extensionFor(type: OutputType): string {
  return { 'image/webp': 'webp', 'image/jpeg': 'jpg', 'image/png': 'png' }[type];
}

export type Encoder = (
  canvas: HTMLCanvasElement,
  type: OutputType,
  quality: number | undefined,
) => Promise<Blob | null>;

const canvasToBlob: Encoder = (canvas, type, quality) =>
  new Promise((resolve) => canvas.toBlob(resolve, type, quality));

/**
 * Encodes `canvas` as the first of `types` the browser really produces. A canvas asked for a type
 * it cannot encode (Safari and WebP, for one) quietly returns PNG instead, so the answer's type is
 * what decides. `prepare` may repaint the canvas for a type (e.g. a white background for JPEG).
 */
export async function encodeFirstSupported(
  canvas: HTMLCanvasElement,
  types: readonly OutputType[],
  encode: Encoder = canvasToBlob,
  prepare: (type: OutputType) => HTMLCanvasElement = () => canvas,
): Promise<{ blob: Blob; type: OutputType }> {
  for (const type of types) {
    const blob = await encode(prepare(type), type, QUALITY[type]);
    if (blob && blob.type === type) return { blob, type };
  }
  throw new Error(`This browser can encode none of ${types.join(', ')}`);
}

/** Decodes a file upright (EXIF orientation applied). */
async function decode(file: Blob): Promise<CanvasImageSource & Size & { close?: () => void }> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (bitmapError) {
    // createImageBitmap cannot read SVG (and older browsers reject the options): an <img> can,
    // and applies EXIF orientation too.
    const url = URL.createObjectURL(file);
    try {
      const img = new Image();
      img.src = url;
      await img.decode();
      if (!img.naturalWidth || !img.naturalHeight) throw bitmapError;
      return Object.assign(img, { width: img.naturalWidth, height: img.naturalHeight });
    } finally {
      URL.revokeObjectURL(url);
    }
  }
}

function draw(source: CanvasImageSource, size: Size, background?: string): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas available');
  if (background) {
    context.fillStyle = background;
    context.fillRect(0, 0, size.width, size.height);
  }
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, size.width, size.height);
  return canvas;
}

type PreparedFile = Size & { blob: Blob };

export type PreparedImage = {
  type: OutputType;
  /** The file to show. */
  main: PreparedFile;
  /** A smaller copy for narrow screens, when the image is large enough to need one. */
  variant: PreparedFile | null;
};

/** Decodes, scales and re-encodes `file` for the bucket (see the top of this file). */
export async function prepareImage(file: Blob, kind: ImageKind): Promise<PreparedImage> {
  const source = await decode(file);
  try {
    const sizes = plannedSizes(source, kind);
    const mainCanvas = draw(source, sizes.main);
    // JPEG has no transparency: paint transparent parts white rather than black.
    const flatten = (canvas: HTMLCanvasElement) => (type: OutputType) =>
      type === 'image/jpeg' ? draw(canvas, canvas, '#fff') : canvas;
    const main = await encodeFirstSupported(
      mainCanvas,
      outputTypes(kind),
      undefined,
      flatten(mainCanvas),
    );
    let variant: PreparedFile | null = null;
    if (sizes.variant) {
      const variantCanvas = draw(mainCanvas, sizes.variant);
      const encoded = await encodeFirstSupported(
        variantCanvas,
        [main.type],
        undefined,
        flatten(variantCanvas),
      );
      variant = { blob: encoded.blob, ...sizes.variant };
    }
    return { type: main.type, main: { blob: main.blob, ...sizes.main }, variant };
  } finally {
    source.close?.();
  }
}
