import type { ReactNode } from 'react';

/** The top of a content page: an eyebrow or badge, the page's single h1, an intro and actions. */
export function PageHero({
  eyebrow,
  badge,
  title,
  intro,
  actions,
  tags,
  tagsLabel,
  headingId = 'page-title',
}: {
  eyebrow?: string;
  /** Rendered as a pill above the heading. */
  badge?: string;
  title: string;
  intro?: string;
  actions?: ReactNode;
  tags?: readonly string[];
  /** Accessible name of the tag list. */
  tagsLabel?: string;
  headingId?: string;
}) {
  return (
    <section aria-labelledby={headingId} className="px-6 pt-20 pb-12 sm:pt-28 sm:pb-16">
      <div className="mx-auto max-w-4xl text-center">
        {badge ? (
          <p className="mb-5 inline-block rounded-full border border-accent/40 bg-accent/10 px-4 py-1 text-sm font-medium text-accent">
            {badge}
          </p>
        ) : null}
        {eyebrow ? (
          <p className="mb-4 text-sm font-semibold tracking-wider text-accent uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1
          id={headingId}
          className="text-4xl font-bold tracking-tight break-words sm:text-5xl lg:text-6xl"
        >
          {title}
        </h1>
        {intro ? (
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground sm:text-xl">{intro}</p>
        ) : null}
        {actions ? (
          <div className="mt-8 flex flex-wrap items-center justify-center gap-4">{actions}</div>
        ) : null}
        {tags?.length ? (
          <ul aria-label={tagsLabel} className="mt-8 flex flex-wrap justify-center gap-3">
            {tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full border border-border bg-card/60 px-4 py-1.5 text-sm text-foreground"
              >
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
