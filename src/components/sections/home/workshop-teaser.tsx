import { CalendarDays } from 'lucide-react';

import { type BookLinkComponent, Section, SectionHeader } from '@/components/sections/section';
import type { Stat } from '@/components/sections/stat-list';
import { buttonVariants } from '@/components/ui/button';

export type WorkshopTeaserCopy = {
  eyebrow: string;
  title: string;
  intro: string;
  stats: readonly Stat[];
  bookLabel: string;
};

/** The AI workshop teaser, with a link to book a call. */
export function WorkshopTeaser({
  copy,
  BookLink,
}: {
  copy: WorkshopTeaserCopy;
  BookLink: BookLinkComponent;
}) {
  return (
    <Section id="workshop" labelledBy="workshop-title">
      <div className="rounded-2xl border border-border bg-card/90 p-8 sm:p-12">
        <SectionHeader
          id="workshop-title"
          eyebrow={copy.eyebrow}
          title={copy.title}
          intro={copy.intro}
        />
        <dl className="grid gap-6 text-center sm:grid-cols-3">
          {copy.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-3xl font-bold text-foreground">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-10 text-center">
          <BookLink className={buttonVariants({ variant: 'accent', size: 'lg' })}>
            <CalendarDays aria-hidden="true" />
            {copy.bookLabel}
          </BookLink>
        </div>
      </div>
    </Section>
  );
}
