/**
 * The functions as `supabase functions deploy` ships them: `supabase/functions` copied alone to a
 * temporary folder (no package.json, no node_modules anywhere above it), each function started
 * there by this very Deno (so `npm run test:functions` proves it on Deno 2.1 and the current Deno)
 * with `DENO_NO_PACKAGE_JSON=1`, its own `deno.json` as the only import map, and an empty Deno
 * cache, so every `npm:` package must come from the registry by the version its deno.json names
 * and its deno.lock holds. Each function must then answer over HTTP, leave its lock as it was (it
 * held every package the function loads, in the lockfile version hosted Edge Runtime reads), and
 * reach no test code from its entry point (what the deploy bundles).
 */
import assert from 'node:assert/strict';

import { knowledgeBase } from '../chat-ai/assistant/knowledge-base.generated.ts';

const FUNCTIONS_DIR = new URL('../', import.meta.url);
const SERVE_WRAPPER = new URL('../../../local-supabase/deno/serve-function.js', import.meta.url);
/** Never shipped: local secrets and installed packages. */
const SKIPPED = new Set(['.env', 'node_modules', 'package.json', 'package-lock.json']);

async function copyTree(from: string, to: string): Promise<void> {
  await Deno.mkdir(to, { recursive: true });
  for await (const entry of Deno.readDir(from)) {
    if (SKIPPED.has(entry.name)) continue;
    const source = `${from}/${entry.name}`;
    const target = `${to}/${entry.name}`;
    if (entry.isDirectory) await copyTree(source, target);
    else if (entry.isFile) await Deno.copyFile(source, target);
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await Deno.stat(path);
    return true;
  } catch {
    return false;
  }
}

/** Folders above `dir` that hold what Deno would pick up instead of the function's own config. */
async function strayConfigAbove(dir: string): Promise<string[]> {
  const found: string[] = [];
  let current = dir;
  for (;;) {
    const parent = current.replace(/\/[^/]+\/?$/, '') || '/';
    for (const name of ['package.json', 'node_modules', 'deno.json', 'deno.jsonc']) {
      if (await exists(`${parent}/${name}`)) found.push(`${parent}/${name}`);
    }
    if (parent === current || parent === '/') return found;
    current = parent;
  }
}

function freePort(): number {
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

type Running = { url: string; stop(): Promise<void>; output(): string };

/** Deno's environment for a function of the copy: nothing from this repository or shell. */
function bareEnv(root: string, denoDir: string): Record<string, string> {
  const env: Record<string, string> = {
    PATH: Deno.env.get('PATH') ?? '',
    HOME: Deno.env.get('HOME') ?? root,
    DENO_DIR: denoDir,
    DENO_NO_PACKAGE_JSON: '1',
    DENO_NO_UPDATE_CHECK: '1',
    DENO_TLS_CA_STORE: Deno.env.get('DENO_TLS_CA_STORE') || 'system',
    NO_COLOR: '1',
  };
  const registry = Deno.env.get('NPM_CONFIG_REGISTRY');
  if (registry) env.NPM_CONFIG_REGISTRY = registry;
  return env;
}

/** `--config <dir>/deno.json` when the function has one, as the CLI reads it. */
async function configFlags(dir: string): Promise<string[]> {
  return (await exists(`${dir}/deno.json`)) ? ['--config', `${dir}/deno.json`] : [];
}

/** Starts `<dir>/index.ts` like the local stack does, with nothing from this repository around. */
async function startFunction(root: string, name: string, denoDir: string): Promise<Running> {
  const dir = `${root}/functions/${name}`;
  const port = freePort();
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      'run',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--no-prompt',
      ...(await configFlags(dir)),
      `${root}/serve-function.js`,
      `file://${dir}/index.ts`,
    ],
    cwd: dir,
    env: { ...bareEnv(root, denoDir), LOCAL_FUNCTION_PORT: String(port) },
    clearEnv: true,
    stdout: 'piped',
    stderr: 'piped',
  }).spawn();

  let log = '';
  const decoder = new TextDecoder();
  let ready: () => void = () => {};
  const started = new Promise<void>((resolve) => (ready = resolve));
  const pump = async (stream: ReadableStream<Uint8Array>) => {
    for await (const chunk of stream) {
      log += decoder.decode(chunk, { stream: true });
      if (log.includes('LOCAL_FUNCTION_READY')) ready();
    }
  };
  const pumps = Promise.all([pump(child.stdout), pump(child.stderr)]);
  const exited = child.status.then((status) => {
    throw new Error(`${name} exited (${status.code}) before it was ready:\n${log}`);
  });
  exited.catch(() => {}); // also how it ends when stopped
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} did not start in 90 s:\n${log}`)), 90_000);
  });
  const stop = async () => {
    clearTimeout(timer);
    try {
      child.kill('SIGTERM');
    } catch {
      // already gone
    }
    await child.status;
    await pumps;
  };
  try {
    await Promise.race([started, exited, timeout]);
  } catch (error) {
    await stop();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return { url: `http://127.0.0.1:${port}/`, stop, output: () => log };
}

async function post(url: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

Deno.test('every function runs from a bare copy of supabase/functions, as deployed', async (t) => {
  const root = await Deno.makeTempDir({ prefix: 'functions-deploy-copy-' });
  try {
    await copyTree(
      decodeURIComponent(FUNCTIONS_DIR.pathname).replace(/\/$/, ''),
      `${root}/functions`,
    );
    await Deno.copyFile(SERVE_WRAPPER, `${root}/serve-function.js`);
    await Deno.mkdir(`${root}/deno-dir`);
    assert.deepEqual(await strayConfigAbove(`${root}/functions/chat-ai`), []);

    const names: string[] = [];
    for await (const entry of Deno.readDir(`${root}/functions`)) {
      if (entry.isDirectory && !entry.name.startsWith('_')) names.push(entry.name);
    }
    assert.deepEqual(names.sort(), [
      'chat-ai',
      'rebuild-site',
      'submit-contact',
      'transcribe-audio',
    ]);

    await t.step('chat-ai: 400 JSON for bad input, a built-in answer for a question', async () => {
      const fn = await startFunction(root, 'chat-ai', `${root}/deno-dir`);
      try {
        const bad = await post(fn.url, { messages: 'hi' });
        assert.equal(bad.status, 400);
        assert.deepEqual(bad.json, { error: 'messages must be an array.' });
        const asked = await post(fn.url, {
          messages: [{ role: 'user', content: 'How long does an implementation take?' }],
          sessionId: 'deploy_copy_test_1',
          language: 'en',
        });
        assert.equal(asked.status, 200, fn.output());
        const timeline = knowledgeBase.find((entry) => entry.id === 'timeline');
        assert.deepEqual(asked.json, { message: timeline?.answer.en });
      } finally {
        await fn.stop();
      }
    });

    await t.step('transcribe-audio: 400 JSON for bad input', async () => {
      const fn = await startFunction(root, 'transcribe-audio', `${root}/deno-dir`);
      try {
        const bad = await post(fn.url, { audio: 42 });
        assert.equal(bad.status, 400, fn.output());
        assert.deepEqual(bad.json, { error: 'audio must be a base64 string.' });
      } finally {
        await fn.stop();
      }
    });

    await t.step('rebuild-site: 401 JSON without a signed-in caller', async () => {
      const fn = await startFunction(root, 'rebuild-site', `${root}/deno-dir`);
      try {
        const anonymous = await post(fn.url, { reason: 'Published "A"' });
        assert.equal(anonymous.status, 401, fn.output());
        assert.deepEqual(anonymous.json, { error: 'Sign in as an admin to rebuild the site.' });
      } finally {
        await fn.stop();
      }
    });

    await t.step('submit-contact: 503 JSON until its SITE_URL is set', async () => {
      const fn = await startFunction(root, 'submit-contact', `${root}/deno-dir`);
      try {
        const json = await post(fn.url, { firstname: 'Ada' });
        assert.equal(json.status, 503, fn.output());
        assert.deepEqual(json.json, {
          error: 'The contact form is not configured on this server (no site: set SITE_URL).',
        });
      } finally {
        await fn.stop();
      }
    });

    await t.step(
      'each deno.lock held what its function loads: running changed nothing',
      async () => {
        for (const name of names) {
          const lock = `${name}/deno.lock`;
          if (!(await exists(`${root}/functions/${lock}`))) continue;
          const copied = await Deno.readTextFile(`${root}/functions/${lock}`);
          assert.equal(copied, await Deno.readTextFile(new URL(lock, FUNCTIONS_DIR)), lock);
        }
      },
    );

    await t.step('no entry point reaches test code, so no deploy bundles it', async () => {
      for (const name of names) {
        const dir = `${root}/functions/${name}`;
        const info = await new Deno.Command(Deno.execPath(), {
          args: ['info', '--json', ...(await configFlags(dir)), `${dir}/index.ts`],
          cwd: dir,
          env: bareEnv(root, `${root}/deno-dir`),
          clearEnv: true,
        }).output();
        const stderr = new TextDecoder().decode(info.stderr);
        assert.equal(info.code, 0, stderr);
        const graph = JSON.parse(new TextDecoder().decode(info.stdout)) as {
          modules: { specifier: string }[];
        };
        const files = graph.modules
          .map((module) => module.specifier)
          .filter((s) => s.startsWith('file:'));
        assert.ok(files.includes(`file://${dir}/index.ts`), name);
        assert.deepEqual(
          files.filter((file) => file.includes('/_testing/') || /[._]test\.ts$/.test(file)),
          [],
          name,
        );
      }
    });

    await t.step('npm packages came from the registry into the empty cache', async () => {
      const registries: string[] = [];
      for await (const entry of Deno.readDir(`${root}/deno-dir/npm`)) registries.push(entry.name);
      const found = [];
      for (const registry of registries) {
        if (await exists(`${root}/deno-dir/npm/${registry}/minisearch/7.2.0`)) found.push(registry);
      }
      assert.equal(found.length, 1, `minisearch 7.2.0 in ${registries.join(', ')}`);
    });
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});
