import { Suspense, lazy, useState } from 'react';

import { useScrolledPast } from '@/lib/use-scrolled-past';
import { FLOATING_THRESHOLD_VH } from '../model/floating';
import type { FloatingAssistantProps } from './floating-assistant';

const FloatingAssistant = lazy(() => import('./floating-assistant'));

/**
 * Loads the floating assistant's code only once the visitor first scrolls past the threshold, so the
 * first visit of a page ships none of it.
 */
export function LazyFloatingAssistant(props: FloatingAssistantProps) {
  const past = useScrolledPast(FLOATING_THRESHOLD_VH, 'vh');
  const [load, setLoad] = useState(false);
  // Once loaded it stays (adjusting state while rendering, as React recommends over an effect).
  if (past && !load) setLoad(true);
  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <FloatingAssistant {...props} />
    </Suspense>
  );
}
