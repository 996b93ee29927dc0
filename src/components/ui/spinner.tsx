import { Loader2 } from 'lucide-react';

import { cn } from '@/lib/utils';

/** A loading indicator announced to assistive technology by its label. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center', className)}>
      <Loader2 aria-hidden="true" className="size-8 animate-spin text-accent" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
