import { CompareTable } from '@/components/admin/compare-table';
import { HistoryDialog } from '@/components/admin/history-dialog';
import { useHistoryRestore } from '@/components/admin/use-history-restore';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { AdminCaseStudy } from '@/lib/case-study';
import { useRevisionContent } from '@/lib/history/get-revision-content';
import { useRevisions } from '@/lib/history/get-revisions';
import { useRestoreRevision } from '@/lib/history/restore-revision';
import { formatMoment, type RevisionEntry } from '@/lib/revisions';
import { fill } from '@/lib/template';

import { caseStudyHistory } from '../api/history';
import { adminCopy } from '../copy';
import { describeRevision, storyContentOf } from '../lib/story-content';
import { storyCompareRows } from './story-compare';

const copy = adminCopy.history;

/**
 * "Versionen" of one story: the button of its list entry and the dialog it opens (the history,
 * loaded when opened; each earlier version compared with the current state, both languages; and
 * "Wiederherstellen", which saves that content as a new version).
 */
export function CaseStudyVersions({
  caseStudy,
  title,
}: {
  caseStudy: AdminCaseStudy;
  title: string;
}) {
  const restore = useRestoreRevision(caseStudyHistory);
  const history = useHistoryRestore(
    (revision, outcome) =>
      restore.mutate({ revisionId: revision.id, version: caseStudy.version, title }, outcome),
    { ...copy, someone: adminCopy.conflict.someone },
  );
  const revisions = useRevisions(caseStudyHistory, caseStudy.id, history.open);

  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-label={fill(adminCopy.list.versionsLabel, { title })}
        onClick={() => history.setOpen(true)}
      >
        {adminCopy.list.versions}
      </Button>
      <HistoryDialog
        open={history.open}
        onOpenChange={history.onOpenChange}
        title={fill(copy.title, { title })}
        revisions={revisions}
        describe={describeRevision}
        renderCompare={(revision) => <RevisionCompare revision={revision} current={caseStudy} />}
        onRestore={history.onRestore}
        restoringId={history.restoringId}
        announcement={history.announcement}
        copy={copy}
      />
    </>
  );
}

/** One earlier version beside the current state, every field of both languages. */
function RevisionCompare({
  revision,
  current,
}: {
  revision: RevisionEntry;
  current: AdminCaseStudy;
}) {
  const { data, isError } = useRevisionContent(caseStudyHistory, revision.id);
  if (isError) return <p role="alert">{copy.compareFailed}</p>;
  if (data === undefined) return <Spinner label={copy.compareLoading} className="py-6" />;
  const when = formatMoment(revision.created_at);
  return (
    <CompareTable
      caption={fill(copy.compareCaption, { when })}
      leftHeading={fill(copy.thisVersion, { when })}
      rightHeading={copy.currentVersion}
      rows={storyCompareRows(storyContentOf(data), storyContentOf(current), { status: true })}
      copy={adminCopy.compare}
      testId="revision-compare"
    />
  );
}
