import { useId, useState } from 'react';

import { TrashList } from '@/components/admin/trash-list';
import { toast } from '@/components/ui/use-toast';
import { useDeleteFromTrash } from '@/lib/history/delete-from-trash';
import { useTrash } from '@/lib/history/get-trash';
import { useRestoreFromTrash } from '@/lib/history/restore-from-trash';
import type { TrashEntry } from '@/lib/revisions';

import { answerHistory } from '../api/history';
import { insightsCopy } from '../copy';
import { LoadStatus } from './load-status';

const copy = insightsCopy.answers.trash;

/** "Papierkorb" of the answers: restore within 30 days, or delete for good after a confirmation. */
export function AnswerTrash() {
  const { data, isPending, refetch } = useTrash(answerHistory);
  const restore = useRestoreFromTrash(answerHistory);
  const remove = useDeleteFromTrash(answerHistory);
  const [busyId, setBusyId] = useState<number | null>(null);
  const headingId = useId();

  const run = (
    mutation: typeof restore | typeof remove,
    item: TrashEntry,
    done: string,
    failed: string,
  ) => {
    setBusyId(item.id);
    mutation.mutate(item, {
      onSuccess: () => toast({ title: done }),
      onError: () => toast({ title: failed, variant: 'destructive' }),
      onSettled: () => setBusyId(null),
    });
  };

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="mb-2 text-xl font-semibold">
        {copy.title}
        {data && data.length > 0 ? ` (${data.length})` : null}
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">{copy.hint}</p>
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
      ) : (
        <LoadStatus pending={isPending} onRetry={() => void refetch()} copy={copy} />
      )}
    </section>
  );
}
