/** `.rpc()` argument conversion and result shapes; the grant-admin CLI against the running stack. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

import { ROOT_DIR } from '../config';
import { adminClient, apiUrl, client, newUser } from './helpers';

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

describe('npm run grant-admin', () => {
  it('makes an existing user admin on the running stack', async () => {
    const user = await newUser('grant');
    expect((await user.supabase.rpc('is_admin')).data).toBe(false);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(ROOT_DIR, 'local-supabase', 'cli', 'grant-admin.ts'),
        user.email,
      ],
      {
        env: {
          ...process.env,
          LOCAL_SUPABASE_PORT: new URL(apiUrl()).port,
          SUPABASE_URL: '',
          SUPABASE_SERVICE_ROLE_KEY: '',
        },
        cwd: ROOT_DIR,
      },
    );
    expect(stdout).toContain(`${user.email} is now an admin`);
    expect((await user.supabase.rpc('is_admin')).data).toBe(true);
    const admin = await user.supabase.from('case_studies').select('id').eq('published', false);
    expect(admin.data?.length).toBeGreaterThanOrEqual(1);
  });
});
