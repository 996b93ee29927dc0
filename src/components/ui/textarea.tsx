import type { ComponentProps } from 'react';

import { cn } from '@/lib/utils';

import { fieldFrameClassName } from './input';

/**
 * A multi-line text field. `markup`: the text is written in a markup language (Markdown), shown
 * in a monospace font a size smaller, so its marks line up.
 */
export function Textarea({
  className,
  markup = false,
  ...props
}: ComponentProps<'textarea'> & { markup?: boolean }) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        fieldFrameClassName,
        'w-full',
        markup ? 'font-mono text-sm' : 'text-base',
        'min-h-32',
        className,
      )}
      {...props}
    />
  );
}
