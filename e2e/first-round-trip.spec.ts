/**
 * Every page of the sitemap arrives in the first round trip of a new connection, as Cloudflare
 * Pages' engine serves it to Chromium: the compressed page and the response's headers within the
 * ten packets (14,600 bytes) a server sends before it waits for an answer. A page over it is read
 * one round trip later (150 ms on Lighthouse's phone). Counted as Chromium counts a response's transfer size, which is
 * what Lighthouse's model of the phone's network reads (the local engine answers Chromium's
 * `Accept-Encoding` with gzip; Cloudflare's edge with brotli, which is smaller).
 */
import { sitemapPaths } from '../scripts/seo-files';
import { expect, pageWithoutScript, test } from './fixtures';

/** What a new connection delivers before the server waits for an acknowledgement. */
const FIRST_ROUND_TRIP = 14_600;

test('every page of the sitemap arrives in the first round trip of a new connection', async ({
  browser,
  request,
}) => {
  // The documents alone: without scripts nothing else the pages load is waited for.
  const { page, context } = await pageWithoutScript(browser);
  // Pages only: nothing they load afterwards is counted or needed.
  await page.route(/\/assets\/|\/case-studies\/.+\.(png|svg|jpe?g|webp)$/, (route) =>
    route.abort(),
  );
  const paths = sitemapPaths(await (await request.get('/sitemap.xml')).text());
  expect(paths.length).toBeGreaterThan(20);
  const over: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path, { waitUntil: 'commit' });
    if (!response) throw new Error(`${path}: no response`);
    expect(response.status(), path).toBe(200);
    const sizes = await response.request().sizes();
    const bytes = sizes.responseHeadersSize + sizes.responseBodySize;
    if (bytes > FIRST_ROUND_TRIP) over.push(`${path}: ${bytes} bytes`);
  }
  expect(over).toEqual([]);
  await context.close();
});
