import type { ComponentProps } from 'react';

import { cn } from '@/lib/utils';

/** What every text field looks like, but for its width and the size of its text. */
export const fieldFrameClassName =
  'rounded-md border border-border bg-background/60 px-3 py-2 text-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive';

/** A one-line field, as wide as its row; `fit`: as wide as its value needs (a date). */
export function Input({
  className,
  type = 'text',
  fit = false,
  ...props
}: ComponentProps<'input'> & { fit?: boolean }) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(fieldFrameClassName, fit ? 'w-fit' : 'w-full', 'h-10 text-base', className)}
      {...props}
    />
  );
}
