import { legalCopy } from '@/content/legal';

import { seedCompanyFacts } from '../../../../supabase/functions/_testing/site-content.ts';
import type { LegalBlock, LegalInline } from './legal-document';
import { legalDocument, legalMarkdown } from './legal-markdown';

const english = {
  facts: seedCompanyFacts,
  locale: 'en',
  labels: legalCopy.en.contactLabels,
} as const;
const german = {
  facts: seedCompanyFacts,
  locale: 'de',
  labels: legalCopy.de.contactLabels,
} as const;

/** A block's text as a reader sees it (links and emphasis as their words). */
function textOf(nodes: readonly LegalInline[]): string {
  return nodes.map((node) => (node.kind === 'text' ? node.text : textOf(node.children))).join('');
}

/** Every link of the blocks. */
function linksOf(blocks: readonly LegalBlock[]): { href: string; text: string }[] {
  const walk = (nodes: readonly LegalInline[]): { href: string; text: string }[] =>
    nodes.flatMap((node) => {
      if (node.kind === 'link') return [{ href: node.href, text: textOf(node.children) }];
      return node.kind === 'text' ? [] : walk(node.children);
    });
  return blocks.flatMap((block) => {
    if (block.kind === 'paragraph') return walk(block.content);
    if (block.kind === 'list') return block.items.flatMap(walk);
    return [];
  });
}

describe('legalMarkdown', () => {
  it('starts a section at each second-level heading, with its {#id} as the anchor', () => {
    const { intro, sections } = legalMarkdown(
      'Before the sections.\n\n## Information we collect {#information-collected}\n\nText.\n\n## How we use it\n\nMore.',
      english,
    );
    expect(intro).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: 'Before the sections.' }] },
    ]);
    expect(sections.map(({ id, heading }) => ({ id, heading }))).toEqual([
      { id: 'information-collected', heading: 'Information we collect' },
      { id: 'how-we-use-it', heading: 'How we use it' },
    ]);
    expect(sections[0]?.blocks).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: 'Text.' }] },
    ]);
  });

  it('gives two headings of the same words different anchors, and never the title’s', () => {
    const { sections } = legalMarkdown(
      '## Contact\n\na\n\n## Contact\n\nb\n\n## Legal {#legal-title}\n\nc',
      english,
    );
    const ids = sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(3);
    expect(ids.slice(0, 2)).toEqual(['contact', 'contact-2']);
    expect(ids).not.toContain('legal-title');
  });

  it('keeps bulleted and numbered lists, each item’s words with their emphasis', () => {
    const { sections } = legalMarkdown(
      '## Lists\n\n- First **point**\n- Second *point*\n\n1. One\n2. Two',
      english,
    );
    expect(sections[0]?.blocks).toEqual([
      {
        kind: 'list',
        items: [
          [
            { kind: 'text', text: 'First ' },
            { kind: 'strong', children: [{ kind: 'text', text: 'point' }] },
          ],
          [
            { kind: 'text', text: 'Second ' },
            { kind: 'emphasis', children: [{ kind: 'text', text: 'point' }] },
          ],
        ],
      },
      {
        kind: 'list',
        ordered: true,
        items: [[{ kind: 'text', text: 'One' }], [{ kind: 'text', text: 'Two' }]],
      },
    ]);
  });

  it('keeps links to https, http, mailto:, tel:, anchors and the site’s pages (in the page’s language)', () => {
    const body = [
      '## Links',
      '',
      '[a](https://ec.europa.eu/consumers/odr) [b](http://example.org) [c](mailto:a@b.example)',
      '[d](tel:+49301234567) [e](#rights) [f](/contact)',
    ].join('\n');
    expect(linksOf(legalMarkdown(body, english).sections[0]?.blocks ?? [])).toEqual([
      { href: 'https://ec.europa.eu/consumers/odr', text: 'a' },
      { href: 'http://example.org', text: 'b' },
      { href: 'mailto:a@b.example', text: 'c' },
      { href: 'tel:+49301234567', text: 'd' },
      { href: '#rights', text: 'e' },
      { href: '/contact', text: 'f' },
    ]);
    expect(linksOf(legalMarkdown(body, german).sections[0]?.blocks ?? []).at(-1)).toEqual({
      href: '/de/contact',
      text: 'f',
    });
  });

  it('turns a link of any other scheme into its plain words', () => {
    const { sections } = legalMarkdown(
      '## Links\n\n[run](javascript:alert(1)) [data](data:text/html,hi) [far](//evil.example/x) [file](file:///etc/passwd)',
      english,
    );
    const blocks = sections[0]?.blocks ?? [];
    expect(linksOf(blocks)).toEqual([]);
    expect(blocks[0]?.kind === 'paragraph' && textOf(blocks[0].content)).toBe('run data far file');
  });

  it('never passes raw HTML through, inline or as a block', () => {
    const { intro, sections } = legalMarkdown(
      '<script>alert(1)</script>\n\n## Section\n\nText <b onclick="x()">bold</b> <img src=x onerror=y> end.\n\n<div>\nblock\n</div>',
      english,
    );
    const all = JSON.stringify({ intro, sections });
    expect(all).not.toMatch(/<|script|onclick|onerror/);
    expect(intro).toEqual([]);
    const [paragraph] = sections[0]?.blocks ?? [];
    expect(paragraph?.kind === 'paragraph' && textOf(paragraph.content)).toBe('Text bold  end.');
  });

  it('fills {{company.*}} placeholders with the facts as text, in headings and paragraphs', () => {
    const { intro, sections } = legalMarkdown(
      'Run by {{company.legal_name}}, {{company.register}}, VAT {{company.vat_id}}.\n\n## About {{company.name}}\n\nManaged by {{company.managing_directors}}.',
      english,
    );
    expect(intro[0]?.kind === 'paragraph' && textOf(intro[0].content)).toBe(
      'Run by Northlight AI GmbH, Amtsgericht Berlin-Charlottenburg, HRB 000000, VAT DE123456789.',
    );
    expect(sections[0]?.heading).toBe('About Northlight AI');
    expect(sections[0]?.id).toBe('about-northlight-ai');
  });

  it('reads a fact as text, never as Markdown', () => {
    const facts = { ...seedCompanyFacts, legalName: '*Stars* [and](javascript:x) <b>GmbH</b>' };
    const { intro } = legalMarkdown('{{company.legal_name}}', { ...english, facts });
    expect(intro).toEqual([
      {
        kind: 'paragraph',
        content: [{ kind: 'text', text: '*Stars* [and](javascript:x) <b>GmbH</b>' }],
      },
    ]);
  });

  it('makes a paragraph of address and contact placeholders an address block with links', () => {
    const { sections } = legalMarkdown(
      '## Contact\n\n{{company.address}}\n{{company.contact}}',
      german,
    );
    expect(sections[0]?.blocks).toEqual([
      {
        kind: 'lines',
        lines: [
          { text: 'Northlight AI GmbH' },
          { text: 'Musterstraße 1' },
          { text: '10115 Berlin' },
          { text: 'Deutschland' },
          {
            label: 'E-Mail',
            text: 'hello@northlight-ai.example',
            href: 'mailto:hello@northlight-ai.example',
          },
          { label: 'Telefon', text: '+49 30 1234567', href: 'tel:+49301234567' },
        ],
      },
    ]);
  });

  it('writes an address placeholder inside a sentence as one line of text', () => {
    const { intro } = legalMarkdown('Write to {{company.address}}.', english);
    expect(intro[0]?.kind === 'paragraph' && textOf(intro[0].content)).toBe(
      'Write to Northlight AI GmbH, Musterstraße 1, 10115 Berlin, Germany.',
    );
  });

  it('leaves an unknown placeholder as written', () => {
    const { intro } = legalMarkdown('{{company.unknown}}', english);
    expect(intro[0]?.kind === 'paragraph' && textOf(intro[0].content)).toBe('{{company.unknown}}');
  });
});

describe('legalDocument', () => {
  const text = {
    title: 'Imprint of {{company.name}}',
    body: '## Contact {#contact}\n\n{{company.contact}}',
  };
  const on = (language: 'en' | 'de', locale: 'en' | 'de') => ({
    facts: seedCompanyFacts,
    language,
    locale,
    words: legalCopy,
  });

  it('fills the title and writes the text’s contact lines in the text’s language', () => {
    const document = legalDocument(text, null, on('en', 'de'));
    expect(document.title).toBe('Imprint of Northlight AI');
    expect(document).not.toHaveProperty('lastUpdated');
    const [block] = document.sections[0]?.blocks ?? [];
    expect(block?.kind === 'lines' && block.lines.map((line) => line.label)).toEqual([
      'E-mail',
      'Phone',
    ]);
  });

  it('writes the date of the last revision as the page’s language does, whatever the text’s', () => {
    expect(legalDocument(text, '2024-12-01', on('de', 'de')).lastUpdated).toBe(
      'Stand: Dezember 2024',
    );
    // An English text on a German page (it has no German one): the German date all the same.
    expect(legalDocument(text, '2024-12-01', on('en', 'de')).lastUpdated).toBe(
      'Stand: Dezember 2024',
    );
    expect(legalDocument(text, '2025-03-31', on('en', 'de')).lastUpdated).toBe('Stand: März 2025');
    expect(legalDocument(text, '2024-12-01', on('de', 'en')).lastUpdated).toBe(
      'Last updated: December 2024',
    );
    // The day as written, in no time zone: the first of a month stays in its month.
    expect(legalDocument(text, '2025-01-01', on('en', 'en')).lastUpdated).toBe(
      'Last updated: January 2025',
    );
  });
});
