// @vitest-environment node
/**
 * A production build with a missing or example configuration stops before bundling, with one
 * message naming every problem; a development build, or a complete configuration, goes on.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

import { requireBuildEnv } from './build-env';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'build-env-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title><p>t</p>');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A Vite build of a one-page project whose `.env.local` holds `envFile`. */
function buildWith(envFile: string, mode = 'production') {
  writeFileSync(join(dir, '.env.local'), envFile);
  return build({
    root: dir,
    mode,
    configFile: false,
    logLevel: 'silent',
    plugins: [requireBuildEnv()],
    build: { outDir: join(dir, 'dist') },
  });
}

const COMPLETE = [
  'VITE_SITE_URL=https://www.northlight.ai',
  'VITE_SUPABASE_URL=https://abcdefghijklmnopqrst.supabase.co',
  'VITE_SUPABASE_PUBLISHABLE_KEY=sb_publishable_abc123',
].join('\n');

describe('requireBuildEnv', () => {
  it('stops a production build without settings, naming each one and how to go on', async () => {
    await expect(buildWith('')).rejects.toThrow(
      [
        'This production build has no usable configuration:',
        '  - VITE_SITE_URL is not set.',
        '  - VITE_SUPABASE_URL is not set.',
        '  - VITE_SUPABASE_PUBLISHABLE_KEY is not set.',
        'Set the variables (see .env.example) in .env.production.local or in the environment of the build.',
        'To try a production build on this machine, run `npm run local:start`, then `npm run build:local`.',
      ].join('\n'),
    );
  });

  it('stops a production build with the example values', async () => {
    const failure = buildWith(
      COMPLETE.replace('abcdefghijklmnopqrst', 'your-project-ref').replace(
        'northlight.ai',
        'example.com',
      ),
    );
    await expect(failure).rejects.toThrow(
      'VITE_SUPABASE_URL is the example value "https://your-project-ref.supabase.co", not a real setting.',
    );
    await expect(failure).rejects.toThrow('VITE_SITE_URL is the example value');
  });

  /** The page the build wrote. */
  const built = () => readFileSync(join(dir, 'dist', 'index.html'), 'utf8');

  it('lets a complete production configuration build', async () => {
    await buildWith(COMPLETE);
    expect(built()).toContain('<title>t</title>');
  });

  it('leaves builds of other modes alone', async () => {
    await buildWith('', 'development');
    expect(built()).toContain('<title>t</title>');
  });
});
