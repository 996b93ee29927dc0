import { describe, expect, it } from 'vitest';

import {
  type Encoder,
  encodeFirstSupported,
  extensionFor,
  fitWithin,
  outputTypes,
  plannedSizes,
} from './image-processing';

describe('fitWithin', () => {
  it('scales the longest edge down to the limit and keeps the aspect ratio', () => {
    expect(fitWithin({ width: 4032, height: 3024 }, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin({ width: 3024, height: 4032 }, 1600)).toEqual({ width: 1200, height: 1600 });
  });

  it('never enlarges', () => {
    expect(fitWithin({ width: 640, height: 480 }, 1600)).toEqual({ width: 640, height: 480 });
  });

  it('keeps at least one pixel on a very thin image', () => {
    expect(fitWithin({ width: 10_000, height: 2 }, 1600)).toEqual({ width: 1600, height: 1 });
  });
});

describe('plannedSizes', () => {
  it('stores a phone photo at 1600 px with a copy of 800 px', () => {
    expect(plannedSizes({ width: 4032, height: 3024 }, 'image')).toEqual({
      main: { width: 1600, height: 1200 },
      variant: { width: 800, height: 600 },
    });
  });

  it('makes the copy of an upright phone photo 800 px wide, what a phone screen needs', () => {
    expect(plannedSizes({ width: 3024, height: 4032 }, 'image')).toEqual({
      main: { width: 1200, height: 1600 },
      variant: { width: 800, height: 1067 },
    });
  });

  it('makes no smaller copy of an image that is barely larger than it', () => {
    expect(plannedSizes({ width: 900, height: 600 }, 'image')).toEqual({
      main: { width: 900, height: 600 },
      variant: null,
    });
    expect(plannedSizes({ width: 1000, height: 600 }, 'image').variant).toEqual({
      width: 800,
      height: 480,
    });
  });

  it('keeps logos smaller: 800 px with a copy of 400 px', () => {
    expect(plannedSizes({ width: 2400, height: 600 }, 'logo')).toEqual({
      main: { width: 800, height: 200 },
      variant: { width: 400, height: 100 },
    });
    expect(plannedSizes({ width: 240, height: 64 }, 'logo')).toEqual({
      main: { width: 240, height: 64 },
      variant: null,
    });
  });
});

describe('output types', () => {
  it('tries WebP first, then JPEG for photos and PNG (transparency) for logos', () => {
    expect(outputTypes('image')).toEqual(['image/webp', 'image/jpeg']);
    expect(outputTypes('logo')).toEqual(['image/webp', 'image/png']);
    expect(outputTypes('image').map(extensionFor)).toEqual(['webp', 'jpg']);
  });
});

describe('encodeFirstSupported', () => {
  const canvas = {} as HTMLCanvasElement;

  /** A canvas that encodes only `supported` and answers PNG for anything else, like browsers do. */
  function encoderFor(supported: string[], asked: string[] = []): Encoder {
    return (_canvas, type, quality) => {
      asked.push(`${type}@${quality ?? '-'}`);
      return Promise.resolve(
        new Blob(['x'], { type: supported.includes(type) ? type : 'image/png' }),
      );
    };
  }

  it('uses WebP where the browser encodes it', async () => {
    const asked: string[] = [];
    const result = await encodeFirstSupported(
      canvas,
      outputTypes('image'),
      encoderFor(['image/webp', 'image/jpeg'], asked),
    );
    expect(result.type).toBe('image/webp');
    expect(result.blob.type).toBe('image/webp');
    expect(asked).toEqual(['image/webp@0.8']);
  });

  it('falls back to JPEG when the canvas quietly answers another type for WebP', async () => {
    const asked: string[] = [];
    const result = await encodeFirstSupported(
      canvas,
      outputTypes('image'),
      encoderFor(['image/jpeg'], asked),
    );
    expect(result.type).toBe('image/jpeg');
    expect(asked).toEqual(['image/webp@0.8', 'image/jpeg@0.85']);
  });

  it('falls back to PNG for logos, and repaints the canvas for the type when asked', async () => {
    const painted: string[] = [];
    const result = await encodeFirstSupported(canvas, outputTypes('logo'), encoderFor([]), (t) => {
      painted.push(t);
      return canvas;
    });
    expect(result.type).toBe('image/png');
    expect(painted).toEqual(['image/webp', 'image/png']);
  });

  it('fails when no type can be encoded', async () => {
    await expect(
      encodeFirstSupported(canvas, ['image/webp'], () => Promise.resolve(null)),
    ).rejects.toThrow(/can encode none/);
  });
});
