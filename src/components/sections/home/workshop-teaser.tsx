import { CalendarDays } from 'lucide-react';

import { Section, SectionHeader } from '@/components/sections/section';
import type { Stat } from '@/components/sections/stat-list';
import { Button } from '@/components/ui/button';

export type WorkshopTeaserCopy = {
  eyebrow: string;
  title: string;
  intro: string;
  stats: readonly Stat[];
  bookLabel: string;
};

/** The AI workshop teaser; its button opens the booking dialog. */
export function WorkshopTeaser({ copy, onBook }: { copy: WorkshopTeaserCopy; onBook: () => void }) {
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
          <Button type="button" variant="accent" size="lg" onClick={onBook}>
            <CalendarDays aria-hidden="true" />
            {copy.bookLabel}
          </Button>
        </div>
      </div>
    </Section>
  );
}
