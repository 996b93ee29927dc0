/**
 * Changes to a built HTML page, located by an HTML parser. parse5 (the WHATWG parser jsdom uses)
 * reads the page and reports where each element, start tag and attribute stands in the text; the
 * changes replace exactly those ranges, so every byte the build does not change stays as React
 * wrote it (re-serializing the whole tree would rewrite every self-closing tag and attribute).
 */
import { type DefaultTreeAdapterMap, parse, parseFragment } from 'parse5';

export type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

/**
 * A parsed page (or part of one): its text, its elements in document order, each with its source
 * location, and where its comments stand.
 */
export type HtmlPage = { html: string; elements: Element[]; comments: Range[] };
export type Range = { start: number; end: number };

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function collect(node: Node, page: HtmlPage): HtmlPage {
  if (isElement(node)) page.elements.push(node);
  if (node.nodeName === '#comment' && node.sourceCodeLocation) {
    page.comments.push({
      start: node.sourceCodeLocation.startOffset,
      end: node.sourceCodeLocation.endOffset,
    });
  }
  if ('childNodes' in node) for (const child of node.childNodes) collect(child, page);
  // A <template>'s children live in its content fragment.
  if (isElement(node) && node.tagName === 'template' && 'content' in node) {
    collect(node.content as Node, page);
  }
  return page;
}

/** A whole document. */
export function parsePage(html: string): HtmlPage {
  return collect(parse(html, { sourceCodeLocationInfo: true }), {
    html,
    elements: [],
    comments: [],
  });
}

/** Markup that stands inside a `<body>` (offsets are into `html` itself). */
export function parseBodyMarkup(html: string): HtmlPage {
  return collect(parseFragment(html, { sourceCodeLocationInfo: true }), {
    html,
    elements: [],
    comments: [],
  });
}

export function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

function location(element: Element) {
  const at = element.sourceCodeLocation;
  if (!at) throw new Error(`<${element.tagName}> was not in the page's text`);
  return at;
}

/** The element as written, from `<` of its start tag to the `>` of its end tag. */
export function outerRange(element: Element): Range {
  const at = location(element);
  return { start: at.startOffset, end: at.endOffset };
}

/** What the element holds as written (a script's code, a title's text), between its tags. */
export function innerRange(element: Element): Range {
  const at = location(element);
  if (!at.startTag || !at.endTag) throw new Error(`<${element.tagName}> has no end tag`);
  return { start: at.startTag.endOffset, end: at.endTag.startOffset };
}

export function startTagRange(element: Element): Range {
  const tag = location(element).startTag;
  if (!tag) throw new Error(`<${element.tagName}> has no start tag`);
  return { start: tag.startOffset, end: tag.endOffset };
}

export function endTagRange(element: Element): Range {
  const tag = location(element).endTag;
  if (!tag) throw new Error(`<${element.tagName}> has no end tag`);
  return { start: tag.startOffset, end: tag.endOffset };
}

export function attributeRange(element: Element, name: string): Range {
  const at = location(element).attrs?.[name];
  if (!at) throw new Error(`<${element.tagName}> has no ${name} attribute`);
  return { start: at.startOffset, end: at.endOffset };
}

/** The element as written, tags included. */
export function markupOf(page: HtmlPage, element: Element): string {
  const { start, end } = outerRange(element);
  return page.html.slice(start, end);
}

export function textOf(page: HtmlPage, element: Element): string {
  const { start, end } = innerRange(element);
  return page.html.slice(start, end);
}

/** One change: the text from `start` to `end` becomes `text` (an insertion when they are equal). */
export type Edit = { start: number; end: number; text: string };

/** The page with every edit applied; edits may not overlap. */
export function applyEdits(html: string, edits: readonly Edit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let out = '';
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at) throw new Error('applyEdits: overlapping edits');
    out += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + html.slice(at);
}
