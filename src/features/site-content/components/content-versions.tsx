import { CompareTable } from '@/components/admin/compare-table';
import type { HistoryCopy } from '@/components/admin/history-dialog';
import { HistoryDialog } from '@/components/admin/history-dialog';
import { type RestoreCopy, useHistoryRestore } from '@/components/admin/use-history-restore';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useRevisionContent } from '@/lib/history/get-revision-content';
import { useRevisions } from '@/lib/history/get-revisions';
import type { HistoryKind } from '@/lib/history/kind';
import { useRestoreRevision } from '@/lib/history/restore-revision';
import { formatMoment, type RevisionAction, type RevisionEntry } from '@/lib/revisions';
import { fill } from '@/lib/template';

import { siteContentCopy } from '../copy';
import {
  type ContentFields,
  contentCompareRows,
  contentTextOf,
  describeContentRevision,
} from '../lib/content-fields';

/** What a kind's "Versionen" dialog says. */
export type VersionsCopy = HistoryCopy &
  Omit<RestoreCopy, 'someone'> & {
    title: string;
    compareCaption: string;
    thisVersion: string;
    currentVersion: string;
    compareLoading: string;
    compareFailed: string;
    actions: Readonly<Record<RevisionAction, string>>;
  };

/**
 * "Versionen" of one item of site content: its button and the dialog it opens (the history, each
 * earlier version beside the current state field by field, "Wiederherstellen" as a new version).
 * `current` is the item as the admin sees it now; its `version` is what a restore is based on.
 */
export function ContentVersions<Field extends string>({
  kind,
  fields,
  current,
  title,
  copy,
}: {
  kind: HistoryKind;
  fields: ContentFields<Field>;
  current: { id: string; version: number };
  /** What the item is called (the dialog's title and the button's accessible name). */
  title: string;
  copy: VersionsCopy;
}) {
  const restore = useRestoreRevision(kind);
  const history = useHistoryRestore(
    (revision, outcome) =>
      restore.mutate({ revisionId: revision.id, version: current.version, title }, outcome),
    { ...copy, someone: siteContentCopy.faq.conflict.someone },
  );
  const revisions = useRevisions(kind, current.id, history.open);

  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-label={fill(siteContentCopy.versionsLabel, { title })}
        onClick={() => history.setOpen(true)}
      >
        {siteContentCopy.versions}
      </Button>
      <HistoryDialog
        open={history.open}
        onOpenChange={history.onOpenChange}
        title={fill(copy.title, { title })}
        revisions={revisions}
        describe={(revision) => describeContentRevision(revision, copy.actions, fields)}
        renderCompare={(revision) => (
          <RevisionCompare
            kind={kind}
            fields={fields}
            revision={revision}
            current={current}
            copy={copy}
          />
        )}
        onRestore={history.onRestore}
        restoringId={history.restoringId}
        announcement={history.announcement}
        copy={copy}
      />
    </>
  );
}

function RevisionCompare<Field extends string>({
  kind,
  fields,
  revision,
  current,
  copy,
}: {
  kind: HistoryKind;
  fields: ContentFields<Field>;
  revision: RevisionEntry;
  current: unknown;
  copy: VersionsCopy;
}) {
  const { data, isError } = useRevisionContent(kind, revision.id);
  if (isError) return <p role="alert">{copy.compareFailed}</p>;
  if (data === undefined) return <Spinner label={copy.compareLoading} className="py-6" />;
  const when = formatMoment(revision.created_at);
  return (
    <CompareTable
      caption={fill(copy.compareCaption, { when })}
      leftHeading={fill(copy.thisVersion, { when })}
      rightHeading={copy.currentVersion}
      rows={contentCompareRows(
        fields,
        contentTextOf(data, fields.fields),
        contentTextOf(current, fields.fields),
        siteContentCopy.empty,
      )}
      copy={siteContentCopy.compare}
      testId="revision-compare"
    />
  );
}
