// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { tempFolders } from '../src/testing/temp-folders';

import { COMPILE_HINT, addCompileHintsInBuild, withCompileHint } from './compile-hints';
import { preloadedModules } from './deferred-hydration';

/** A prerendered page's head as React Router writes it: its modules, preloaded. */
const page = (...modules: string[]) =>
  `<!DOCTYPE html><html><head>${modules.map((href) => `<link rel="modulepreload" href="${href}"/>`).join('')}<link rel="stylesheet" href="/assets/root.css"/></head><body></body></html>`;

const build = tempFolders('compile-hints-');

describe('preloadedModules', () => {
  it('lists the modules a page preloads, nothing else', () => {
    expect(preloadedModules(page('/assets/framework-1.js', '/assets/home-2.js'))).toEqual([
      '/assets/framework-1.js',
      '/assets/home-2.js',
    ]);
  });
});

describe('withCompileHint', () => {
  it('puts the hint on the first line, once', () => {
    const hinted = withCompileHint('import"./a.js";export{}');
    expect(hinted).toBe(`${COMPILE_HINT}\nimport"./a.js";export{}`);
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe('addCompileHintsInBuild', () => {
  it('hints every module a prerendered page preloads, and no module loaded only on use', () => {
    const dir = build({
      'index.html': page('/assets/framework-1.js', '/assets/home-2.js'),
      'contact.html': page('/assets/framework-1.js', '/assets/contact-3.js'),
      'assets/framework-1.js': 'export const a=1;',
      'assets/home-2.js': 'export const b=2;',
      'assets/contact-3.js': 'export const c=3;',
      'assets/chat-panel-4.js': 'export const d=4;',
    });
    expect(addCompileHintsInBuild(dir, ['/', '/contact'])).toEqual([
      '/assets/contact-3.js',
      '/assets/framework-1.js',
      '/assets/home-2.js',
    ]);
    const read = (file: string) => readFileSync(join(dir, 'assets', file), 'utf8');
    expect(read('framework-1.js')).toBe(`${COMPILE_HINT}\nexport const a=1;`);
    expect(read('contact-3.js')).toBe(`${COMPILE_HINT}\nexport const c=3;`);
    expect(read('chat-panel-4.js')).toBe('export const d=4;');
  });

  it('refuses a build whose pages preload nothing (React Router changed how it writes them)', () => {
    const dir = build({ 'index.html': '<!DOCTYPE html><html><head></head><body></body></html>' });
    expect(() => addCompileHintsInBuild(dir, ['/'])).toThrow(/modulepreload/);
  });
});
