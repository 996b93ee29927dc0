/**
 * Serves a production build the way a static host would (`npm run preview`): prerendered pages as
 * files, every other path rewritten to the SPA fallback, hashed assets cached forever.
 *
 *   tsx scripts/serve-static.ts [--dir build/client] [--port 4173]
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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

/**
 * Static hosts and CDNs compress text responses; sirv serves precompressed siblings (`x.js.br`,
 * `x.js.gz`), so write them for every text file that lacks them or changed since.
 */
function isStale(file: string, compressed: string): boolean {
  return !existsSync(compressed) || statSync(compressed).mtimeMs < statSync(file).mtimeMs;
}

function precompress(folder: string): void {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = join(folder, entry.name);
    if (entry.isDirectory()) precompress(file);
    else if (/\.(html|js|css|svg|json|xml|txt)$/.test(entry.name) && isStale(file, `${file}.br`)) {
      const content = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(content));
    }
  }
}
precompress(dir);

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
