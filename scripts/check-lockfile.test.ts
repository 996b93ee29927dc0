// @vitest-environment node
/** The lockfile check: the project's lockfile passes, hand-made stubs and missing builds do not. */
import { readFileSync } from 'node:fs';

import { lockfileProblems } from './check-lockfile';

const INTEGRITY = 'sha512-AAAA';

describe('lockfileProblems', () => {
  it('passes the project’s lockfile', () => {
    const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
    expect(lockfileProblems(lock.packages)).toEqual([]);
  });

  it('names entries without integrity, but not links or files bundled in another package', () => {
    expect(
      lockfileProblems({
        '': { version: '1.0.0' },
        'node_modules/stub': { version: '2.0.0', optionalDependencies: {} },
        'node_modules/linked': { link: true },
        'node_modules/wasm': { version: '1.0.0', integrity: INTEGRITY },
        'node_modules/wasm/node_modules/tslib': { version: '2.8.1', inBundle: true },
      }),
    ).toEqual(['node_modules/stub@2.0.0 has no integrity']);
  });

  it('finds optional dependencies where Node would, and names the missing ones', () => {
    expect(
      lockfileProblems({
        '': { optionalDependencies: { top: '1.0.0' } },
        'node_modules/top': { version: '1.0.0', integrity: INTEGRITY },
        'node_modules/a': {
          version: '1.0.0',
          integrity: INTEGRITY,
          optionalDependencies: { '@x/a-linux-x64': '1.0.0', '@x/a-darwin-arm64': '1.0.0' },
        },
        'node_modules/a/node_modules/@x/a-linux-x64': { version: '1.0.0', integrity: INTEGRITY },
        'node_modules/a/node_modules/b': {
          version: '1.0.0',
          integrity: INTEGRITY,
          optionalDependencies: { top: '1.0.0' },
        },
      }),
    ).toEqual(['@x/a-darwin-arm64@1.0.0, optional dependency of node_modules/a, has no entry']);
  });
});
