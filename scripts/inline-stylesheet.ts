/**
 * The first paint needs no second request. A prerendered page's stylesheet is render-blocking:
 * the browser asks for it only once the HTML has arrived and paints nothing until it is in, one
 * more round trip on a phone's network than a page whose styles come with its HTML.
 *
 * After the prerender, this writes each prerendered page's stylesheets into the page itself, as a
 * `<style>` before the `<link>` it copies, and makes that `<link>` non-blocking
 * (`media="print"`, switched to `all` once it has loaded): the page paints from the copy in its
 * HTML, and the file still arrives, for the rules left out of the copy and for the pages the visitor
 * opens next in the app, which keep using React Router's `<link>`.
 *
 * The copy is the same stylesheet less what the W3C Nu Html Checker cannot read in a `<style>` and
 * the first paint does not need (`firstPaintCss`):
 * - `@property` registrations are dropped, and Tailwind's fallback for browsers without them (the
 *   same initial values set on every element, inside an `@supports` that names `margin-trim`)
 *   applies unconditionally: the values are the same, only their animation as typed values waits
 *   for the file;
 * - `field-sizing` declarations are dropped (a field sized by its content, as the file then makes
 *   it, starts out as a one-line field);
 * - custom properties are dropped from `transition-property` lists (the file animates them).
 * The file itself is unchanged. The admin area and the SPA fallback keep their `<link>` alone.
 *
 * Wired into react-router.config.ts (`buildEnd`), so `npm run build` and the e2e build both get it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CustomAtRules, type Visitor, transform } from 'lightningcss';

/** How React Router's `<Links />` writes a stylesheet in a prerendered page. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/[^"]+\.css)"\/>/g;

/** The `@supports` condition that marks Tailwind's fallback for browsers without `@property`. */
const PROPERTY_FALLBACK_MARK = 'margin-trim';

const firstPaintVisitor: Visitor<CustomAtRules> = {
  Rule: {
    property: () => [],
    supports(rule) {
      const fallback = JSON.stringify(rule.value.condition).includes(PROPERTY_FALLBACK_MARK);
      return fallback ? rule.value.rules : undefined;
    },
  },
  Declaration: {
    custom: { 'field-sizing': () => [] },
    'transition-property'(declaration) {
      // A list written with var() comes as unparsed text: left as it is.
      if (declaration.property !== 'transition-property') return undefined;
      const value = declaration.value.filter(({ property }) => !property.startsWith('--'));
      return value.length > 0
        ? { property: 'transition-property', vendorPrefix: declaration.vendorPrefix, value }
        : [];
    },
  },
};

/** The copy of a stylesheet that goes into the page (see above for what it leaves to the file). */
export function firstPaintCss(css: string): string {
  const { code } = transform({
    filename: 'first-paint.css',
    code: Buffer.from(css),
    minify: true,
    visitor: firstPaintVisitor,
  });
  return code.toString();
}

/**
 * Rewrites one prerendered page: each stylesheet `<link>` gets the copy of its file before it and
 * loads without blocking the paint. `copyOf` returns the copy of a stylesheet by its address. Throws
 * when the page has no stylesheet `<link>`, so a change in how React Router writes it fails the
 * build instead of quietly bringing the extra round trip back.
 */
export function inlineStylesheets(html: string, copyOf: (href: string) => string): string {
  let found = 0;
  const page = html.replace(STYLESHEET_LINK, (_link, href: string) => {
    found += 1;
    return (
      `<style>${copyOf(href)}</style>` +
      `<link rel="stylesheet" href="${href}" media="print" onload="this.media='all'"/>`
    );
  });
  if (found === 0) throw new Error('inlineStylesheets: no stylesheet link found');
  return page;
}

/** Applies `inlineStylesheets` to the prerendered page of every path in the client build. */
export function inlineStylesheetsInBuild(clientDir: string, paths: readonly string[]): void {
  const copies = new Map<string, string>();
  const copyOf = (href: string): string => {
    let copy = copies.get(href);
    if (copy === undefined) {
      copy = firstPaintCss(readFileSync(join(clientDir, href), 'utf8'));
      copies.set(href, copy);
    }
    return copy;
  };
  for (const path of paths) {
    const file = join(clientDir, path, 'index.html');
    writeFileSync(file, inlineStylesheets(readFileSync(file, 'utf8'), copyOf));
  }
}
