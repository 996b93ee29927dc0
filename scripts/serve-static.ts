/**
 * Serves a production build the way a static host would (`npm run preview`): prerendered pages as
 * files, every other path rewritten to the SPA fallback, hashed assets cached forever.
 *
 *   tsx scripts/serve-static.ts [--dir build/client] [--port 4173]
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: process.env.STATIC_DIR ?? 'build/client' },
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const dir = resolve(values.dir);
const fallbackFile = join(dir, '__spa-fallback.html');
if (!existsSync(fallbackFile)) {
  console.error(`No build found in ${dir}. Run \`npm run build\` first.`);
  process.exit(1);
}
const fallback = readFileSync(fallbackFile);

const assets = sirv(dir, {
  dev: false,
  etag: true,
  gzip: true,
  brotli: true,
  extensions: ['html'],
  setHeaders(res, pathname) {
    if (pathname.startsWith('/assets/')) {
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    }
  },
});

const server = createServer((req, res) => {
  assets(req, res, () => {
    // Client routes without a prerendered page (e.g. /auth, /case-studies/<id>, unknown paths).
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(fallback);
  });
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${dir} on http://localhost:${values.port}`);
});
