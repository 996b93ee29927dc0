/**
 * The first paint needs no second request. A prerendered page's stylesheet is render-blocking:
 * the browser asks for it only once the HTML has arrived and paints nothing until it is in, one
 * more round trip on a phone's network than a page whose styles come with its HTML.
 *
 * After the prerender, this writes into each prerendered page the part of its stylesheets that the
 * page's own markup uses, as a `<style>`, and puts the `<link>` it copies from into a `<noscript>`:
 * the page paints from its HTML alone, and the browser does not ask for the file beside the page,
 * where it would share the phone's bandwidth with the first screen's photo. The page's boot
 * script (scripts/deferred-hydration.ts) puts the `<link>` back after the first paint, with the
 * JavaScript, and hydration waits for it: anything React renders (a dialog, the chat panel,
 * another page of the app) has all its rules, and React finds the `<link>` it rendered where it
 * rendered it (the `<noscript>` before it is an extra element of the head, which React passes
 * over). Once the file is in, the boot script takes the copy out (`PAGE_COPY_ATTRIBUTE`); if the
 * file fails, the copy stays. Without JavaScript the browser loads the file from the `<noscript>`
 * and the copy stays beside it.
 * Only rules the markup uses go in, so a page and its styles stay within the first round trip of
 * a new connection (about 14 kB compressed): inlining the whole file would only move the second
 * round trip into the HTML.
 *
 * The copy (`firstPaintCss`) keeps a selector when the page as it first paints can match it:
 * - every class, id and element it names appears in the page's markup (of Tailwind's reset, the
 *   rules for `hr`, `code`, `sub`, `table`, `progress`… go when the page has none), and the
 *   pseudo-elements of form fields (`::placeholder`, `::file-selector-button`, the date and number
 *   fields' `::-webkit-…` parts) only when the page has a field;
 * - it names no state that only the visitor's doing brings about: `:hover` and `:active`, an open
 *   dialog, popover or disclosure (`:modal`, `:popover-open`, `:open`, `[open]`, `::backdrop`),
 *   a `:disabled` or `:checked` element when no element of the markup has that attribute. The
 *   file brings them a moment later (and at once without JavaScript); focus styles stay, for a
 *   keyboard user's first Tab;
 * - it styles something outside a closed `<dialog>`: the side menu's own rules wait for the file
 *   (a menu opened before then shows with the browser's dialog styles, for that moment).
 * A rule whose selectors all go goes, and so do `@keyframes` no kept rule names (and, with none
 * left, the `animation-…` declarations); the rest of a selector list stays. It also leaves out
 * what the W3C Nu Html Checker cannot read in a `<style>` and the first paint does not need:
 * - `@property` registrations are dropped, and Tailwind's fallback for browsers without them (the
 *   same initial values set on every element, inside an `@supports` that names `margin-trim`)
 *   applies unconditionally: the values are the same, only their animation as typed values waits
 *   for the file;
 * - `field-sizing` declarations are dropped (a field sized by its content, as the file then makes
 *   it, starts out as a one-line field);
 * - transitions are dropped: they animate changes, and until the file arrives nothing changes but
 *   by the visitor's doing (a transition then happens at once);
 * - a decoration marked `AFTER_FIRST_PAINT_CLASS` is held back: instead of the file's rule for the
 *   class, the copy ends with one that sets its opacity to 0 (the page's first frame does not draw
 *   it). The file's rule, which comes later in the page, brings it in: with JavaScript when the
 *   boot script applies the file and takes the copy out, without it from the first paint.
 * - a custom property that no kept rule and no `style` attribute of the page reads is not set,
 *   nor one set only for such a property (of Tailwind's sixty fallback values a page reads twenty
 *   to thirty): every element carried
 *   each of them, and they made the page's HTML 0.6 kB (brotli) heavier, `/de` close to what
 *   the first round trip holds (scripts/bundle-budget.ts).
 * The file itself is unchanged. The admin area and the SPA fallback keep their `<link>` alone.
 *
 * Wired into react-router.config.ts (`buildEnd`), so `npm run build` and the e2e build both get it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CustomAtRules, type Selector, type Visitor, transform } from 'lightningcss';

import { AFTER_FIRST_PAINT_CLASS } from '../src/lib/after-first-paint.ts';
import { pageFile } from './page-files.ts';

/** How React Router's `<Links />` writes a stylesheet in a prerendered page. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/[^"]+\.css)"\/>/g;

/** The `@supports` condition that marks Tailwind's fallback for browsers without `@property`. */
const PROPERTY_FALLBACK_MARK = 'margin-trim';

/**
 * Marks the page's copy, which the boot script takes out once the file has arrived: the file holds
 * every rule of the copy, and with both in place every element (and its `::before` and `::after`)
 * carries both, Tailwind's sixty fallback custom properties included, which made every restyle of
 * the page after that twice as long.
 */
export const PAGE_COPY_ATTRIBUTE = 'data-page-copy';

/**
 * The class and id names a page's markup uses (what decides which rules its copy keeps), and the
 * custom properties its markup reads (`var(--x)` in a `style` attribute).
 */
export type PageNames = {
  classes: ReadonlySet<string>;
  ids: ReadonlySet<string>;
  /** Element names, lower-case. */
  elements: ReadonlySet<string>;
  /** Attribute names, lower-case. */
  attributes: ReadonlySet<string>;
  variables: ReadonlySet<string>;
};

/** Every custom property a text reads with `var()`. */
function readVariables(text: string): Set<string> {
  return new Set([...text.matchAll(/var\(\s*(--[\w-]+)/g)].map(([, name = '']) => name));
}

/** A `<dialog>` without the `open` attribute, with its content (dialogs do not nest here). */
const CLOSED_DIALOG = /<dialog\b(?![^>]*\sopen[\s=>])[^>]*>[\s\S]*?<\/dialog>/g;

/** The characters React escapes in attribute values (Tailwind's `[&>svg]:…` names hold some). */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#x27': "'",
  '#39': "'",
};

export function pageNames(page: string): PageNames {
  // A closed `<dialog>` is not drawn, nor anything in it, until the visitor opens it.
  const html = page.replace(CLOSED_DIALOG, '');
  const attribute = (name: string) =>
    [...html.matchAll(new RegExp(`\\s${name}="([^"]*)"`, 'g'))].flatMap(([, value = '']) =>
      value
        .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity, key: string) => ENTITIES[key] ?? entity)
        .split(/\s+/)
        .filter(Boolean),
    );
  return {
    classes: new Set(attribute('class')),
    ids: new Set(attribute('id')),
    elements: new Set(
      [...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map(([, name = '']) => name.toLowerCase()),
    ),
    attributes: new Set(
      [...html.matchAll(/<[a-zA-Z][\w-]*((?:\s+[^\s"'=<>/]+(?:="[^"]*")?)*)\s*\/?>/g)].flatMap(
        ([, list = '']) =>
          [...list.matchAll(/\s+([^\s"'=<>/]+)(?:="[^"]*")?/g)].map(([, name = '']) =>
            name.toLowerCase(),
          ),
      ),
    ),
    variables: readVariables(
      [...html.matchAll(/\sstyle="([^"]*)"/g)].map(([, value = '']) => value).join(';'),
    ),
  };
}

/**
 * States a page is in only once the visitor has pointed, pressed or opened something, and `:host`,
 * which matches only in a shadow tree (the pages have none).
 */
const AFTER_INTERACTION = new Set(['hover', 'active', 'modal', 'popover-open', 'backdrop', 'host']);

/** States a page is in at rest only where its markup has the attribute of the same name. */
const ATTRIBUTE_STATES = new Set(['disabled', 'checked', 'open']);

/** Pseudo-elements and vendor pseudo-classes that exist only on form fields, and those fields. */
const FIELD_PARTS: readonly (readonly [RegExp, readonly string[]])[] = [
  [/^(-moz-)?placeholder$/, ['input', 'textarea']],
  [/^-moz-ui-/, ['input', 'textarea', 'select']],
  [
    /^(file-selector-button|-webkit-(date|datetime-edit|calendar-picker|inner-spin|outer-spin|search-))/,
    ['input'],
  ],
];

/** Whether the page, loaded and not yet touched, can be in a pseudo-class's or -element's state. */
function stateAtRest(name: string, page: PageNames): boolean {
  if (AFTER_INTERACTION.has(name)) return false;
  if (ATTRIBUTE_STATES.has(name)) return page.attributes.has(name);
  const fields = FIELD_PARTS.find(([part]) => part.test(name))?.[1];
  return fields === undefined || fields.some((field) => page.elements.has(field));
}

/** Whether the page, loaded and not yet touched, can match `selector`. */
function matchesAtRest(selector: Selector, page: PageNames): boolean {
  return selector.every((part) => {
    switch (part.type) {
      case 'class':
        return page.classes.has(part.name);
      case 'id':
        return page.ids.has(part.name);
      case 'type':
        return page.elements.has(part.name.toLowerCase());
      case 'attribute':
        return !ATTRIBUTE_STATES.has(part.name) || page.attributes.has(part.name);
      case 'pseudo-class':
        // `:is()`, `:where()` and `:has()` match when one of their selectors can; `:not()` and
        // the rest are left as they are.
        if (part.kind === 'is' || part.kind === 'where' || part.kind === 'has') {
          return part.selectors.some((inner) => matchesAtRest(inner, page));
        }
        return stateAtRest(part.kind === 'custom' ? part.name : part.kind, page);
      case 'pseudo-element':
        return stateAtRest(part.kind === 'custom' ? part.name : part.kind, page);
      default:
        return true;
    }
  });
}

/**
 * The same value without its `null` fields. lightningcss hands a visitor absent optional fields as
 * `null` (`var(--x)`'s `from`, an attribute selector's `namespace`) but refuses `null` in a rule
 * handed back ("expected an object-like struct named Specifier", parcel-bundler/lightningcss#1065).
 */
function withoutNulls<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutNulls) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== null)
      .map(([key, field]) => [key, withoutNulls(field)]),
  ) as T;
}

/** The file's rule that brings in a held-back decoration (the copy ends with its opposite). */
function bringsInDecoration(selector: Selector): boolean {
  const [part, ...rest] = selector;
  return rest.length === 0 && part?.type === 'class' && part.name === AFTER_FIRST_PAINT_CLASS;
}

function firstPaintVisitor(page: PageNames): Visitor<CustomAtRules> {
  return {
    Rule: {
      property: () => [],
      supports(rule) {
        const fallback = JSON.stringify(rule.value.condition).includes(PROPERTY_FALLBACK_MARK);
        return fallback ? rule.value.rules : undefined;
      },
      style(rule) {
        const selectors = rule.value.selectors.filter(
          (selector) => matchesAtRest(selector, page) && !bringsInDecoration(selector),
        );
        if (selectors.length === 0) return [];
        if (selectors.length === rule.value.selectors.length) return undefined;
        return withoutNulls({ ...rule, value: { ...rule.value, selectors } });
      },
    },
    Declaration: {
      custom: { 'field-sizing': () => [], 'transition-behavior': () => [] },
      // A transition animates a change; until the file arrives nothing changes but by the
      // visitor's doing. (Declarations written with var() reach these as unparsed ones too.)
      transition: () => [],
      'transition-property': () => [],
      'transition-duration': () => [],
      'transition-timing-function': () => [],
      'transition-delay': () => [],
    },
  };
}

/** Every animation name a text's `animation` and `animation-name` declarations give. */
function readAnimations(text: string): Set<string> {
  return new Set(
    [...text.matchAll(/animation(?:-name)?:([^;}]+)/g)].flatMap(([, value = '']) =>
      value.split(/[\s,]+/),
    ),
  );
}

/** The names of the `@keyframes` of a text. */
function readKeyframes(text: string): string[] {
  return [...text.matchAll(/@keyframes ([\w-]+)/g)].map(([, name = '']) => name);
}

/**
 * Drops the declarations of custom properties that nothing in `variables` reads, the `@keyframes`
 * no name in `animations` names, and, where no `@keyframes` is left to run (`animated` false), the
 * `animation-…` declarations (the reduced-motion rule's). lightningcss hands every property it
 * does not know (`pointer-events`, `content-visibility`, `border-collapse`…) to the visitor as a
 * `custom` declaration as well: only names starting with `--` are custom properties.
 */
function unreadVisitor(
  variables: ReadonlySet<string>,
  animations: ReadonlySet<string>,
  animated: boolean,
): Visitor<CustomAtRules> {
  return {
    Rule: {
      keyframes: (rule) => (animations.has(rule.value.name.value) ? undefined : []),
    },
    Declaration(declaration) {
      const property =
        declaration.property === 'custom'
          ? declaration.value.name
          : declaration.property === 'unparsed'
            ? declaration.value.propertyId.property
            : declaration.property;
      if (!animated && property.startsWith('animation')) return [];
      return property.startsWith('--') && !variables.has(property) ? [] : undefined;
    },
  };
}

/** The copy of a stylesheet that goes into a page (see above for what it leaves to the file). */
export function firstPaintCss(css: string, page: PageNames): string {
  const kept = transform({
    filename: 'first-paint.css',
    code: Buffer.from(css),
    minify: true,
    visitor: firstPaintVisitor(page),
  }).code.toString();
  // A variable set only for another unread one (`--default-mono-font-family: var(--font-mono)`)
  // is unread once that one goes, and so is a variable or animation only a gone rule read:
  // repeat until nothing more goes.
  let copy = kept;
  for (;;) {
    const variables = new Set([...readVariables(copy), ...page.variables]);
    const animations = readAnimations(copy);
    const next = transform({
      filename: 'first-paint.css',
      code: Buffer.from(copy),
      minify: true,
      visitor: unreadVisitor(
        variables,
        animations,
        readKeyframes(copy).some((name) => animations.has(name)),
      ),
    }).code.toString();
    if (next === copy) break;
    copy = next;
  }
  if (page.classes.has(AFTER_FIRST_PAINT_CLASS)) copy += `.${AFTER_FIRST_PAINT_CLASS}{opacity:0}`;
  return copy;
}

/**
 * Rewrites one prerendered page: each stylesheet `<link>` becomes the copy of its file and the
 * `<link>` inside a `<noscript>`, for the page's boot script to put back. `readCss` returns a
 * stylesheet's text by its address. Throws when the page has no stylesheet `<link>`, so a change
 * in how React Router writes it fails the build instead of quietly bringing the extra round trip
 * back.
 */
export function inlineStylesheets(html: string, readCss: (href: string) => string): string {
  const names = pageNames(html);
  let found = 0;
  const page = html.replace(STYLESHEET_LINK, (_link, href: string) => {
    found += 1;
    return (
      `<style ${PAGE_COPY_ATTRIBUTE}>${firstPaintCss(readCss(href), names)}</style>` +
      `<noscript><link rel="stylesheet" href="${href}"/></noscript>`
    );
  });
  if (found === 0) throw new Error('inlineStylesheets: no stylesheet link found');
  return page;
}

/** Applies `inlineStylesheets` to the prerendered page of every path in the client build. */
export function inlineStylesheetsInBuild(clientDir: string, paths: readonly string[]): void {
  const files = new Map<string, string>();
  const readCss = (href: string): string => {
    let css = files.get(href);
    if (css === undefined) {
      css = readFileSync(join(clientDir, href), 'utf8');
      files.set(href, css);
    }
    return css;
  };
  for (const path of paths) {
    const file = join(clientDir, pageFile(path));
    writeFileSync(file, inlineStylesheets(readFileSync(file, 'utf8'), readCss));
  }
}
