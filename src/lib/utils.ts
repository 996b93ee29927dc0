import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. It does not resolve Tailwind conflicts (that would cost ~7 kB and noticeable
 * CPU on every render): components offer props such as `size` or `padding` for the parts callers
 * may change, and `className` only adds classes. The unit tests fail on any conflicting pair
 * (`src/testing/class-conflicts.ts`).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
