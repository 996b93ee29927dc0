/**
 * The static host's build of the site against the e2e stack, as a deploy hook would start it
 * (`npm run build:local` into a folder of its own), served on a free port by Cloudflare Pages'
 * engine (scripts/host-engine.ts): what a visitor gets after a change is published. The groups
 * that use it take the case-study list's lock (`buildsTheSite`): the build reads every story.
 */
import { spawn } from 'node:child_process';

import { startHostEngine } from '../scripts/host-engine';
import { API_URL } from './local-stack';
import { freePort } from './ports';

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited ${code}:\n${output}`)),
    );
  });
}

/** Builds the site into `buildDir` and serves it; `stop()` ends the engine. */
export async function buildAndServe(
  buildDir: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  await run('npx', ['tsx', 'scripts/build-local.ts', '--api-url', API_URL, '--site-url', url], {
    ...process.env,
    BUILD_DIR: buildDir,
  });
  const server = await startHostEngine({ engine: 'cloudflare', dir: `${buildDir}/client`, port });
  return { url, stop: () => server.stop() };
}
