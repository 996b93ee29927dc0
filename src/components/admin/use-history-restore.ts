import { useState } from 'react';

import { ConflictError, formatMoment, type RevisionEntry } from '@/lib/revisions';
import { fill } from '@/lib/template';

/** What the "Versionen" dialog says after a restore (`{when}`; `{who}`, `{when}` for a conflict). */
export type RestoreCopy = {
  restored: string;
  restoreConflict: string;
  restoreFailed: string;
  /** Who changed the item, when the database does not say. */
  someone: string;
};

/** How a feature restores a revision: its mutation, called with these outcomes. */
export type RestoreRevision = (
  revision: RevisionEntry,
  outcome: { onSuccess: () => void; onError: (error: Error) => void; onSettled: () => void },
) => void;

/**
 * The state of an item's "Versionen" dialog (`HistoryDialog`): whether it is open, which revision
 * is being restored, and what the dialog says of the last restore — that it worked, that someone
 * changed the item meanwhile (who and when), or that it failed. Closing the dialog forgets it.
 */
export function useHistoryRestore(restore: RestoreRevision, copy: RestoreCopy) {
  const [open, setOpen] = useState(false);
  const [restoringId, setRestoringId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState<{ text: string; failed: boolean } | null>(null);

  function onRestore(revision: RevisionEntry) {
    const when = formatMoment(revision.created_at);
    setRestoringId(revision.id);
    setAnnouncement(null);
    restore(revision, {
      onSuccess: () => setAnnouncement({ text: fill(copy.restored, { when }), failed: false }),
      onError: (error) => {
        console.error('Restoring a version failed', error);
        const text =
          error instanceof ConflictError
            ? fill(copy.restoreConflict, {
                who: error.by ?? copy.someone,
                when: error.at ? formatMoment(error.at) : '?',
              })
            : copy.restoreFailed;
        setAnnouncement({ text, failed: true });
      },
      onSettled: () => setRestoringId(null),
    });
  }

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) setAnnouncement(null);
  }

  return { open, setOpen, onOpenChange, onRestore, restoringId, announcement };
}
