/**
 * `npm run check:html`: the outside validators on a production build (scripts/outside-validators.ts):
 * the W3C Nu Html Checker over every HTML file, structured-data-testing-tool (Google, Twitter,
 * Facebook presets) over every page, and linkinator over every page and what it links, loads or
 * names on this machine. Prints what they find and fails on any finding. `npm run test:e2e` runs
 * it on its build, before Playwright.
 *
 *   tsx scripts/check-html.ts [--dir build/client] [--url http://localhost:4173]
 *
 * The pages are checked as served: the check serves the build itself with Cloudflare Pages' engine
 * (scripts/host-engine.ts) at `--url`, by default the address the build was made for (the origin
 * of the home page's canonical URL; `npm run build:local` makes http://localhost:4173). Absolute
 * links to that address are checked too (against `--url` when given, e.g. for a build made for the
 * production domain). The engine answers an address without a file with the not-found page and
 * status 404, so a broken link cannot hide; stop `npm run preview` first if it uses that address.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';

import { pageModules } from './bundle-budget';
import { type RunningHost, startHostEngine } from './host-engine';
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

/**
 * The address a file of the build is served at (scripts/page-files.ts): `index.html` → `/`,
 * `a/b.html` → `/a/b`.
 */
export function pagePath(clientDir: string, file: string): string {
  const path = relative(clientDir, file).split(sep).join('/');
  if (path === 'index.html') return '/';
  return `/${path.replace(/\.html$/, '')}`;
}

/** The origin the build was made for: that of the home page's canonical URL. */
export function buildOrigin(clientDir: string): string | undefined {
  const file = join(clientDir, 'index.html');
  if (!existsSync(file)) return undefined;
  const href = /<link rel="canonical" href="([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1];
  return href ? new URL(href).origin : undefined;
}

/**
 * Serves `clientDir` at `origin` (on this machine) with Cloudflare Pages' engine, as `npm run
 * preview` does: an address without a file is a 404 there (the not-found page) unless a rule of
 * the build's `_redirects` serves the app at it, so a broken link or a missing image is found.
 */
async function serve(clientDir: string, origin: string): Promise<RunningHost> {
  const { hostname, port } = new URL(origin);
  if (!['localhost', '127.0.0.1'].includes(hostname) || !port) {
    throw new Error(
      `The build was made for ${origin}, which is not on this machine: serve the check elsewhere with --url http://127.0.0.1:<free port>.`,
    );
  }
  if (
    await fetch(`${origin}/`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(
      `Something already answers on ${origin} (\`npm run preview\`?): stop it, or serve the check elsewhere with --url http://127.0.0.1:<free port>.`,
    );
  }
  return startHostEngine({ engine: 'cloudflare', dir: clientDir, port: Number(port) });
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
  let server: RunningHost;
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
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { dir: { type: 'string', default: 'build/client' }, url: { type: 'string' } },
  });
  if (!(await checkHtml({ clientDir: values.dir, url: values.url }))) process.exit(1);
}
