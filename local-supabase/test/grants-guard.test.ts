/**
 * Proves that the grants migration is what makes the app work on today's hosted platform: a stack
 * built from every migration except it (on the same no-default-grants bootstrap) refuses the
 * public case-study list, the admin's reads and writes and grant-admin with 42501, as a new hosted
 * project would. The security suite shows the same calls succeed with it. (Later migrations grant
 * what they add themselves, such as the reorder of the revisions migration.)
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CASE_STUDY_COLUMNS } from '../../src/lib/case-study';
import { adminCredentials, ROOT_DIR, SERVICE_ROLE_KEY } from '../config';
import { nodeSupabaseClient } from '../node-client';
import { type LocalStack, startLocalStack } from '../server';
import { throwawayDatabase, type ThrowawayDatabase } from './databases';
import { uniqueEmail, validCaseStudy } from './helpers';

const GRANTS_MIGRATION = '20260101000000_api_grants.sql';
const PUBLISHED_ID = 'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b01';

let database: ThrowawayDatabase;
let stack: LocalStack;
let anonKey: string;

beforeAll(async () => {
  database = await throwawayDatabase('local_supabase_without_grants');
  stack = await startLocalStack({
    port: 0,
    dataDir: 'memory',
    databaseUrl: database.databaseUrl,
    quiet: true,
    skipMigrations: [GRANTS_MIGRATION],
  });
  anonKey = stack.ctx.keys.anon;
});
afterAll(async () => {
  await stack.close();
  await database.drop();
});

const client = () => nodeSupabaseClient(stack.url, anonKey);

describe(`without ${GRANTS_MIGRATION}`, () => {
  it('visitors get no case studies: permission denied', async () => {
    const list = await client()
      .from('case_studies')
      .select(CASE_STUDY_COLUMNS)
      .eq('published', true)
      .order('display_order');
    expect([list.status, list.error?.code]).toEqual([401, '42501']);
  });

  it('the admin can neither read nor write, and is not even recognised as admin', async () => {
    const admin = client();
    const signIn = await admin.auth.signInWithPassword(adminCredentials());
    expect(signIn.error).toBeNull();
    const userId = signIn.data.user?.id ?? '';

    const role = await admin
      .from('user_roles')
      .select('role')
      .eq('user_id', userId)
      .eq('role', 'admin')
      .maybeSingle();
    expect(role.error?.code).toBe('42501');

    const all = await admin.from('case_studies').select(CASE_STUDY_COLUMNS);
    expect([all.status, all.error?.code]).toEqual([403, '42501']);
    const created = await admin.from('case_studies').insert(validCaseStudy());
    expect(created.error?.code).toBe('42501');
    const published = await admin
      .from('case_studies')
      .update({ published: false, base_version: 1 })
      .eq('id', PUBLISHED_ID);
    expect(published.error?.code).toBe('42501');
  });

  it('grant-admin fails with permission denied', async () => {
    const email = uniqueEmail('guard');
    const signUp = await client().auth.signUp({ email, password: 'correct-horse-42' });
    expect(signUp.error).toBeNull();
    const run = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT_DIR, 'local-supabase', 'cli', 'grant-admin.ts'), email],
      {
        cwd: ROOT_DIR,
        env: {
          ...process.env,
          SUPABASE_URL: stack.url,
          SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
        },
      },
    ).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code?: number; stderr?: string }) => ({ code: error.code, stderr: error.stderr }),
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Could not grant the role: permission denied');
  });
});
