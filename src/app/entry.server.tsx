/**
 * How React Router renders a page on the server (the prerender at build time, the dev server):
 * the whole page, every Suspense boundary finished and written in place. React's default outlines
 * large finished boundaries to the end of the document, to be moved into place by an inline script
 * (`$RC`): a prerendered page would then show those sections only once the script runs (never
 * without JavaScript), and shift the content below them when it does.
 */
import { renderToReadableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';

/** The longest a page may take to render. */
const RENDER_TIMEOUT_MS = 10_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  let status = responseStatusCode;
  const stream = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} />,
    {
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      // Never outline a finished boundary, however large (see above).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    },
  );
  await stream.allReady;
  responseHeaders.set('Content-Type', 'text/html');
  return new Response(request.method.toUpperCase() === 'HEAD' ? null : stream, {
    status,
    headers: responseHeaders,
  });
}
