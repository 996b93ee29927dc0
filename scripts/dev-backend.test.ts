// @vitest-environment node
/**
 * Which backend `npm run dev` runs the site against: this repository's local stack (running or
 * started), the Docker stack of `supabase start` (here a stand-in that answers like its gateway),
 * a hosted project from the env, or a refusal that says why.
 */
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { PUBLISHABLE_KEY, SECRET_KEY } from '../local-supabase/config';
import { readProjectConfig } from '../local-supabase/project-config';
import { type LocalStack, startLocalStack } from '../local-supabase/server';
import { planDev, probeApi } from './dev-backend';
import { localPublicEnv } from './local-env';

const SITE_URL = 'http://localhost:5187';

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * What the API port of `supabase start` answers: its Kong gateway routes /auth/v1/* to GoTrue,
 * whose health check needs no key, and answers every path it has no route for with 404.
 */
function supabaseCliGateway(): Server {
  return createServer((req, res) => {
    if (req.url === '/auth/v1/health') {
      res.writeHead(200, { 'Content-Type': 'application/json', Via: 'kong/2.8.1' });
      res.end(
        '{"version":"v2.180.0","name":"GoTrue","description":"GoTrue is a user registration and authentication API"}',
      );
      return;
    }
    res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8', Server: 'kong/2.8.1' });
    res.end('{\n  "message":"no Route matched with those values"\n}');
  });
}

const servers: Server[] = [];
let cli: string;
let stranger: string;
let hung: string;
let stack: LocalStack;

beforeAll(async () => {
  const gateway = supabaseCliGateway();
  // Another program on the port: a web server that knows nothing of Supabase.
  const other = createServer((_req, res) => {
    res.writeHead(404, { 'Content-Type': 'text/html' });
    res.end('<h1>Not Found</h1>');
  });
  // A program that accepts connections and never answers.
  const silent = createServer(() => {});
  servers.push(gateway, other, silent);
  [cli, stranger, hung] = await Promise.all([listen(gateway), listen(other), listen(silent)]);
  stack = await startLocalStack({
    config: readProjectConfig(),
    port: 0,
    dataDir: 'memory',
    quiet: true,
  });
}, 120_000);

afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await stack.close();
});

async function freeUrl(): Promise<string> {
  const probe = createServer();
  const url = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return url;
}

describe('probeApi', () => {
  it('tells this repository’s local stack, a Supabase API, a free port and anything else apart', async () => {
    expect(await probeApi(stack.url, PUBLISHABLE_KEY)).toEqual({ kind: 'local-stack' });
    expect(await probeApi(cli, PUBLISHABLE_KEY)).toEqual({ kind: 'supabase' });
    expect(await probeApi(await freeUrl(), PUBLISHABLE_KEY)).toEqual({ kind: 'free' });
    expect(await probeApi(stranger, PUBLISHABLE_KEY)).toEqual({
      kind: 'other',
      detail: "it answers GET /auth/v1/health with HTTP 404, not Supabase's auth server",
    });
  });

  it('does not wait for a program that never answers', async () => {
    const started = Date.now();
    expect(await probeApi(hung, PUBLISHABLE_KEY)).toEqual({
      kind: 'other',
      detail: 'no answer within 2 s',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('planDev', () => {
  const plan = (fileEnv: Record<string, string>, defaultApiUrl: string) =>
    planDev({ fileEnv, siteUrl: SITE_URL, defaultApiUrl });

  it('runs the site against `supabase start` on the API port, with its publishable key', async () => {
    expect(await plan({}, cli)).toEqual({
      notes: [],
      plan: {
        action: 'use-supabase',
        apiUrl: cli,
        siteEnv: {
          VITE_SITE_URL: SITE_URL,
          VITE_SUPABASE_URL: cli,
          VITE_SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
        },
      },
    });
  });

  it('uses the key and local URL the env names for that stack', async () => {
    const result = await plan(
      { VITE_SUPABASE_URL: `${cli}/`, VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_custom' },
      'http://127.0.0.1:9',
    );
    expect(result.plan).toMatchObject({
      action: 'use-supabase',
      apiUrl: cli,
      siteEnv: { VITE_SUPABASE_URL: cli, VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_custom' },
    });
  });

  it('reuses a running local stack, and starts one on a free port, with its stand-ins', async () => {
    expect((await plan({}, stack.url)).plan).toEqual({
      action: 'reuse-local-stack',
      apiUrl: stack.url,
      siteEnv: localPublicEnv({ apiUrl: stack.url, siteUrl: SITE_URL }),
    });
    const free = await freeUrl();
    expect((await plan({}, free)).plan).toEqual({
      action: 'start-local-stack',
      apiUrl: free,
      siteEnv: localPublicEnv({ apiUrl: free, siteUrl: SITE_URL }),
    });
  });

  it('ignores the examples of .env.example, says so, and hides them from Vite', async () => {
    const free = await freeUrl();
    const result = await plan(
      {
        VITE_SITE_URL: 'https://www.example.com',
        VITE_SUPABASE_URL: 'https://your-project-ref.supabase.co',
        VITE_SUPABASE_PUBLISHABLE_KEY: '',
      },
      free,
    );
    expect(result.notes).toEqual([
      'Ignoring example values copied from .env.example (replace them to use them):\n' +
        '  VITE_SITE_URL=https://www.example.com\n' +
        '  VITE_SUPABASE_URL=https://your-project-ref.supabase.co',
    ]);
    expect(result.plan).toEqual({
      action: 'start-local-stack',
      apiUrl: free,
      siteEnv: localPublicEnv({ apiUrl: free, siteUrl: SITE_URL }),
    });
  });

  it('runs a hosted project from the env alone, without the examples', async () => {
    const result = await plan(
      {
        VITE_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co',
        VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abc123',
        VITE_MEETINGS_URL: 'https://meetings.hubspot.com/<slug>?embed=true',
      },
      stranger,
    );
    expect(result.plan).toEqual({
      action: 'hosted',
      apiUrl: 'https://abcdefghijklmnopqrst.supabase.co',
      siteEnv: { VITE_MEETINGS_URL: '' },
    });
  });

  it('refuses a hosted URL without its key, a secret key, and a port held by another program', async () => {
    expect(
      (await plan({ VITE_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co' }, cli)).plan,
    ).toEqual({
      action: 'refuse',
      message:
        "VITE_SUPABASE_URL is https://abcdefghijklmnopqrst.supabase.co, but VITE_SUPABASE_PUBLISHABLE_KEY is not set: add the project's publishable key (Project Settings → API Keys) to .env.local, or remove both to use the local stack.",
    });
    expect((await plan({ VITE_SUPABASE_PUBLISHABLE_KEY: SECRET_KEY }, cli)).plan).toMatchObject({
      action: 'refuse',
      message: expect.stringContaining('VITE_SUPABASE_PUBLISHABLE_KEY holds a secret key'),
    });
    expect((await plan({}, stranger)).plan).toEqual({
      action: 'refuse',
      message: `Something else listens on ${stranger} (it answers GET /auth/v1/health with HTTP 404, not Supabase's auth server): neither this repository's local stack nor a Supabase API. Stop it, or move the local stack: LOCAL_SUPABASE_PORT=54331 npm run dev`,
    });
  });
});
