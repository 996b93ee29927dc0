import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { type IconName, icons } from '@/components/icons';
import { cn } from '@/lib/utils';

import { Section, SectionHeader } from './section';

type IconCard = {
  icon: IconName;
  title: string;
  /** A short line under the title, in the accent colour (an agent's headline figure). */
  highlight?: string;
  description: string;
};

const columnClasses = {
  3: 'md:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

const iconTones = {
  accent: 'text-accent',
  primary: 'text-primary',
  warning: 'text-amber-300',
} as const;

/** The copy of such a section: its heading (and the id that labels it) and its cards. */
export type IconCardGridCopy = {
  id: string;
  eyebrow: string;
  title: string;
  items: readonly IconCard[];
};

/**
 * A section of a header and a grid of cards, each with an icon, a title and a text: the home
 * page's features, the about page's values, the agents page's cards, the workshop's problems and
 * benefits.
 */
export function IconCardGrid({
  id,
  eyebrow,
  title,
  items,
  sectionId,
  columns = 4,
  iconTone = 'accent',
  descriptionSize = 'lg',
  className,
}: IconCardGridCopy & {
  /** The section's own id (a fragment to link to); `id` is its heading's. */
  sectionId?: string;
  columns?: keyof typeof columnClasses;
  iconTone?: keyof typeof iconTones;
  descriptionSize?: 'default' | 'lg';
  className?: string;
}) {
  return (
    <Section id={sectionId} labelledBy={id} className={className}>
      <SectionHeader id={id} eyebrow={eyebrow} title={title} />
      <ul className={cn('grid gap-6', columnClasses[columns])}>
        {items.map((item) => {
          const Icon = icons[item.icon];
          return (
            <li key={item.title}>
              <Card className="h-full">
                <Icon aria-hidden="true" className={cn('mb-4 size-8', iconTones[iconTone])} />
                <CardTitle>{item.title}</CardTitle>
                {item.highlight ? (
                  <p className="mt-2 font-semibold text-accent">{item.highlight}</p>
                ) : null}
                <CardDescription size={descriptionSize}>{item.description}</CardDescription>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
