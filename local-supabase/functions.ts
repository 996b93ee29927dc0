/**
 * Edge Functions (`/functions/v1/<name>`): each `supabase/functions/<name>/index.ts` runs in real
 * Deno (the `deno` npm package), one worker per function on a free port, started on first use and
 * restarted when its files change. Requests and responses are piped through unbuffered, so a
 * streamed (SSE) reply reaches the browser as it is produced.
 *
 * Like hosted Edge Functions, the relay checks no `apikey` and passes `Authorization` on as sent;
 * `verify_jwt` (config.toml, default true) demands a valid JWT there, so the opaque
 * `sb_publishable_…` / `sb_secret_…` keys only work for `verify_jwt = false` functions. A secret key
 * from a browser is refused (gateway.ts).
 *
 * The environment is what the platform gives a function: SUPABASE_URL, SUPABASE_ANON_KEY and
 * SUPABASE_SERVICE_ROLE_KEY (the legacy JWTs), SUPABASE_PUBLISHABLE_KEYS and SUPABASE_SECRET_KEYS
 * (JSON objects of the opaque keys by name, here `{"default": …}`), SUPABASE_JWKS (the keys that
 * verify access tokens; here the HS256 secret, like `supabase functions serve`), SUPABASE_DB_URL
 * with DATABASE_URL; plus the AI_*, TRANSCRIBE_*, RATE_LIMIT_*, DEPLOY_HOOK_* and HUBSPOT_*
 * variables and SITE_URL of the shell, and `supabase/functions/.env` over them. What neither
 * sets, the stack fills in so the functions work with no configuration: DEPLOY_HOOK_URL and the
 * HUBSPOT_* settings name its own stand-ins, and SITE_URL lists the dev site's origins (those of
 * LOCAL_SITE_URL or `auth.site_url`, then of `auth.additional_redirect_urls`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { denoBinary, denoFunctionEnv } from './deno-runtime';
import { JWT_SECRET, STACK_DIR, SUPABASE_DIR } from './config';
import { type StackContext } from './context';
import { secretKeyInBrowser } from './gateway';
import {
  LOCAL_HUBSPOT_FORM_ID,
  LOCAL_HUBSPOT_PORTAL_ID,
  localFormHasLanguageField,
} from './hubspot-forms';
import { bearerToken, sendJson, sendRaw } from './http';
import { verifyJwt } from './jwt';

const DEFAULT_FUNCTIONS_DIR = path.join(SUPABASE_DIR, 'functions');
const FORWARDED_ENV_PREFIXES = [
  'AI_',
  'TRANSCRIBE_',
  'RATE_LIMIT_',
  'DEPLOY_HOOK_',
  'HUBSPOT_',
  'SITE_URL',
];
/**
 * The header hosted Supabase's proxy (Cloudflare) sets to the caller's address; the functions
 * count clients by it (`RATE_LIMIT_CLIENT_IP_HEADER` names another, for them and for this gateway).
 */
const DEFAULT_CLIENT_IP_HEADER = 'cf-connecting-ip';
const START_TIMEOUT_MS = 30_000;

/** KEY=value lines of supabase/functions/.env (like `supabase functions serve`). */
function readDotEnv(file: string): Record<string, string> {
  const env: Record<string, string> = {};
  if (!existsSync(file)) return env;
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/.exec(raw);
    if (!match) continue;
    let value = match[2] ?? '';
    if (/^(["']).*\1$/.test(value)) value = value.slice(1, -1);
    env[match[1] ?? ''] = value;
  }
  return env;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function latestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? latestMtime(full) : statSync(full).mtimeMs);
  }
  return latest;
}

type Worker = {
  port: number;
  process: ChildProcess;
  ready: Promise<void>;
  startedAt: number;
  /** The header this worker reads the caller's address from (its RATE_LIMIT_CLIENT_IP_HEADER). */
  clientIpHeader: string;
};

function clientIpHeader(env: NodeJS.ProcessEnv): string {
  const name = env.RATE_LIMIT_CLIENT_IP_HEADER?.trim().toLowerCase();
  return name && /^[a-z0-9-]{1,64}$/.test(name) ? name : DEFAULT_CLIENT_IP_HEADER;
}

export class FunctionRunner {
  private readonly workers = new Map<string, Worker>();
  private closed = false;

  constructor(
    private readonly ctx: StackContext,
    private readonly options: { databaseUrl?: string; quiet?: boolean; functionsDir?: string } = {},
  ) {
    this.functionsDir = options.functionsDir ?? DEFAULT_FUNCTIONS_DIR;
  }

  /** Where `<name>/index.ts` live. */
  private readonly functionsDir: string;

  private env(port: number): NodeJS.ProcessEnv {
    // Like `supabase functions serve`: no package.json or node_modules; `npm:` imports come from
    // the function's deno.json and Deno's cache (filled from the registry on first use).
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      NO_COLOR: '1',
      ...denoFunctionEnv(),
    };
    for (const [key, value] of Object.entries(process.env)) {
      if (FORWARDED_ENV_PREFIXES.some((prefix) => key.startsWith(prefix))) env[key] = value;
    }
    Object.assign(env, readDotEnv(path.join(this.functionsDir, '.env')));
    // Without a hook of its own, rebuild-site calls the stand-in that records each call in the
    // inbox (a real DEPLOY_HOOK_URL in the shell or supabase/functions/.env wins).
    env.DEPLOY_HOOK_URL ??= `${this.ctx.apiUrl}/__local/deploy-hook`;
    // submit-contact sends to the HubSpot Forms stand-in, which knows the contact form by its ids,
    // with the language when the stand-in's form has the hidden field for it; and it takes posts
    // from the dev site, whose origin comes first.
    const standIn = `${this.ctx.apiUrl}/__local/hsforms`;
    env.HUBSPOT_FORMS_BASE_URL ??= standIn;
    env.HUBSPOT_PORTAL_ID ??= LOCAL_HUBSPOT_PORTAL_ID;
    env.HUBSPOT_FORM_ID ??= LOCAL_HUBSPOT_FORM_ID;
    if (env.HUBSPOT_FORMS_BASE_URL === standIn) {
      env.HUBSPOT_LANGUAGE_FIELD ??= String(localFormHasLanguageField(env.HUBSPOT_FORM_ID));
    }
    if (!env.SITE_URL?.trim()) env.SITE_URL = this.ctx.siteOrigins.join(',');
    const { keys } = this.ctx;
    Object.assign(env, {
      SUPABASE_URL: this.ctx.apiUrl,
      SUPABASE_ANON_KEY: keys.anon,
      SUPABASE_SERVICE_ROLE_KEY: keys.serviceRole,
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: keys.publishable }),
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: keys.secret }),
      SUPABASE_JWKS: JSON.stringify({
        keys: [{ kty: 'oct', k: Buffer.from(JWT_SECRET).toString('base64url') }],
      }),
      LOCAL_FUNCTION_PORT: String(port),
    });
    if (this.options.databaseUrl) env.SUPABASE_DB_URL = this.options.databaseUrl;
    return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
  }

  private async start(name: string, entry: string): Promise<Worker> {
    const port = await freePort();
    const env = this.env(port);
    const deno = denoBinary();
    if (!deno) throw new Error('Deno is missing: run npm install');
    // The function's own deno.json (its import map), as the CLI uses it; Deno would otherwise look
    // for a config next to the wrapper script.
    const config = path.join(path.dirname(entry), 'deno.json');
    const child = spawn(
      deno,
      [
        'run',
        '--allow-net',
        '--allow-env',
        '--allow-read',
        '--no-prompt',
        ...(existsSync(config) ? ['--config', config] : []),
        path.join(STACK_DIR, 'deno', 'serve-function.js'),
        pathToFileURL(entry).href,
      ],
      { cwd: path.dirname(entry), env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const prefix = `[functions/${name}] `;
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${name} did not start within 30 s`)),
        START_TIMEOUT_MS,
      );
      child.stdout?.on('data', (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        if (text.includes('LOCAL_FUNCTION_READY')) {
          clearTimeout(timer);
          resolve();
        }
        const rest = text.replace(/LOCAL_FUNCTION_READY \d+\n?/g, '');
        if (rest.trim() && !this.options.quiet) process.stdout.write(prefix + rest);
      });
      child.stderr?.on('data', (chunk: Buffer) => {
        if (!this.options.quiet) process.stderr.write(prefix + chunk.toString('utf8'));
      });
      child.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${name} exited with code ${code} before it was ready`));
        if (this.workers.get(name)?.process === child) this.workers.delete(name);
      });
    });
    const worker = {
      port,
      process: child,
      ready,
      startedAt: Date.now(),
      clientIpHeader: clientIpHeader(env),
    };
    this.workers.set(name, worker);
    ready.catch(() => {
      if (this.workers.get(name) === worker) this.workers.delete(name);
      child.kill('SIGTERM');
    });
    return worker;
  }

  private async worker(name: string, entry: string): Promise<Worker> {
    let worker = this.workers.get(name);
    const changed = Math.max(
      latestMtime(path.dirname(entry)),
      latestMtime(path.join(this.functionsDir, '_shared')),
      existsSync(path.join(this.functionsDir, '.env'))
        ? statSync(path.join(this.functionsDir, '.env')).mtimeMs
        : 0,
    );
    if (worker && changed > worker.startedAt) {
      worker.process.kill('SIGTERM');
      this.workers.delete(name);
      worker = undefined;
    }
    worker ??= await this.start(name, entry);
    await worker.ready;
    return worker;
  }

  async handle(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    subpath: string,
  ): Promise<void> {
    const match = /^\/([A-Za-z0-9][\w-]*)(\/.*)?$/.exec(subpath);
    const name = match?.[1];
    const entry = name ? path.join(this.functionsDir, name, 'index.ts') : undefined;
    if (!match || !name || !entry || !existsSync(entry)) {
      return sendRaw(res, 404, 'Function not found', 'text/plain; charset=utf-8');
    }
    if (req.method !== 'OPTIONS') {
      const refused = secretKeyInBrowser(req);
      if (refused) return sendJson(res, refused.status, refused.body);
      if (this.ctx.functions.get(name)?.verifyJwt !== false) {
        const token = bearerToken(req);
        if (!token) return sendJson(res, 401, { msg: 'Error: Missing authorization header' });
        if (!verifyJwt(token).ok) return sendJson(res, 401, { msg: 'Invalid JWT' });
      }
    }
    if (this.closed) return sendJson(res, 503, { msg: 'The local stack is shutting down' });
    let worker: Worker;
    try {
      worker = await this.worker(name, entry);
    } catch (error) {
      return sendJson(
        res,
        503,
        { msg: `Function failed to start: ${(error as Error).message}` },
        {
          'x-relay-error': 'true',
        },
      );
    }
    const headers = { ...req.headers };
    delete headers.host;
    headers['x-forwarded-host'] = req.headers.host ?? '';
    // Like the platform's proxy: the address the request came from goes into the client-address
    // header, replacing any copy the caller sent, and is appended to X-Forwarded-For (whose
    // earlier entries are whatever the caller wrote).
    const address = req.socket.remoteAddress ?? '';
    headers['x-forwarded-for'] = [req.headers['x-forwarded-for'], address]
      .filter(Boolean)
      .join(', ');
    if (worker.clientIpHeader !== 'x-forwarded-for') headers[worker.clientIpHeader] = address;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: worker.port,
        method: req.method,
        path: `/${name}${match[2] ?? ''}${url.search}`,
        headers,
      },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
        res.flushHeaders();
        upstreamRes.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) {
        sendJson(
          res,
          502,
          { msg: `Function relay failed: ${error.message}` },
          { 'x-relay-error': 'true' },
        );
      } else {
        res.destroy(error);
      }
    });
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  }

  async close(): Promise<void> {
    this.closed = true;
    const exits = [...this.workers.values()].map(
      (worker) =>
        new Promise<void>((resolve) => {
          if (worker.process.exitCode !== null) return resolve();
          worker.process.once('exit', () => resolve());
          worker.process.kill('SIGTERM');
          setTimeout(() => {
            worker.process.kill('SIGKILL');
            resolve();
          }, 2000).unref();
        }),
    );
    this.workers.clear();
    await Promise.all(exits);
  }
}
