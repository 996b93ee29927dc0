/**
 * Story images served by the site itself. At build time the case-study loaders name the site's
 * copies of the files in the Supabase project's public storage (`/media/<bucket>/<file>` for
 * `<api>/storage/v1/object/public/<bucket>/<file>`, `siteCopyPath` in src/lib/case-study-images.ts).
 * After the prerender this finds every such path in the prerendered pages and their `.data` files
 * and downloads the file from storage into the client build, so a phone loads a story's photo over
 * the connection that brought the page instead of first opening one to the project (DNS, TCP and
 * TLS to another host: about half a second of slow 4G before the photo's first byte).
 *
 * The pages are the list of what to copy, so nothing they name can be missing: a file that cannot
 * be downloaded fails the build, as a failed read of the stories does.
 *
 * Wired into react-router.config.ts (`buildEnd`), so `npm run build` and the e2e build both get it.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';

import { SITE_MEDIA_PREFIX, storageUrlOfCopy } from '../src/lib/case-study-images.ts';

/**
 * A site copy's path as it stands in HTML attributes, `srcset` lists, JSON and the JavaScript
 * strings of the inline route data: it ends at a quote, backslash, space, comma or bracket.
 */
const SITE_COPY = new RegExp(`${SITE_MEDIA_PREFIX}[^/"'\\\\\\s,<>()]+/[^"'\\\\\\s,<>()]+`, 'g');

export class SiteMediaError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SiteMediaError';
  }
}

/** Every site copy `text` names, each once. */
export function siteCopiesNamed(text: string): string[] {
  return [...new Set(text.match(SITE_COPY) ?? [])];
}

/** The prerendered pages and their route data: every `.html` and `.data` file of the build. */
function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(path);
    return /\.(html|data)$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Downloads every storage file the pages in `clientDir` name as a site copy into `clientDir`
 * (`/media/<bucket>/<file>`); returns the paths copied.
 */
export async function copySiteMediaInBuild(
  clientDir: string,
  apiUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string[]> {
  const paths = [
    ...new Set(pageFiles(clientDir).flatMap((file) => siteCopiesNamed(readFileSync(file, 'utf8')))),
  ].sort();
  const root = resolve(clientDir);
  await Promise.all(
    paths.map(async (path) => {
      let target = '';
      try {
        target = resolve(root, `.${decodeURIComponent(path)}`);
      } catch {
        throw new SiteMediaError(`A page names a file by a malformed path: ${path}`);
      }
      if (!target.startsWith(`${root}${sep}`)) {
        throw new SiteMediaError(`A page names a file outside the build: ${path}`);
      }
      const source = storageUrlOfCopy(path, apiUrl) ?? '';
      let response: Response;
      try {
        response = await fetchImpl(source, { signal: AbortSignal.timeout(30_000) });
      } catch (error) {
        throw new SiteMediaError(
          `Cannot copy ${source} into the build: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      }
      if (!response.ok) {
        throw new SiteMediaError(
          `Cannot copy ${source} into the build: the storage answered ${response.status}.`,
        );
      }
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, Buffer.from(await response.arrayBuffer()));
    }),
  );
  return paths;
}
