/**
 * The two key formats of the Supabase CLI: the opaque `sb_publishable_…` / `sb_secret_…` keys and
 * the legacy anon / service_role JWTs, each pair standing for the same role on every API, plus the
 * gateway rules around them (missing / unknown keys, secret keys from browsers, opaque keys in
 * `Authorization`, Edge Functions).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

import {
  ANON_KEY,
  adminCredentials,
  PUBLISHABLE_KEY,
  ROOT_DIR,
  SECRET_KEY,
  SERVICE_ROLE_KEY,
} from '../config';
import { must } from '../http';
import { apiUrl, client, isAdmin, newUser } from './helpers';

const DRAFT_ID = 'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b05';
const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

async function ids(key: string): Promise<string[]> {
  const { data, error } = await client(key).from('case_studies').select('id').order('id');
  expect(error).toBeNull();
  return (data ?? []).map((row) => row.id);
}

/** Role rows the key may read: the service role reads all (grant-admin needs them), others none. */
async function roleHolders(key: string): Promise<string[]> {
  const { data, error } = await client(key).from('user_roles').select('user_id').order('user_id');
  expect(error).toBeNull();
  return (data ?? []).map((row) => row.user_id);
}

function rest(headers: Record<string, string>, table = 'case_studies'): Promise<Response> {
  const column = table === 'user_roles' ? 'user_id' : 'id';
  return fetch(`${apiUrl()}/rest/v1/${table}?select=${column}`, { headers });
}

describe('either key format stands for its role', () => {
  it('the publishable key reads what the anon key reads: published case studies only', async () => {
    const publishable = await ids(PUBLISHABLE_KEY);
    expect(publishable).toEqual(await ids(ANON_KEY));
    expect(publishable.length).toBeGreaterThan(0);
    expect(publishable).not.toContain(DRAFT_ID);
  });

  it('the secret key is the service role, like the service_role JWT: drafts and the admin API', async () => {
    // The service role is granted what grant-admin uses (user_roles), not the case studies.
    const secret = await roleHolders(SECRET_KEY);
    expect(secret).toEqual(await roleHolders(SERVICE_ROLE_KEY));
    expect(secret.length).toBeGreaterThan(0);
    const users = await client(SECRET_KEY).auth.admin.listUsers({ perPage: 1000 });
    expect(users.error).toBeNull();
    expect(users.data.users.map((user) => user.email)).toContain(adminCredentials().email);
    // The anon role of the publishable key may not use the admin API.
    const refused = await client(PUBLISHABLE_KEY).auth.admin.listUsers();
    expect(refused.error?.status).toBe(403);
  });

  it('with the publishable key a user signs up, signs in, and acts as themselves', async () => {
    const supabase = client(PUBLISHABLE_KEY);
    const email = `keys-${Date.now()}@example.com`;
    const signUp = await supabase.auth.signUp({ email, password: 'correct-horse-42' });
    expect(signUp.error).toBeNull();
    const signedIn = client(PUBLISHABLE_KEY);
    const { data, error } = await signedIn.auth.signInWithPassword({
      email,
      password: 'correct-horse-42',
    });
    expect(error).toBeNull();
    expect((await signedIn.auth.getUser()).data.user?.id).toBe(data.user?.id);
    // The access token, not the key, decides the role: authenticated, not an admin.
    expect(await isAdmin(signedIn, must(data.user).id)).toBe(false);
    const admin = client(PUBLISHABLE_KEY);
    const adminSignIn = await admin.auth.signInWithPassword(adminCredentials());
    expect(adminSignIn.error).toBeNull();
    expect(await isAdmin(admin, must(adminSignIn.data.user).id)).toBe(true);
    expect(
      (await admin.from('case_studies').select('id').eq('id', DRAFT_ID)).data?.map((r) => r.id),
    ).toEqual([DRAFT_ID]);
  });

  it('storage: the secret key may list the bucket, the publishable key uploads nothing', async () => {
    const listed = await client(SECRET_KEY).storage.from('case-studies').list();
    expect(listed.error).toBeNull();
    const upload = await client(PUBLISHABLE_KEY)
      .storage.from('case-studies')
      .upload(`keys-${Date.now()}.png`, new Blob([new Uint8Array(8)], { type: 'image/png' }));
    expect(upload.error).not.toBeNull();
  });
});

describe('the gateway', () => {
  it('needs a known key in the apikey header; a JWT in Authorization alone is not enough', async () => {
    const none = await rest({ Authorization: `Bearer ${ANON_KEY}` });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ message: 'No API key found in request' });
    for (const key of ['sb_publishable_not-a-real-key', 'sb_secret_not-a-real-key', 'nonsense']) {
      const res = await rest({ apikey: key });
      expect(res.status, key).toBe(401);
      expect(await res.json(), key).toMatchObject({ message: 'Invalid API key' });
    }
    // A user's access token is not an API key either.
    const { supabase } = await newUser('as-apikey');
    const token = (await supabase.auth.getSession()).data.session?.access_token ?? '';
    expect((await rest({ apikey: token })).status).toBe(401);
    // Auth is behind the gateway too; the links in e-mails are not.
    expect((await fetch(`${apiUrl()}/auth/v1/settings`)).status).toBe(401);
    expect(
      (await fetch(`${apiUrl()}/auth/v1/verify?token=x&type=recovery`, { redirect: 'manual' }))
        .status,
    ).toBe(303);
  });

  it('an opaque key in Authorization counts only when it is the apikey itself', async () => {
    const same = await rest({
      apikey: PUBLISHABLE_KEY,
      Authorization: `Bearer ${PUBLISHABLE_KEY}`,
    });
    expect(same.status).toBe(200);
    // The secret key in Authorization does not lift a publishable-key request to service_role.
    const mixed = await rest({ apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${SECRET_KEY}` });
    expect(mixed.status).toBe(401);
    expect(((await mixed.json()) as { code: string }).code).toBe('PGRST301');
  });

  it('refuses the secret key from a browser on every API, and only the secret key', async () => {
    const browser = (key: string) => ({
      apikey: key,
      Authorization: `Bearer ${key}`,
      'User-Agent': CHROME_UA,
    });
    for (const url of [
      `${apiUrl()}/rest/v1/case_studies?select=id`,
      `${apiUrl()}/auth/v1/admin/users`,
      `${apiUrl()}/storage/v1/bucket`,
      `${apiUrl()}/functions/v1/echo`,
    ]) {
      const res = await fetch(url, { headers: browser(SECRET_KEY) });
      expect(res.status, url).toBe(401);
      expect(await res.json(), url).toEqual({
        message: 'Forbidden use of secret API key in browser',
      });
    }
    expect((await rest(browser(PUBLISHABLE_KEY))).status).toBe(200);
    // Hosted applies the rule to the opaque secret keys, not to the legacy JWT.
    expect((await rest(browser(SERVICE_ROLE_KEY), 'user_roles')).status).toBe(200);
    // Outside a browser the secret key works.
    expect((await rest({ apikey: SECRET_KEY, 'User-Agent': 'node' }, 'user_roles')).status).toBe(
      200,
    );
  });
});

describe('Edge Functions and the key formats', () => {
  it('verify_jwt = false: the publishable key reaches the function, Authorization as sent', async () => {
    const { data, error } = await client(PUBLISHABLE_KEY).functions.invoke('echo', { body: {} });
    expect(error).toBeNull();
    expect(data).toMatchObject({ authorization: `Bearer ${PUBLISHABLE_KEY}` });
  });

  it('verify_jwt = true: an opaque key is not a JWT (401); a signed-in user is let through', async () => {
    const refused = await client(PUBLISHABLE_KEY).functions.invoke('private-echo', { body: {} });
    expect(refused.error).not.toBeNull();
    expect((refused.error as { context: Response }).context.status).toBe(401);
    const user = client(PUBLISHABLE_KEY);
    expect((await user.auth.signInWithPassword(adminCredentials())).error).toBeNull();
    const allowed = await user.functions.invoke('private-echo', { body: {} });
    expect(allowed.error).toBeNull();
  });

  it('a function calls the project with the secret key of SUPABASE_SECRET_KEYS', async () => {
    const { data, error } = await client(PUBLISHABLE_KEY).functions.invoke('echo?callback=1', {
      body: {},
    });
    expect(error).toBeNull();
    expect(data).toEqual({ adminStatus: 200 });
  });
});

describe('CLI', () => {
  const run = (script: string, args: string[], env: Record<string, string>) =>
    promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT_DIR, 'local-supabase', 'cli', script), ...args],
      { env: { ...process.env, ...env }, cwd: ROOT_DIR },
    );

  it('npm run local:status prints both key formats, like `supabase status -o json`', async () => {
    const { stdout } = await run('status.ts', [], { LOCAL_SUPABASE_PORT: new URL(apiUrl()).port });
    expect(JSON.parse(stdout)).toMatchObject({
      RUNNING: true,
      API_URL: apiUrl(),
      PUBLISHABLE_KEY,
      SECRET_KEY,
      ANON_KEY,
      SERVICE_ROLE_KEY,
    });
  });

  it('grant-admin works with a secret key in SUPABASE_SERVICE_ROLE_KEY (the hosted path)', async () => {
    const user = await newUser('grant-secret');
    const { stdout } = await run('grant-admin.ts', [user.email], {
      SUPABASE_URL: apiUrl(),
      SUPABASE_SERVICE_ROLE_KEY: SECRET_KEY,
    });
    expect(stdout).toContain(`${user.email} is now an admin`);
    expect(await isAdmin(user.supabase, user.id)).toBe(true);
  });
});
