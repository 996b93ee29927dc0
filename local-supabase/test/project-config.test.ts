/**
 * supabase/config.toml drives the local stack: the parser's rules (CLI defaults, type errors,
 * remote overrides), GoTrue's redirect allow-list, and a second stack started with a fixture
 * config whose every honoured setting differs, compared with the shared stack that runs the
 * project's own config.toml.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isRedirectAllowed } from '../auth';
import { PUBLISHABLE_KEY, SECRET_KEY } from '../config';
import { nodeSupabaseClient } from '../node-client';
import { readFileSync } from 'node:fs';

import {
  DEFAULT_CONFIG_PATH,
  effectiveConfigFor,
  parseConfigToml,
  productionAuthProblems,
  projectConfigFrom,
  readProjectConfig,
} from '../project-config';
import { type LocalStack, startLocalStack } from '../server';
import { client, uniqueEmail } from './helpers';
import { CHANGED_CONFIG, FIXTURE_FUNCTIONS_DIR } from './paths';

const config = (text: string) => projectConfigFrom(parseConfigToml(text));

describe('reading config.toml', () => {
  it('takes every honoured setting from the file', () => {
    const parsed = config(`
      [api]
      port = 64321
      [auth]
      site_url = "https://www.example.com"
      additional_redirect_urls = ["https://www.example.com/auth", "https://*.example.com/**"]
      jwt_expiry = 900
      minimum_password_length = 12
      [auth.email]
      enable_confirmations = true
      [functions.a]
      verify_jwt = false
      [functions.b]
    `);
    expect(parsed.apiPort).toBe(64321);
    expect(parsed.auth).toEqual({
      siteUrl: 'https://www.example.com',
      additionalRedirectUrls: ['https://www.example.com/auth', 'https://*.example.com/**'],
      jwtExpiry: 900,
      minimumPasswordLength: 12,
      enableConfirmations: true,
    });
    expect([...parsed.functions]).toEqual([
      ['a', { verifyJwt: false }],
      ['b', { verifyJwt: true }],
    ]);
  });

  it('falls back to the Supabase CLI defaults and raises a short password minimum to 6', () => {
    expect(config('').apiPort).toBe(54321);
    expect(config('').auth).toEqual({
      siteUrl: 'http://127.0.0.1:3000',
      additionalRedirectUrls: ['https://127.0.0.1:3000'],
      jwtExpiry: 3600,
      minimumPasswordLength: 6,
      enableConfirmations: false,
    });
    expect(config('[auth]\nminimum_password_length = 4').auth.minimumPasswordLength).toBe(6);
  });

  it('refuses a wrong value with the name of the setting', () => {
    expect(() => config('[auth]\njwt_expiry = "1h"')).toThrow(/auth\.jwt_expiry/);
    expect(() => config('[auth]\njwt_expiry = 999999')).toThrow(/auth\.jwt_expiry/);
    expect(() => config('[auth]\nsite_url = "localhost:5173"')).toThrow(/auth\.site_url/);
    expect(() => config('[auth]\nadditional_redirect_urls = "http://x"')).toThrow(
      /auth\.additional_redirect_urls/,
    );
    expect(() => config('[auth.email]\nenable_confirmations = "yes"')).toThrow(
      /auth\.email\.enable_confirmations/,
    );
    expect(() => config('[functions.x]\nverify_jwt = 1')).toThrow(/functions\.x\.verify_jwt/);
    expect(() => parseConfigToml('[auth\nsite_url = 1', 'broken.toml')).toThrow(/broken\.toml/);
  });

  it('the project config parses, and the stack reads its base settings, not a remote block', () => {
    const project = readProjectConfig();
    expect(project.functions.get('chat-ai')).toEqual({ verifyJwt: false });
    expect(project.functions.get('transcribe-audio')).toEqual({ verifyJwt: false });
    const withRemote = projectConfigFrom(
      parseConfigToml(`
        [auth]
        site_url = "http://localhost:5173"
        [remotes.production]
        project_id = "abcdefghijklmnopqrst"
        [remotes.production.auth]
        site_url = "https://www.example.com"
      `),
    );
    expect(withRemote.auth.siteUrl).toBe('http://localhost:5173');
  });

  it('merges [remotes.<name>] over the base for its project, like the CLI, seed off', () => {
    const root = parseConfigToml(`
      [db.seed]
      enabled = true
      [auth]
      site_url = "http://localhost:5173"
      additional_redirect_urls = ["http://localhost:5173/auth"]
      jwt_expiry = 3600
      [auth.email]
      enable_confirmations = false
      [remotes.production]
      project_id = "abcdefghijklmnopqrst"
      [remotes.production.auth]
      site_url = "https://www.example.com"
      additional_redirect_urls = ["https://www.example.com/auth"]
      [remotes.production.auth.email]
      enable_confirmations = true
    `);
    const production = effectiveConfigFor(root, 'abcdefghijklmnopqrst');
    expect(production.remote).toBe('production');
    expect(projectConfigFrom(production.config).auth).toMatchObject({
      siteUrl: 'https://www.example.com',
      additionalRedirectUrls: ['https://www.example.com/auth'],
      jwtExpiry: 3600,
      enableConfirmations: true,
    });
    expect(production.config).toMatchObject({ db: { seed: { enabled: false } } });
    const other = effectiveConfigFor(root, 'zzzzzzzzzzzzzzzzzzzz');
    expect(other.remote).toBeUndefined();
    expect(projectConfigFrom(other.config).auth.enableConfirmations).toBe(false);
  });
});

describe('production safety of the local-only auth settings', () => {
  const REF = 'abcdefghijklmnopqrst';
  const production = `
    [remotes.production]
    project_id = "${REF}"
    [remotes.production.auth]
    site_url = "https://www.example.com"
    additional_redirect_urls = ["https://www.example.com/auth"]
    [remotes.production.auth.email]
    enable_confirmations = true
  `;
  const projectToml = readFileSync(DEFAULT_CONFIG_PATH, 'utf8');

  it('the project config as committed may not be pushed to a hosted project as it is', () => {
    const problems = productionAuthProblems(parseConfigToml(projectToml), REF);
    expect(problems.join('\n')).toMatch(/no \[remotes\.<name>\] block/);
    expect(problems.join('\n')).toMatch(/enable_confirmations is false/);
    expect(problems.join('\n')).toMatch(/auth\.site_url is "http:\/\/localhost/);
  });

  it('with a [remotes.*] block for the project, the push carries production settings', () => {
    const root = parseConfigToml(`${projectToml}\n${production}`);
    expect(productionAuthProblems(root, REF)).toEqual([]);
    // Another project still gets the local settings, and is flagged.
    expect(productionAuthProblems(root, 'zzzzzzzzzzzzzzzzzzzz').length).toBeGreaterThan(0);
    // The local stack keeps the local settings.
    expect(projectConfigFrom(root).auth.enableConfirmations).toBe(false);
  });

  it('a remote block that keeps a localhost URL or confirmations off is flagged', () => {
    const leaky = production
      .replace(
        'https://www.example.com/auth"]',
        'https://www.example.com/auth", "http://localhost:5173/auth"]',
      )
      .replace('enable_confirmations = true', 'enable_confirmations = false');
    const problems = productionAuthProblems(parseConfigToml(`${projectToml}\n${leaky}`), REF);
    expect(problems).toHaveLength(2);
    expect(productionAuthProblems(parseConfigToml(projectToml), 'not-a-ref')[0]).toMatch(
      /not a project ref/,
    );
  });
});

describe('redirect allow-list (GoTrue rules)', () => {
  const auth = {
    siteUrl: 'https://www.example.com',
    additionalRedirectUrls: [
      'https://www.example.com/auth',
      'https://*.preview.example.net/**',
      'myapp://callback',
    ],
  };
  it.each([
    ['https://www.example.com/any/path?x=1', true],
    ['http://www.example.com/', false],
    ['https://www.example.com:8443/', false],
    ['https://www.example.com.evil.test/', false],
    ['https://pr-7.preview.example.net/auth', true],
    ['https://a.b.preview.example.net/auth', false],
    ['https://evil.test/https://pr-7.preview.example.net/', false],
    ['myapp://callback', true],
    ['http://127.0.0.1:9999/x', true],
    ['http://[::1]:9999/x', true],
    ['http://2130706433/', false],
    ['http://192.168.1.10/', false],
    ['http://localhost:5173/auth', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('%s → %s', (url, allowed) => {
    expect(isRedirectAllowed(auth, url)).toBe(allowed);
  });

  it('on a localhost site URL any port of that host is the site', () => {
    const local = { siteUrl: 'http://localhost:5173', additionalRedirectUrls: [] };
    expect(isRedirectAllowed(local, 'http://localhost:4182/auth')).toBe(true);
    expect(isRedirectAllowed(local, 'https://localhost:5173/')).toBe(false);
  });
});

describe('a stack started with different settings behaves differently', () => {
  let changed: LocalStack;
  const changedClient = () => nodeSupabaseClient(changed.url, PUBLISHABLE_KEY);

  async function inbox(url: string, to: string): Promise<{ subject: string; links: string[] }[]> {
    const res = await fetch(`${url}/__local/inbox.json`, { headers: { apikey: SECRET_KEY } });
    const { emails } = (await res.json()) as {
      emails: { to: string; subject: string; links: string[] }[];
    };
    return emails.filter((mail) => mail.to === to);
  }

  beforeAll(async () => {
    changed = await startLocalStack({
      config: readProjectConfig(CHANGED_CONFIG),
      port: 0,
      dataDir: 'memory',
      // Its own in-memory database even where the shared stack uses DATABASE_URL.
      databaseUrl: '',
      quiet: true,
      functionsDir: FIXTURE_FUNCTIONS_DIR,
    });
  });
  afterAll(() => changed?.close());

  it('minimum_password_length: 9 characters pass the project config, not one asking for 10', async () => {
    const password = 'nine-char';
    const here = await client().auth.signUp({ email: uniqueEmail('pw'), password });
    expect(here.error).toBeNull();
    const there = await changedClient().auth.signUp({ email: uniqueEmail('pw'), password });
    expect(there.error?.code).toBe('weak_password');
    expect(there.error?.message).toBe('Password should be at least 10 characters.');
  });

  it('enable_confirmations + jwt_expiry: no session until the e-mail link, then 120 s tokens', async () => {
    const email = uniqueEmail('confirm');
    const password = 'long-enough-42';
    const supabase = changedClient();
    const signUp = await supabase.auth.signUp({ email, password });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.email).toBe(email);
    expect(signUp.data.user?.email_confirmed_at).toBeUndefined();
    const early = await supabase.auth.signInWithPassword({ email, password });
    expect(early.error?.code).toBe('email_not_confirmed');
    const settings = (await (
      await fetch(`${changed.url}/auth/v1/settings`, { headers: { apikey: PUBLISHABLE_KEY } })
    ).json()) as { mailer_autoconfirm: boolean };
    expect(settings.mailer_autoconfirm).toBe(false);

    const [mail] = await inbox(changed.url, email);
    expect(mail?.subject).toBe('Confirm Your Signup');
    const follow = await fetch(mail?.links[0] ?? '', { redirect: 'manual' });
    expect(follow.status).toBe(303);
    // No redirect_to was given: the link lands on this config's site URL.
    expect(follow.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:4999\/#access_token=/);

    const signedIn = await supabase.auth.signInWithPassword({ email, password });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session?.expires_in).toBe(120);
    const payload = JSON.parse(
      Buffer.from(signedIn.data.session?.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as { iat: number; exp: number };
    expect(payload.exp - payload.iat).toBe(120);

    // The project's own config confirms at once and issues hour-long tokens.
    const here = await client().auth.signUp({ email: uniqueEmail('confirm'), password });
    expect(here.data.session?.expires_in).toBe(3600);
  });

  it('site_url + additional_redirect_urls decide where recovery links may lead', async () => {
    const email = uniqueEmail('redirect');
    const supabase = changedClient();
    // With confirmations on, the user confirms first (recovery works for any existing user).
    await supabase.auth.signUp({ email, password: 'long-enough-42' });
    for (const redirectTo of [
      'https://app.example.test/deep/path',
      'http://localhost:5173/auth',
      'https://evil.example.net/steal',
    ]) {
      await supabase.auth.resetPasswordForEmail(email, { redirectTo });
    }
    const targets = (await inbox(changed.url, email))
      .filter((mail) => mail.subject === 'Reset Your Password')
      .map((mail) => new URL(mail.links[0] ?? '').searchParams.get('redirect_to'))
      .reverse();
    expect(targets).toEqual([
      'https://app.example.test/deep/path',
      // Allowed by the project's config.toml, not by this one: the site URL instead.
      'http://127.0.0.1:4999',
      'http://127.0.0.1:4999',
    ]);
  });

  it('functions.<name>.verify_jwt: echo is public in one config and needs a JWT in the other', async () => {
    expect((await client().functions.invoke('echo', { body: {} })).error).toBeNull();
    const refused = await changedClient().functions.invoke('echo', { body: {} });
    expect((refused.error as { context?: Response } | null)?.context?.status).toBe(401);
  });

  it('the dev-site origin allowed on /__local/ follows site_url', async () => {
    const preflight = (url: string, origin: string) =>
      fetch(`${url}/__local/hsforms/submissions/v3/integration/submit/1/2`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
    const ok = await preflight(changed.url, 'http://127.0.0.1:4999');
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4999');
    expect((await preflight(changed.url, 'http://localhost:5173')).status).toBe(403);
  });
});
