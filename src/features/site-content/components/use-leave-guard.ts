import { useEffect } from 'react';
import { useBlocker } from 'react-router';

import { siteContentCopy } from '../copy';

/**
 * Asks before leaving a form with unsaved changes: another page of the app (confirmed or stayed)
 * and closing or reloading the tab (the browser's own question).
 */
export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(siteContentCopy.leave)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
