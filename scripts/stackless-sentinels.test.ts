// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { SENTINELS, withStacklessSentinels } from './stackless-sentinels';

const require = createRequire(import.meta.url);
const reactDomClient = join(
  dirname(require.resolve('react-dom/package.json')),
  'cjs/react-dom-client.production.js',
);

/** Runs CommonJS source the way a bundler's wrapper does, with Node's own `require`. */
function runCommonJs(code: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  new Function('exports', 'require', 'module', code)(module.exports, require, module);
  return module.exports;
}

describe('stackless sentinels', () => {
  it('finds all five sentinels in the installed React DOM', () => {
    const { replaced } = withStacklessSentinels(readFileSync(reactDomClient, 'utf8'));
    expect([...replaced].sort()).toEqual([...SENTINELS].sort());
  });

  it('leaves React DOM strict, on the same lines, and working', () => {
    const source = readFileSync(reactDomClient, 'utf8');
    const { code } = withStacklessSentinels(source);
    const firstStatement = code.replace(/^(?:\s*\/\*[\s\S]*?\*\/)*\s*/, '');
    expect(firstStatement.startsWith('"use strict";')).toBe(true);
    const before = source.split('\n');
    const after = code.split('\n').slice(0, before.length);
    const changed = before.flatMap((line, index) => (line === after[index] ? [] : [line]));
    expect(changed.map((line) => line.trim().split(' ')[0])).toEqual([
      'HydrationMismatchException',
      'var',
      'SuspenseyCommitException',
      'SuspenseActionException',
      'var',
    ]);
    const exports = runCommonJs(code);
    expect(typeof exports.hydrateRoot).toBe('function');
    expect(typeof exports.createRoot).toBe('function');
  });

  it('builds a sentinel that is an Error with its message and no recorded stack', () => {
    const { code } = withStacklessSentinels(
      'function formatProdErrorMessage(code) { return "Minified React error #" + code; }\n' +
        'var SuspenseException = Error(formatProdErrorMessage(460));\n' +
        'module.exports = { SuspenseException, again: SuspenseException };',
    );
    const { SuspenseException, again } = runCommonJs(code) as {
      SuspenseException: Error;
      again: Error;
    };
    expect(SuspenseException).toBeInstanceOf(Error);
    expect(SuspenseException.message).toBe('Minified React error #460');
    expect(SuspenseException.name).toBe('Error');
    expect(Object.hasOwn(SuspenseException, 'stack')).toBe(false);
    expect(again).toBe(SuspenseException);
  });

  it('changes nothing in code without the sentinels', () => {
    const code = 'var other = Error(formatProdErrorMessage(418));';
    expect(withStacklessSentinels(code)).toEqual({ code, replaced: [] });
  });
});
