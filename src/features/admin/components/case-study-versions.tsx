import { useState } from 'react';

import { CompareTable } from '@/components/admin/compare-table';
import { HistoryDialog } from '@/components/admin/history-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { AdminCaseStudy } from '@/lib/case-study';
import { ConflictError, formatMoment, type RevisionEntry } from '@/lib/revisions';
import { fill } from '@/lib/template';

import { useCaseStudyRevisions } from '../api/get-revisions';
import { useRevisionContent } from '../api/get-revision-content';
import { useRestoreRevision } from '../api/restore-revision';
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
  const [open, setOpen] = useState(false);
  const revisions = useCaseStudyRevisions(caseStudy.id, open);
  const restore = useRestoreRevision();
  const [restoringId, setRestoringId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState<{ text: string; failed: boolean } | null>(null);

  function onRestore(revision: RevisionEntry) {
    const when = formatMoment(revision.created_at);
    setRestoringId(revision.id);
    setAnnouncement(null);
    restore.mutate(
      { revisionId: revision.id, version: caseStudy.version, title },
      {
        onSuccess: () => setAnnouncement({ text: fill(copy.restored, { when }), failed: false }),
        onError: (error) => {
          console.error('Restoring a version failed', error);
          const text =
            error instanceof ConflictError
              ? fill(copy.restoreConflict, {
                  who: error.by ?? adminCopy.conflict.someone,
                  when: error.at ? formatMoment(error.at) : '?',
                })
              : copy.restoreFailed;
          setAnnouncement({ text, failed: true });
        },
        onSettled: () => setRestoringId(null),
      },
    );
  }

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) setAnnouncement(null);
  }

  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-label={fill(adminCopy.list.versionsLabel, { title })}
        onClick={() => setOpen(true)}
      >
        {adminCopy.list.versions}
      </Button>
      <HistoryDialog
        open={open}
        onOpenChange={onOpenChange}
        title={fill(copy.title, { title })}
        revisions={revisions}
        describe={describeRevision}
        renderCompare={(revision) => <RevisionCompare revision={revision} current={caseStudy} />}
        onRestore={onRestore}
        restoringId={restoringId}
        announcement={announcement}
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
  const { data, isError } = useRevisionContent(revision.id);
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
