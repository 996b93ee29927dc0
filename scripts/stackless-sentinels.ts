/**
 * React DOM's production build creates five `Error` objects when it is first required: sentinels
 * it throws and catches itself to unwind a render (hydration mismatch, suspense, selective
 * hydration), compared by identity and never shown. Creating an `Error` records a stack trace, and
 * Chromium records it with line and column numbers, which V8 computes by parsing the code of every
 * frame again: here the function that wraps all of React DOM (about 200 kB). Measured on a page
 * load in Chromium 150, requiring `react-dom/client` took 14-30 ms of main thread with the sentinels
 * as React ships them and 2-3 ms without (the longest task of the whole page load on most pages).
 *
 * This plugin builds those five sentinels as objects that inherit from `Error.prototype` with the
 * same message but no recorded stack: `instanceof Error`, `message` and identity unchanged. Only the
 * production client build of React DOM is touched; development keeps React's own file.
 */
import type { Plugin } from 'vite';

/** The sentinels React DOM's production client creates at its top level. */
export const SENTINELS = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
] as const;

const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
const SENTINEL = new RegExp(
  `\\b(${SENTINELS.join('|')})(\\s*=\\s*)Error\\((formatProdErrorMessage\\(\\d+\\))\\)`,
  'g',
);
const HELPER = 'stacklessSentinel$';
// Appended, not prepended: the file starts with its "use strict" directive, and a function
// declaration is visible throughout the module wherever it stands. No line moves, so the
// existing source map stays right.
const HELPER_SOURCE = `
function ${HELPER}(message) {
  return Object.create(Error.prototype, {
    message: { value: message, writable: true, configurable: true },
  });
}
`;

/** React DOM's source with its sentinels built without a stack, and which ones were found. */
export function withStacklessSentinels(code: string): { code: string; replaced: string[] } {
  const replaced: string[] = [];
  const rewritten = code.replace(
    SENTINEL,
    (_match, name: string, assign: string, message: string) => {
      replaced.push(name);
      return `${name}${assign}${HELPER}(${message})`;
    },
  );
  return { code: replaced.length ? `${rewritten}${HELPER_SOURCE}` : code, replaced };
}

export function stacklessSentinels(): Plugin {
  return {
    name: 'stackless-sentinels',
    apply: 'build',
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) return null;
      const { code: rewritten, replaced } = withStacklessSentinels(code);
      const missing = SENTINELS.filter((name) => !replaced.includes(name));
      if (missing.length) {
        this.warn(
          `React DOM no longer creates ${missing.join(', ')} the way stackless-sentinels expects: ` +
            'each one left as it is costs a page load the time to parse React DOM again.',
        );
      }
      return replaced.length ? { code: rewritten, map: null } : null;
    },
  };
}
