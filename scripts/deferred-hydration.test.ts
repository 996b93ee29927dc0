import { describe, expect, it } from 'vitest';

import { ENTRY_SCRIPT_ID, MODULES_DATA_ID, deferHydration } from './deferred-hydration';

// The shape React Router 7 writes for a prerendered page (shortened).
const entry = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-3.js");`;
const page = `<!DOCTYPE html><html><head><title>T</title><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/framework-4.js"/><link rel="modulepreload" href="/assets/root-2.js"/><link rel="modulepreload" href="/assets/shell-5.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><h1>Hello</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">${entry}</script><script>$RC("B:1","S:1")</script></body></html>`;

/** The boot script, right after the page's module lists. */
const BOOT_SCRIPT = /id="hydration-modules">[^<]*<\/script><script>([\s\S]*?)<\/script>/;

describe('deferHydration', () => {
  const out = deferHydration(page);

  it('removes the module preloads and the running entry script from the markup', () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toContain('<script type="module"');
  });

  it('keeps React Router’s entry script verbatim, inert, for the boot script to run', () => {
    expect(out).toContain(`<script type="text/plain" id="${ENTRY_SCRIPT_ID}">${entry}</script>`);
  });

  it('keeps everything else as it was: content, stylesheet, the other inline scripts', () => {
    expect(out).toContain('<h1>Hello</h1>');
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(out).toContain('<script>window.__reactRouterContext = {};</script>');
    expect(out).toContain('<script>$RC("B:1","S:1")</script>');
  });

  it('hands the boot script every module, and the library chunks to evaluate first, in order', () => {
    expect(out).toContain(
      `<script type="application/json" id="${MODULES_DATA_ID}">{"modules":["/assets/manifest-1.js","/assets/framework-4.js","/assets/root-2.js","/assets/shell-5.js"],"early":["/assets/framework-4.js","/assets/shell-5.js"]}</script><script>`,
    );
    expect(out).toContain('first-contentful-paint');
  });

  it('writes the same boot script for every page (one hash in the Content-Security-Policy)', () => {
    const other = deferHydration(page.replace(/root-2/g, 'other-7'));
    const boot = (html: string) => BOOT_SCRIPT.exec(html)?.[1];
    expect(other).not.toEqual(out);
    expect(boot(out)).toContain('hydration-modules');
    expect(boot(other)).toEqual(boot(out));
  });

  it('writes a boot script that parses, minified (every page carries it)', () => {
    const boot = BOOT_SCRIPT.exec(out)?.[1];
    expect(boot).toContain('data-page-copy');
    expect(boot).not.toMatch(/\n|\/\/ /);
    expect(boot?.length).toBeLessThan(3100);
    expect(() => new Function(boot ?? '')).not.toThrow();
    expect(() => new Function(`${boot ?? ''}}`)).toThrow(SyntaxError);
  });

  it('refuses a page that does not look like React Router’s output', () => {
    expect(() => deferHydration('<html><body>no scripts</body></html>')).toThrow(/entry script/);
    expect(() => deferHydration(page.replace(/<link rel="modulepreload"[^>]*>/g, ''))).toThrow(
      /modulepreload/,
    );
  });
});
