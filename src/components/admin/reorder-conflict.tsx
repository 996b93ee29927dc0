import { Button } from '@/components/ui/button';
import { fill } from '@/lib/template';

import { CompareTable, type CompareTableCopy } from './compare-table';
import { ConflictNotice } from './conflict-notice';

/** What the notice says (`reorderConflictCopy` of ./copy, with the comparison's header). */
export type ReorderConflictCopy = {
  title: string;
  /** `{who}`, `{when}` */
  message: string;
  someone: string;
  mine: string;
  theirs: string;
  keepTheirs: string;
  keepMine: string;
  hint: string;
  /** The table's header; its `field` names the position column. */
  compare: CompareTableCopy;
};

/**
 * A new order refused because the list changed first: both orders side by side, position by
 * position. The list already shows the saved one ("Gespeicherte Reihenfolge behalten", then move
 * again by hand), or the admin saves their own over it.
 */
export function ReorderConflict({
  mine,
  theirs,
  who,
  when,
  onKeepTheirs,
  onKeepMine,
  copy,
}: {
  /** Titles in the order the admin tried to save. */
  mine: readonly string[];
  /** Titles in the order saved now. */
  theirs: readonly string[];
  who: string | null;
  when: string | null;
  onKeepTheirs: () => void;
  onKeepMine: () => void;
  copy: ReorderConflictCopy;
}) {
  const rows = Array.from({ length: Math.max(mine.length, theirs.length) }, (_, index) => ({
    key: String(index),
    label: String(index + 1),
    left: mine[index] ?? '–',
    right: theirs[index] ?? '–',
    differs: mine[index] !== theirs[index],
  }));
  return (
    <div className="mb-4">
      <ConflictNotice
        title={copy.title}
        message={fill(copy.message, { who: who ?? copy.someone, when: when ?? '?' })}
        hint={copy.hint}
        testId="reorder-conflict"
        actions={
          <>
            <Button type="button" variant="outline" onClick={onKeepTheirs}>
              {copy.keepTheirs}
            </Button>
            <Button type="button" variant="accent" onClick={onKeepMine}>
              {copy.keepMine}
            </Button>
          </>
        }
      >
        <CompareTable
          caption={copy.title}
          leftHeading={copy.mine}
          rightHeading={copy.theirs}
          rows={rows}
          copy={copy.compare}
        />
      </ConflictNotice>
    </div>
  );
}
