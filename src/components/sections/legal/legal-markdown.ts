/**
 * A legal page's Markdown (legal_pages.body_*) as the page shows it: the one conversion of the
 * site and of the admin's preview, so the preview shows what the site will. The build runs it
 * (src/app/legal-page-data.server.ts: the prerendered page holds the result) and so does the
 * admin's preview, which loads on demand (src/features/site-content/components/legal-preview.tsx);
 * no public page imports it, so neither the Markdown parser nor the text's source reaches
 * visitors' browsers.
 *
 * - Parsed by mdast-util-from-markdown (CommonMark, the parser under react-markdown): `## `
 *   headings start the sections of the table of contents, a heading's trailing `{#id}` is its
 *   anchor (else one made from its text); paragraphs, lists, links, strong and emphasis.
 * - Raw HTML is never passed through: HTML in the text is left out, and a link keeps its target
 *   only when it is http(s), mailto:, tel:, a site path or an anchor (else it is plain text).
 * - `{{company.*}}` placeholders are filled in from the company facts after parsing, so a fact
 *   is always text, never Markdown. A paragraph of `{{company.address}}` and
 *   `{{company.contact}}` lines becomes an address block; any other placeholder is inline text.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';

import { type Locale, localizedPath } from '@/lib/locale';
import { slugify } from '@/lib/slugify';
import { fill } from '@/lib/template';

import {
  type CompanyFacts,
  type ContactLabels,
  companyLines,
  fillCompany,
  revisedMonth,
} from '../../../../supabase/functions/_shared/site-facts.ts';
import type {
  LegalBlock,
  LegalDocument,
  LegalInline,
  LegalLine,
  LegalSection,
} from './legal-document';

type Root = ReturnType<typeof fromMarkdown>;
type Node = Root['children'][number];
type Paragraph = Extract<Node, { type: 'paragraph' }>;
type Phrasing = Paragraph['children'][number];

type Context = { facts: CompanyFacts; locale: Locale; labels: ContactLabels };

const BLOCK_PLACEHOLDER = /^\{\{company\.(address|contact)\}\}$/;
const HEADING_ID = /\s*\{#([A-Za-z][\w-]*)\}\s*$/;

function safeHref(url: string, locale: Locale): string | null {
  if (/^(https?:\/\/|mailto:|tel:)/i.test(url)) return url;
  if (url.startsWith('#')) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return localizedPath(url, locale);
  return null;
}

function plainText(nodes: readonly Phrasing[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text' || node.type === 'inlineCode') return node.value;
      if (node.type === 'break') return '\n';
      if ('children' in node) return plainText(node.children as Phrasing[]);
      if (node.type === 'image') return node.alt ?? '';
      return '';
    })
    .join('');
}

function inline(nodes: readonly Phrasing[], context: Context): LegalInline[] {
  const withFacts = (text: string) =>
    fillCompany(text, context.facts, context.locale, context.labels);
  return nodes.flatMap((node): LegalInline[] => {
    switch (node.type) {
      case 'text':
      case 'inlineCode':
        return [{ kind: 'text', text: withFacts(node.value) }];
      case 'break':
        return [{ kind: 'text', text: '\n' }];
      case 'strong':
        return [{ kind: 'strong', children: inline(node.children, context) }];
      case 'emphasis':
        return [{ kind: 'emphasis', children: inline(node.children, context) }];
      case 'link': {
        const href = safeHref(node.url, context.locale);
        const children = inline(node.children, context);
        return href ? [{ kind: 'link', href, children }] : children;
      }
      case 'image':
        return node.alt ? [{ kind: 'text', text: node.alt }] : [];
      case 'html':
        // Raw HTML never reaches the page.
        return [];
      default:
        return 'children' in node ? inline(node.children as Phrasing[], context) : [];
    }
  });
}

/** A paragraph made of address and contact placeholders only, one per line: its lines. */
function placeholderLines(paragraph: Paragraph, context: Context): LegalLine[] | null {
  if (!paragraph.children.every((node) => node.type === 'text' || node.type === 'break')) {
    return null;
  }
  const lines = plainText(paragraph.children)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const names = lines.map((line) => BLOCK_PLACEHOLDER.exec(line)?.[1]);
  if (names.length === 0 || names.some((name) => name === undefined)) return null;
  return names.flatMap((name) =>
    companyLines(name as 'address' | 'contact', context.facts, context.locale, context.labels),
  );
}

function blocks(node: Node, context: Context): LegalBlock[] {
  switch (node.type) {
    case 'paragraph': {
      const lines = placeholderLines(node, context);
      if (lines) return [{ kind: 'lines', lines }];
      const content = inline(node.children, context);
      return content.length > 0 ? [{ kind: 'paragraph', content }] : [];
    }
    case 'list':
      return [
        {
          kind: 'list',
          ...(node.ordered ? { ordered: true } : {}),
          items: node.children.map((item) =>
            item.children.flatMap((child, index) => {
              const parts = child.type === 'paragraph' ? inline(child.children, context) : [];
              return index > 0 && parts.length > 0
                ? [{ kind: 'text' as const, text: ' ' }, ...parts]
                : parts;
            }),
          ),
        },
      ];
    case 'heading':
      // A heading below the sections' level reads as a paragraph of strong text.
      return [
        {
          kind: 'paragraph',
          content: [{ kind: 'strong', children: inline(node.children, context) }],
        },
      ];
    case 'blockquote':
      return node.children.flatMap((child) => blocks(child, context));
    case 'code':
      return [{ kind: 'paragraph', content: [{ kind: 'text', text: node.value }] }];
    default:
      // Raw HTML, rules and anything else the pages do not use: left out.
      return [];
  }
}

/** The page's Markdown as its intro (before the first section) and its sections. */
export function legalMarkdown(
  body: string,
  context: Context,
): { intro: LegalBlock[]; sections: LegalSection[] } {
  const tree = fromMarkdown(body);
  const intro: LegalBlock[] = [];
  const sections: { id: string; heading: string; blocks: LegalBlock[] }[] = [];
  const ids = new Set<string>(['legal-title']);
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth <= 2) {
      const written = plainText(node.children);
      const fixed = HEADING_ID.exec(written)?.[1];
      const heading = fillCompany(
        written.replace(HEADING_ID, ''),
        context.facts,
        context.locale,
        context.labels,
      ).trim();
      let id = fixed ?? (slugify(heading) || 'section');
      for (let n = 2; ids.has(id); n++) id = `${fixed ?? slugify(heading)}-${n}`;
      ids.add(id);
      sections.push({ id, heading, blocks: [] });
      continue;
    }
    const target = sections.at(-1)?.blocks ?? intro;
    target.push(...blocks(node, context));
  }
  return { intro, sections };
}

/** What a legal page says around its text in a language (`legalCopy` of src/content/legal). */
type LegalPageWords = {
  /** The labels of the contact lines. */
  contactLabels: ContactLabels;
  /** How the page names the month of its last revision (`{month}`). */
  revised: string;
};

/**
 * A legal page's text as the page shows it: its title, the date of its last revision, and the
 * Markdown's intro and sections, every company placeholder filled in. `language` is the text's,
 * `locale` the page's: they differ when a page shows the text of the other language. The date
 * line is the page's, words and date alike: "Stand: Dezember 2024" on a German page, whatever
 * the language of its text.
 */
export function legalDocument(
  text: { title: string; body: string },
  revisedOn: string | null,
  {
    facts,
    language,
    locale,
    words,
  }: {
    facts: CompanyFacts;
    language: Locale;
    locale: Locale;
    words: Readonly<Record<Locale, LegalPageWords>>;
  },
): LegalDocument {
  const labels = words[language].contactLabels;
  const { intro, sections } = legalMarkdown(text.body, { facts, locale: language, labels });
  return {
    title: fillCompany(text.title, facts, language, labels),
    ...(revisedOn
      ? { lastUpdated: fill(words[locale].revised, { month: revisedMonth(revisedOn, locale) }) }
      : {}),
    intro,
    sections,
  };
}
