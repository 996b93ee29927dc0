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
 * every page runs the same few inline scripts. Pages are changed through an HTML parser (cheerio),
 * never by matching their text.
 */
import { type CheerioAPI, load } from 'cheerio';
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

/** The one element of `$` that `selector` finds; throws naming `what` otherwise. */
function one($: CheerioAPI, selector: string, what: string) {
  const found = $(selector);
  if (found.length !== 1) {
    throw new Error(`writeNotFoundPages: expected one ${what}, found ${found.length}`);
  }
  return found;
}

/** Hides the app's loading indicator where scripts do not run (the `<noscript>` page shows). */
const HIDE_SPINNER = '<noscript><style>body>[role=status]{display:none}</style></noscript>';

/**
 * The not-found page of one edition: the SPA fallback in that language, titled as the prerendered
 * not-found page `source` and `noindex`, with that page's markup in a `<noscript>` at the start of
 * its body (React skips it when it hydrates the fallback).
 */
export function notFoundPage(fallback: string, source: string, path: string): string {
  const locale = localeOfPath(path);
  const $source = load(source);
  const title = one($source, 'head > title', 'title in the not-found page');
  const robots = one($source, 'meta[name="robots"][content*="noindex"]', 'noindex');
  const body = $source('body');
  body.find('script').remove();
  body
    .contents()
    .filter((_, node) => node.type === 'comment')
    .remove();
  if (body.find('script, noscript').length > 0) {
    throw new Error('writeNotFoundPages: the not-found page has a script or noscript in its body');
  }
  // `<main>` may not stand inside a `<noscript>`; a `<div role="main">` is the same landmark.
  body.find('main').each((_, main) => {
    main.tagName = 'div';
    $source(main).attr('role', 'main');
  });

  const $ = load(fallback);
  one($, 'html[lang="en"]', 'html element');
  const spinnerLabel = $('span.sr-only').filter(
    (_, span) => $(span).text() === siteCopy.en.loading,
  );
  if (spinnerLabel.length !== 1) {
    throw new Error(`writeNotFoundPages: expected one loading label, found ${spinnerLabel.length}`);
  }
  $('html').attr('lang', languageTags[locale].html);
  // `noindex` for readers without scripts; in the browser the script that runs the app takes it
  // out, and the app renders the robots tag of what it shows (none for a story published after
  // the build, which it opens on this page).
  one($, 'head > title', 'title in the fallback').replaceWith(title).end();
  $('head > title').after(robots.attr(WITHOUT_SCRIPT_ATTRIBUTE, ''));
  $('head').append(HIDE_SPINNER);
  spinnerLabel.text(siteCopy[locale].loading);
  $('body').prepend($('<noscript></noscript>').append(body.html() ?? ''));
  return $.html();
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

function htmlFiles(dir: string): string[] {
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
