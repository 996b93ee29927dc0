/**
 * Critical CSS: every HTML page of the build carries, in a `<style>` at the end of its head, the
 * rules of its stylesheet that match its own elements. The stylesheet's `<link>` stands in the
 * body, after the content and before the scripts (src/app/root.tsx): the browser paints the page
 * from its HTML alone, one round trip earlier than with a render-blocking stylesheet in the head,
 * and the scripts (which run only once a stylesheet before them has loaded) never meet an element
 * without its styles. When the file arrives nothing changes on screen: the `<style>` holds every
 * rule that applies to the page as it is.
 *
 * Beasties chooses the rules (every rule whose selector matches an element of the page, with the
 * media queries, states and keyframes they need), and those it cannot judge that may apply to the
 * page (`rulesToAllow`). Custom properties that no chosen rule reads, and
 * their `@property` registrations, are left out: Tailwind declares all of its own on every element,
 * and they are a fifth of what would be inlined. What the W3C Nu Html Checker cannot read is
 * said without it (`readableByNuChecker`). The page is changed only by inserting the
 * `<style>` (scripts/html-edits.ts); every other byte stays as React wrote it.
 */
import Beasties from 'beasties';
import { type Selector as CssSelector, parse as parseSelector } from 'css-what';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss, { type Root, list } from 'postcss';
import valueParser from 'postcss-value-parser';

import { htmlFiles } from './host-files.ts';
import {
  type HtmlPage,
  applyEdits,
  attribute,
  endTagRange,
  parsePage,
  textOf,
} from './html-edits.ts';

/**
 * Rules Beasties (0.5.4) drops though the page needs them: a selector that is a whole `:where(…)`
 * or `:is(…)`. Beasties matches a selector after taking out its pseudo-classes with their
 * arguments, which leaves nothing; Tailwind writes `space-y-*` so
 * (`:where(.space-y-4>:not(:last-child))`), and the page was laid out anew when the stylesheet
 * arrived (the imprint's sections moved by up to 112 px on a phone, a layout shift of 0.028). Such
 * a rule is kept, through Beasties' own `allowRules`, on the pages that may have an element it
 * matches (css-what reads the selector, parse5 the page). The report for Beasties: docs/upstream.md.
 */
function judgedWrongly(selector: string): boolean {
  return /^:(?:is|where)\(/.test(selector);
}

/**
 * Whether a page with these classes and tags may have an element `groups` (a selector list, as
 * css-what reads it) matches: one of its selectors names only classes and tags the page has, in
 * `:is()` and `:where()` too. Other conditions (`:not()`, attributes, states) are not judged.
 */
function mayMatch(
  groups: CssSelector[][],
  page: { classes: Set<string>; tags: Set<string> },
): boolean {
  return groups.some((group) =>
    group.every((token) => {
      if (token.type === 'attribute' && token.name === 'class' && token.action === 'element') {
        return page.classes.has(token.value);
      }
      if (token.type === 'tag') return page.tags.has(token.name);
      if (token.type === 'pseudo' && ['is', 'where'].includes(token.name)) {
        return Array.isArray(token.data) && mayMatch(token.data, page);
      }
      return true;
    }),
  );
}

/** A selector Beasties judges wrongly, as written and as css-what reads it. */
type Unjudged = { selector: string; groups: CssSelector[][] };

/** The selectors of `stylesheet` that Beasties judges wrongly. */
function unjudgedSelectors(stylesheet: Root): Unjudged[] {
  const found = new Map<string, Unjudged>();
  stylesheet.walkRules((rule) => {
    for (const selector of rule.selectors) {
      if (judgedWrongly(selector))
        found.set(selector, { selector, groups: parseSelector(selector) });
    }
  });
  return [...found.values()];
}

/** Of `unjudged`, the selectors that may apply to `page`. */
function rulesToAllow(unjudged: readonly Unjudged[], page: HtmlPage): string[] {
  const present = {
    classes: new Set(
      page.elements.flatMap((element) => (attribute(element, 'class') ?? '').split(/\s+/)),
    ),
    tags: new Set(page.elements.map((element) => element.tagName)),
  };
  return unjudged.filter(({ groups }) => mayMatch(groups, present)).map((u) => u.selector);
}

/** The custom properties (`--name`) that `value`, a CSS value, reads with `var()`. */
function readProperties(value: string): string[] {
  const names: string[] = [];
  valueParser(value).walk((node) => {
    if (node.type !== 'function' || node.value !== 'var') return;
    const [name] = node.nodes;
    if (name?.type === 'word' && name.value.startsWith('--')) names.push(name.value);
  });
  return names;
}

/** Takes out rules and at-rules left without content, until none is left. */
function removeEmpty(root: Root): void {
  for (let emptied = true; emptied;) {
    emptied = false;
    root.walk((node) => {
      if ((node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0) {
        node.remove();
        emptied = true;
      }
    });
  }
}

/**
 * Leaves out of `root` every custom property that nothing reads: neither a declaration of an
 * ordinary property, nor a custom property that is read (transitively), nor one of `alsoRead`
 * (the page's own `style` attributes). Their `@property` rules go with them.
 */
export function pruneCustomProperties(root: Root, alsoRead: readonly string[] = []): void {
  const readsOf = new Map<string, string[]>();
  const read: string[] = [...alsoRead];
  root.walkDecls((decl) => {
    const reads = readProperties(decl.value);
    if (decl.prop.startsWith('--')) {
      readsOf.set(decl.prop, [...(readsOf.get(decl.prop) ?? []), ...reads]);
    } else {
      read.push(...reads);
    }
  });
  const live = new Set<string>();
  while (read.length > 0) {
    const name = read.pop() as string;
    if (live.has(name)) continue;
    live.add(name);
    read.push(...(readsOf.get(name) ?? []));
  }
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && !live.has(decl.prop)) decl.remove();
  });
  root.walkAtRules('property', (rule) => {
    if (!live.has(rule.params.trim())) rule.remove();
  });
  removeEmpty(root);
}

/**
 * The W3C Nu Html Checker reads a page's `<style>` with a CSS parser that does not know some of
 * what the stylesheet uses, and reports each as an error: `@property`, `field-sizing`,
 * `margin-trim` (in a feature query) and custom properties in `transition-property`. The copy in
 * the page does without them and looks the same (the stylesheet, which the checker does not read,
 * brings them a moment later):
 * - a feature query that only sets registered custom properties is the stylesheet's fallback for
 *   browsers without `@property`: it applies unconditionally, and the registrations go. Every
 *   registered property with an initial value must be set by such a fallback, or the build fails;
 * - custom properties leave `transition-property` lists (they animate gradients, and nothing
 *   changes before the stylesheet arrives but by the visitor's doing);
 * - `field-sizing` goes: a text area sized by its content starts out at its `rows`.
 */
export function readableByNuChecker(root: Root): void {
  const registered = new Set<string>();
  const withInitialValue = new Set<string>();
  root.walkAtRules('property', (rule) => {
    const name = rule.params.trim();
    registered.add(name);
    rule.walkDecls('initial-value', () => {
      withInitialValue.add(name);
    });
    rule.remove();
  });
  const set = new Set<string>();
  root.walkAtRules('supports', (query) => {
    const props: string[] = [];
    query.walkDecls((decl) => {
      props.push(decl.prop);
    });
    if (props.length === 0 || !props.every((prop) => registered.has(prop))) return;
    for (const prop of props) set.add(prop);
    query.replaceWith(query.nodes ?? []);
  });
  const unset = [...withInitialValue].filter((prop) => !set.has(prop));
  if (unset.length > 0) {
    throw new Error(`critical CSS: no fallback sets the registered ${unset.join(', ')}`);
  }
  root.walkDecls('transition-property', (decl) => {
    const kept = list.comma(decl.value).filter((name) => !name.startsWith('--'));
    if (kept.length > 0) decl.value = kept.join(',');
    else decl.remove();
  });
  root.walkDecls('field-sizing', (decl) => {
    decl.remove();
  });
  removeEmpty(root);
}

/** The custom properties the page's own `style` attributes read. */
function readByStyleAttributes(page: HtmlPage): string[] {
  return page.elements.flatMap((element) => readProperties(attribute(element, 'style') ?? ''));
}

/** `html` with `criticalCss` in a `<style>` at the end of its head (none when it is empty). */
export function withCriticalCss(html: string, criticalCss: string): string {
  if (criticalCss.trim() === '') return html;
  const head = parsePage(html).elements.find((element) => element.tagName === 'head');
  const end = head ? endTagRange(head).start : undefined;
  if (end === undefined) throw new Error('withCriticalCss: the page has no </head>');
  return applyEdits(html, [{ start: end, end, text: `<style>${criticalCss}</style>` }]);
}

/**
 * The selectors Beasties judges wrongly in the stylesheets `page` links (files of the client build
 * `clientDir`), each stylesheet read once: `cache` keeps them by address from page to page.
 */
function unjudgedInLinked(
  page: HtmlPage,
  clientDir: string,
  cache: Map<string, Unjudged[]>,
): Unjudged[] {
  return page.elements
    .filter((element) => element.tagName === 'link' && attribute(element, 'rel') === 'stylesheet')
    .flatMap((link) => {
      const href = attribute(link, 'href');
      if (!href?.startsWith('/')) return [];
      let unjudged = cache.get(href);
      if (!unjudged) {
        unjudged = unjudgedSelectors(postcss.parse(readFileSync(join(clientDir, href), 'utf8')));
        cache.set(href, unjudged);
      }
      return unjudged;
    });
}

/**
 * The critical CSS of `html`, chosen by Beasties from the stylesheets it links (files of the
 * client build `clientDir`; `cache` keeps what the stylesheets hold for `rulesToAllow`).
 */
export async function criticalCssOf(
  html: string,
  clientDir: string,
  cache = new Map<string, Unjudged[]>(),
): Promise<string> {
  const page = parsePage(html);
  const beasties = new Beasties({
    path: clientDir,
    // The stylesheet is never rewritten: every page shares it.
    pruneSource: false,
    reduceInlineStyles: false,
    allowRules: rulesToAllow(unjudgedInLinked(page, clientDir, cache), page),
    logLevel: 'warn',
  });
  const inlined = parsePage(await beasties.process(html));
  const css = inlined.elements
    .filter((element) => element.tagName === 'style')
    .map((style) => textOf(inlined, style))
    .join('');
  const root = postcss.parse(css);
  // Beasties' copy of the page has the same elements: its `style` attributes are the page's.
  pruneCustomProperties(root, readByStyleAttributes(inlined));
  readableByNuChecker(root);
  return root.toString();
}

/** Gives every HTML page of the client build `clientDir` its critical CSS. */
export async function inlineCriticalCssInBuild(clientDir: string): Promise<void> {
  const stylesheets = new Map<string, Unjudged[]>();
  for (const file of htmlFiles(clientDir)) {
    const html = readFileSync(file, 'utf8');
    writeFileSync(file, withCriticalCss(html, await criticalCssOf(html, clientDir, stylesheets)));
  }
}
