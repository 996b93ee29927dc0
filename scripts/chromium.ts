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
/** Debian's build of Chromium's headless shell (package chromium-headless-shell). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The Chromium binary to drive: `CHROMIUM_PATH` if set, else the first installed candidate. */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH;
  return firstExecutable(fromEnv ? [fromEnv] : CANDIDATES);
}

/**
 * The browser of the end-to-end tests: the one `CHROMIUM_PATH` names, else Chromium's headless
 * shell, the same engine without the desktop browser around it (what Playwright runs headless by
 * default; it takes about half the time of the full browser for this suite), else the full
 * browser. A spec that needs what only the full browser has (the fake microphone of
 * e2e/voice.spec.ts) launches `findChromium()` itself.
 */
export function findTestBrowser(): string | undefined {
  if (process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH) return findChromium();
  return firstExecutable([HEADLESS_SHELL]) ?? findChromium();
}

function firstExecutable(candidates: readonly string[]): string | undefined {
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
Install Debian's Chromium and its headless shell:   sudo apt-get install -y chromium chromium-headless-shell
or point the tests at another Chromium/Chrome binary:   CHROMIUM_PATH=/path/to/chrome npm test
(Playwright's own browser download is not used by this project.)`;
