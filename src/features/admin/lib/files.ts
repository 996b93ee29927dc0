import type { ImageKind, OutputType } from './image-processing';
import { extensionFor } from './image-processing';

/** The storage bucket of case-study images and logos. */
export const BUCKET = 'case-studies';

/** File types the file inputs and the drop area accept. */
export function isImage(file: { type: string }): boolean {
  return file.type.startsWith('image/');
}

/**
 * The name a prepared file gets in the bucket: a random number plus the extension of its type;
 * logos are prefixed `logo-`.
 */
export function storageFileName(
  type: OutputType,
  kind: ImageKind,
  random: () => number = Math.random,
): string {
  const number = Math.floor(random() * Number.MAX_SAFE_INTEGER);
  const name = `${number}.${extensionFor(type)}`;
  return kind === 'logo' ? `logo-${name}` : name;
}

/** The name of a smaller copy: the file's name with its width added (`123-800w.webp`). */
export function variantFileName(name: string, width: number): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)}-${width}w${name.slice(dot)}` : `${name}-${width}w`;
}

/** The object path of a public URL: its last path segment. */
export function storagePathFromUrl(url: string): string | null {
  try {
    const segment = new URL(url).pathname.split('/').filter(Boolean).pop();
    return segment ? decodeURIComponent(segment) : null;
  } catch {
    return null;
  }
}
