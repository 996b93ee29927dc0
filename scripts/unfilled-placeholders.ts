/**
 * No page of a build shows a placeholder of the copy unfilled: a `{name}` of the copy
 * (src/lib/site-facts.ts `withFacts`) or a `{{company.*}}` of a legal page's Markdown
 * (src/components/sections/legal/legal-markdown.ts) in any text a visitor reads or a machine reads for them: the
 * text of the page, its attributes (titles, alt texts, links, meta tags) and its structured data.
 * The page's scripts and styles are code, not text, and are not read. `npm run test:e2e` runs it
 * on its build; `tsx scripts/unfilled-placeholders.ts [build/client]` on any.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

import { type DefaultTreeAdapterMap, parse } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];

/** `{name}` (the copy's) and `{{company.name}}` (the legal pages'). */
const PLACEHOLDER = /\{\{?[A-Za-z][\w.]*\}\}?/g;

/** Elements whose content is code, not text; structured data is read although it is a script. */
function isCode(node: Node): boolean {
  if (!('tagName' in node)) return false;
  if (node.tagName === 'style') return true;
  if (node.tagName !== 'script') return false;
  const type = node.attrs.find((attr) => attr.name === 'type')?.value;
  return type !== 'application/ld+json';
}

/** Each unfilled placeholder of a page, in document order (repeated as often as it stands). */
export function unfilledPlaceholders(html: string): string[] {
  const found: string[] = [];
  const read = (text: string) => found.push(...(text.match(PLACEHOLDER) ?? []));
  const walk = (node: Node) => {
    if (node.nodeName === '#text' && 'value' in node) read(node.value);
    if ('attrs' in node) for (const attr of node.attrs) read(attr.value);
    if (isCode(node)) return;
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
    // A <template>'s children live in its content fragment.
    if ('content' in node && node.nodeName === 'template') walk(node.content as Node);
  };
  walk(parse(html));
  return found;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** Every HTML file of a build with the placeholders it shows unfilled; true when there are none. */
export function checkPlaceholders(clientDir: string): boolean {
  const files = htmlFiles(clientDir).sort();
  const findings = files.flatMap((file) => {
    const names = [...new Set(unfilledPlaceholders(readFileSync(file, 'utf8')))];
    return names.length > 0 ? [`${relative(clientDir, file)}: ${names.join(', ')}`] : [];
  });
  console.log(`Unfilled placeholders: ${files.length} pages, ${findings.length} with any`);
  for (const finding of findings) console.error(`  ${finding}`);
  return findings.length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!checkPlaceholders(process.argv[2] ?? 'build/client')) process.exit(1);
}
