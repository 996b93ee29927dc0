import { accessSync, constants } from 'node:fs';

/** Flags that keep Debian's Chromium quiet and offline (DEVELOPERS.md, "The machine"). */
export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-gpu',
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The Chromium binary to drive: `CHROMIUM_PATH` if set, else the first installed candidate. */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH;
  const candidates = fromEnv ? [fromEnv] : CANDIDATES;
  for (const path of candidates) {
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // try the next one
    }
  }
  return undefined;
}

export const CHROMIUM_HELP = `No Chromium found for the end-to-end tests.
Install Debian's Chromium:   sudo apt-get install -y chromium
or point the tests at another Chromium/Chrome binary:   CHROMIUM_PATH=/path/to/chrome npm test
(Playwright's own browser download is not used by this project.)`;
