import { arrayMove, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useId, useState } from 'react';

import { ReorderConflict } from '@/components/admin/reorder-conflict';
import { SortableArea } from '@/components/admin/sortable-area';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ConflictError, formatMoment } from '@/lib/revisions';
import { fill } from '@/lib/template';
import { cn } from '@/lib/utils';

import { useDeleteFaqEntry } from '../api/delete-faq-entry';
import type { FaqEntry } from '../api/get-faq-entries';
import { faqHistory } from '../api/history';
import { useReorderFaqEntries } from '../api/reorder-faq-entries';
import { useSaveFaqEntry } from '../api/save-faq-entry';
import { siteContentCopy } from '../copy';
import { faqFields, faqTitle } from '../lib/faq-draft';
import { ContentVersions } from './content-versions';

const copy = siteContentCopy.faq;

/**
 * "Alle Einträge": every FAQ entry, reorderable by drag (mouse or keyboard) as the case studies
 * are. A new order is saved only when the list is still the one the admin moved in; otherwise the
 * admin compares the two orders and chooses (`ReorderConflict`).
 */
export function FaqList({
  entries,
  onEdit,
}: {
  entries: FaqEntry[];
  onEdit: (entry: FaqEntry) => void;
}) {
  const reorder = useReorderFaqEntries();
  // Held by the list, which stays while a deleted entry's item leaves it: its outcome is said.
  const remove = useDeleteFaqEntry();
  const hintId = useId();
  const [conflict, setConflict] = useState<{ mine: FaqEntry[]; error: ConflictError } | null>(null);
  const ids = entries.map((entry) => entry.id);
  const nameOf = (id: string) => faqTitle(entries.find((entry) => entry.id === id) ?? emptyTitle);

  function save(ordered: FaqEntry[], expected: FaqEntry[]) {
    reorder.mutate(
      { ordered, expected },
      {
        onSuccess: () => toast({ title: copy.toasts.reordered }),
        onError: (error) => {
          console.error('Saving the order failed', error);
          if (error instanceof ConflictError) setConflict({ mine: ordered, error });
          else toast({ title: copy.toasts.reorderFailed, variant: 'destructive' });
        },
      },
    );
  }

  /** "Meine Reihenfolge speichern": my order over the list as it is now (new entries at the end). */
  function keepMine(mine: readonly FaqEntry[]) {
    setConflict(null);
    const current = new Map(entries.map((entry) => [entry.id, entry]));
    const kept = mine.flatMap((entry) => current.get(entry.id) ?? []);
    const added = entries.filter((entry) => !mine.some((m) => m.id === entry.id));
    save([...kept, ...added], entries);
  }

  function confirmDelete(entry: FaqEntry) {
    if (!window.confirm(copy.confirmDelete)) return;
    remove.mutate(entry, {
      onSuccess: () => toast({ title: copy.toasts.deleted }),
      onError: (error) => {
        console.error('Deleting failed', error);
        toast({ title: copy.toasts.deleteFailed, variant: 'destructive' });
      },
    });
  }

  if (entries.length === 0) return <p className="text-muted-foreground">{copy.empty}</p>;

  return (
    <>
      {conflict ? (
        <ReorderConflict
          mine={conflict.mine.map(faqTitle)}
          theirs={entries.map(faqTitle)}
          who={conflict.error.by}
          when={conflict.error.at ? formatMoment(conflict.error.at) : null}
          onKeepTheirs={() => setConflict(null)}
          onKeepMine={() => keepMine(conflict.mine)}
          copy={copy.reorderConflict}
        />
      ) : null}
      <p id={hintId} className="mb-4 text-sm text-muted-foreground">
        {copy.listHint}
      </p>
      <SortableArea
        ids={ids}
        nameOf={nameOf}
        strategy={verticalListSortingStrategy}
        onMove={(from, to) => {
          setConflict(null);
          save(arrayMove(entries, from, to), entries);
        }}
      >
        <ul aria-describedby={hintId} className="grid gap-4" data-testid="faq-list">
          {entries.map((entry) => (
            <FaqItem
              key={entry.id}
              entry={entry}
              onEdit={onEdit}
              onDelete={confirmDelete}
              deleting={remove.isPending && remove.variables?.id === entry.id}
            />
          ))}
        </ul>
      </SortableArea>
    </>
  );
}

const emptyTitle = { question_de: null, question_en: null };

function FaqItem({
  entry,
  onEdit,
  onDelete,
  deleting,
}: {
  entry: FaqEntry;
  onEdit: (entry: FaqEntry) => void;
  onDelete: (entry: FaqEntry) => void;
  deleting: boolean;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: entry.id });
  const setPublished = useSaveFaqEntry();
  const headingId = useId();
  const title = faqTitle(entry);
  const language = entry.question_de ? 'de' : 'en';
  const answer = language === 'de' ? entry.answer_de : entry.answer_en;
  const written = [
    entry.question_en ? siteContentCopy.languages.en : null,
    entry.question_de ? siteContentCopy.languages.de : null,
  ].filter(Boolean);

  function togglePublished() {
    setPublished.mutate(
      {
        mode: 'update',
        id: entry.id,
        baseVersion: entry.version,
        wasPublished: entry.published,
        values: { published: !entry.published },
      },
      {
        onError: (error) => {
          console.error('Changing the status failed', error);
          const description =
            error instanceof ConflictError
              ? fill(copy.toasts.toggleConflict, {
                  who: error.by ?? copy.conflict.someone,
                  when: error.at ? formatMoment(error.at) : '?',
                })
              : copy.toasts.toggleFailed;
          toast({ title: description, variant: 'destructive' });
        },
      },
    );
  }

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      aria-labelledby={headingId}
      data-testid="faq-entry"
      className={cn(
        'flex gap-4 rounded-lg border border-border bg-card p-4',
        isDragging && 'relative z-10 shadow-2xl',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={fill(copy.move, { title })}
        className="flex w-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="size-5" />
      </button>
      <div className="grid min-w-0 flex-1 gap-2">
        <h3 id={headingId} className="font-semibold" lang={language}>
          {title}
        </h3>
        <p className="line-clamp-3 text-sm text-muted-foreground" lang={language}>
          {answer}
        </p>
        <p className="text-xs text-muted-foreground">
          {copy.languagesLabel} {written.join(', ')}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            variant={entry.published ? 'accent' : 'outline'}
            onClick={togglePublished}
            disabled={setPublished.isPending}
          >
            {entry.published ? siteContentCopy.status.published : siteContentCopy.status.draft}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => onEdit(entry)}>
            {copy.edit}
          </Button>
          <ContentVersions
            kind={faqHistory}
            fields={faqFields}
            current={entry}
            title={title}
            copy={copy.history}
          />
          <Button
            type="button"
            size="sm"
            variant="destructive"
            onClick={() => onDelete(entry)}
            disabled={deleting}
          >
            {copy.delete}
          </Button>
        </div>
      </div>
    </li>
  );
}
