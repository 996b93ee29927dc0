// @vitest-environment node
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postcss from 'postcss';
import { afterAll, describe, expect, it } from 'vitest';

import {
  criticalCssOf,
  inlineCriticalCssInBuild,
  pruneCustomProperties,
  readableByNuChecker,
  withCriticalCss,
} from './critical-css';

const LINK = '<link rel="stylesheet" href="/assets/root.css"/>';
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Hi</title></head>' +
  '<body><main><h1 class="title">Hi</h1><a class="button" href="/x">Go</a></main>' +
  `${LINK}<script>window.ctx={}</script></body></html>`;

const STYLESHEET = [
  '@layer properties{@supports (not (margin-trim:inline)){*,:before,:after{--tw-border-style:solid}}}',
  ':root{--accent:#0ff;--unused:red;--ring:var(--accent)}',
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
  '@property --tw-blur{syntax:"*";inherits:false}',
  '.title{color:var(--accent);border-style:var(--tw-border-style)}',
  '.button{background:#000;transition:color .15s}',
  '@media (hover:hover){.button:hover{color:var(--ring)}}',
  '.dialog{position:fixed}',
  '@media (min-width:40rem){.dialog{inset:0}}',
].join('');

const dir = mkdtempSync(join(tmpdir(), 'critical-css-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'assets/root.css'), STYLESHEET);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('critical CSS', () => {
  it("keeps the rules that match the page's elements, their states and what they read", async () => {
    const css = await criticalCssOf(PAGE, dir);
    expect(css).toContain('.title{');
    expect(css).toContain('.button{');
    expect(css).toContain('.button:hover');
    expect(css).toContain('--accent:#0ff');
    // Read through --ring, which the hover rule reads.
    expect(css).toContain('--ring:var(--accent)');
    expect(css).toContain('@layer properties{*,:before,:after{--tw-border-style:solid}}');
    // No element of the page is a dialog; nothing reads --unused or --tw-blur.
    expect(css).not.toContain('.dialog');
    expect(css).not.toContain('min-width:40rem');
    expect(css).not.toContain('--unused');
    expect(css).not.toContain('--tw-blur');
  });

  it('keeps the rules of a whole :where() or :is(), which Beasties cannot judge, where they apply', async () => {
    // Tailwind's space-y-* and the stylesheet's heading rule are written so: without them the
    // page is laid out anew when the stylesheet arrives. Rules for what the page lacks stay out.
    writeFileSync(
      join(dir, 'assets/where.css'),
      ':where(.stack>:not(:last-child)){margin-block-end:3rem}:is(h1,h2){hyphens:auto}' +
        ':where(.absent>:not(:last-child)){margin-block-end:1rem}' +
        ':where(select:is([multiple],[size])) optgroup{font-weight:bolder}' +
        '.title{color:red}',
    );
    const page = PAGE.replace(LINK, '<link rel="stylesheet" href="/assets/where.css"/>').replace(
      '<main>',
      '<main class="stack">',
    );
    const css = await criticalCssOf(page, dir);
    expect(css).toContain(':where(.stack>:not(:last-child)){margin-block-end:3rem}');
    expect(css).toContain(':is(h1,h2){hyphens:auto}');
    expect(css).toContain('.title{color:red}');
    expect(css).not.toContain('.absent');
    expect(css).not.toContain('optgroup');
  });

  it('puts the rules at the end of the head and changes nothing else', () => {
    expect(withCriticalCss(PAGE, '.title{color:red}')).toBe(
      PAGE.replace('</head>', '<style>.title{color:red}</style></head>'),
    );
    expect(withCriticalCss(PAGE, '')).toBe(PAGE);
  });

  it('has no rules for a page without a stylesheet', async () => {
    expect(await criticalCssOf(PAGE.replace(LINK, ''), dir)).toBe('');
  });

  it('leaves out custom properties nothing reads, and what is left empty', () => {
    const prune = (alsoRead: string[] = []) => {
      const root = postcss.parse(
        ':root{--a:1px;--b:var(--a);--c:2px}' +
          '@supports (color:red){*{--d:0}}' +
          '@property --c{syntax:"*";inherits:false}' +
          '.x{margin:var(--b)}',
      );
      pruneCustomProperties(root, alsoRead);
      return root.toString();
    };
    expect(prune()).toBe(':root{--a:1px;--b:var(--a)}.x{margin:var(--b)}');
    // A custom property a style attribute reads stays.
    expect(prune(['--c'])).toContain('--c:2px');
  });

  it('says what the Nu Html Checker cannot read without it', () => {
    const css =
      '@layer properties{@supports (not (margin-trim:inline)){*,:before{--s:solid;--g:#0000}}}' +
      '@property --s{syntax:"*";inherits:false;initial-value:solid}' +
      '@property --g{syntax:"<color>";inherits:false;initial-value:#0000}' +
      '.t{transition-property:color,--g;border-style:var(--s)}' +
      'textarea{field-sizing:content;min-height:4rem}';
    const root = postcss.parse(css);
    readableByNuChecker(root);
    expect(root.toString()).toBe(
      '@layer properties{*,:before{--s:solid;--g:#0000}}' +
        '.t{transition-property:color;border-style:var(--s)}' +
        'textarea{min-height:4rem}',
    );
    // A registered property no fallback sets would lose its initial value: the build stops.
    const unsafe = postcss.parse('@property --s{syntax:"*";inherits:false;initial-value:solid}');
    expect(() => readableByNuChecker(unsafe)).toThrow(/--s/);
  });

  it('gives every page of a build its critical CSS', async () => {
    writeFileSync(join(dir, 'index.html'), PAGE);
    writeFileSync(join(dir, 'de.html'), PAGE.replace('lang="en"', 'lang="de"'));
    mkdirSync(join(dir, 'de'));
    writeFileSync(join(dir, 'de/404.html'), PAGE.replace('lang="en"', 'lang="de"'));
    await inlineCriticalCssInBuild(dir);
    for (const file of ['index.html', 'de.html', 'de/404.html']) {
      const html = readFileSync(join(dir, file), 'utf8');
      expect(html).toMatch(/<style>[^<]*\.title\{[^<]*<\/style><\/head>/);
      expect(html).toContain(`</main>${LINK}`);
    }
  });
});
