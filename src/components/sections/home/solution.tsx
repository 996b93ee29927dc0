import { ArrowRight, Check } from 'lucide-react';

import { Section, SectionHeader } from '@/components/sections/section';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
type SolutionPart = {
  id: string;
  title: string;
  summary: string;
  /** A before → after claim, e.g. '6 hours' → '30 minutes'. */
  metric: { label: string; before: string; after: string };
  points: readonly string[];
};

export type SolutionCopy = {
  eyebrow: string;
  title: string;
  intro: string;
  parts: readonly SolutionPart[];
  buttonLabel: string;
};

/** The two-part solution. Its button is deliberately inert: a button only, linking nowhere. */
export function Solution({ copy }: { copy: SolutionCopy }) {
  return (
    <Section id="solution" labelledBy="solution-title">
      <SectionHeader
        id="solution-title"
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={copy.intro}
      />
      <div className="grid gap-6 md:grid-cols-2">
        {copy.parts.map((part, index) => (
          <Card key={part.id} className="flex flex-col">
            <p className="text-sm font-semibold text-accent">
              {String(index + 1).padStart(2, '0')}
            </p>
            <CardTitle size="lg" className="mt-2">
              {part.title}
            </CardTitle>
            <p className="mt-3 text-muted-foreground">{part.summary}</p>
            <p className="mt-4 rounded-md bg-muted px-4 py-3 text-sm">
              <span className="text-muted-foreground">{part.metric.label}: </span>
              <span className="font-semibold">
                {part.metric.before} → {part.metric.after}
              </span>
            </p>
            <ul className="mt-4 space-y-2 text-sm">
              {part.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                  {point}
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
      <div className="mt-10 text-center">
        <Button type="button" variant="outline" size="lg">
          {copy.buttonLabel}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </Section>
  );
}
