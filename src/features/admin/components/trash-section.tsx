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

import { caseStudyHistory } from '../api/history';
import { adminCopy } from '../copy';

const copy = adminCopy.trash;
const toasts = adminCopy.toasts;

/**
 * "Papierkorb": the deleted stories of the last 30 days. "Wiederherstellen" puts one back in its
 * place with its images and address (and has the public site rebuilt when it was published);
 * "Endgültig löschen" asks first, then deletes it with its versions and images.
 */
export function TrashSection() {
  const { data, isError, isFetching, refetch } = useTrash(caseStudyHistory);
  const restore = useRestoreFromTrash(caseStudyHistory);
  const remove = useDeleteFromTrash(caseStudyHistory);
  const [busyId, setBusyId] = useState<number | null>(null);
  const headingId = useId();
  const hintId = useId();

  function onRestore(item: TrashEntry) {
    setBusyId(item.id);
    restore.mutate(item, {
      onSuccess: () => toast({ title: toasts.success, description: copy.restored }),
      onError: (error) => {
        console.error('Restoring from the trash failed', error);
        toast({ title: toasts.error, description: copy.restoreFailed, variant: 'destructive' });
      },
      onSettled: () => setBusyId(null),
    });
  }

  function onDeleteForever(item: TrashEntry) {
    setBusyId(item.id);
    remove.mutate(item, {
      onSuccess: () => toast({ title: toasts.success, description: copy.deletedForever }),
      onError: (error) => {
        console.error('Deleting for good failed', error);
        toast({
          title: toasts.error,
          description: copy.deleteForeverFailed,
          variant: 'destructive',
        });
      },
      onSettled: () => setBusyId(null),
    });
  }

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
          onRestore={onRestore}
          onDeleteForever={onDeleteForever}
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
