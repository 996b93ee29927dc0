import { ArrowRight } from 'lucide-react';

import { Section, SectionHeader } from '@/components/sections/section';
import { LocalLink } from '@/components/ui/local-link';
export type ProcessCopy = {
  eyebrow: string;
  title: string;
  steps: readonly { title: string; text: string }[];
  link: { href: string; label: string };
};

/** The three-step process with a link to /ai-agents. */
export function ProcessSteps({ copy }: { copy: ProcessCopy }) {
  return (
    <Section id="process" labelledBy="process-title">
      <SectionHeader id="process-title" eyebrow={copy.eyebrow} title={copy.title} />
      <ol className="grid gap-6 md:grid-cols-3">
        {copy.steps.map((step, index) => (
          <li key={step.title} className="rounded-lg border border-border bg-card/90 p-6">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-muted-foreground">{step.text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10 text-center">
        <LocalLink
          to={copy.link.href}
          className="inline-flex items-center gap-2 font-medium text-accent underline-offset-4 hover:underline"
        >
          {copy.link.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </LocalLink>
      </div>
    </Section>
  );
}
