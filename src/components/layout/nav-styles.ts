import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** The current page's link is in brighter text than the others. */
export function navLinkClass({ isActive }: { isActive: boolean }): string {
  return cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-foreground',
    isActive ? 'text-foreground' : 'text-muted-foreground',
  );
}

/** 'Contact us' is highlighted as a button. */
export const ctaLinkClass = buttonVariants({ variant: 'accent', size: 'sm' });
