import { RotateCw } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { formatMoment, type RevisionEntry } from '@/lib/revisions';
import { fill } from '@/lib/template';

export type HistoryCopy = {
  description: string;
  listLabel: string;
  loading: string;
  error: string;
  retry: string;
  empty: string;
  /** `{who}` */
  by: string;
  unknownActor: string;
  current: string;
  compare: string;
  hideCompare: string;
  restore: string;
  restoring: string;
  /** `{when}`: the accessible name of a revision's restore button. */
  restoreLabel: string;
  close: string;
};

type Revisions = {
  data?: readonly RevisionEntry[];
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

/**
 * "Versionen" of one item: its revisions, newest first, each with what happened, when and by
 * whom. "Vergleichen" shows a revision beside the current state (`renderCompare`);
 * "Wiederherstellen" brings its content back as a new version (every revision but the newest,
 * which is the current state).
 */
export function HistoryDialog({
  open,
  onOpenChange,
  title,
  revisions,
  describe,
  renderCompare,
  onRestore,
  restoringId,
  announcement = null,
  copy,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  revisions: Revisions;
  /** What happened in a revision, in words: "Bearbeitet: Titel (Englisch)". */
  describe: (revision: RevisionEntry) => string;
  renderCompare: (revision: RevisionEntry) => ReactNode;
  onRestore: (revision: RevisionEntry) => void;
  restoringId: number | null;
  /**
   * The outcome of the last restore, said inside the dialog (the page's toasts are hidden from
   * assistive technology while it is open): read out politely, or at once for a failure.
   */
  announcement?: { text: string; failed: boolean } | null;
  copy: HistoryCopy;
}) {
  const [comparing, setComparing] = useState<number | null>(null);
  const listId = useId();
  // The button that opened the dialog gets the focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const { data, isPending, isError, refetch } = revisions;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={copy.close}
        size="full"
        lang="de"
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
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        <p role="status" className="empty:hidden">
          {announcement && !announcement.failed ? announcement.text : null}
        </p>
        <p role="alert" className="text-destructive empty:hidden">
          {announcement?.failed ? announcement.text : null}
        </p>
        {data ? (
          data.length === 0 ? (
            <p>{copy.empty}</p>
          ) : (
            <ol aria-label={copy.listLabel} id={listId} className="grid gap-3">
              {data.map((revision, index) => {
                const when = formatMoment(revision.created_at);
                const expanded = comparing === revision.id;
                const compareId = `${listId}-compare-${revision.id}`;
                return (
                  <li
                    key={revision.id}
                    data-testid="revision"
                    className="grid gap-2 rounded-lg border border-border p-3"
                  >
                    <p className="font-medium">{describe(revision)}</p>
                    <p className="text-sm text-muted-foreground">
                      <time dateTime={revision.created_at}>{when}</time>
                      {' · '}
                      {fill(copy.by, { who: revision.actor_email ?? copy.unknownActor })}
                      {index === 0 ? ` · ${copy.current}` : null}
                    </p>
                    {index > 0 ? (
                      <div className="flex flex-wrap gap-2">
                        <Button
                          type="button"
                          size="sm"
                          variant="outline"
                          aria-expanded={expanded}
                          aria-controls={expanded ? compareId : undefined}
                          onClick={() => setComparing(expanded ? null : revision.id)}
                        >
                          {expanded ? copy.hideCompare : copy.compare}
                        </Button>
                        <Button
                          type="button"
                          size="sm"
                          variant="accent"
                          disabled={restoringId !== null}
                          aria-label={fill(copy.restoreLabel, { when })}
                          onClick={() => onRestore(revision)}
                        >
                          {restoringId === revision.id ? copy.restoring : copy.restore}
                        </Button>
                      </div>
                    ) : null}
                    {expanded ? <div id={compareId}>{renderCompare(revision)}</div> : null}
                  </li>
                );
              })}
            </ol>
          )
        ) : isError && !isPending ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p>{copy.error}</p>
            <Button type="button" variant="outline" size="sm" onClick={() => void refetch()}>
              <RotateCw aria-hidden="true" />
              {copy.retry}
            </Button>
          </div>
        ) : (
          <Spinner label={copy.loading} className="py-10" />
        )}
      </DialogContent>
    </Dialog>
  );
}
