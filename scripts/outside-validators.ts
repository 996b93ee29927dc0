/**
 * Checks nobody here wrote, run on a production build (scripts/check-html.ts runs them all):
 *
 * - the W3C Nu Html Checker (npm `vnu-jar`, needs Java): every HTML file of the build. Errors and
 *   warnings count; its plain info messages do not (React writes void elements as `<meta …/>`,
 *   which it notes as info: "Trailing slash on void elements has no effect").
 * - structured-data-testing-tool with its Google, Twitter and Facebook presets: every page, as
 *   served. Failed tests count, and so do warnings but those of `ACCEPTED_SDTT_WARNINGS`.
 * - linkinator: every page and what it links, loads or names (links, images, scripts, styles,
 *   the URLs in the CSS, `#fragments`) on this machine; addresses elsewhere are skipped, so the
 *   check never reaches the internet.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { LinkChecker, LinkState } from 'linkinator';

const require = createRequire(import.meta.url);

/** One problem an outside checker reports. */
export type Finding = { tool: 'vnu' | 'sdtt' | 'linkinator'; where: string; message: string };

export function formatFinding({ tool, where, message }: Finding): string {
  return `  ✕ ${tool.padEnd(10)} ${where}: ${message}`;
}

// ---------------------------------------------------------------------------------------------
// W3C Nu Html Checker

export const JAVA_HELP = `The W3C Nu Html Checker (npm vnu-jar) needs Java 11 or newer, and \`java\` was not found.
Install a Java runtime:   sudo apt-get install -y default-jre-headless   (Debian/Ubuntu)
                          brew install openjdk                           (macOS)
then run the check again. (vnu-jar's own Java download is not used by this project.)`;

/** Whether `java` runs; `JAVA_HELP` says how to install it when not. */
export function hasJava(): boolean {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
}

/** One message of vnu's JSON output (`--format json`). */
type VnuMessage = {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
};

export type VnuReport = { findings: Finding[]; infos: number };

/** Whether a vnu message is a problem: errors, fatal errors and warnings are; plain info is not. */
function isProblem(message: VnuMessage): boolean {
  return message.type !== 'info' || message.subType === 'warning';
}

/** The findings of vnu's JSON output; `baseDir` shortens the file names. */
export function vnuFindings(json: string, baseDir: string): VnuReport {
  const { messages } = JSON.parse(json) as { messages: VnuMessage[] };
  const findings = messages.filter(isProblem).map((message): Finding => {
    const file = message.url?.startsWith('file:')
      ? relative(baseDir, fileURLToPath(message.url))
      : (message.url ?? '(no file)');
    const line = message.lastLine ?? message.firstLine;
    const column = message.firstColumn ?? message.lastColumn;
    const kind = message.subType ?? message.type;
    return {
      tool: 'vnu',
      where:
        line === undefined ? file : `${file}:${line}${column === undefined ? '' : `.${column}`}`,
      message: `${kind}: ${message.message}`,
    };
  });
  return { findings, infos: messages.length - findings.length };
}

/** The version of the Nu Html Checker that npm installed. */
export function vnuVersion(): string {
  return (require('vnu-jar/package.json') as { version: string }).version;
}

/** Runs the Nu Html Checker over `files` in one JVM. Throws when it cannot run (no Java). */
export function runVnu(files: readonly string[], baseDir: string): Promise<VnuReport> {
  if (!hasJava()) return Promise.reject(new Error(JAVA_HELP));
  const jar = require.resolve('vnu-jar/build/dist/vnu.jar');
  const args = ['-jar', jar, '--format', 'json', '--stdout', '--exit-zero-always', ...files];
  return new Promise((resolve, reject) => {
    const child = spawn('java', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new Error(`vnu exited with ${code}: ${stderr.trim() || stdout.trim()}`));
        return;
      }
      try {
        resolve(vnuFindings(stdout, baseDir));
      } catch (error) {
        reject(new Error(`vnu wrote no JSON report (${String(error)}): ${stderr.trim()}`));
      }
    });
  });
}

// ---------------------------------------------------------------------------------------------
// structured-data-testing-tool

/** One test of structured-data-testing-tool's result. */
type SdttTest = {
  test: string;
  description?: string;
  group?: string;
  groups?: string[];
  warning?: boolean;
  error?: { type?: string; message?: string };
};

export type SdttResult = {
  passed: SdttTest[];
  failed: SdttTest[];
  warnings: SdttTest[];
  schemas: string[];
};

type SdttPreset = { name: string };
type SdttModule = {
  structuredDataTest: (
    input: string | Buffer,
    options: { presets: SdttPreset[] },
  ) => Promise<SdttResult>;
};
type SdttPresets = Record<'Google' | 'Twitter' | 'Facebook', SdttPreset>;

/** The presets every page must pass. */
export const SDTT_PRESETS = ['Google', 'Twitter', 'Facebook'] as const;

/**
 * Warnings of the presets the site answers "no" to, each with the reason. Any other warning is a
 * finding.
 */
export const ACCEPTED_SDTT_WARNINGS: Readonly<Record<string, string>> = {
  '"twitter:site"': 'the company has no X (Twitter) account to name',
  '"twitter:creator"': 'the company has no X (Twitter) account to name',
};

export type SdttReport = { findings: Finding[]; accepted: number; schemas: string[] };

function describeTest(test: SdttTest): string {
  const group = test.groups?.join(' > ') ?? test.group ?? '';
  return `${group ? `${group}: ` : ''}${test.description ?? test.test} [${test.test}]`;
}

/** The findings of one page's result: its failed tests, and warnings not accepted. */
export function sdttFindings(result: SdttResult, where: string): SdttReport {
  const accepted = result.warnings.filter((test) => test.test in ACCEPTED_SDTT_WARNINGS);
  const findings: Finding[] = [
    ...result.failed.map((test) => ({ tool: 'sdtt' as const, where, message: describeTest(test) })),
    ...result.warnings
      .filter((test) => !(test.test in ACCEPTED_SDTT_WARNINGS))
      .map((test) => ({
        tool: 'sdtt' as const,
        where,
        message: `warning: ${describeTest(test)}`,
      })),
  ];
  return { findings, accepted: accepted.length, schemas: result.schemas };
}

function isSdttResult(value: unknown): value is SdttResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as SdttResult).failed) &&
    Array.isArray((value as SdttResult).warnings)
  );
}

/**
 * Tests one page (a URL it fetches, or the HTML itself) with the presets. The tool rejects when a
 * test fails, with the result in `res`; any other rejection (the page could not be read) is a
 * finding too.
 */
export async function runSdtt(input: string | Buffer, where: string): Promise<SdttReport> {
  const { structuredDataTest } = require('structured-data-testing-tool') as SdttModule;
  const presets = require('structured-data-testing-tool/presets') as SdttPresets;
  try {
    const result = await structuredDataTest(input, {
      presets: SDTT_PRESETS.map((name) => presets[name]),
    });
    return sdttFindings(result, where);
  } catch (error) {
    const res: unknown = (error as { res?: unknown }).res;
    if (isSdttResult(res)) return sdttFindings(res, where);
    const message = (error as { message?: string }).message ?? String(error);
    return { findings: [{ tool: 'sdtt', where, message }], accepted: 0, schemas: [] };
  }
}

// ---------------------------------------------------------------------------------------------
// linkinator

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether linkinator leaves a link alone: anything not on this machine (the check must not reach
 * the internet) and what is not fetched over HTTP (`mailto:`, `tel:`). A link that is not a URL
 * at all is checked, so linkinator reports it.
 */
export function isSkippedLink(link: string): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return true;
  return !LOOPBACK_HOSTS.has(url.hostname);
}

export type LinkReport = { findings: Finding[]; checked: number; skipped: number };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Crawls from `urls` (every page, and the scripts the pages name in inline code, which no HTML
 * parser sees) on this machine: every link, image, script, stylesheet, URL in CSS and `#fragment`
 * must resolve. `rewrite` sends links to the address the build was made for to where it is served.
 */
export async function runLinkinator(
  urls: readonly string[],
  rewrite?: { from: string; to: string },
): Promise<LinkReport> {
  const result = await new LinkChecker().check({
    path: [...urls],
    recurse: true,
    checkCss: true,
    checkFragments: true,
    concurrency: 10,
    timeout: 15_000,
    linksToSkip: (link) => Promise.resolve(isSkippedLink(link)),
    urlRewriteExpressions: rewrite
      ? [{ pattern: new RegExp(`^${escapeRegExp(rewrite.from)}(?=/|$)`), replacement: rewrite.to }]
      : [],
  });
  const broken = result.links.filter((link) => link.state === LinkState.BROKEN);
  return {
    findings: broken.map((link) => ({
      tool: 'linkinator',
      where: link.parent ?? link.url,
      message: `${link.url} answered ${link.status ?? 'nothing'}${describeFailure(link.failureDetails)}`,
    })),
    checked: result.links.filter((link) => link.state !== LinkState.SKIPPED).length,
    skipped: result.links.filter((link) => link.state === LinkState.SKIPPED).length,
  };
}

function describeFailure(details: readonly unknown[] | undefined): string {
  const error = details?.find((detail): detail is Error => detail instanceof Error);
  return error ? ` (${error.message})` : '';
}
