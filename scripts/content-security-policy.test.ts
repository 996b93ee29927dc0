/**
 * The Content-Security-Policy of the build: React Router's route data as data elements handed to
 * its stream by one script, the hashes of the scripts a page runs, and the directives derived from
 * the public settings. (The policy in a browser: e2e/hosting.spec.ts and every other spec.)
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import {
  MODULE_DATA_ATTRIBUTE,
  STREAM_DATA_ATTRIBUTE,
  contentSecurityPolicy,
  inlineScriptHashes,
  moduleScriptsAsData,
  streamScriptsAsData,
} from './content-security-policy';

const enqueue = (value: string) =>
  `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(value).replace(/</g, '\\u003c')});</script>`;
const CLOSE = '<script>window.__reactRouterContext.streamController.close();</script>';
const chunks = ['[{"_1":2},"loaderData",{}]\n', 'P3:"</script><b>quoted \\" text"\n'];
const page = `<!DOCTYPE html><html><head></head><body><h1>Hi</h1><script>window.__reactRouterContext = {};</script>${chunks.map(enqueue).join('')}${CLOSE}</body></html>`;

describe('streamScriptsAsData', () => {
  const out = streamScriptsAsData(page);

  it('turns the route data into data elements and one script that is the same on every page', () => {
    expect(out).not.toContain('enqueue("');
    expect(
      out.match(new RegExp(`<script type="application/json" ${STREAM_DATA_ATTRIBUTE}>`, 'g')),
    ).toHaveLength(2);
    const other = streamScriptsAsData(page.replace('loaderData', 'otherData'));
    expect(inlineScriptHashes(other)).toEqual(inlineScriptHashes(out));
    expect(out).toContain('<h1>Hi</h1><script>window.__reactRouterContext = {};</script>');
  });

  it('hands every chunk to the stream in order, then closes it', () => {
    document.body.innerHTML = out.slice(out.indexOf('<body>') + 6, out.indexOf('</body>'));
    const received: unknown[] = [];
    const controller = {
      enqueue: (chunk: unknown) => received.push(chunk),
      close: () => received.push('closed'),
    };
    const flush = [...document.querySelectorAll('script')].at(-1)?.textContent ?? '';
    new Function('window', flush)({ __reactRouterContext: { streamController: controller } });
    expect(received).toEqual([...chunks, 'closed']);
  });

  it('leaves a page without route data alone, and refuses one it does not understand', () => {
    expect(streamScriptsAsData('<p>static</p>')).toBe('<p>static</p>');
    expect(() => streamScriptsAsData(page.replace(CLOSE, ''))).toThrow(/close/);
    expect(() => streamScriptsAsData(page.replace(CLOSE, `${CLOSE}${CLOSE}`))).toThrow(/close/);
    expect(() => streamScriptsAsData(`${CLOSE}${enqueue('late')}`)).toThrow(/after/);
  });
});

describe('moduleScriptsAsData', () => {
  const entry = (route: string) =>
    `<head></head><body><script type="module" async="">import "/assets/${route}.js";import("/assets/entry.js");</script></body>`;

  it('keeps each inline module as text, run by one script that is the same on every page', () => {
    const out = moduleScriptsAsData(entry('about'));
    expect(out).toContain(
      `<script type="text/plain" ${MODULE_DATA_ATTRIBUTE}>import "/assets/about.js";import("/assets/entry.js");</script><script>`,
    );
    expect(inlineScriptHashes(out)).toHaveLength(1);
    expect(inlineScriptHashes(moduleScriptsAsData(entry('contact')))).toEqual(
      inlineScriptHashes(out),
    );
  });

  it('runs the module as a module script of its own, right after the runner, and takes out what is only for readers without scripts', () => {
    document.body.innerHTML =
      '<meta data-without-script name="robots" content="noindex">' +
      moduleScriptsAsData(entry('about')).replace(/^<head><\/head><body>|<\/body>$/g, '');
    const runner = document.body.querySelectorAll('script')[1];
    new Function('document', runner?.textContent ?? '')({
      ...document,
      currentScript: runner,
      createElement: document.createElement.bind(document),
      querySelectorAll: document.querySelectorAll.bind(document),
    });
    const created = runner?.nextElementSibling as HTMLScriptElement | null;
    expect(created?.type).toBe('module');
    expect(created?.textContent).toBe('import "/assets/about.js";import("/assets/entry.js");');
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the text of every script the browser runs, as CSP hashes it', () => {
    const code = 'console.log("ü")';
    const expected = `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
    expect(
      inlineScriptHashes(
        `<script>${code}</script><script type="module">${code}</script><script type="application/json">{}</script><script type="text/plain">x</script><script src="/a.js"></script>`,
      ),
    ).toEqual([expected, expected]);
  });
});

describe('contentSecurityPolicy', () => {
  const settings = {
    VITE_SITE_URL: 'https://www.northlight.ai',
    VITE_SUPABASE_URL: 'https://abc.supabase.co',
    VITE_MEETINGS_URL: 'https://meetings-eu1.hubspot.com/team?embed=true',
    VITE_BACKGROUND_SCENE_URL: 'https://scene.northlight.ai/scene.html',
  };
  const directives = (policy: string) =>
    Object.fromEntries(
      policy.split('; ').map((directive) => {
        const [name = '', ...values] = directive.split(' ');
        return [name, values];
      }),
    );

  it("runs only the build's own scripts: hashes and 'strict-dynamic', nothing inline or evaluated", () => {
    const policy = directives(
      contentSecurityPolicy(settings, ["'sha256-b'", "'sha256-a'", "'sha256-b'"]),
    );
    expect(policy['script-src']).toEqual(["'strict-dynamic'", "'sha256-a'", "'sha256-b'"]);
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('allows exactly the origins the settings name, and HubSpot Forms by default', () => {
    const policy = directives(contentSecurityPolicy(settings, []));
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://abc.supabase.co',
      'https://api.hsforms.com',
    ]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://abc.supabase.co']);
    expect(policy['frame-src']).toEqual([
      'https://meetings-eu1.hubspot.com',
      'https://scene.northlight.ai',
    ]);
    expect(policy['form-action']).toEqual(["'self'", 'https://abc.supabase.co']);
    expect(policy['upgrade-insecure-requests']).toEqual([]);
  });

  it('frames nothing without a meetings page or scene, and keeps http for a site on this machine', () => {
    const policy = directives(
      contentSecurityPolicy(
        { VITE_SITE_URL: 'http://localhost:4173', VITE_SUPABASE_URL: 'http://127.0.0.1:54321' },
        [],
      ),
    );
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(policy['upgrade-insecure-requests']).toBeUndefined();
  });
});
