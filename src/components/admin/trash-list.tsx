import { useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { formatDay, formatMoment, purgeDate, type TrashEntry } from '@/lib/revisions';
import { fill } from '@/lib/template';

export type TrashListCopy = {
  empty: string;
  /** `{when}`, `{who}` */
  deleted: string;
  unknownActor: string;
  /** `{date}` */
  purgeOn: string;
  restore: string;
  /** `{title}` */
  restoreLabel: string;
  deleteForever: string;
  /** `{title}` */
  deleteForeverLabel: string;
  confirmTitle: string;
  /** `{title}` */
  confirmDescription: string;
  confirm: string;
  cancel: string;
  /** The confirmation's close button. */
  close: string;
};

/**
 * The items of a trash, newest first: when and by whom each was deleted, the day it will be
 * deleted for good, "Wiederherstellen", and "Endgültig löschen" behind a confirmation of its own
 * (focus returns to the list when it closes).
 */
export function TrashList({
  items,
  copy,
  busyId,
  onRestore,
  onDeleteForever,
  testId = 'trash-item',
}: {
  items: readonly TrashEntry[];
  copy: TrashListCopy;
  /** The item being restored or deleted: its buttons wait. */
  busyId: number | null;
  onRestore: (item: TrashEntry) => void;
  onDeleteForever: (item: TrashEntry) => void;
  testId?: string;
}) {
  const [confirming, setConfirming] = useState<TrashEntry | null>(null);
  // The button that opened the confirmation gets the focus back (Radix only does so for its own
  // trigger); after "Endgültig löschen" it is gone with its item.
  const opener = useRef<HTMLElement | null>(null);

  if (items.length === 0) return <p className="text-sm text-muted-foreground">{copy.empty}</p>;

  return (
    <>
      <ul className="grid gap-3">
        {items.map((item) => (
          <li
            key={item.id}
            data-testid={testId}
            className="grid gap-2 rounded-lg border border-border bg-card p-4"
          >
            <span className="font-semibold">{item.title}</span>
            <span className="text-sm text-muted-foreground">
              {fill(copy.deleted, {
                when: formatMoment(item.deleted_at),
                who: item.deleted_by_email ?? copy.unknownActor,
              })}{' '}
              {fill(copy.purgeOn, { date: formatDay(purgeDate(item.deleted_at)) })}
            </span>
            <span className="flex flex-wrap gap-2">
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={busyId === item.id}
                aria-label={fill(copy.restoreLabel, { title: item.title })}
                onClick={() => onRestore(item)}
              >
                {copy.restore}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="destructive"
                disabled={busyId === item.id}
                aria-label={fill(copy.deleteForeverLabel, { title: item.title })}
                onClick={() => setConfirming(item)}
              >
                {copy.deleteForever}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <DialogContent
          closeLabel={copy.close}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>{copy.confirmTitle}</DialogTitle>
            <DialogDescription>
              {fill(copy.confirmDescription, { title: confirming?.title ?? '' })}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setConfirming(null)}>
              {copy.cancel}
            </Button>
            <Button
              type="button"
              variant="destructive"
              onClick={() => {
                if (confirming) onDeleteForever(confirming);
                setConfirming(null);
              }}
            >
              {copy.confirm}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
