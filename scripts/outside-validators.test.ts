// @vitest-environment node
/**
 * The outside validators: how their reports are read, and that each of them, run for real, finds
 * a deliberately broken page (so `npm run check:html` can fail).
 */
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { tempFolders } from '../src/testing/temp-folders';

import { buildOrigin, checkHtml, pagePath } from './check-html';
import {
  type SdttResult,
  formatFinding,
  isSkippedLink,
  runLinkinator,
  runSdtt,
  runVnu,
  sdttFindings,
  vnuFindings,
} from './outside-validators';

const tempDir = tempFolders('outside-validators-');

/** A page every checker accepts, but for the twitter:site/creator warnings the site accepts. */
function validPage({ origin = 'http://127.0.0.1:1', path = '/', body = '<p>Hello</p>' } = {}) {
  const url = `${origin}${path}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>A page</title>
<meta name="description" content="What it is about">
<link rel="canonical" href="${url}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="Site">
<meta property="og:title" content="A page">
<meta property="og:description" content="What it is about">
<meta property="og:url" content="${url}">
<meta property="og:locale" content="en_US">
<meta property="og:image" content="${origin}/card.png">
<meta property="og:image:alt" content="The card">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="A page">
<meta name="twitter:description" content="What it is about">
<meta name="twitter:image" content="${origin}/card.png">
<meta name="twitter:image:alt" content="The card">
</head>
<body><main>${body}</main></body>
</html>
`;
}

/** React Router's redirect page, as the W3C checker first found it. */
const reactRouterRedirect = `<!doctype html>
<head>
<title>Redirecting to: /b</title>
<meta http-equiv="refresh" content="0;url=/b">
<meta name="robots" content="noindex">
</head>
<body>
	<a href="/b">
    Redirecting from <code>/a/</code> to <code>/b</code>
  </a>
</body>
</html>`;

describe('vnuFindings', () => {
  const report = JSON.stringify({
    messages: [
      {
        type: 'error',
        url: pathToFileURL('/build/client/a/index.html').href,
        lastLine: 4,
        firstColumn: 1,
        message: 'Bad value “0;url=/b” for attribute “content” on element “meta”.',
      },
      {
        type: 'info',
        subType: 'warning',
        url: pathToFileURL('/build/client/index.html').href,
        lastLine: 1,
        message: 'Consider adding a “lang” attribute.',
      },
      { type: 'info', url: 'file:/build/client/index.html', message: 'Trailing slash…' },
      { type: 'non-document-error', subType: 'io', message: 'File not found.' },
    ],
  });

  it('counts errors, warnings and failures to read, not plain info', () => {
    const { findings, infos } = vnuFindings(report, '/build/client');
    expect(infos).toBe(1);
    expect(findings.map(formatFinding)).toEqual([
      '  ✕ vnu        a/index.html:4.1: error: Bad value “0;url=/b” for attribute “content” on element “meta”.',
      '  ✕ vnu        index.html:1: warning: Consider adding a “lang” attribute.',
      '  ✕ vnu        (no file): io: File not found.',
    ]);
  });
});

describe('sdttFindings', () => {
  const result: SdttResult = {
    passed: [{ test: '"og:title"' }],
    failed: [
      {
        test: '"og:image:alt"',
        description: 'must have image alt text',
        group: 'Facebook',
      },
    ],
    warnings: [
      { test: '"twitter:site"', description: 'should have account username', warning: true },
      { test: '"og:locale"', description: 'should have locale', group: 'Facebook', warning: true },
    ],
    schemas: ['Article'],
  };

  it('reports failed tests and warnings, but the accepted ones', () => {
    const report = sdttFindings(result, '/x');
    expect(report.accepted).toBe(1);
    expect(report.findings.map(formatFinding)).toEqual([
      '  ✕ sdtt       /x: Facebook: must have image alt text ["og:image:alt"]',
      '  ✕ sdtt       /x: warning: Facebook: should have locale ["og:locale"]',
    ]);
  });
});

describe('isSkippedLink', () => {
  it('checks this machine only, over HTTP', () => {
    expect(isSkippedLink('http://127.0.0.1:4173/about')).toBe(false);
    expect(isSkippedLink('http://localhost:4173/a.png')).toBe(false);
    expect(isSkippedLink('http://[::1]:4173/')).toBe(false);
    expect(isSkippedLink('https://www.linkedin.com/company/x')).toBe(true);
    expect(isSkippedLink('http://127.0.0.1.example.com/')).toBe(true);
    expect(isSkippedLink('mailto:hello@example.com')).toBe(true);
    expect(isSkippedLink('not a url')).toBe(false);
  });
});

describe('pagePath and buildOrigin', () => {
  it('name the address each file is served at and the origin the build was made for', () => {
    expect(pagePath('/b', '/b/index.html')).toBe('/');
    expect(pagePath('/b', '/b/case-studies/x.html')).toBe('/case-studies/x');
    expect(pagePath('/b', '/b/__spa-fallback.html')).toBe('/__spa-fallback');
    const dir = tempDir({ 'index.html': validPage({ origin: 'http://localhost:4173' }) });
    expect(buildOrigin(dir)).toBe('http://localhost:4173');
  });
});

// The checkers themselves, on real pages. vnu needs Java: without it these fail and say how to
// install it, as `npm run check:html` does.
describe('the checkers find a broken page', () => {
  it('vnu: React Router’s redirect page, and nothing on a valid one', async () => {
    const dir = tempDir({ 'a/index.html': reactRouterRedirect, 'ok/index.html': validPage() });
    const { findings } = await runVnu([join(dir, 'a/index.html'), join(dir, 'ok/index.html')], dir);
    expect(findings.map((finding) => `${finding.where} ${finding.message}`)).toEqual([
      expect.stringMatching(/^a\/index\.html:4\.1 error: Bad value “0;url=\/b”/),
      expect.stringMatching(/^a\/index\.html:\d+(\.\d+)? warning: .*“lang” attribute/),
    ]);
  }, 60_000);

  it('sdtt: a page without image alt text or an Article without publisher logo', async () => {
    const ok = await runSdtt(Buffer.from(validPage()), '/ok');
    expect(ok.findings).toEqual([]);
    expect(ok.accepted).toBe(2);

    const article = `<script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Story',
      image: ['http://127.0.0.1:1/a.png'],
      datePublished: '2026-01-01',
      dateModified: '2026-01-02',
      mainEntityOfPage: 'http://127.0.0.1:1/',
      author: { '@type': 'Organization', name: 'A' },
      publisher: { '@type': 'Organization', name: 'A' },
    })}</script>`;
    const broken = validPage()
      .replace(/<meta [^>]*image:alt[^>]*>\n/g, '')
      .replace('</head>', `${article}</head>`);
    const { findings } = await runSdtt(Buffer.from(broken), '/broken');
    expect(findings.map((finding) => finding.message)).toEqual([
      'Google > Article > #0 (jsonld): publisher.logo [Article[0].publisher.logo]',
      'Google > Article > #0 (jsonld): publisher.logo.url [Article[0].publisher.logo.url]',
      'Twitter: must have image alt text ["twitter:image:alt"]',
      'Facebook: must have image alt text ["og:image:alt"]',
    ]);
  }, 30_000);

  describe('linkinator', () => {
    let server: Server | undefined;
    afterEach(() => server?.close());

    /** Serves the home page with `body` and the social card; 404 for anything else. */
    async function site(body: string): Promise<{ origin: string; requests: string[] }> {
      const requests: string[] = [];
      let origin = '';
      server = createServer((req, res) => {
        requests.push(req.url ?? '');
        if (req.url === '/') {
          res.writeHead(200, { 'Content-Type': 'text/html' });
          res.end(validPage({ origin, body }));
        } else if (req.url === '/card.png') {
          res.writeHead(200, { 'Content-Type': 'image/png' }).end('png');
        } else {
          res.writeHead(404).end();
        }
      });
      await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return { origin, requests };
    }

    it('a missing image, page and fragment on this machine; never what is elsewhere', async () => {
      const { origin, requests } = await site(
        '<h1 id="top">Hi</h1><a href="/gone">Gone</a><a href="#top">Top</a><a href="#nowhere">Nowhere</a><img src="/missing.png" alt="x"><a href="https://example.invalid/">Out</a><a href="mailto:a@example.com">Mail</a>',
      );
      const report = await runLinkinator([`${origin}/`]);
      expect(report.findings.map((finding) => finding.message).sort()).toEqual([
        expect.stringMatching(new RegExp(`^${origin}/#nowhere answered`)),
        `${origin}/gone answered 404`,
        `${origin}/missing.png answered 404`,
      ]);
      // The canonical URL and the social card are checked too, and resolve.
      expect(requests).toContain('/card.png');
      expect(report.skipped).toBeGreaterThanOrEqual(2);
      expect(requests.every((url) => url.startsWith('/'))).toBe(true);
    }, 30_000);

    it('checks absolute links to the address the build was made for where it is served', async () => {
      const { origin } = await site('<a href="https://www.site.example/gone">Gone</a>');
      const report = await runLinkinator([`${origin}/`], {
        from: 'https://www.site.example',
        to: origin,
      });
      expect(report.findings.map((finding) => finding.message)).toEqual([
        `${origin}/gone answered 404`,
      ]);
    }, 30_000);
  });
});

describe('checkHtml', () => {
  it('fails without Java, saying how to install it', async () => {
    const path = process.env.PATH;
    const errors: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation((line: string) => {
      errors.push(line);
    });
    process.env.PATH = tempDir({});
    try {
      expect(await checkHtml({ clientDir: tempDir({}) })).toBe(false);
    } finally {
      process.env.PATH = path;
      error.mockRestore();
    }
    expect(errors.join('\n')).toContain('sudo apt-get install -y default-jre-headless');
  });

  it("serves a build with Cloudflare Pages' engine and fails on what any of the three finds", async () => {
    const net = await import('node:net');
    const port = await new Promise<number>((done) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => done(free));
      });
    });
    const origin = `http://127.0.0.1:${port}`;
    const dir = tempDir({
      'index.html': validPage({ origin, body: '<a href="/a">Old address</a>' }),
      '__spa-fallback.html': validPage({ origin, path: '/__spa-fallback' }),
      // Without a 404.html, Cloudflare Pages answers every unknown address with the home page.
      '404.html': validPage({ origin, path: '/404' }),
      'card.png': 'not really a PNG, but served',
      'a.html': reactRouterRedirect,
    });
    const errors: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation((line: string) => {
      errors.push(line);
    });
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(await checkHtml({ clientDir: dir })).toBe(false);
    } finally {
      error.mockRestore();
      log.mockRestore();
    }
    const output = errors.join('\n');
    expect(output).toMatch(/✕ vnu +a\.html:4\.1: error: Bad value “0;url=\/b”/);
    expect(output).toMatch(/✕ sdtt +\/a: Facebook: must have page title/);
    expect(output).toMatch(new RegExp(`✕ linkinator +${origin}/a: ${origin}/b answered 404`));
    // The server it started is stopped again.
    await expect(fetch(`${origin}/`)).rejects.toThrow();
  }, 90_000);
});
