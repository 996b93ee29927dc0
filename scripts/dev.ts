/**
 * `npm run dev`: the whole product on this machine, on http://localhost:5173 (`PORT` moves it).
 * Which Supabase API the site talks to:
 *
 * - `VITE_SUPABASE_URL` (and its publishable key) in `.env.local` or the shell naming a hosted
 *   project: that project; only Vite starts.
 * - Otherwise the API on http://127.0.0.1:54321 (`LOCAL_SUPABASE_PORT`, or a local
 *   `VITE_SUPABASE_URL`, moves it): a running local stack of this repository is reused; the Docker
 *   stack of `supabase start` is used with its publishable key; a free port gets the local stack
 *   started; anything else on the port stops dev with an explanation.
 *
 * Values left at the examples of `.env.example` (`https://your-project-ref.supabase.co`…) are
 * ignored, and dev says so. A secret key in a `VITE_*` variable stops it. Ctrl-C stops every child.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { loadEnv } from 'vite';

import { localApiUrl, waitForStack } from '../local-supabase/cli/common';
import { adminCredentials } from '../local-supabase/config';
import { planDev } from './dev-backend';

const SITE_PORT = Number(process.env.PORT ?? 5173);
const SITE_URL = `http://localhost:${SITE_PORT}`;
/** The inbox of `supabase start` (Mailpit) unless its config.toml moves it. */
const SUPABASE_CLI_INBOX = 'http://127.0.0.1:54324';

/**
 * Lines a dependency prints that nobody working on this site can act on. React Router 7's config
 * loader starts Vite with `envFile: false`, which Vite 8 reports as deprecated; React Router 8 no
 * longer does, but needs Node 22. Remove the entry with that upgrade.
 */
const DEPENDENCY_NOISE = new Set([
  'The `envFile` option is deprecated, please use `envDir: false` instead.',
]);

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

function watch(child: ChildProcess, name: string): ChildProcess {
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${name} exited (${code ?? 'signal'}); stopping the rest.`);
      stopAll(code ?? 1);
    }
  });
  return child;
}

function startStack(port: number): void {
  // The site's origin may call /__local/ (contact-form stand-in) and e-mail links lead back to it.
  const env = { ...process.env, LOCAL_SITE_URL: SITE_URL, LOCAL_SUPABASE_PORT: String(port) };
  const args = ['--import', 'tsx', 'local-supabase/main.ts'];
  watch(spawn(process.execPath, args, { stdio: 'inherit', env }), 'The local stack');
}

/** Vite, its output passed on line by line without DEPENDENCY_NOISE. */
function startVite(env: Record<string, string>): void {
  const args = ['dev', '--port', String(SITE_PORT), '--strictPort'];
  const child = spawn('node_modules/.bin/react-router', args, {
    stdio: ['inherit', 'pipe', 'pipe'],
    // Piped output has no colours unless asked for; keep them when this is a terminal.
    env: { ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...process.env, ...env },
  });
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    if (!from) continue;
    createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => {
      // eslint-disable-next-line no-control-regex -- colour codes, to compare the text
      if (!DEPENDENCY_NOISE.has(line.replace(/\x1b\[[0-9;]*m/g, '').trim())) to.write(`${line}\n`);
    });
  }
  watch(child, 'Vite');
}

const { notes, plan } = await planDev({
  fileEnv: loadEnv('development', process.cwd(), 'VITE_'),
  siteUrl: SITE_URL,
  defaultApiUrl: localApiUrl(),
});
for (const note of notes) console.log(note);

switch (plan.action) {
  case 'refuse':
    console.error(plan.message);
    process.exit(1);
    break;
  case 'hosted':
    console.log(`Using the Supabase project ${plan.apiUrl} from your env; no local stack.`);
    break;
  case 'use-supabase':
    console.log(`Using the Supabase stack on ${plan.apiUrl} (supabase start); no local stack.`);
    console.log(`
  Site:        ${SITE_URL}
  Supabase:    ${plan.apiUrl}   (supabase status for the keys)
  Inbox:       ${SUPABASE_CLI_INBOX}   (Mailpit of supabase start)
`);
    break;
  default: {
    if (plan.action === 'reuse-local-stack') {
      console.log(`Reusing the local stack running on ${plan.apiUrl}.`);
    } else {
      startStack(Number(new URL(plan.apiUrl).port));
      await waitForStack(plan.apiUrl);
    }
    const admin = adminCredentials();
    console.log(`
  Site:        ${SITE_URL}
  Supabase:    ${plan.apiUrl}   (npm run local:status for the keys)
  Inbox:       ${plan.apiUrl}/__local/inbox   (password-reset and sign-up e-mails, contact-form submissions)
  Admin:       ${admin.email} / ${admin.password}   → ${SITE_URL}/admin/case-studies
`);
  }
}
if (!stopping) startVite(plan.siteEnv);
