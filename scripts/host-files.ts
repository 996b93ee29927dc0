/**
 * What a static host needs besides the prerendered pages, written into the client build after the
 * prerender (react-router.config.ts, `buildEnd`). Cloudflare Pages and Netlify read these files as
 * they are (their own engines serve the build in `npm run preview` and in the end-to-end tests);
 * Netlify also reads the repository's `netlify.toml`. Every rule below holds on both.
 *
 * - `404.html` and `de/404.html`: what an address without a file gets, with status 404 (both hosts
 *   answer with the nearest `404.html`; Netlify under /de by the rule in netlify.toml). Each is the
 *   app (React Router's SPA fallback) in its language, with the not-found page's title and
 *   `noindex`: it shows the not-found page for a path the site does not have, and still opens a
 *   story published after the build (read live; its status stays 404 until the next build). Without
 *   JavaScript the not-found page itself shows, from a `<noscript>` copy of its prerendered markup.
 * - `_redirects`: a permanent redirect (301) from each story's id and from every earlier slug of a
 *   renamed story to its page, and the app's own paths (`appOnlyPaths`: sign-in, the admin)
 *   rewritten to the SPA fallback with status 200. The target is written without `.html`
 *   (`/__spa-fallback`): Cloudflare Pages answers a rewrite to `….html` with a redirect to the
 *   address without it. Hosts that apply no rules serve the old addresses the 404 page, whose app
 *   still leads to the story.
 * - `_headers`: the security headers of every response (a Content-Security-Policy whose scripts are
 *   the build's own, scripts/content-security-policy.ts; HSTS, `nosniff`, the referrer and
 *   permissions policies, an opener policy; framing is refused by the policy's `frame-ancestors`,
 *   which every browser the site supports reads instead of `X-Frame-Options`, so that header is
 *   not sent: 24 bytes of every page's first round trip), and content-hashed assets cached for a
 *   year. Pages, route data and other files keep the hosts' default, revalidated on every visit.
 *   No header is set by two rules: both hosts would join the values.
 *
 * Before the headers are computed, React Router's per-page route-data scripts and its entry module
 * scripts become data elements run by constant scripts (scripts/content-security-policy.ts), so
 * every page runs the same few inline scripts. Pages are changed where an HTML parser locates what
 * changes (scripts/html-edits.ts), never by matching their text.
 */
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { notFoundPagePaths } from '../src/app/paths.ts';
import { siteCopy } from '../src/content/site.ts';
import { languageTags, localeOfPath } from '../src/lib/locale.ts';
import type { PublicEnv } from '../src/lib/public-settings.ts';
import { type PublishedStory, storyRedirects } from './build-data.ts';
import {
  WITHOUT_SCRIPT_ATTRIBUTE,
  contentSecurityPolicy,
  inlineScriptHashes,
  moduleScriptsAsData,
  streamScriptsAsData,
} from './content-security-policy.ts';
import {
  type Edit,
  type Element,
  type HtmlPage,
  applyEdits,
  attribute,
  attributeRange,
  endTagRange,
  innerRange,
  markupOf,
  outerRange,
  parseBodyMarkup,
  parsePage,
  startTagRange,
  textOf,
} from './html-edits.ts';

/** React Router's SPA fallback: the app with no route rendered yet. */
const SPA_FALLBACK = '__spa-fallback.html';
/** The page static hosts serve with status 404 (and `de/404.html` below /de). */
const NOT_FOUND_PAGE = '404.html';
/** Redirect and rewrite rules, one a line: `<from> <to> <status>`. */
const REDIRECTS_FILE = '_redirects';
/** Response headers by path pattern: a pattern line, then its headers indented. */
const HEADERS_FILE = '_headers';

export type RedirectRule = { from: string; to: string; status: number };

/** The rules of a build: every story's other addresses, then the app's own paths. */
export function redirectRules(
  stories: readonly PublishedStory[],
  appOnlyPaths: readonly string[],
): RedirectRule[] {
  const fallback = `/${SPA_FALLBACK.replace(/\.html$/, '')}`;
  return [
    ...storyRedirects(stories).map(({ from, to }) => ({ from, to, status: 301 })),
    ...appOnlyPaths.map((from) => ({ from, to: fallback, status: 200 })),
  ];
}

export function formatRedirects(rules: readonly RedirectRule[]): string {
  const header = [
    '# Written by `npm run build` (scripts/host-files.ts); Netlify and Cloudflare Pages read it.',
    '# Old addresses of case studies (id, earlier slugs) lead to their page for good; the app',
    '# (sign-in, admin) is served by the SPA fallback; every other unknown path gets 404.html.',
  ];
  return `${[...header, ...rules.map((r) => `${r.from}  ${r.to}  ${r.status}`)].join('\n')}\n`;
}

/** The headers of every response, and of content-hashed assets. */
export function headerRules(
  settings: PublicEnv,
  scriptHashes: readonly string[],
): { pattern: string; headers: Record<string, string> }[] {
  return [
    {
      pattern: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(settings, scriptHashes),
        'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        // The microphone for voice input on the site's own pages; nothing else the site uses.
        'Permissions-Policy':
          'microphone=(self), camera=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), display-capture=(), browsing-topics=()',
        // Popups (sign-in windows the booking calendar may open) keep their opener.
        'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
      },
    },
    {
      pattern: '/assets/*',
      headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
    },
  ];
}

export function formatHeaders(rules: ReturnType<typeof headerRules>): string {
  const lines = [
    '# Written by `npm run build` (scripts/host-files.ts); Netlify and Cloudflare Pages read it.',
  ];
  for (const { pattern, headers } of rules) {
    lines.push(pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`));
  }
  return `${lines.join('\n')}\n`;
}

/** The one element of `page` that `matches`; throws naming `what` otherwise. */
function one(page: HtmlPage, matches: (element: Element) => boolean, what: string): Element {
  const found = page.elements.filter(matches);
  if (found.length !== 1 || !found[0]) {
    throw new Error(`writeNotFoundPages: expected one ${what}, found ${found.length}`);
  }
  return found[0];
}

const tag = (name: string) => (element: Element) => element.tagName === name;

/** Hides the app's loading indicator where scripts do not run (the `<noscript>` page shows). */
const HIDE_SPINNER = '<noscript><style>body>[role=status]{display:none}</style></noscript>';

/**
 * The markup of the not-found page's body for readers without scripts: its elements up to its
 * scripts, as written, without comments, each `<main>` a `<div role="main">` (`<main>` may not
 * stand inside a `<noscript>`; the two are the same landmark).
 */
function bodyWithoutScripts(page: HtmlPage): string {
  const { start, end } = innerRange(one(page, tag('body'), 'body in the not-found page'));
  const firstScript = page.elements.find(
    (element) => element.tagName === 'script' && outerRange(element).start > start,
  );
  const markup = parseBodyMarkup(
    page.html.slice(start, firstScript ? outerRange(firstScript).start : end),
  );
  const edits: Edit[] = markup.comments.map((comment) => ({ ...comment, text: '' }));
  for (const element of markup.elements) {
    if (element.tagName === 'script' || element.tagName === 'noscript') {
      throw new Error(
        'writeNotFoundPages: the not-found page has a script or noscript in its body',
      );
    }
    if (element.tagName === 'main') {
      const { start: tagStart } = startTagRange(element);
      edits.push({ start: tagStart, end: tagStart + '<main'.length, text: '<div role="main"' });
      edits.push({ ...endTagRange(element), text: '</div>' });
    }
  }
  return applyEdits(markup.html, edits);
}

/**
 * The not-found page of one edition: the SPA fallback in that language, titled as the prerendered
 * not-found page `source` and `noindex`, with that page's markup in a `<noscript>` at the start of
 * its body (React skips it when it hydrates the fallback).
 */
export function notFoundPage(fallback: string, source: string, path: string): string {
  const locale = localeOfPath(path);
  const notFound = parsePage(source);
  const title = one(notFound, tag('title'), 'title in the not-found page');
  const robots = one(
    notFound,
    (element) =>
      element.tagName === 'meta' &&
      attribute(element, 'name') === 'robots' &&
      (attribute(element, 'content') ?? '').includes('noindex'),
    'noindex',
  );
  const body = bodyWithoutScripts(notFound);

  const app = parsePage(fallback);
  const html = one(
    app,
    (element) => element.tagName === 'html' && attribute(element, 'lang') === 'en',
    'html element',
  );
  const fallbackTitle = one(app, tag('title'), 'title in the fallback');
  const spinnerLabel = one(
    app,
    (element) =>
      element.tagName === 'span' &&
      attribute(element, 'class') === 'sr-only' &&
      textOf(app, element) === siteCopy.en.loading,
    'loading label',
  );
  const head = one(app, tag('head'), 'head in the fallback');
  const appBody = one(app, tag('body'), 'body in the fallback');
  // `noindex` for readers without scripts; in the browser the script that runs the app takes it
  // out, and the app renders the robots tag of what it shows (none for a story published after
  // the build, which it opens on this page).
  const robotsTag = markupOf(notFound, robots);
  const nameEnd = '<meta'.length;
  const robotsForReaders = `${robotsTag.slice(0, nameEnd)} ${WITHOUT_SCRIPT_ATTRIBUTE}${robotsTag.slice(nameEnd)}`;
  const bodyStart = startTagRange(appBody).end;
  return applyEdits(fallback, [
    { ...attributeRange(html, 'lang'), text: `lang="${languageTags[locale].html}"` },
    { ...outerRange(fallbackTitle), text: markupOf(notFound, title) + robotsForReaders },
    { ...innerRange(spinnerLabel), text: siteCopy[locale].loading },
    { start: endTagRange(head).start, end: endTagRange(head).start, text: HIDE_SPINNER },
    { start: bodyStart, end: bodyStart, text: `<noscript>${body}</noscript>` },
  ]);
}

/** Writes `404.html` and `de/404.html`, and removes the prerendered pages they were made from. */
function writeNotFoundPages(clientDir: string): void {
  const fallback = readFileSync(join(clientDir, SPA_FALLBACK), 'utf8');
  for (const path of notFoundPagePaths) {
    const folder = join(clientDir, path);
    const source = readFileSync(join(folder, 'index.html'), 'utf8');
    rmSync(folder, { recursive: true });
    writeFileSync(join(dirname(folder), NOT_FOUND_PAGE), notFoundPage(fallback, source, path));
  }
}

/** Every HTML file under `dir`. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/**
 * Writes the host files into the client build: the not-found pages, then every HTML file's route
 * data and entry module as data elements, then `_redirects` and `_headers` (whose policy hashes
 * the inline scripts of every HTML file as they are now).
 */
export function writeHostFiles(
  clientDir: string,
  {
    stories,
    appOnlyPaths,
    settings,
  }: { stories: readonly PublishedStory[]; appOnlyPaths: readonly string[]; settings: PublicEnv },
): void {
  writeNotFoundPages(clientDir);
  const hashes = new Set<string>();
  for (const file of htmlFiles(clientDir)) {
    const html = moduleScriptsAsData(streamScriptsAsData(readFileSync(file, 'utf8')));
    writeFileSync(file, html);
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
  }
  writeFileSync(
    join(clientDir, REDIRECTS_FILE),
    formatRedirects(redirectRules(stories, appOnlyPaths)),
  );
  writeFileSync(join(clientDir, HEADERS_FILE), formatHeaders(headerRules(settings, [...hashes])));
}
