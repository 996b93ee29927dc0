import { useCallback, useState } from 'react';

import { toast } from '@/components/ui/use-toast';
import { ConflictError } from '@/lib/revisions';

import { siteContentCopy } from '../copy';

/**
 * The saved version a content form is based on, and the conflict of a refused save. A save states
 * `base.version`; when the database refuses it because someone else saved first, `refused` loads
 * the saved version (`load`), makes it the base (the admin now sees it beside the form) and keeps
 * the conflict to show. Any other failure is said in a toast. The form keeps everything typed.
 */
export function useRebase<Row extends { version: number }>(
  initial: Row | null,
  load: () => Promise<Row | null>,
) {
  const [base, setBase] = useState<Row | null>(initial);
  const [conflict, setConflict] = useState<ConflictError | null>(null);
  const copy = siteContentCopy;

  async function refused(error: unknown): Promise<void> {
    if (!(error instanceof ConflictError)) {
      console.error('Saving failed', error);
      toast({ title: copy.toasts.failed, variant: 'destructive' });
      return;
    }
    try {
      const theirs = await load();
      if (!theirs) {
        toast({ title: copy.faq.conflict.gone, variant: 'destructive' });
        return;
      }
      setBase(theirs);
      setConflict(error);
    } catch (loadError) {
      console.error('Loading the saved version failed', loadError);
      toast({ title: copy.faq.conflict.loadFailed, variant: 'destructive' });
    }
  }

  /** A save succeeded: the saved row is the new base, and any conflict is settled. */
  const saved = useCallback((row: Row) => {
    setBase(row);
    setConflict(null);
  }, []);

  return { base, conflict, refused, saved, settle: () => setConflict(null) };
}
