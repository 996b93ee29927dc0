import { CompareTable } from '@/components/admin/compare-table';
import { ConflictNotice } from '@/components/admin/conflict-notice';
import { Button } from '@/components/ui/button';
import { type ConflictError, formatMoment } from '@/lib/revisions';
import { fill } from '@/lib/template';

import { siteContentCopy } from '../copy';
import {
  type ContentFields,
  type ContentText,
  contentCompareRows,
  fieldNames,
} from '../lib/content-fields';

/** What a kind's refused save says (the FAQ's, the legal pages' and the company facts'). */
type ConflictCopy = Record<keyof (typeof siteContentCopy)['faq']['conflict'], string>;

/**
 * A save refused because someone else saved the item after the form was opened: who, when and
 * which fields they changed, then the form beside the saved version, field by field. The admin
 * takes saved values into the form ("Übernehmen", then saves), saves the form over the saved
 * version, or takes the saved version as a whole. The form keeps everything typed.
 */
export function ContentConflict<Field extends string>({
  fields,
  error,
  mine,
  theirs,
  theirsUpdatedAt,
  saving,
  onTake,
  onKeepMine,
  onKeepTheirs,
  copy,
}: {
  fields: ContentFields<Field>;
  error: ConflictError;
  mine: ContentText<Field>;
  theirs: ContentText<Field>;
  theirsUpdatedAt: string;
  saving: boolean;
  onTake: (field: Field) => void;
  onKeepMine: () => void;
  onKeepTheirs: () => void;
  copy: ConflictCopy;
}) {
  const who = error.by ?? copy.someone;
  const changed = fieldNames(fields, error.changed);
  const message = fill(copy.message, { who, when: formatMoment(error.at ?? theirsUpdatedAt) });
  const rows = contentCompareRows(fields, mine, theirs, siteContentCopy.empty, (field) => (
    <Button
      type="button"
      size="sm"
      variant="outline"
      aria-label={fill(copy.takeLabel, { field: fields.labels[field] })}
      onClick={() => onTake(field)}
    >
      {copy.take}
    </Button>
  ));
  return (
    <ConflictNotice
      title={copy.title}
      message={
        changed.length > 0
          ? `${message} ${fill(copy.changedFields, { fields: changed.join(', ') })}`
          : message
      }
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
        copy={siteContentCopy.compare}
        testId="conflict-compare"
      />
    </ConflictNotice>
  );
}
