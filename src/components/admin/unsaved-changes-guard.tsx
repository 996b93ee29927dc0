import { useEffect } from 'react';
import { useBlocker } from 'react-router';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

export type UnsavedChangesCopy = {
  title: string;
  description: string;
  stay: string;
  leave: string;
};

/**
 * Asks before a form with unsaved changes is left: another page or another item of the page (the
 * address's path or query changes) asks in a dialog, closing or reloading the tab with the
 * browser's own question. A jump within the page (only the hash changes) keeps the form and asks
 * nothing.
 */
export function UnsavedChangesGuard({ dirty, copy }: { dirty: boolean; copy: UnsavedChangesCopy }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
    >
      <DialogContent closeLabel={copy.stay}>
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => blocker.reset?.()}>
            {copy.stay}
          </Button>
          <Button type="button" variant="destructive" onClick={() => blocker.proceed?.()}>
            {copy.leave}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
