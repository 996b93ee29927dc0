import { CalendarDays } from 'lucide-react';

import { Section, SectionHeader } from '@/components/sections/section';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';

export type FaqEntry = { id: string; question: string; answer: string };

export type FaqSectionCopy = {
  eyebrow: string;
  title: string;
  bookPrompt: string;
  bookLabel: string;
};

/** The FAQ: one answer open at a time, collapsible; a button opens the booking dialog. */
export function FaqSection({
  copy,
  entries,
  onBook,
}: {
  copy: FaqSectionCopy;
  entries: readonly FaqEntry[];
  onBook: () => void;
}) {
  return (
    <Section id="faq" labelledBy="faq-title">
      <SectionHeader id="faq-title" eyebrow={copy.eyebrow} title={copy.title} />
      <Accordion type="single" collapsible className="mx-auto max-w-3xl">
        {entries.map((entry) => (
          <AccordionItem key={entry.id} value={entry.id}>
            <AccordionTrigger>{entry.question}</AccordionTrigger>
            <AccordionContent>{entry.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
      <div className="mt-10 text-center">
        <p className="text-muted-foreground">{copy.bookPrompt}</p>
        <Button type="button" variant="accent" size="lg" className="mt-4" onClick={onBook}>
          <CalendarDays aria-hidden="true" />
          {copy.bookLabel}
        </Button>
      </div>
    </Section>
  );
}
