// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { tempFolders } from '../src/testing/temp-folders';

import { flattenPages, pageFile } from './page-files';

const build = tempFolders('page-files-');

describe('pageFile', () => {
  it('names the file both hosts serve at the address itself', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/about')).toBe('about.html');
    expect(pageFile('/de')).toBe('de.html');
    expect(pageFile('/de/case-studies/x')).toBe('de/case-studies/x.html');
  });
});

describe('flattenPages', () => {
  it("moves React Router's pages to <path>.html, and removes the folders left empty", () => {
    const dir = build({
      'index.html': 'home',
      'about/index.html': 'about',
      'de/index.html': 'de',
      'de/about/index.html': 'de about',
      'case-studies/index.html': 'list',
      'case-studies/x/index.html': 'story',
      'case-studies/logo.svg': '<svg/>',
    });
    flattenPages(dir, ['/', '/about', '/de', '/de/about', '/case-studies', '/case-studies/x']);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe('home');
    expect(readFileSync(join(dir, 'about.html'), 'utf8')).toBe('about');
    expect(readFileSync(join(dir, 'de.html'), 'utf8')).toBe('de');
    expect(readFileSync(join(dir, 'de/about.html'), 'utf8')).toBe('de about');
    expect(readFileSync(join(dir, 'case-studies.html'), 'utf8')).toBe('list');
    expect(readFileSync(join(dir, 'case-studies/x.html'), 'utf8')).toBe('story');
    expect(existsSync(join(dir, 'about'))).toBe(false);
    expect(existsSync(join(dir, 'case-studies/x'))).toBe(false);
    expect(existsSync(join(dir, 'case-studies/logo.svg'))).toBe(true);
  });

  it('fails on a page React Router did not write, or a name already taken', () => {
    expect(() => flattenPages(build({}), ['/about'])).toThrow(/no prerendered page/);
    expect(() =>
      flattenPages(build({ 'about/index.html': 'a', 'about.html': 'b' }), ['/about']),
    ).toThrow(/already exists/);
  });
});
