import { RotateCw } from 'lucide-react';
import { useId, useState } from 'react';

import { TrashList } from '@/components/admin/trash-list';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useDeleteFromTrash } from '@/lib/history/delete-from-trash';
import { useTrash } from '@/lib/history/get-trash';
import { useRestoreFromTrash } from '@/lib/history/restore-from-trash';
import type { TrashEntry } from '@/lib/revisions';

import { faqHistory } from '../api/history';
import { siteContentCopy } from '../copy';

const copy = siteContentCopy.faq.trash;

/**
 * "Papierkorb" of the FAQ: deleted entries of the last 30 days. "Wiederherstellen" puts one back
 * at its place in the list; "Endgültig löschen" asks first.
 */
export function FaqTrash() {
  const { data, isError, isFetching, refetch } = useTrash(faqHistory);
  const restore = useRestoreFromTrash(faqHistory);
  const remove = useDeleteFromTrash(faqHistory);
  const [busyId, setBusyId] = useState<number | null>(null);
  const headingId = useId();
  const hintId = useId();

  const run = (
    mutation: typeof restore | typeof remove,
    item: TrashEntry,
    done: string,
    failed: string,
  ) => {
    setBusyId(item.id);
    mutation.mutate(item, {
      onSuccess: () => toast({ title: done }),
      onError: (error) => {
        console.error('Changing the trash failed', error);
        toast({ title: failed, variant: 'destructive' });
      },
      onSettled: () => setBusyId(null),
    });
  };

  return (
    <section aria-labelledby={headingId} aria-describedby={hintId} className="mt-10">
      <h2 id={headingId} className="mb-2 text-xl font-semibold">
        {copy.title}
        {data && data.length > 0 ? ` (${data.length})` : null}
      </h2>
      <p id={hintId} className="mb-4 text-sm text-muted-foreground">
        {copy.hint}
      </p>
      {data ? (
        <TrashList
          items={data}
          copy={copy}
          busyId={busyId}
          onRestore={(item) => run(restore, item, copy.restored, copy.restoreFailed)}
          onDeleteForever={(item) =>
            run(remove, item, copy.deletedForever, copy.deleteForeverFailed)
          }
        />
      ) : isError && !isFetching ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p>{copy.error}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void refetch()}>
            <RotateCw aria-hidden="true" />
            {copy.retry}
          </Button>
        </div>
      ) : (
        <Spinner label={copy.loading} className="py-6" />
      )}
    </section>
  );
}
