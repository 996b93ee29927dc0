/**
 * The site's Content-Security-Policy: scripts run only when the build wrote them. `script-src`
 * names the SHA-256 hash of each inline script the build's HTML files carry (computed from the
 * files themselves) and `'strict-dynamic'`, so the modules and scripts those scripts load may run
 * too, and nothing else: no `'unsafe-inline'`, no `'unsafe-eval'`, no host list. A script injected
 * into a page (markup from a compromised data source, say) does not run, and cannot read the
 * admin's session from localStorage. The other directives allow exactly the origins the public
 * settings name: the Supabase project (data, storage images, functions, the contact form's plain
 * post), the HubSpot Forms API, the meetings page and the background scene (frames).
 *
 * For the policy to stay short, an inline script must be the same on every page: per-page data
 * goes into a `<script type="application/json">` (or `text/plain`) element, which is data, not a
 * script. React Router writes each page's route data as scripts that hand it to its stream
 * (`streamController.enqueue("…")`, then `close()`); `streamScriptsAsData` turns them into such
 * data elements and one script that hands them over (the same on every page), before the hashes
 * are taken; `moduleScriptsAsData` does the same for its entry module. Both change the page
 * through an HTML parser (scripts/html-edits.ts). A build with any number of published stories
 * then has a handful of hashes.
 *
 * `npm run dev` serves the same policy as `Content-Security-Policy-Report-Only` (vite.config.ts),
 * hashing the inline scripts of each page it serves: a violation shows in the console while
 * developing without stopping Vite's own client.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

import { type PublicEnv, effectiveSetting } from '../src/lib/public-settings.ts';
import {
  type Edit,
  type HtmlPage,
  applyEdits,
  attribute,
  outerRange,
  parsePage,
  textOf,
} from './html-edits.ts';

/** The attribute that marks a data element holding one chunk of React Router's route data. */
export const STREAM_DATA_ATTRIBUTE = 'data-router-stream';

const STREAM = 'window.__reactRouterContext.streamController';
const ENQUEUE_START = `${STREAM}.enqueue(`;
const ENQUEUE_END = ');';
const CLOSE_CODE = `${STREAM}.close();`;

/** Hands the page's route data to React Router's stream, in document order, and closes it. */
const FLUSH_CODE = `(function(c){document.querySelectorAll("script[${STREAM_DATA_ATTRIBUTE}]").forEach(function(s){c.enqueue(JSON.parse(s.textContent))});c.close()})(${STREAM})`;

/** The inline scripts of a page (no `src`), each with its code, in document order. */
function inlineScripts(page: HtmlPage) {
  return page.elements
    .filter((element) => element.tagName === 'script' && attribute(element, 'src') === undefined)
    .map((script) => ({ script, code: textOf(page, script) }));
}

/**
 * Rewrites React Router's route-data scripts of a page as data elements followed by the one
 * script that hands them over. A page without them is returned as it is; one whose data scripts
 * are not followed by exactly one `close()` fails, so a change in how React Router writes them
 * fails the build instead of shipping a page that never hydrates.
 */
export function streamScriptsAsData(html: string): string {
  const scripts = inlineScripts(parsePage(html));
  const chunks = scripts.filter(({ code }) => code.trim().startsWith(ENQUEUE_START));
  const closes = scripts.filter(({ code }) => code.trim() === CLOSE_CODE);
  if (closes.length === 0 && chunks.length === 0) return html;
  const [close] = closes;
  if (!close || closes.length !== 1) {
    throw new Error(
      `streamScriptsAsData: expected one close() of the route data, found ${closes.length}`,
    );
  }
  const last = chunks.at(-1);
  if (last && scripts.indexOf(close) < scripts.indexOf(last)) {
    throw new Error('streamScriptsAsData: route data after its close()');
  }
  const edits: Edit[] = chunks.map(({ script, code }) => {
    const text = code.trim();
    if (!text.endsWith(ENQUEUE_END)) {
      throw new Error(
        `streamScriptsAsData: route data it does not understand: ${text.slice(0, 80)}`,
      );
    }
    // The argument is a string literal in JSON's syntax: the data element keeps it as it is, and
    // the flush script parses it.
    const literal = text.slice(ENQUEUE_START.length, -ENQUEUE_END.length);
    return {
      ...outerRange(script),
      text: `<script type="application/json" ${STREAM_DATA_ATTRIBUTE}>${literal}</script>`,
    };
  });
  edits.push({ ...outerRange(close.script), text: `<script>${FLUSH_CODE}</script>` });
  return applyEdits(html, edits);
}

/** The attribute that marks the text of a module script, run by the script after it. */
export const MODULE_DATA_ATTRIBUTE = 'data-module-script';

/**
 * Marks what a page holds only for readers that run no script (the not-found page's `noindex`,
 * scripts/host-files.ts): the script that runs the page's entry module takes it out.
 */
export const WITHOUT_SCRIPT_ATTRIBUTE = 'data-without-script';

/**
 * Runs the module code of the element before it as a module script of its own, and takes out the
 * elements marked `WITHOUT_SCRIPT_ATTRIBUTE` (one script for both: each inline script is one more
 * hash in every response's policy).
 */
const RUN_MODULE_CODE = `(function(d){var c=d.currentScript,s=d.createElement("script");s.type="module";s.textContent=c.previousElementSibling.textContent;c.after(s);d.querySelectorAll("[${WITHOUT_SCRIPT_ATTRIBUTE}]").forEach(function(e){e.remove()})})(document)`;

/**
 * Rewrites every inline module script of a page (React Router's entry) as its text followed by a
 * script, the same on every page, that runs it as a module script it creates. The modules such a
 * script imports are then trusted through `'strict-dynamic'`; those of a module script in the
 * markup would not be (the browser fetches them as the markup's own, which only a hash or nonce
 * admits).
 */
export function moduleScriptsAsData(html: string): string {
  const modules = inlineScripts(parsePage(html)).filter(
    ({ script }) => attribute(script, 'type') === 'module',
  );
  return applyEdits(
    html,
    modules.map(({ script, code }) => ({
      ...outerRange(script),
      text: `<script type="text/plain" ${MODULE_DATA_ATTRIBUTE}>${code}</script><script>${RUN_MODULE_CODE}</script>`,
    })),
  );
}

/** Script types the browser runs (no `type`, a JavaScript MIME type, or `module`). */
function isExecutable(type: string | undefined): boolean {
  const value = type?.trim().toLowerCase();
  return (
    value === undefined ||
    value === '' ||
    value === 'module' ||
    value === 'text/javascript' ||
    value === 'application/javascript'
  );
}

/** The CSP source of each inline script `html` runs (`'sha256-…'`), in order of appearance. */
export function inlineScriptHashes(html: string): string[] {
  return inlineScripts(parsePage(html))
    .filter(({ script }) => isExecutable(attribute(script, 'type')))
    .map(({ code }) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
}

function origin(url: string | undefined): string | undefined {
  return url ? new URL(url).origin : undefined;
}

function sources(...values: (string | undefined)[]): string {
  const list = [...new Set(values.filter((value): value is string => !!value))];
  return list.length > 0 ? list.join(' ') : "'none'";
}

/**
 * The policy for a site whose HTML runs the inline scripts of `scriptHashes`, configured by
 * `settings` (the public settings of the build). Vite's dev server needs nothing more: its modules
 * and its hot-reload socket are on the page's own origin (`'self'`).
 */
export function contentSecurityPolicy(
  settings: PublicEnv,
  scriptHashes: readonly string[],
): string {
  const supabase = origin(effectiveSetting(settings, 'VITE_SUPABASE_URL'));
  const forms = origin(effectiveSetting(settings, 'VITE_FORMS_BASE_URL'));
  const meetings = origin(effectiveSetting(settings, 'VITE_MEETINGS_URL'));
  const scene = origin(effectiveSetting(settings, 'VITE_BACKGROUND_SCENE_URL'));
  const site = effectiveSetting(settings, 'VITE_SITE_URL');
  const directives = [
    "default-src 'self'",
    `script-src 'strict-dynamic' ${[...new Set(scriptHashes)].sort().join(' ')}`,
    // React and Radix set element styles; the pages carry their own rules in a <style>.
    "style-src 'self' 'unsafe-inline'",
    // Story images not yet copied into the site come from storage; the admin previews a photo
    // (blob:) before it is uploaded.
    `img-src ${sources("'self'", 'data:', 'blob:', supabase)}`,
    `connect-src ${sources("'self'", supabase, forms)}`,
    `frame-src ${sources(meetings, scene)}`,
    "object-src 'none'",
    "base-uri 'none'",
    // The contact form posts to the submit-contact function before the page's script has run.
    `form-action ${sources("'self'", supabase)}`,
    "frame-ancestors 'none'",
    ...(site?.startsWith('https:') ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** The header `npm run dev` sends the policy in: violations are reported, nothing is blocked. */
export const REPORT_ONLY_HEADER = 'Content-Security-Policy-Report-Only';

type Chunk = string | Uint8Array;

/**
 * Holds back a response's head and body until it ends, then sends what `finish` makes of the body
 * (it may set headers too). For the dev server's HTML, which it streams.
 */
function holdResponse(res: ServerResponse, finish: (body: Buffer) => Buffer): void {
  const chunks: Buffer[] = [];
  const collect = (chunk: Chunk | undefined, encoding?: BufferEncoding) => {
    if (chunk !== undefined && chunk !== null) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk));
    }
  };
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  const end = res.end.bind(res) as (chunk?: Chunk) => ServerResponse;
  let head: unknown[] | undefined;
  res.writeHead = ((...args: unknown[]) => {
    head = args;
    return res;
  }) as ServerResponse['writeHead'];
  res.write = ((chunk: Chunk, encoding?: BufferEncoding | (() => void)) => {
    collect(chunk, typeof encoding === 'string' ? encoding : undefined);
    return true;
  }) as ServerResponse['write'];
  res.end = ((chunk?: Chunk | (() => void), encoding?: BufferEncoding | (() => void)) => {
    if (typeof chunk !== 'function') {
      collect(chunk, typeof encoding === 'string' ? encoding : undefined);
    }
    const body = finish(Buffer.concat(chunks));
    res.removeHeader('content-length');
    if (head) writeHead(...head);
    return end(body);
  }) as ServerResponse['end'];
}

/**
 * The Vite plugin of `npm run dev`: every HTML page the dev server sends carries the site's policy
 * as `Content-Security-Policy-Report-Only`, with the hashes of that page's own inline scripts
 * (its module scripts run as the build runs them, `moduleScriptsAsData`), so a violation shows in
 * the browser's console while developing, and nothing is blocked.
 */
export function reportOnlyPolicyInDev(): Plugin {
  let settings: PublicEnv = {};
  return {
    name: 'content-security-policy-report-only',
    apply: 'serve',
    configResolved(config) {
      settings = Object.fromEntries(
        Object.entries(config.env).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
    },
    configureServer(server) {
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next();
        holdResponse(res, (body) => {
          if (!/^\s*<!doctype html/i.test(body.toString('utf8', 0, 64))) return body;
          const html = moduleScriptsAsData(body.toString('utf8'));
          res.setHeader(
            REPORT_ONLY_HEADER,
            contentSecurityPolicy(settings, inlineScriptHashes(html)),
          );
          return Buffer.from(html);
        });
        next();
      });
    },
  };
}
