/** A file the stand-in storage holds: its bytes, and the content type it is served with if any. */
export type StoredFile = string | { body: string; type: string };

/**
 * For tests of build steps that read a Supabase project's public storage: a `fetch` that answers
 * each URL of `files` with its bytes (and content type), 404 for the rest, and records every URL
 * asked for.
 */
export function storageStandIn(files: Record<string, StoredFile>): {
  fetch: typeof fetch;
  asked: string[];
} {
  const asked: string[] = [];
  const fetchImpl = (input: string | URL | Request) => {
    const url = String(input);
    asked.push(url);
    const file = files[url];
    if (file === undefined) return Promise.resolve(new Response('not found', { status: 404 }));
    return Promise.resolve(
      typeof file === 'string'
        ? new Response(file)
        : new Response(file.body, { headers: { 'content-type': file.type } }),
    );
  };
  return { fetch: fetchImpl as typeof fetch, asked };
}
