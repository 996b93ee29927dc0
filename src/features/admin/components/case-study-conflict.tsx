import { CompareTable } from '@/components/admin/compare-table';
import { ConflictNotice } from '@/components/admin/conflict-notice';
import { Button } from '@/components/ui/button';
import type { AdminCaseStudy } from '@/lib/case-study';
import { type ConflictError, formatMoment } from '@/lib/revisions';
import { fill } from '@/lib/template';

import { adminCopy } from '../copy';
import { storyContentOf, type StoryContent } from '../lib/story-content';
import { storyCompareRows } from './story-compare';

const copy = adminCopy.conflict;

/**
 * The form's text beside the version someone else saved meanwhile, field by field, with what the
 * admin may do: take a saved value into the form ("Übernehmen", then save: merging by hand), save
 * their own version over the saved one, or take the saved version as a whole.
 */
export function CaseStudyConflict({
  error,
  mine,
  mineLogoFile,
  theirs,
  saving,
  onTake,
  onKeepMine,
  onKeepTheirs,
}: {
  error: ConflictError;
  /** What the form holds now. */
  mine: StoryContent;
  /** A logo file chosen in the form (not uploaded before the save). */
  mineLogoFile: string | null;
  theirs: AdminCaseStudy;
  saving: boolean;
  onTake: (kind: 'text' | 'images' | 'logo', field: string) => void;
  onKeepMine: () => void;
  onKeepTheirs: () => void;
}) {
  const who = error.by ?? copy.someone;
  const rows = storyCompareRows(mine, storyContentOf(theirs), {
    leftLogoLabel: mineLogoFile
      ? fill(adminCopy.fields.newLogo, { name: mineLogoFile })
      : undefined,
    action: (kind, field, label) => (
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-label={fill(copy.takeLabel, { field: label })}
        onClick={() => onTake(kind, field)}
      >
        {copy.take}
      </Button>
    ),
  });
  return (
    <ConflictNotice
      title={copy.title}
      message={fill(copy.message, { who, when: formatMoment(error.at ?? theirs.updated_at) })}
      hint={copy.hint}
      actions={
        <>
          <Button type="button" variant="accent" disabled={saving} onClick={onKeepMine}>
            {copy.keepMine}
          </Button>
          <Button type="button" variant="outline" disabled={saving} onClick={onKeepTheirs}>
            {copy.keepTheirs}
          </Button>
        </>
      }
    >
      <CompareTable
        caption={copy.caption}
        leftHeading={copy.mine}
        rightHeading={fill(copy.theirs, { who })}
        rows={rows}
        copy={adminCopy.compare}
        testId="conflict-compare"
      />
    </ConflictNotice>
  );
}
