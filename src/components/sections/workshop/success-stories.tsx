import { ArrowRight } from 'lucide-react';

import { Card } from '@/components/ui/card';

import { Section, SectionHeader } from '../section';
import { LocalLink } from '@/components/ui/local-link';

export type SuccessStoriesCopy = { id: string; eyebrow: string; title: string; linkLabel: string };

/** A story told on the page and the address of its case study. */
export type SuccessStory = { client: string; title: string; summary: string; href: string };

/** The workshop's success stories, each linking to its case study; nothing when there is none. */
export function SuccessStories({
  id,
  eyebrow,
  title,
  linkLabel,
  items,
}: SuccessStoriesCopy & { items: readonly SuccessStory[] }) {
  if (items.length === 0) return null;
  return (
    <Section labelledBy={id}>
      <SectionHeader id={id} eyebrow={eyebrow} title={title} />
      <ul className="grid gap-6 md:grid-cols-2">
        {items.map((story) => (
          <li key={story.href}>
            <Card className="flex h-full flex-col">
              <p className="text-sm font-semibold tracking-wider text-accent uppercase">
                {story.client}
              </p>
              <h3 className="mt-2 text-xl font-semibold">{story.title}</h3>
              <p className="mt-3 flex-1 text-muted-foreground">{story.summary}</p>
              <LocalLink
                to={story.href}
                className="mt-6 inline-flex items-center gap-2 self-start font-medium text-accent underline-offset-4 hover:underline"
              >
                {linkLabel}
                <span className="sr-only">: {story.title}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </LocalLink>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
