import type { ComponentProps } from 'react';

import { cn } from '@/lib/utils';

const cardPaddings = { default: 'p-6', lg: 'p-8', responsive: 'p-6 sm:p-8' } as const;

/**
 * A panel over the page's background. Opaque enough to read on its own: no `backdrop-filter`
 * (blurring what is behind a panel is recomputed for every frame the browser composites, and a
 * page shows many cards; without a graphics processor that made every frame several times dearer).
 */
export function Card({
  className,
  padding = 'default',
  ...props
}: ComponentProps<'div'> & { padding?: keyof typeof cardPaddings }) {
  return (
    <div
      data-slot="card"
      className={cn(
        'rounded-lg border border-border bg-card/90 text-card-foreground shadow-sm',
        cardPaddings[padding],
        className,
      )}
      {...props}
    />
  );
}

const titleSizes = { default: 'text-lg', lg: 'text-xl' } as const;

export function CardTitle({
  className,
  children,
  size = 'default',
  ...props
}: ComponentProps<'h3'> & { size?: keyof typeof titleSizes }) {
  return (
    <h3 className={cn('font-semibold', titleSizes[size], className)} {...props}>
      {children}
    </h3>
  );
}

const descriptionSizes = { default: 'text-sm', lg: 'text-base' } as const;

export function CardDescription({
  className,
  size = 'default',
  ...props
}: ComponentProps<'p'> & { size?: keyof typeof descriptionSizes }) {
  return (
    <p className={cn('mt-2 text-muted-foreground', descriptionSizes[size], className)} {...props} />
  );
}
