import type { ReactNode } from 'react';

import { Section } from './section';

/** Closing call to action: a heading, one sentence and the action(s). */
export function CtaSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Section labelledBy={id}>
      <div className="mx-auto max-w-3xl rounded-2xl border border-primary/30 bg-gradient-to-br from-primary/15 via-card/80 to-accent/10 px-6 py-12 text-center sm:px-12">
        <h2 id={id} className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        {intro ? <p className="mt-4 text-lg text-muted-foreground">{intro}</p> : null}
        <div className="mt-8 flex flex-wrap justify-center gap-4">{children}</div>
      </div>
    </Section>
  );
}
