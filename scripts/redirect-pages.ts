/**
 * Valid redirect pages. When a loader redirects while a path is prerendered (a story's older
 * address `/case-studies/<id>` leads to its slug), React Router writes a small page of its own:
 * `<meta http-equiv="refresh" content="0;url=…">` (2 s for a 302), no `<html lang>`, no charset,
 * no link-preview tags. The W3C Nu Html Checker rejects its refresh value (it wants `0; url=…`),
 * and a link to the old address shared on social media gets no card.
 *
 * After the prerender, this finds every such page in the client build (any HTML file with a
 * refresh `<meta>`, so new kinds of redirects are covered without a list) and writes it anew:
 * valid HTML in English unless the target says otherwise, an immediate refresh (`0; url=…`,
 * whatever the status), `noindex`, and, when the target is a page of the same build, the target's
 * title, description, canonical URL and Open Graph / Twitter tags, so a shared old link shows the
 * target's card and search engines are pointed at it.
 *
 * A file with a refresh `<meta>` in any other shape fails the build: React Router changed what it
 * writes, and this must be looked at again. Pages it wrote itself are left as they are.
 *
 * Wired into react-router.config.ts (`buildEnd`), so `npm run build` and the e2e build both get it.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A redirect page as React Router 7 writes it (`prerenderRoute` in @react-router/dev). */
const REACT_ROUTER_REDIRECT =
  /^<!doctype html>\n<head>\n<title>Redirecting to: (?<title>.*)<\/title>\n<meta http-equiv="refresh" content="\d+;url=(?<location>.*)">\n<meta name="robots" content="noindex">\n<\/head>\n<body>\n\t<a href="(?<href>.*)">\n\s*Redirecting from <code>(?<from>.*)<\/code> to <code>(?<to>.*)<\/code>\n\s*<\/a>\n<\/body>\n<\/html>\s*$/;

/** Any refresh `<meta>`: how a redirect page is recognised. */
const REFRESH_META = /<meta\s[^>]*http-equiv\s*=\s*["']?refresh/i;

/** The first line of a page this module wrote. */
const OWN_PAGE_START = '<!doctype html>\n<html lang=';
const OWN_REFRESH = /<meta http-equiv="refresh" content="0; url=[^"]*">/;

/** The head tags taken over from the target page: what link previews and search engines read. */
const TARGET_TAGS =
  /<meta (?:name|property)="(?:description|og:[^"]+|twitter:[^"]+|article:[^"]+)" content="[^"]*"\/?>|<link rel="canonical" href="[^"]*"\/?>/g;

export class RedirectPageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RedirectPageError';
  }
}

/**
 * React Router escapes `&`, `<`, `>`, U+2028 and U+2029 in the location as JavaScript escapes
 * (`\u0026`), not as HTML; this undoes that, so the location can be escaped for HTML properly.
 */
function unescapeReactRouter(text: string): string {
  return text.replace(/\\u(0026|003c|003e|2028|2029)/gi, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** What a redirect page says: the address it was prerendered for and where it leads. */
export type Redirect = { from: string; location: string };

/**
 * The redirect of a page React Router wrote; null for a page without a refresh `<meta>` or one
 * this module wrote. Throws for a refresh `<meta>` in any other page.
 */
export function parseRedirectPage(html: string): Redirect | null {
  if (!REFRESH_META.test(html)) return null;
  if (html.startsWith(OWN_PAGE_START) && OWN_REFRESH.test(html)) return null;
  const groups = REACT_ROUTER_REDIRECT.exec(html)?.groups;
  const location = groups?.location;
  if (!groups || !location || groups.href !== location || groups.to !== location) {
    throw new RedirectPageError(
      "a page with a refresh <meta> that is not React Router's redirect page as scripts/redirect-pages.ts knows it (did React Router change it?)",
    );
  }
  return { from: unescapeReactRouter(groups.from ?? ''), location: unescapeReactRouter(location) };
}

/** What is taken over from the page a redirect leads to. */
export type TargetPage = { lang?: string; title?: string; tags: string[] };

/** The language, title and preview/canonical tags of a prerendered page's `<head>`. */
export function targetPageOf(html: string): TargetPage {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    tags: head.match(TARGET_TAGS) ?? [],
  };
}

/** The page written for a redirect: valid HTML that leads on at once. */
export function redirectPage({ from, location }: Redirect, target?: TargetPage): string {
  const to = escapeHtml(location);
  const title = target?.title ?? `Redirecting to: ${to}`;
  return [
    '<!doctype html>',
    `<html lang="${target?.lang ?? 'en'}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta http-equiv="refresh" content="0; url=${to}">`,
    '<meta name="robots" content="noindex">',
    `<title>${title}</title>`,
    ...(target?.tags ?? []),
    '</head>',
    '<body>',
    `<main><p><a href="${to}">Redirecting from <code>${escapeHtml(from)}</code> to <code>${to}</code></a></p></main>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** The prerendered file of a same-site path (`/a/b` → `a/b/index.html`), if the build has one. */
function pageFile(clientDir: string, location: string): string | undefined {
  if (!location.startsWith('/') || location.startsWith('//')) return undefined;
  const pathname = location.replace(/[?#].*$/, '');
  const file = pathname.endsWith('.html')
    ? join(clientDir, pathname)
    : join(clientDir, pathname, 'index.html');
  return existsSync(file) ? file : undefined;
}

/**
 * Rewrites every redirect page of a client build; returns the rewritten files, relative to the
 * build. Throws, naming the files, when a page with a refresh `<meta>` is not one it knows.
 */
export function rewriteRedirectPages(clientDir: string): string[] {
  const rewritten: string[] = [];
  const unknown: string[] = [];
  for (const file of htmlFiles(clientDir)) {
    let redirect: Redirect | null;
    try {
      redirect = parseRedirectPage(readFileSync(file, 'utf8'));
    } catch (error) {
      if (!(error instanceof RedirectPageError)) throw error;
      unknown.push(relative(clientDir, file));
      continue;
    }
    if (!redirect) continue;
    const targetFile = pageFile(clientDir, redirect.location);
    const target = targetFile ? targetPageOf(readFileSync(targetFile, 'utf8')) : undefined;
    writeFileSync(file, redirectPage(redirect, target));
    rewritten.push(relative(clientDir, file));
  }
  if (unknown.length > 0) {
    throw new RedirectPageError(
      `rewriteRedirectPages: ${unknown.join(', ')} ${unknown.length === 1 ? 'has' : 'have'} a refresh <meta> but ${unknown.length === 1 ? 'is not' : 'are not'} React Router's redirect page as scripts/redirect-pages.ts knows it. Did React Router change what it writes? Update REACT_ROUTER_REDIRECT there.`,
    );
  }
  return rewritten;
}
