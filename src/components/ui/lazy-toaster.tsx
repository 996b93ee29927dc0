import { Suspense, lazy } from 'react';

import { useToasts } from './use-toast';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * Mounts the Radix toaster only once the first toast is raised, so pages that never show one do
 * not download it. `toast()` itself is a tiny store that works before the toaster has loaded.
 */
export function LazyToaster({ closeLabel }: { closeLabel?: string }) {
  const hasToasts = useToasts().length > 0;
  if (!hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster closeLabel={closeLabel} />
    </Suspense>
  );
}
