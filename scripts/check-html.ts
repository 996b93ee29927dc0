/**
 * `npm run check:html`: the outside validators on a production build (scripts/outside-validators.ts):
 * the W3C Nu Html Checker over every HTML file, structured-data-testing-tool (Google, Twitter,
 * Facebook presets) over every page, and linkinator over every page and what it links, loads or
 * names on this machine. Prints what they find and fails on any finding. `npm run test:e2e` runs
 * it on its build, before Playwright.
 *
 *   tsx scripts/check-html.ts [--dir build/client] [--url http://localhost:4173]
 *
 * The pages are checked as served: the check serves the build itself at `--url`, by default the
 * address the build was made for (the origin of the home page's canonical URL; `npm run build:local`
 * makes http://localhost:4173). Absolute links to that address are checked too (against `--url`
 * when given, e.g. for a build made for the production domain). Its server answers
 * an address without a file with 404 (a static host would serve the SPA fallback), so a broken link
 * cannot hide behind the fallback; stop `npm run preview` first if it uses that address.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import { join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';

import { pageModules } from './bundle-budget';
import {
  ACCEPTED_SDTT_WARNINGS,
  type Finding,
  JAVA_HELP,
  SDTT_PRESETS,
  formatFinding,
  hasJava,
  runLinkinator,
  runSdtt,
  runVnu,
  vnuVersion,
} from './outside-validators';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return htmlFiles(path);
      return entry.name.endsWith('.html') ? [path] : [];
    })
    .sort();
}

/** The address a file of the build is served at: `a/b/index.html` → `/a/b`, `x.html` → `/x.html`. */
export function pagePath(clientDir: string, file: string): string {
  const path = relative(clientDir, file).split(sep).join('/');
  if (path === 'index.html') return '/';
  return `/${path.endsWith('/index.html') ? path.slice(0, -'/index.html'.length) : path}`;
}

/** The origin the build was made for: that of the home page's canonical URL. */
export function buildOrigin(clientDir: string): string | undefined {
  const file = join(clientDir, 'index.html');
  if (!existsSync(file)) return undefined;
  const href = /<link rel="canonical" href="([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1];
  return href ? new URL(href).origin : undefined;
}

/**
 * Addresses only the app renders (no prerendered page): the check's server answers them with the
 * SPA fallback, as a static host does. Any other address without a file is a 404 there, so a
 * broken link or a missing image is found (a static host would answer it with the fallback and
 * status 200, which no link checker can tell from a page).
 */
const SPA_ONLY_PATHS = [/^\/auth\/?$/, /^\/admin(\/|$)/];

/**
 * Serves `clientDir` at `origin` (on this machine) like scripts/serve-static.ts, but strictly:
 * 404 for an address without a file, but those of `SPA_ONLY_PATHS`.
 */
async function serve(clientDir: string, origin: string): Promise<Server> {
  const { hostname, port } = new URL(origin);
  if (!['localhost', '127.0.0.1'].includes(hostname) || !port) {
    throw new Error(
      `The build was made for ${origin}, which is not on this machine: serve the check elsewhere with --url http://127.0.0.1:<free port>.`,
    );
  }
  const fallback = readFileSync(join(clientDir, '__spa-fallback.html'));
  const files = sirv(clientDir, { dev: false, extensions: ['html'] });
  const server = createServer((req, res) => {
    files(req, res, () => {
      const { pathname } = new URL(req.url ?? '/', origin);
      const spa = SPA_ONLY_PATHS.some((path) => path.test(pathname));
      res.writeHead(spa ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(spa ? fallback : 'Not found');
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      fail(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Something already answers on ${origin} (\`npm run preview\`?): stop it, or serve the check elsewhere with --url http://127.0.0.1:<free port>.`,
            )
          : error,
      ),
    );
    server.listen(Number(port), '127.0.0.1', done);
  });
  return server;
}

/**
 * Runs the three checkers on a client build served at `url` (default: the address it was made
 * for); prints a summary and every finding. True when nothing was found.
 */
export async function checkHtml({
  clientDir,
  url,
}: {
  clientDir: string;
  url?: string;
}): Promise<boolean> {
  const dir = resolve(clientDir);
  if (!hasJava()) {
    console.error(JAVA_HELP);
    return false;
  }
  const madeFor = buildOrigin(dir);
  const origin = url ? new URL(url).origin : madeFor;
  if (!origin) {
    console.error(`No build in ${dir} (no index.html with a canonical URL): build it first.`);
    return false;
  }
  const files = htmlFiles(dir);
  const pages = files.map((file) => `${origin}${pagePath(dir, file)}`);
  const scripts = [
    ...new Set(files.flatMap((file) => pageModules(readFileSync(file, 'utf8')))),
  ].map((href) => `${origin}${href}`);

  console.log(
    `Outside validators on ${relative(process.cwd(), dir) || '.'} (served at ${origin}):`,
  );
  let server: Server;
  try {
    server = await serve(dir, origin);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return false;
  }
  try {
    const [vnu, sdtt, links] = await Promise.all([
      runVnu(files, dir),
      (async () => {
        const reports = [];
        for (const page of pages) reports.push(await runSdtt(page, new URL(page).pathname));
        return reports;
      })(),
      runLinkinator(
        [...pages, ...scripts],
        madeFor && madeFor !== origin ? { from: madeFor, to: origin } : undefined,
      ),
    ]);
    const sdttFindings = sdtt.flatMap((report) => report.findings);
    const accepted = sdtt.reduce((total, report) => total + report.accepted, 0);
    const schemas = [...new Set(sdtt.flatMap((report) => report.schemas))].sort();
    console.log(
      `  W3C Nu Html Checker ${vnuVersion()}: ${files.length} files, ${vnu.findings.length} errors and warnings (${vnu.infos} info messages not counted)`,
    );
    console.log(
      `  structured-data-testing-tool (${SDTT_PRESETS.join(', ')}): ${pages.length} pages, schemas ${schemas.join(', ') || 'none'}, ${sdttFindings.length} failed tests and warnings (${accepted} accepted: ${Object.entries(
        ACCEPTED_SDTT_WARNINGS,
      )
        .map(([test, why]) => `${test}, ${why}`)
        .join('; ')})`,
    );
    console.log(
      `  linkinator: ${links.checked} links checked, ${links.findings.length} broken (${links.skipped} outside this machine or not HTTP, skipped)`,
    );
    const findings: Finding[] = [...vnu.findings, ...sdttFindings, ...links.findings];
    for (const finding of findings) console.error(formatFinding(finding));
    if (findings.length > 0) {
      console.error(`The outside validators found ${findings.length} problems.`);
      return false;
    }
    return true;
  } catch (error) {
    console.error(`The outside validators could not run: ${String(error)}`);
    return false;
  } finally {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { dir: { type: 'string', default: 'build/client' }, url: { type: 'string' } },
  });
  if (!(await checkHtml({ clientDir: values.dir, url: values.url }))) process.exit(1);
}
