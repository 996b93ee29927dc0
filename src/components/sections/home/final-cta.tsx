import { ArrowRight } from 'lucide-react';

import { Section } from '@/components/sections/section';
import { buttonVariants } from '@/components/ui/button';
import { LocalLink } from '@/components/ui/local-link';

export type FinalCtaCopy = { title: string; text: string; link: { href: string; label: string } };

/** The closing call to action, linking to /contact. */
export function FinalCta({ copy }: { copy: FinalCtaCopy }) {
  return (
    <Section id="get-started" labelledBy="get-started-title">
      <div className="rounded-2xl border border-border bg-gradient-to-br from-primary/20 to-accent/10 px-6 py-16 text-center">
        <h2 id="get-started-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {copy.title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted-foreground">{copy.text}</p>
        <LocalLink
          to={copy.link.href}
          className={buttonVariants({ variant: 'accent', size: 'lg', className: 'mt-8' })}
        >
          {copy.link.label}
          <ArrowRight aria-hidden="true" />
        </LocalLink>
      </div>
    </Section>
  );
}
