/**
 * Serves a client build with a static host's own engine, on this machine and offline: Cloudflare
 * Pages' (`wrangler pages dev`: workerd with the Pages asset server, which reads `_redirects` and
 * `_headers`) or Netlify's (`netlify dev --offline`: its redirect and header engine over a static
 * server, with the repository's netlify.toml). `npm run preview`, the outside validators, the
 * end-to-end suite and the benchmarks serve builds this way, so what they check is what the host
 * does: which address answers, with which status, redirect and headers.
 *
 * Both are pinned in package.json to the last releases that run on Node 20, and started with their
 * telemetry and update checks off; both serve with no network at all (tried in a network namespace
 * of its own: Netlify's edge-function setup asks edge.netlify.com for a version and goes on when it
 * cannot). Netlify's engine sets up its edge functions with a Deno between 1.39 and 2.2 from PATH (or
 * downloads one): the repository's Deno 2.1 (local-supabase/deno-runtime.ts, Linux x64 only) is put
 * first on its PATH.
 *
 *   tsx scripts/host-engine.ts [--engine cloudflare|netlify] [--dir build/client] [--port 4173]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { parse, stringify } from 'smol-toml';

import { denoBinary } from '../local-supabase/deno-runtime';

export const HOST_ENGINES = ['cloudflare', 'netlify'] as const;
export type HostEngine = (typeof HOST_ENGINES)[number];

const require = createRequire(import.meta.url);

const WRANGLER = join(dirname(require.resolve('wrangler/package.json')), 'bin/wrangler.js');
const NETLIFY = join(dirname(require.resolve('netlify-cli/package.json')), 'bin/run.js');
const NETLIFY_TOML = resolve(dirname(new URL(import.meta.url).pathname), '../netlify.toml');

/** Whether `engine` can run here (Netlify's needs the repository's Deno 2.1: Linux x64). */
export function hostEngineAvailable(engine: HostEngine): boolean {
  return engine === 'cloudflare' || denoBinary('2.1') !== undefined;
}

/**
 * A folder for Netlify's engine to run in: the repository's netlify.toml with `dir` as the publish
 * folder. Netlify reads `_headers` and `_redirects` from the configured publish folder, whatever
 * folder `--dir` serves, so a build elsewhere (the end-to-end suite's) needs its own configuration.
 */
function netlifyProject(dir: string): string {
  const config = parse(readFileSync(NETLIFY_TOML, 'utf8'));
  const build =
    typeof config.build === 'object' && !Array.isArray(config.build) ? config.build : {};
  const project = mkdtempSync(join(tmpdir(), 'netlify-engine-'));
  writeFileSync(
    join(project, 'netlify.toml'),
    stringify({ ...config, build: { ...build, publish: dir } }),
  );
  return project;
}

/** The command that serves `dir` on 127.0.0.1:`port` with `engine`, where, and its environment. */
export function hostEngineCommand({
  engine,
  dir,
  port,
}: {
  engine: HostEngine;
  dir: string;
  port: number;
}): { command: string; args: string[]; cwd: string; env: Record<string, string> } {
  const directory = resolve(dir);
  if (engine === 'cloudflare') {
    return {
      cwd: process.cwd(),
      command: process.execPath,
      args: [
        WRANGLER,
        'pages',
        'dev',
        directory,
        '--ip',
        '127.0.0.1',
        '--port',
        String(port),
        // The newest date this release of the runtime accepts (a later one only warns and falls
        // back); nothing the static site does depends on it.
        '--compatibility-date',
        '2026-04-01',
        // Its devtools port would be the same for every instance; nothing here attaches to it.
        '--inspector-port',
        '0',
        '--log-level',
        'warn',
        '--show-interactive-dev-session=false',
      ],
      env: {
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_SEND_ERROR_REPORTS: 'false',
        // No banner means no check for a newer release.
        WRANGLER_HIDE_BANNER: 'true',
        // The `request.cf` object comes from a placeholder instead of workers.cloudflare.com.
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      },
    };
  }
  const deno = denoBinary('2.1');
  if (!deno)
    throw new Error("Netlify's engine needs Deno 2.1, which the repository has on Linux x64 only.");
  return {
    cwd: netlifyProject(directory),
    command: process.execPath,
    args: [
      NETLIFY,
      'dev',
      '--offline',
      '--dir',
      directory,
      '--port',
      String(port),
      '--functions-port',
      String(port + 2),
      '--no-open',
    ],
    env: {
      PATH: [dirname(deno), process.env.PATH ?? ''].join(delimiter),
      NETLIFY_TELEMETRY_DISABLED: '1',
      NO_UPDATE_NOTIFIER: '1',
      BROWSER: 'none',
    },
  };
}

/** Whether `url` answers now (any status). */
async function answersNow(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    // Read to the end: a body left unread holds its connection, which the engine may close (the
    // undici that linkinator installs as fetch's dispatcher then fails an assertion).
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/** Resolves once `url` answers (any status), rejects after `timeoutMs` or when `child` exits. */
async function answers(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the engine exited with ${child.exitCode}`);
    if (await answersNow(url)) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export type RunningHost = { url: string; stop: () => Promise<void> };

/**
 * Lines of the engines' logs that say nothing about the site: workerd reports, as an error with a
 * stack, every visitor that closed a connection before a response was written out (a page left
 * while it loaded); wrangler names its log file as it stops; empty lines.
 */
function isNoise(line: string): boolean {
  return /Broken pipe|Connection reset by peer|^\s*stack: \S*workerd|Logs were written to|^\s*$/.test(
    line,
  );
}

/**
 * Starts `engine` on `dir` and resolves once it answers on `port`. Its log is kept for an error
 * message, or also shown (`show`, without the noise). `ownGroup` starts it in a process group of its
 * own, which `stop` ends as a whole (the engines start workers of their own); without it, it stays
 * in this process's group, for a caller whose whole group is stopped from outside.
 */
export async function startHostEngine({
  engine,
  dir,
  port,
  timeoutMs = 90_000,
  show = false,
  ownGroup = true,
  env: extraEnv = {},
}: {
  engine: HostEngine;
  dir: string;
  port: number;
  timeoutMs?: number;
  /** `'errors'`: only what the engine writes to stderr (its request log stays out). */
  show?: boolean | 'errors';
  ownGroup?: boolean;
  /** Variables for the engine's process beside this process's own. */
  env?: Record<string, string>;
}): Promise<RunningHost> {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(
      `No build in ${dir}: run \`npm run build\` (or \`npm run build:local\`) first.`,
    );
  }
  const url = `http://127.0.0.1:${port}`;
  // Else the other server's answer would pass for this engine's, which cannot take the port.
  if (await answersNow(`${url}/`)) {
    throw new Error(`Something already answers on ${url}: stop it or choose another port.`);
  }
  const { command, args, cwd, env } = hostEngineCommand({ engine, dir, port });
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...extraEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: ownGroup && process.platform !== 'win32',
  });
  let log = '';
  for (const [from, to, shown] of [
    [child.stdout, process.stdout, show === true],
    [child.stderr, process.stderr, show !== false],
  ] as const) {
    createInterface({ input: from }).on('line', (line) => {
      log = `${log.slice(-8000)}${line}\n`;
      if (shown && !isNoise(line)) to.write(`${line}\n`);
    });
  }
  const stop = async () => {
    if (cwd !== process.cwd()) rmSync(cwd, { recursive: true, force: true });
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((done) => child.once('exit', done));
    try {
      process.kill(ownGroup && process.platform !== 'win32' ? -child.pid : child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
    await Promise.race([exited, new Promise((done) => setTimeout(done, 5_000))]);
  };
  try {
    await answers(`${url}/`, child, timeoutMs);
  } catch (error) {
    await stop();
    throw new Error(`${engine} engine on ${dir}: ${String(error)}\n${log.slice(-4000)}`);
  }
  return { url, stop };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      engine: { type: 'string', default: 'cloudflare' },
      dir: { type: 'string', default: 'build/client' },
      port: { type: 'string', default: process.env.PORT ?? '4173' },
    },
  });
  const engine = values.engine as HostEngine;
  if (!HOST_ENGINES.includes(engine)) {
    console.error(`--engine must be one of ${HOST_ENGINES.join(', ')}`);
    process.exit(1);
  }
  try {
    // In this process's group: a terminal's Ctrl-C, or a test runner stopping the group, ends both.
    const host = await startHostEngine({
      engine,
      dir: values.dir,
      port: Number(values.port),
      show: true,
      ownGroup: false,
    });
    const name = engine === 'cloudflare' ? "Cloudflare Pages'" : "Netlify's";
    console.log(`Serving ${values.dir} with ${name} own engine on ${host.url}`);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => void host.stop().then(() => process.exit(0)));
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
