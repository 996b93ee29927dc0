import { describe, expect, it } from 'vitest';

import { minifyInlineScripts, minifyScript } from './minify-inline-scripts';

describe('minifyInlineScripts', () => {
  const page = [
    '<html><head><script type="application/ld+json">{ "@type": "Article" }</script></head><body>',
    '<script>((storageKey, restoreKey) => {\n    let positions = JSON.parse(sessionStorage.getItem(storageKey) || "{}");\n    window.scrollTo(0, positions[restoreKey] || 0);\n  })("scroll-positions", null)</script>',
    '<script>var started = false;\nfunction hydrate() { started = true; }</script>',
    '<script type="text/plain" id="entry">import * as route0 from "/assets/root-1.js";\n  window.modules = { root: route0 };</script>',
    '<script type="application/json" data-stream>"[1, 2]"</script>',
    '<script type="module" src="/assets/x.js"></script>',
    '</body></html>',
  ].join('');
  const out = minifyInlineScripts(page);

  it('minifies classic scripts, keeping their top-level names (they may be globals)', () => {
    expect(out).toContain('<script>var started=!1;function hydrate(){started=!0}</script>');
    expect(out).not.toMatch(/storageKey|\n/);
    const scroll = /<script>(\(\([^<]*)<\/script>/.exec(out)?.[1] ?? '';
    expect(scroll.length).toBeLessThan(120);
    expect(() => new Function(scroll)).not.toThrow();
  });

  it('minifies module code kept as text, whose top-level names are its own', () => {
    expect(out).toContain(
      '<script type="text/plain" id="entry">import*as e from"/assets/root-1.js";window.modules={root:e};</script>',
    );
  });

  it('leaves data and external scripts as they are', () => {
    expect(out).toContain('<script type="application/ld+json">{ "@type": "Article" }</script>');
    expect(out).toContain('<script type="application/json" data-stream>"[1, 2]"</script>');
    expect(out).toContain('<script type="module" src="/assets/x.js"></script>');
  });

  it('refuses a script that does not parse', () => {
    expect(() => minifyScript('function (', { module: false })).toThrow(/does not parse/);
  });
});
