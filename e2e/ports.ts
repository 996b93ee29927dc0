import net from 'node:net';

/** Ports of the end-to-end run; override them to run two suites side by side. */
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4173);
export const API_PORT = Number(process.env.E2E_API_PORT ?? 54421);
export const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;
export const API_URL = `http://127.0.0.1:${API_PORT}`;
/** Where `npm run test:e2e` puts the build it tests. */
export const E2E_BUILD_DIR = process.env.E2E_BUILD_DIR ?? '.e2e/build';
/**
 * A second build of the site with the other key format: the legacy anon JWT in
 * VITE_SUPABASE_PUBLISHABLE_KEY instead of the CLI's default `sb_publishable_…` key.
 */
export const LEGACY_KEY_SITE_PORT = Number(process.env.E2E_LEGACY_KEY_SITE_PORT ?? SITE_PORT + 100);
export const LEGACY_KEY_SITE_URL = `http://127.0.0.1:${LEGACY_KEY_SITE_PORT}`;
export const E2E_LEGACY_KEY_BUILD_DIR = `${E2E_BUILD_DIR}-legacy-key`;
/** The fake OpenAI-compatible transcription server the voice spec starts (e2e/voice.spec.ts). */
export const FAKE_TRANSCRIBE_PORT = Number(process.env.E2E_TRANSCRIBE_PORT ?? API_PORT + 100);
export const FAKE_TRANSCRIBE_URL = `http://127.0.0.1:${FAKE_TRANSCRIBE_PORT}/v1`;

/** A port nothing listens on now, for a server a spec starts itself. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
