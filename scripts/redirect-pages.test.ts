// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { tempFolders } from '../src/testing/temp-folders';

import {
  RedirectPageError,
  parseRedirectPage,
  redirectPage,
  rewriteRedirectPages,
  targetPageOf,
} from './redirect-pages';

/** Exactly what React Router 7.18 writes for a loader's redirect while prerendering. */
function reactRouterRedirect(from: string, location: string, delay = 0): string {
  return `<!doctype html>
<head>
<title>Redirecting to: ${location}</title>
<meta http-equiv="refresh" content="${delay};url=${location}">
<meta name="robots" content="noindex">
</head>
<body>
	<a href="${location}">
    Redirecting from <code>${from}</code> to <code>${location}</code>
  </a>
</body>
</html>`;
}

// A prerendered page's head as React writes it (shortened).
const storyPage = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Quotes in minutes | Northlight AI</title><meta name="description" content="Brenner &amp; Co. builds lines."/><link rel="canonical" href="https://site.test/case-studies/quotes"/><meta property="og:type" content="article"/><meta property="og:url" content="https://site.test/case-studies/quotes"/><meta property="og:image" content="https://site.test/b.png"/><meta property="og:image:alt" content="Quotes – image 1 of 2"/><meta name="twitter:card" content="summary_large_image"/><meta name="twitter:image:alt" content="Quotes – image 1 of 2"/><meta property="article:modified_time" content="2026-01-02"/><meta name="robots" content="noindex, nofollow"/><link rel="stylesheet" href="/assets/root.css"/></head><body><meta property="og:title" content="in the body"/></body></html>`;

describe('parseRedirectPage', () => {
  it("reads React Router's redirect page", () => {
    expect(parseRedirectPage(reactRouterRedirect('/case-studies/1/', '/case-studies/a'))).toEqual({
      from: '/case-studies/1/',
      location: '/case-studies/a',
    });
  });

  it("undoes React Router's JavaScript escapes of the location", () => {
    expect(
      parseRedirectPage(reactRouterRedirect('/x/', '/search?a=1\\u0026b=\\u003c2\\u003e'))
        ?.location,
    ).toBe('/search?a=1&b=<2>');
  });

  it('leaves pages without a refresh alone', () => {
    expect(parseRedirectPage(storyPage)).toBeNull();
  });

  it('fails on a refresh <meta> in any other shape', () => {
    const changed = reactRouterRedirect('/x/', '/y').replace('<!doctype html>\n<head>', '<head>');
    expect(() => parseRedirectPage(changed)).toThrow(RedirectPageError);
    expect(() =>
      parseRedirectPage('<html><head><meta http-equiv="Refresh" content="5"></head></html>'),
    ).toThrow(RedirectPageError);
  });

  it('recognises a page it wrote itself', () => {
    const page = redirectPage({ from: '/x/', location: '/y' });
    expect(parseRedirectPage(page)).toBeNull();
  });
});

describe('redirectPage', () => {
  const redirect = { from: '/case-studies/1/', location: '/case-studies/quotes' };

  it('refreshes at once with the value the HTML standard wants, and stays out of the index', () => {
    const page = redirectPage(redirect);
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/case-studies/quotes">');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">/);
    expect(page).toContain('<title>Redirecting to: /case-studies/quotes</title>');
    expect(page).toContain(
      '<a href="/case-studies/quotes">Redirecting from <code>/case-studies/1/</code> to <code>/case-studies/quotes</code></a>',
    );
  });

  it('escapes the addresses for HTML', () => {
    const page = redirectPage({ from: '/a"<b>/', location: '/s?a=1&b="2"' });
    expect(page).toContain('content="0; url=/s?a=1&amp;b=&quot;2&quot;"');
    expect(page).toContain('<code>/a&quot;&lt;b&gt;/</code>');
  });

  it("takes the target page's language, title, canonical URL and preview tags", () => {
    const page = redirectPage(redirect, targetPageOf(storyPage));
    expect(page).toContain('<title>Quotes in minutes | Northlight AI</title>');
    expect(page).toContain('<link rel="canonical" href="https://site.test/case-studies/quotes"/>');
    expect(page).toContain('<meta name="description" content="Brenner &amp; Co. builds lines."/>');
    expect(page).toContain('<meta property="og:image:alt" content="Quotes – image 1 of 2"/>');
    expect(page).toContain('<meta name="twitter:image:alt" content="Quotes – image 1 of 2"/>');
    expect(page).toContain('<meta property="article:modified_time" content="2026-01-02"/>');
    // Its own robots tag, no second one; nothing from the target's body or its stylesheet.
    expect(page.match(/name="robots"/g)).toHaveLength(1);
    expect(page).not.toContain('in the body');
    expect(page).not.toContain('stylesheet');
  });
});

describe('rewriteRedirectPages', () => {
  const build = tempFolders('redirect-pages-');

  it('rewrites every redirect page of the build, wherever it is, and nothing else', () => {
    const client = build({
      'index.html': '<!DOCTYPE html><html lang="en"><head><title>Home</title></head></html>',
      'case-studies/quotes/index.html': storyPage,
      'case-studies/1/index.html': reactRouterRedirect('/case-studies/1/', '/case-studies/quotes'),
      'old/deep/path/index.html': reactRouterRedirect('/old/deep/path/', '/elsewhere', 2),
    });
    expect(rewriteRedirectPages(client).sort()).toEqual([
      join('case-studies', '1', 'index.html'),
      join('old', 'deep', 'path', 'index.html'),
    ]);
    const story = readFileSync(join(client, 'case-studies/1/index.html'), 'utf8');
    expect(story).toContain('content="0; url=/case-studies/quotes"');
    expect(story).toContain('<title>Quotes in minutes | Northlight AI</title>');
    // A 302's delay of 2 s becomes 0 too; a target outside the build gets no preview tags.
    const other = readFileSync(join(client, 'old/deep/path/index.html'), 'utf8');
    expect(other).toContain('content="0; url=/elsewhere"');
    expect(other).not.toContain('og:');
    expect(readFileSync(join(client, 'case-studies/quotes/index.html'), 'utf8')).toBe(storyPage);
    // Running it again changes nothing.
    expect(rewriteRedirectPages(client)).toEqual([]);
    expect(readFileSync(join(client, 'case-studies/1/index.html'), 'utf8')).toBe(story);
  });

  it('fails the build, naming the file, when a redirect page has another shape', () => {
    const client = build({
      'a/index.html': reactRouterRedirect('/a/', '/b').replace('content="0;', 'content="0; '),
    });
    expect(() => rewriteRedirectPages(client)).toThrow(/a\/index\.html .*React Router/);
  });
});
