// @vitest-environment node
/**
 * The public configuration rules dev and the production build apply, and `.env.example` itself:
 * copied to `.env.local` it sets nothing, and its examples are recognised as examples.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { loadEnv } from 'vite';

import { ANON_KEY, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from '../local-supabase/config';
import { localPublicEnv } from './local-env';
import { isPlaceholder, PUBLIC_SETTING_NAMES } from '../src/lib/public-settings';
import { buildEnvProblems, isSecretKey, placeholders } from './public-env';

const EXAMPLE = readFileSync(new URL('../.env.example', import.meta.url), 'utf8');
/** The public env Vite would read from a project folder holding only `.env.local` = `text`. */
function viteEnvOf(text: string): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'env-example-'));
  try {
    writeFileSync(join(dir, '.env.local'), text);
    return loadEnv('production', dir, 'VITE_');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('.env.example', () => {
  it('documents every public setting, and no other VITE_ variable', () => {
    const documented = [...EXAMPLE.matchAll(/^# (VITE_[A-Z_]+)=/gm)].map((match) => match[1]);
    expect(documented.toSorted()).toEqual(PUBLIC_SETTING_NAMES.toSorted());
  });

  it('sets nothing when copied to .env.local', () => {
    expect(parseEnv(EXAMPLE)).toEqual({});
    expect(viteEnvOf(EXAMPLE)).toEqual(viteEnvOf(''));
  });

  it('names only examples for the settings a build needs, so an uncommented copy is refused', () => {
    const uncommented = EXAMPLE.replace(/^# (VITE_[A-Z_]+=)/gm, '$1');
    const env = viteEnvOf(uncommented);
    expect(Object.keys(env)).toEqual(
      expect.arrayContaining([
        'VITE_SITE_URL',
        'VITE_SUPABASE_URL',
        'VITE_SUPABASE_PUBLISHABLE_KEY',
      ]),
    );
    const problems = buildEnvProblems(env);
    for (const name of ['VITE_SITE_URL', 'VITE_SUPABASE_URL', 'VITE_SUPABASE_PUBLISHABLE_KEY']) {
      expect(problems.join('\n')).toContain(`${name} is the example value`);
    }
  });
});

describe('isPlaceholder', () => {
  it.each([
    'https://your-project-ref.supabase.co',
    'https://meetings.hubspot.com/<slug>?embed=true',
    'https://www.example.com',
    'https://example.org/scene.html',
    'sb_publishable_...',
    'sb_publishable_…',
    '<portal id>',
    'your_anon_key',
  ])('%s is an example', (value) => {
    expect(isPlaceholder(value)).toBe(true);
  });

  it.each([
    'https://abcdefghijklmnopqrst.supabase.co',
    'http://127.0.0.1:54321',
    'http://localhost:5173',
    'https://www.northlight.ai',
    'https://api.hsforms.com',
    PUBLISHABLE_KEY,
    ANON_KEY,
    '12345678',
  ])('%s is a real value', (value) => {
    expect(isPlaceholder(value)).toBe(false);
  });
});

describe('isSecretKey', () => {
  it('knows secret keys and the service_role JWT', () => {
    expect(isSecretKey(SECRET_KEY)).toBe(true);
    expect(isSecretKey(SERVICE_ROLE_KEY)).toBe(true);
  });

  it('lets the publishable key and the anon JWT through', () => {
    expect(isSecretKey(PUBLISHABLE_KEY)).toBe(false);
    expect(isSecretKey(ANON_KEY)).toBe(false);
  });
});

describe('placeholders', () => {
  it('lists the public variables holding examples, with their values', () => {
    expect(
      placeholders({
        VITE_SUPABASE_URL: 'https://your-project-ref.supabase.co',
        VITE_SITE_URL: 'http://localhost:5173',
        VITE_MEETINGS_URL: ' https://meetings.hubspot.com/<slug>?embed=true ',
        LOCAL_ADMIN_EMAIL: 'admin@example.com',
        VITE_HUBSPOT_FORM_ID: '',
      }),
    ).toEqual([
      ['VITE_SUPABASE_URL', 'https://your-project-ref.supabase.co'],
      ['VITE_MEETINGS_URL', 'https://meetings.hubspot.com/<slug>?embed=true'],
    ]);
  });
});

describe('buildEnvProblems', () => {
  const good = {
    VITE_SITE_URL: 'https://www.northlight.ai',
    VITE_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co',
    VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abc123',
  };

  it('accepts a production configuration and the local one the e2e build uses', () => {
    expect(buildEnvProblems(good)).toEqual([]);
    expect(
      buildEnvProblems(
        localPublicEnv({ apiUrl: 'http://127.0.0.1:54421', siteUrl: 'http://127.0.0.1:4173' }),
      ),
    ).toEqual([]);
  });

  it('names every required setting that is missing or blank', () => {
    expect(buildEnvProblems({ VITE_SUPABASE_URL: '  ' })).toEqual([
      'VITE_SITE_URL is not set.',
      'VITE_SUPABASE_URL is not set.',
      'VITE_SUPABASE_PUBLISHABLE_KEY is not set.',
    ]);
  });

  it('refuses examples, relative URLs, switches that are neither on nor off, and secret keys', () => {
    expect(
      buildEnvProblems({
        ...good,
        VITE_SITE_URL: 'www.northlight.ai',
        VITE_MEETINGS_URL: 'https://meetings.hubspot.com/<slug>?embed=true',
        VITE_HUBSPOT_LANGUAGE_FIELD: 'yes',
        VITE_SUPABASE_PUBLISHABLE_KEY: SERVICE_ROLE_KEY,
      }),
    ).toEqual([
      'VITE_MEETINGS_URL is the example value "https://meetings.hubspot.com/<slug>?embed=true", not a real setting.',
      'VITE_SITE_URL is "www.northlight.ai", not an absolute http(s) URL.',
      'VITE_HUBSPOT_LANGUAGE_FIELD is "yes", not true or false.',
      'VITE_SUPABASE_PUBLISHABLE_KEY holds a secret key (sb_secret_… or the service_role JWT), which would be published with the site: use the publishable key (sb_publishable_…) or the anon JWT.',
    ]);
  });
});
