import { CalendarDays, ChevronDown } from 'lucide-react';

import { type BookLinkComponent, Section, SectionHeader } from '@/components/sections/section';
import { buttonVariants } from '@/components/ui/button';

/**
 * One question and its answer; `otherLanguage` when they are not in the page's language (the
 * entry has none in it): its tag and name, shown beside the question as a story shows it. No id:
 * the entries are route data of the home page (in its HTML, within its first round trip), and
 * the list keys them by their place.
 */
export type FaqEntry = {
  question: string;
  answer: string;
  otherLanguage?: { tag: string; name: string };
};

export type FaqSectionCopy = {
  eyebrow: string;
  title: string;
  bookPrompt: string;
  bookLabel: string;
};

/** The group name that makes the browser keep one answer open at a time (`<details name>`). */
const FAQ_GROUP = 'faq';

/**
 * The FAQ: one answer open at a time, collapsible. Native `<details name>` elements, so it works
 * before (and without) JavaScript, answers stay in the HTML for search engines, and find-in-page
 * opens the answer it finds. The link under it books a call.
 */
export function FaqSection({
  copy,
  entries,
  BookLink,
}: {
  copy: FaqSectionCopy;
  entries: readonly FaqEntry[];
  BookLink: BookLinkComponent;
}) {
  return (
    <Section id="faq" labelledBy="faq-title">
      <SectionHeader id="faq-title" eyebrow={copy.eyebrow} title={copy.title} />
      <div className="mx-auto max-w-3xl">
        {/* The published FAQ in its order, the same entries in both languages, never changed while
            the page is open: an entry's place is its key. */}
        {entries.map((entry, index) => (
          <details key={index} name={FAQ_GROUP} className="group border-b border-border">
            <summary className="flex no-details-marker cursor-pointer list-none items-center justify-between gap-4 py-5 text-left transition-colors hover:text-accent">
              <h3 className="text-base font-medium">
                <span lang={entry.otherLanguage?.tag}>{entry.question}</span>
                {entry.otherLanguage ? (
                  <span
                    className="ml-2 font-normal text-muted-foreground"
                    lang={entry.otherLanguage.tag}
                  >
                    ({entry.otherLanguage.name})
                  </span>
                ) : null}
              </h3>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
              />
            </summary>
            <p className="pb-5 text-muted-foreground" lang={entry.otherLanguage?.tag}>
              {entry.answer}
            </p>
          </details>
        ))}
      </div>
      <div className="mt-10 text-center">
        <p className="text-muted-foreground">{copy.bookPrompt}</p>
        <BookLink className={buttonVariants({ variant: 'accent', size: 'lg', className: 'mt-4' })}>
          <CalendarDays aria-hidden="true" />
          {copy.bookLabel}
        </BookLink>
      </div>
    </Section>
  );
}
