import { ExternalLink } from '@/components/ui/external-link';

/** One line of a contact or address block; `href` makes it a link (mailto:, tel:, https:). */
export type LegalLine = { label?: string; text: string; href?: string };

export type LegalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'lines'; lines: readonly LegalLine[] };

type LegalSection = { id: string; heading: string; blocks: readonly LegalBlock[] };

export type LegalDocument = {
  title: string;
  /** Shown under the title, e.g. 'Last updated: December 2024'. */
  lastUpdated?: string;
  intro?: string;
  sections: readonly LegalSection[];
};

function Line({ line, newTabHint }: { line: LegalLine; newTabHint: string }) {
  const label = line.label ? `${line.label}: ` : null;
  if (!line.href) {
    return (
      <>
        {label}
        {line.text}
      </>
    );
  }
  const linkClass =
    'inline-flex items-center gap-1 break-all text-accent underline underline-offset-4 hover:no-underline';
  return (
    <>
      {label}
      {line.href.startsWith('http') ? (
        <ExternalLink href={line.href} className={linkClass} newTabHint={newTabHint}>
          {line.text}
        </ExternalLink>
      ) : (
        <a href={line.href} className={linkClass}>
          {line.text}
        </a>
      )}
    </>
  );
}

function Block({ block, newTabHint }: { block: LegalBlock; newTabHint: string }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-accent">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'lines':
      return (
        <address className="not-italic">
          {block.lines.map((line) => (
            <span key={`${line.label ?? ''}${line.text}`} className="block">
              <Line line={line} newTabHint={newTabHint} />
            </span>
          ))}
        </address>
      );
  }
}

/** A legal page: title, optional date and intro, then its numbered sections with a table of contents. */
export function LegalDocumentView({
  document,
  tocLabel,
  newTabHint,
}: {
  document: LegalDocument;
  tocLabel: string;
  /** Read after links to other sites, which open in a new tab. */
  newTabHint: string;
}) {
  return (
    <article aria-labelledby="legal-title" className="px-6 py-16 sm:py-24">
      <div className="mx-auto max-w-3xl">
        <header>
          <h1 id="legal-title" className="text-4xl font-bold tracking-tight sm:text-5xl">
            {document.title}
          </h1>
          {document.lastUpdated ? (
            <p className="mt-4 text-sm text-muted-foreground">{document.lastUpdated}</p>
          ) : null}
          {document.intro ? (
            <p className="mt-6 text-lg text-muted-foreground">{document.intro}</p>
          ) : null}
        </header>
        <nav aria-label={tocLabel} className="mt-10 rounded-lg border border-border bg-card/60 p-6">
          <ol className="grid list-decimal gap-x-8 gap-y-2 pl-5 sm:grid-cols-2">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-foreground underline-offset-4 hover:text-accent hover:underline"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-12 space-y-12">
          {document.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className="scroll-mt-24">
              <h2 id={section.id} className="scroll-mt-24 text-2xl font-semibold">
                {section.heading}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-muted-foreground">
                {section.blocks.map((block, index) => (
                  <Block key={index} block={block} newTabHint={newTabHint} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
