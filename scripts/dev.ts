/**
 * `npm run dev`: the whole product on this machine. Starts the local Supabase-compatible stack
 * (unless one is already running), then Vite on http://localhost:5173 wired to it with the public
 * env of scripts/local-env.ts. If `.env.local` points VITE_SUPABASE_URL at a hosted project, only
 * Vite starts. Ctrl-C stops every child.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

import { isRunning, localApiUrl, waitForStack } from '../local-supabase/cli/common';
import { adminCredentials } from '../local-supabase/config';
import { localPublicEnv } from './local-env';

const SITE_PORT = Number(process.env.PORT ?? 5173);
const SITE_URL = `http://localhost:${SITE_PORT}`;

function envFileValue(name: string): string | undefined {
  let value: string | undefined;
  for (const file of ['.env', '.env.local', '.env.development', '.env.development.local']) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const match = new RegExp(`^\\s*${name}\\s*=\\s*(.*?)\\s*$`).exec(line);
      if (match) value = (match[1] ?? '').replace(/^(["'])(.*)\1$/, '$2');
    }
  }
  return process.env[name] ?? value;
}

function isLocalUrl(value: string): boolean {
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(value).hostname);
  } catch {
    return false;
  }
}

const children: ChildProcess[] = [];
let stopping = false;

function stopAll(code = 0): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 5000);
  force.unref();
  void Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined,
    ),
  ).then(() => process.exit(code));
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

function start(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): ChildProcess {
  const child = spawn(command, args, { stdio: 'inherit', env });
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(
        `${command} ${args.join(' ')} exited (${code ?? 'signal'}); stopping the rest.`,
      );
      stopAll(code ?? 1);
    }
  });
  return child;
}

const viteArgs = ['react-router', 'dev', '--port', String(SITE_PORT), '--strictPort'];
const configuredUrl = envFileValue('VITE_SUPABASE_URL');

if (configuredUrl && !isLocalUrl(configuredUrl)) {
  console.log(
    `Using the hosted Supabase project ${configuredUrl} from your env; the local stack is not started.`,
  );
  start('npx', viteArgs);
} else {
  const apiUrl = localApiUrl();
  if (await isRunning(apiUrl)) {
    console.log(`Reusing the local stack already running on ${apiUrl}.`);
  } else {
    // The site's origin may call /__local/ (contact-form stand-in) and e-mail links lead back to it.
    start('npx', ['tsx', 'local-supabase/main.ts'], { ...process.env, LOCAL_SITE_URL: SITE_URL });
    await waitForStack(apiUrl);
  }
  const admin = adminCredentials();
  console.log(`
  Site:        ${SITE_URL}
  Supabase:    ${apiUrl}   (npm run local:status for the keys)
  Inbox:       ${apiUrl}/__local/inbox   (password-reset and sign-up e-mails, contact-form submissions)
  Admin:       ${admin.email} / ${admin.password}   → ${SITE_URL}/admin/case-studies
`);
  if (!stopping) {
    start('npx', viteArgs, { ...process.env, ...localPublicEnv({ apiUrl, siteUrl: SITE_URL }) });
  }
}
