import type { ComponentProps } from 'react';

import { cn } from '@/lib/utils';

export const fieldClassName =
  'w-full rounded-md border border-border bg-background/60 px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(fieldClassName, 'h-10', className)}
      {...props}
    />
  );
}
