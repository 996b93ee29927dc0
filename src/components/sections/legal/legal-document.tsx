import { Fragment, type ReactNode } from 'react';

import { ExternalLink } from '@/components/ui/external-link';

/** One line of a contact or address block; `href` makes it a link (mailto:, tel:, https:). */
export type LegalLine = { label?: string; text: string; href?: string };

/** Text inside a paragraph or list item: plain, a link, or emphasised. */
export type LegalInline =
  | { kind: 'text'; text: string }
  | { kind: 'link'; href: string; children: readonly LegalInline[] }
  | { kind: 'strong' | 'emphasis'; children: readonly LegalInline[] };

export type LegalBlock =
  | { kind: 'paragraph'; content: readonly LegalInline[] }
  | { kind: 'list'; ordered?: boolean; items: readonly (readonly LegalInline[])[] }
  | { kind: 'lines'; lines: readonly LegalLine[] };

export type LegalSection = { id: string; heading: string; blocks: readonly LegalBlock[] };

export type LegalDocument = {
  title: string;
  /** Shown under the title, e.g. 'Last updated: December 2024'. */
  lastUpdated?: string;
  /** What stands before the first section. */
  intro?: readonly LegalBlock[];
  sections: readonly LegalSection[];
};

const linkClass =
  'inline-flex items-center gap-1 break-all text-accent underline underline-offset-4 hover:no-underline';

/** How the text's links are written: the hint of a new tab, and the prefix of the page's ids. */
type Links = { newTabHint: string; idPrefix: string };

/**
 * A link of the text: another site opens in a new tab (and says so), mailto:, tel: and pages not;
 * an anchor leads to the id as this document writes it.
 */
function TextLink({ href, links, children }: { href: string; links: Links; children: ReactNode }) {
  if (href.startsWith('http')) {
    return (
      <ExternalLink href={href} className={linkClass} newTabHint={links.newTabHint}>
        {children}
      </ExternalLink>
    );
  }
  const target = href.startsWith('#') ? `#${links.idPrefix}${href.slice(1)}` : href;
  return (
    <a href={target} className={linkClass}>
      {children}
    </a>
  );
}

function Inline({ nodes, links }: { nodes: readonly LegalInline[]; links: Links }) {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'link':
        return (
          <TextLink key={index} href={node.href} links={links}>
            <Inline nodes={node.children} links={links} />
          </TextLink>
        );
      case 'strong':
        return (
          <strong key={index} className="font-semibold text-foreground">
            <Inline nodes={node.children} links={links} />
          </strong>
        );
      case 'emphasis':
        return (
          <em key={index}>
            <Inline nodes={node.children} links={links} />
          </em>
        );
    }
  });
}

function Line({ line, links }: { line: LegalLine; links: Links }) {
  const label = line.label ? `${line.label}: ` : null;
  return (
    <>
      {label}
      {line.href ? (
        <TextLink href={line.href} links={links}>
          {line.text}
        </TextLink>
      ) : (
        line.text
      )}
    </>
  );
}

function Block({ block, links }: { block: LegalBlock; links: Links }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <Inline nodes={block.content} links={links} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List
          className={`${block.ordered ? 'list-decimal' : 'list-disc'} space-y-2 pl-6 marker:text-accent`}
        >
          {block.items.map((item, index) => (
            <li key={index}>
              <Inline nodes={item} links={links} />
            </li>
          ))}
        </List>
      );
    }
    case 'lines':
      return (
        <address className="not-italic">
          {block.lines.map((line) => (
            <span key={`${line.label ?? ''}${line.text}`} className="block">
              <Line line={line} links={links} />
            </span>
          ))}
        </address>
      );
  }
}

/**
 * A legal page: title, optional date and intro, then its numbered sections with a table of
 * contents. A page shown in the other language than the page's (it has no text in the page's)
 * names that language beside its title and tags its text with `lang`, as a story does.
 */
export function LegalDocumentView({
  document,
  tocLabel,
  newTabHint,
  otherLanguage,
  idPrefix = '',
}: {
  document: LegalDocument;
  tocLabel: string;
  /** Read after links to other sites, which open in a new tab. */
  newTabHint: string;
  /** The language the text is in, when not the page's: its tag and its name. */
  otherLanguage?: { tag: string; name: string };
  /**
   * Put before every id of the document and the anchors leading to them: none on the page; the
   * admin's preview shows two documents at once, whose ids must differ.
   */
  idPrefix?: string;
}) {
  const lang = otherLanguage?.tag;
  const links: Links = { newTabHint, idPrefix };
  const titleId = `${idPrefix}legal-title`;
  return (
    <article aria-labelledby={titleId} className="px-6 py-16 sm:py-24">
      <div className="mx-auto max-w-3xl">
        <header>
          {/* The title is the heading's only text node (no wrapper): the text's language, when
              not the page's, is the heading's own `lang`. */}
          <h1 id={titleId} className="text-4xl font-bold tracking-tight sm:text-5xl" lang={lang}>
            {document.title}
            {otherLanguage ? (
              <span className="ml-3 text-lg font-normal text-muted-foreground">
                ({otherLanguage.name})
              </span>
            ) : null}
          </h1>
          {document.lastUpdated ? (
            <p className="mt-4 text-sm text-muted-foreground">{document.lastUpdated}</p>
          ) : null}
          {document.intro?.length ? (
            <div className="mt-6 space-y-4 text-lg text-muted-foreground" lang={lang}>
              {document.intro.map((block, index) => (
                <Block key={index} block={block} links={links} />
              ))}
            </div>
          ) : null}
        </header>
        <nav aria-label={tocLabel} className="mt-10 rounded-lg border border-border bg-card/60 p-6">
          <ol className="grid list-decimal gap-x-8 gap-y-2 pl-5 sm:grid-cols-2" lang={lang}>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${idPrefix}${section.id}`}
                  className="text-foreground underline-offset-4 hover:text-accent hover:underline"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-12 space-y-12" lang={lang}>
          {document.sections.map((section) => (
            <section
              key={section.id}
              aria-labelledby={`${idPrefix}${section.id}`}
              className="scroll-mt-24"
            >
              <h2 id={`${idPrefix}${section.id}`} className="scroll-mt-24 text-2xl font-semibold">
                {section.heading}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-muted-foreground">
                {section.blocks.map((block, index) => (
                  <Block key={index} block={block} links={links} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
