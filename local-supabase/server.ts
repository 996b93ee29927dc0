/**
 * The local Supabase-compatible stack: one HTTP server speaking Auth, PostgREST, Storage and
 * Functions over PGlite or PostgreSQL, plus the `/__local/` developer pages.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { handleAuth } from './auth';
import { adminCredentials, DEFAULT_DATA_DIR } from './config';
import { loadRoleSettings, type StackContext } from './context';
import { CronScheduler, unsupportedCronJobs, usesLocalCron } from './cron';
import { type Db, openPglite, openPostgres } from './db';
import { FunctionRunner } from './functions';
import { DEFAULT_KEYS, isOpenRoute, passGateway, requireServiceKey } from './gateway';
import { applyCors, BodyTooLargeError, sendJson } from './http';
import { guardLocal, handleLocal, localSiteOrigins } from './local-pages';
import { type ProjectConfig, readProjectConfig } from './project-config';
import { handleRest, SchemaCache } from './rest';
import {
  ensureAdmin,
  madeByOlderStack,
  setupDatabase,
  type SetupReport,
  wipeDatabase,
} from './setup';
import { handleStorage } from './storage';
import { recreateFromOlderStack, type UpgradeReport } from './upgrade';

export type StackOptions = {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** A directory for PGlite's data, `'memory'` for an in-memory database, or `'temp'` for a fresh temporary directory. */
  dataDir?: string;
  /** Use this PostgreSQL server instead of PGlite (default DATABASE_URL; `''` forces PGlite). */
  databaseUrl?: string;
  /** Wipe the database first (db:reset; fresh runs against a real server). */
  reset?: boolean;
  /**
   * Where auth e-mail links land when no allowed `redirect_to` is given, and the dev site's origin
   * for `/__local/` CORS (env LOCAL_SITE_URL; default `auth.site_url` of config.toml).
   */
  siteUrl?: string;
  /** The settings of supabase/config.toml (default: read from that file). */
  config?: ProjectConfig;
  /** Silence request and function logs. */
  quiet?: boolean;
  admin?: { email: string; password: string };
  /** Edge functions folder (default supabase/functions). */
  functionsDir?: string;
  /** Migration files to leave out (tests that prove what a migration guards). */
  skipMigrations?: readonly string[];
  /** The clock of the scheduled jobs (pg_cron), for tests that move time (default: the system's). */
  now?: () => Date;
};

export type LocalStack = {
  url: string;
  port: number;
  ctx: StackContext;
  dataDescription: string;
  admin: { email: string; password: string };
  /** What starting did to the database: the migrations it applied. */
  setup: SetupReport;
  /** Set when an older stack's database was recreated and its data carried over. */
  upgrade?: UpgradeReport & { dataDir: string };
  /** Runs the jobs of `cron.job` on their schedule, where the database has no pg_cron of its own. */
  cron?: CronScheduler;
  close(): Promise<void>;
};

function resolveDataDir(option: string | undefined): {
  dir?: string;
  temp: boolean;
  label: string;
} {
  const value = option ?? process.env.LOCAL_SUPABASE_DATA_DIR ?? DEFAULT_DATA_DIR;
  if (value === 'memory') return { temp: false, label: 'PGlite in memory' };
  if (value === 'temp') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'local-supabase-'));
    return { dir, temp: true, label: `PGlite in ${dir} (temporary)` };
  }
  const dir = path.resolve(value);
  mkdirSync(dir, { recursive: true });
  return { dir, temp: false, label: `PGlite in ${dir}` };
}

/**
 * Opens the database. With `reset`, a PostgreSQL database is wiped (its roles stay), and a PGlite
 * data folder is deleted first, so it is created anew, roles included.
 */
export async function openDatabase(
  options: Pick<StackOptions, 'dataDir' | 'databaseUrl' | 'reset'>,
): Promise<{
  db: Db;
  label: string;
  /** The PGlite folder that outlives the stack (not a temporary or in-memory database). */
  keptDir?: string;
  cleanup: () => void;
}> {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  if (databaseUrl) {
    const db = await openPostgres(databaseUrl);
    if (options.reset) await wipeDatabase(db);
    return {
      db,
      label: `PostgreSQL at ${databaseUrl.replace(/\/\/[^@]*@/, '//***@')}`,
      cleanup: () => {},
    };
  }
  const data = resolveDataDir(options.dataDir);
  if (options.reset && data.dir && !data.temp && existsSync(data.dir)) {
    rmSync(data.dir, { recursive: true, force: true });
    mkdirSync(data.dir, { recursive: true });
  }
  if (data.temp && data.dir) {
    // Also on exits that skip close() (a second Ctrl-C, a test runner's kill).
    const dir = data.dir;
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  const db = await openPglite(data.dir);
  return {
    db,
    label: data.label,
    ...(data.dir && !data.temp ? { keptDir: data.dir } : {}),
    cleanup: () => {
      if (data.temp && data.dir) rmSync(data.dir, { recursive: true, force: true });
    },
  };
}

export async function startLocalStack(options: StackOptions = {}): Promise<LocalStack> {
  const host = options.host ?? '127.0.0.1';
  // Read (and validate) config.toml before touching the database.
  const project = options.config ?? readProjectConfig();
  const opened = await openDatabase(options);
  const { label, keptDir, cleanup } = opened;
  let db = opened.db;
  const admin = options.admin ?? adminCredentials();
  let setup: SetupReport;
  let upgrade: LocalStack['upgrade'];
  let cron: CronScheduler | undefined;
  try {
    if (keptDir && (await madeByOlderStack(db))) {
      const recreated = await recreateFromOlderStack(db, keptDir);
      db = recreated.db;
      upgrade = { ...recreated.report, dataDir: keptDir };
      setup = recreated.report.setup;
    } else {
      setup = await setupDatabase(db, { skipMigrations: options.skipMigrations });
    }
    await ensureAdmin(db, admin);
    if (await usesLocalCron(db)) {
      const log = options.quiet ? () => undefined : (message: string) => console.error(message);
      for (const problem of await unsupportedCronJobs(db)) log(`local pg_cron: ${problem}`);
      cron = new CronScheduler(db, { now: options.now, log });
    }
  } catch (error) {
    await db.close().catch(() => undefined);
    cleanup();
    throw error;
  }

  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;
  const url = `http://${host}:${port}`;
  const auth = {
    ...project.auth,
    siteUrl: options.siteUrl ?? (process.env.LOCAL_SITE_URL || project.auth.siteUrl),
  };
  const ctx: StackContext = {
    db,
    apiUrl: url,
    auth,
    functions: project.functions,
    siteOrigins: localSiteOrigins(auth),
    keys: DEFAULT_KEYS,
    roleSettings: await loadRoleSettings(db),
  };
  const cache = new SchemaCache(db);
  const functions = new FunctionRunner(ctx, {
    databaseUrl: options.databaseUrl ?? process.env.DATABASE_URL,
    quiet: options.quiet,
    functionsDir: options.functionsDir,
  });
  cron?.start();
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const started = Date.now();
    if (!options.quiet && process.env.LOCAL_SUPABASE_LOG) {
      res.on('finish', () =>
        console.log(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`),
      );
    }
    void dispatch(ctx, admin, cache, functions, req, res).catch((error: unknown) => {
      if (error instanceof BodyTooLargeError) {
        if (!res.headersSent) sendJson(res, 413, { message: 'Request body too large' });
        return;
      }
      console.error(`local-supabase: ${req.method} ${req.url} failed:`, error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal error in the local stack' });
      else res.destroy();
    });
  });

  return {
    url,
    port,
    ctx,
    dataDescription: label,
    admin,
    setup,
    ...(upgrade ? { upgrade } : {}),
    ...(cron ? { cron } : {}),
    async close() {
      await cron?.stop();
      await functions.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      await db.close();
      cleanup();
    },
  };
}

async function dispatch(
  ctx: StackContext,
  admin: { email: string; password: string },
  cache: SchemaCache,
  functions: FunctionRunner,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const url = new URL(req.url ?? '/', ctx.apiUrl);
  const service = /^\/(auth|rest|storage|functions)\/v1(\/.*)?$/.exec(url.pathname);
  if (service) {
    const name = service[1] ?? '';
    const subpath = service[2] ?? '/';
    // The services' CORS is open like hosted (`*`, keys and tokens guard them); functions answer
    // their own CORS, and the relay only fills in what they leave out.
    applyCors(req, res);
    if (name === 'functions') return functions.handle(req, res, url, subpath);
    if (req.method === 'OPTIONS') {
      res.writeHead(200, { 'Content-Length': '0' });
      res.end();
      return;
    }
    if (!isOpenRoute(name, subpath, req.method ?? 'GET')) {
      const refused = passGateway(ctx.keys, req);
      if (refused) return sendJson(res, refused.status, refused.body);
    }
    if (name === 'auth') return handleAuth(ctx, req, res, url, subpath);
    if (name === 'rest') return handleRest(ctx, cache, req, res, url, subpath);
    return handleStorage(ctx, req, res, url, subpath);
  }
  if (url.pathname.startsWith('/__local/')) {
    if (!guardLocal(ctx, req, res)) return;
    if (url.pathname === '/__local/reset' && req.method === 'POST') {
      // `npm run db:reset` while the stack runs: the service-role or secret key is required.
      const refused = requireServiceKey(ctx.keys, req);
      if (refused) return sendJson(res, refused.status, refused.body);
      await wipeDatabase(ctx.db);
      const report = await setupDatabase(ctx.db);
      await ensureAdmin(ctx.db, admin);
      await cache.reload();
      ctx.roleSettings = await loadRoleSettings(ctx.db);
      return sendJson(res, 200, report);
    }
    return handleLocal(ctx, req, res, url.pathname.slice('/__local'.length));
  }
  if (url.pathname === '/') {
    return sendJson(res, 200, {
      name: 'local-supabase',
      services: ['/auth/v1', '/rest/v1', '/storage/v1', '/functions/v1'],
      inbox: '/__local/inbox',
    });
  }
  sendJson(res, 404, { message: 'no Route matched with those values' });
}
