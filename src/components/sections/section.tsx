import type { ComponentProps, ComponentType, ReactNode } from 'react';

import { cn } from '@/lib/utils';

/**
 * The link a section shows to book a call, given by the route (the booking feature's link, which
 * opens the booking dialog); the section decides its look through `className`.
 */
export type BookLinkComponent = ComponentType<{ className?: string; children: ReactNode }>;

/**
 * A page section: consistent vertical rhythm and max width. Give it an `id` and pass the same id as
 * `headingId` to its `SectionHeader` so the section is labelled by its heading.
 */
const sectionSpacings = { default: 'py-20 sm:py-24', compact: 'py-12 sm:py-16' } as const;

export function Section({
  className,
  children,
  labelledBy,
  spacing = 'default',
  ...props
}: ComponentProps<'section'> & {
  labelledBy?: string;
  /** Vertical padding; a `pt-*` in `className` still overrides the top. */
  spacing?: keyof typeof sectionSpacings;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={cn('px-6', sectionSpacings[spacing], className)}
      {...props}
    >
      <div className="mx-auto max-w-7xl">{children}</div>
    </section>
  );
}

export function SectionHeader({
  id,
  eyebrow,
  title,
  intro,
  align = 'center',
  as: Heading = 'h2',
}: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: 'center' | 'left';
  as?: 'h1' | 'h2';
}) {
  return (
    <div className={cn('mb-12 max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? (
        <p className="mb-3 text-sm font-semibold tracking-wider text-accent uppercase">{eyebrow}</p>
      ) : null}
      <Heading id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </Heading>
      {intro ? <p className="mt-4 text-lg text-muted-foreground">{intro}</p> : null}
    </div>
  );
}
