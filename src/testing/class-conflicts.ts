import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * `cn` as the unit tests see it: joins like production, but throws when two classes set the same
 * thing (`p-6` with `p-8`, `text-sm` with `text-base`), since without tailwind-merge the stylesheet
 * order would decide which one wins.
 */
export function cnWithConflictCheck(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  const merged = twMerge(joined);
  const dropped = joined.split(/\s+/).filter((c) => c && !merged.split(/\s+/).includes(c));
  if (dropped.length > 0) {
    throw new Error(
      `Conflicting Tailwind classes: ${dropped.join(' ')} would be overridden in "${joined}". ` +
        'Give the component a prop for this instead of overriding it through className.',
    );
  }
  return joined;
}
