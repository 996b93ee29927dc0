import { Section, SectionHeader } from '@/components/sections/section';

export type ComparisonCopy = {
  eyebrow: string;
  title: string;
  /** The table's caption, also the accessible name of its scrollable region. */
  caption: string;
  columns: { aspect: string; us: string; others: string };
  rows: readonly { aspect: string; us: string; others: string }[];
};

/** The why-us comparison as a real table: row headers name the aspect, columns the approach. */
export function Comparison({ copy }: { copy: ComparisonCopy }) {
  return (
    <Section id="why-us" labelledBy="why-us-title">
      <SectionHeader id="why-us-title" eyebrow={copy.eyebrow} title={copy.title} />
      {/* Scrolls sideways on narrow screens, so keyboard users can focus and scroll it too. */}
      <div
        role="region"
        aria-label={copy.caption}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-border bg-card/90"
      >
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">{copy.caption}</caption>
          <thead className="border-b border-border text-foreground">
            <tr>
              <th scope="col" className="p-4 font-semibold">
                {copy.columns.aspect}
              </th>
              <th scope="col" className="p-4 font-semibold text-accent">
                {copy.columns.us}
              </th>
              <th scope="col" className="p-4 font-semibold text-muted-foreground">
                {copy.columns.others}
              </th>
            </tr>
          </thead>
          <tbody>
            {copy.rows.map((row) => (
              <tr key={row.aspect} className="border-b border-border/60 last:border-0">
                <th scope="row" className="p-4 font-medium">
                  {row.aspect}
                </th>
                <td className="p-4">{row.us}</td>
                <td className="p-4 text-muted-foreground">{row.others}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
