/**
 * Serves a production build the way a static host would (`npm run preview`), by the build's own
 * host files (scripts/host-files.ts): first the rules of `_redirects` (a 301 from a story's old
 * addresses to its page, the app's paths rewritten to the SPA fallback with 200), as Cloudflare
 * Pages applies them before files; then prerendered pages and assets as files, hashed assets cached
 * forever; every other path gets `404.html` with status 404.
 *
 *   tsx scripts/serve-static.ts [--dir build/client] [--port 4173]
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import sirv from 'sirv';

import {
  NOT_FOUND_PAGE,
  REDIRECTS_FILE,
  SPA_FALLBACK,
  matchRedirect,
  parseRedirects,
} from './host-files';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: process.env.STATIC_DIR ?? 'build/client' },
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const dir = resolve(values.dir);
if (!existsSync(join(dir, SPA_FALLBACK)) || !existsSync(join(dir, NOT_FOUND_PAGE))) {
  console.error(`No build found in ${dir}. Run \`npm run build\` first.`);
  process.exit(1);
}
const notFoundPage = readFileSync(join(dir, NOT_FOUND_PAGE));
const rules = existsSync(join(dir, REDIRECTS_FILE))
  ? parseRedirects(readFileSync(join(dir, REDIRECTS_FILE), 'utf8'))
  : [];

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

const HTML_HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' };

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const rule = matchRedirect(rules, url.pathname);
  if (rule && rule.status >= 300 && rule.status < 400) {
    res.writeHead(rule.status, {
      Location: `${rule.to}${url.search}`,
      'Cache-Control': 'no-cache',
    });
    res.end();
    return;
  }
  const target = rule?.status === 200 ? resolve(dir, `.${rule.to}`) : undefined;
  if (target?.startsWith(`${dir}/`) && existsSync(target)) {
    // A rewrite: the target file's content at this address (the app's own paths).
    res.writeHead(200, HTML_HEADERS);
    res.end(readFileSync(target));
    return;
  }
  const notFound = () => {
    res.writeHead(404, HTML_HEADERS);
    res.end(notFoundPage);
  };
  // The host reads the rules file; it is not part of the site.
  if (url.pathname === `/${REDIRECTS_FILE}`) {
    notFound();
    return;
  }
  assets(req, res, notFound);
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${dir} on http://localhost:${values.port}`);
});
