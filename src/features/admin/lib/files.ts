/** The storage bucket of case-study images and logos (SPEC.md §3). */
export const BUCKET = 'case-studies';

/** File types the file inputs and the drop area accept. */
export function isImage(file: { type: string }): boolean {
  return file.type.startsWith('image/');
}

function extensionOf(file: { name: string; type: string }): string {
  const dot = file.name.lastIndexOf('.');
  if (dot > 0 && dot < file.name.length - 1) return file.name.slice(dot + 1).toLowerCase();
  // No extension in the name: fall back to the type's subtype (image/png → png).
  return (file.type.split('/')[1] ?? 'bin').replace(/\W.*$/, '') || 'bin';
}

/**
 * The name a file gets in the bucket: a random number plus the original extension; logos are
 * prefixed `logo-` (SPEC.md §3).
 */
export function storageFileName(
  file: { name: string; type: string },
  kind: 'image' | 'logo',
  random: () => number = Math.random,
): string {
  const number = Math.floor(random() * Number.MAX_SAFE_INTEGER);
  const name = `${number}.${extensionOf(file)}`;
  return kind === 'logo' ? `logo-${name}` : name;
}

/** The object path of a public URL: its last path segment (SPEC.md §7 call 18). */
export function storagePathFromUrl(url: string): string | null {
  try {
    const segment = new URL(url).pathname.split('/').filter(Boolean).pop();
    return segment ? decodeURIComponent(segment) : null;
  } catch {
    return null;
  }
}
