import { Suspense, lazy, useEffect, useState } from 'react';

import { useScrolledPastViewport } from '../hooks/use-scrolled-past';
import { FLOATING_THRESHOLD_FRACTION } from '../model/floating';
import type { FloatingAssistantProps } from './floating-assistant';

const FloatingAssistant = lazy(() => import('./floating-assistant'));

/**
 * Loads the floating assistant's code only once the visitor first scrolls past the threshold, so the
 * first visit of a page ships none of it.
 */
export function LazyFloatingAssistant(props: FloatingAssistantProps) {
  const past = useScrolledPastViewport(FLOATING_THRESHOLD_FRACTION);
  const [load, setLoad] = useState(false);
  useEffect(() => {
    if (past) setLoad(true);
  }, [past]);
  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <FloatingAssistant {...props} />
    </Suspense>
  );
}
