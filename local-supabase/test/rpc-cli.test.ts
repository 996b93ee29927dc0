/**
 * `.rpc()` argument conversion and result shapes; the API roles' settings inside a request; the
 * grant-admin CLI against the running stack.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

import { ROOT_DIR, SERVICE_ROLE_KEY } from '../config';
import { must } from '../http';
import {
  adminClient,
  apiUrl,
  client,
  type Client,
  isAdmin,
  newUser,
  serviceClient,
  uniqueEmail,
} from './helpers';

type Loose = {
  rpc(
    fn: string,
    args?: Record<string, unknown>,
  ): PromiseLike<{
    data: unknown;
    error: { code?: string; message: string } | null;
    status: number;
  }>;
};
const loose = (c: unknown) => c as Loose;

describe('rpc', () => {
  it('converts JSON arguments to the SQL types of the function', async () => {
    const ids = ['b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b01', 'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b02'];
    const { data, error } = await loose(client()).rpc('test_echo_args', {
      n: 41,
      ids,
      label: 'ok',
      payload: { nested: [1, 2] },
      role: 'admin',
    });
    expect(error).toBeNull();
    expect(data).toEqual({
      n: 42,
      ids,
      label: 'OK',
      payload: { nested: [1, 2] },
      role: 'admin',
      flag: false,
    });
    const bad = await loose(client()).rpc('test_echo_args', {
      n: 'x',
      ids,
      label: 'a',
      payload: {},
      role: 'admin',
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('22P02');
  });

  it('returns rows for set-returning functions (RLS applies inside), 204 for void, 400 for raise', async () => {
    const rows = await loose(client()).rpc('test_published_titles', { max_order: 10 });
    expect(rows.error).toBeNull();
    const ids = (rows.data as { id: string; published: boolean }[]).map((r) => r.published);
    expect(ids.length).toBeGreaterThanOrEqual(4);
    expect(ids.every(Boolean)).toBe(true); // the draft is filtered by RLS for anon
    const admin = await adminClient();
    const all = await loose(admin).rpc('test_published_titles', { max_order: 10 });
    const everything = await admin.from('case_studies').select('id').lte('display_order', 10);
    expect((all.data as unknown[]).length).toBe(everything.data?.length);
    expect((all.data as unknown[]).length).toBeGreaterThan((rows.data as unknown[]).length);

    const noop = await loose(client()).rpc('test_noop');
    expect(noop.status).toBe(204);
    expect(noop.data).toBeNull();
    const fail = await loose(client()).rpc('test_fail', { message: 'nope' });
    expect(fail.status).toBe(400);
    expect(fail.error).toMatchObject({ code: 'P0001', message: 'nope' });
  });

  it('execute privileges are Postgres’s: anon refused (401), the missing argument is a 404', async () => {
    const denied = await loose(client()).rpc('test_admin_only');
    expect(denied.status).toBe(401);
    expect(denied.error?.code).toBe('42501');
    const missing = await loose(client()).rpc('test_echo_args', { n: 1 });
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe('PGRST202');
  });
});

describe('role settings', () => {
  it('each request runs with its role’s statement_timeout, as PostgREST applies it', async () => {
    const setting = async (c: Client) =>
      (await loose(c).rpc('test_setting', { name: 'statement_timeout' })).data;
    expect(await setting(client())).toBe('3s');
    expect(await setting((await newUser('timeout')).supabase)).toBe('8s');
    // The service role has none of its own: the server's default (no limit).
    expect(await setting(serviceClient())).toBe('0');
  });
});

/** Runs `npm run grant-admin -- <email>` with `env`; resolves with its exit code and output. */
function grantAdmin(
  email: string,
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT_DIR, 'local-supabase', 'cli', 'grant-admin.ts'), email],
    { env: { ...process.env, ...env }, cwd: ROOT_DIR },
  ).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? -1,
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }),
  );
}

const localStack = () => ({
  LOCAL_SUPABASE_PORT: new URL(apiUrl()).port,
  SUPABASE_URL: '',
  SUPABASE_SERVICE_ROLE_KEY: '',
});
/** The hosted path: a project URL and its service-role key (here: the test stack's). */
const hostedProject = () => ({
  LOCAL_SUPABASE_PORT: '1',
  SUPABASE_URL: apiUrl(),
  SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
});

describe('npm run grant-admin', () => {
  it('makes an existing, confirmed user admin on the running stack', async () => {
    const user = await newUser('grant');
    expect(await isAdmin(user.supabase, user.id)).toBe(false);
    const run = await grantAdmin(user.email, localStack());
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`${user.email} is now an admin`);
    expect(await isAdmin(user.supabase, user.id)).toBe(true);
    const admin = await user.supabase.from('case_studies').select('id').eq('published', false);
    expect(admin.data?.length).toBeGreaterThanOrEqual(1);
    // Running it again changes nothing and still succeeds.
    expect((await grantAdmin(user.email, localStack())).code).toBe(0);
  });

  it('refuses an address that is not confirmed, locally and against a hosted project', async () => {
    const email = uniqueEmail('unconfirmed');
    const created = await serviceClient().auth.admin.createUser({
      email,
      password: 'correct-horse-42',
      email_confirm: false,
    });
    expect(created.error).toBeNull();
    const userId = must(created.data.user).id;
    for (const env of [localStack(), hostedProject()]) {
      const run = await grantAdmin(email, env);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`${email} has not confirmed their e-mail address yet`);
    }
    const roles = await serviceClient().from('user_roles').select('role').eq('user_id', userId);
    expect(roles.data).toEqual([]);
  });

  it('works against a hosted project with SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY', async () => {
    const user = await newUser('hosted');
    const run = await grantAdmin(user.email, hostedProject());
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`${user.email} is now an admin on ${apiUrl()}`);
    expect(await isAdmin(user.supabase, user.id)).toBe(true);
  });

  it('names the problem when there is no such user', async () => {
    const run = await grantAdmin(uniqueEmail('nobody'), localStack());
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Sign up first');
  });
});
