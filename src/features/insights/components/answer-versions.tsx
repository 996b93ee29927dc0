import { useState } from 'react';

import { CompareTable } from '@/components/admin/compare-table';
import { HistoryDialog } from '@/components/admin/history-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ConflictError, formatMoment, type RevisionEntry } from '@/lib/revisions';
import { fill } from '@/lib/template';

import { useAnswerRevisionContent } from '../api/get-answer-revision-content';
import { useAnswerRevisions } from '../api/get-answer-revisions';
import type { TeamAnswer } from '../api/get-team-answers';
import { useRestoreAnswerRevision } from '../api/restore-answer-revision';
import { insightsCopy } from '../copy';
import { answerCompareRows, answerContentOf, describeAnswerRevision } from '../lib/answer-content';

const copy = insightsCopy.answers.history;

/**
 * "Versionen" of one answer: its button and the dialog it opens (the history, each earlier
 * version beside the current state, "Wiederherstellen" as a new version).
 */
export function AnswerVersions({ answer }: { answer: TeamAnswer }) {
  const [open, setOpen] = useState(false);
  const revisions = useAnswerRevisions(answer.id, open);
  const restore = useRestoreAnswerRevision();
  const [restoringId, setRestoringId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState<{ text: string; failed: boolean } | null>(null);

  function onRestore(revision: RevisionEntry) {
    const when = formatMoment(revision.created_at);
    setRestoringId(revision.id);
    setAnnouncement(null);
    restore.mutate(
      { revisionId: revision.id, version: answer.version },
      {
        onSuccess: () => setAnnouncement({ text: fill(copy.restored, { when }), failed: false }),
        onError: (error) =>
          setAnnouncement({
            text:
              error instanceof ConflictError
                ? fill(copy.restoreConflict, {
                    who: error.by ?? insightsCopy.answers.conflict.someone,
                    when: error.at ? formatMoment(error.at) : '?',
                  })
                : copy.restoreFailed,
            failed: true,
          }),
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
      <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
        {insightsCopy.answers.versions}
        <span className="sr-only">: {answer.question}</span>
      </Button>
      <HistoryDialog
        open={open}
        onOpenChange={onOpenChange}
        title={fill(copy.title, { title: answer.question })}
        revisions={revisions}
        describe={describeAnswerRevision}
        renderCompare={(revision) => <RevisionCompare revision={revision} current={answer} />}
        onRestore={onRestore}
        restoringId={restoringId}
        announcement={announcement}
        copy={copy}
      />
    </>
  );
}

function RevisionCompare({ revision, current }: { revision: RevisionEntry; current: TeamAnswer }) {
  const { data, isError } = useAnswerRevisionContent(revision.id);
  if (isError) return <p role="alert">{copy.compareFailed}</p>;
  if (data === undefined) return <Spinner label={copy.compareLoading} className="py-6" />;
  const when = formatMoment(revision.created_at);
  return (
    <CompareTable
      caption={fill(copy.compareCaption, { when })}
      leftHeading={fill(copy.thisVersion, { when })}
      rightHeading={copy.currentVersion}
      rows={answerCompareRows(answerContentOf(data), answerContentOf(current), { status: true })}
      copy={insightsCopy.answers.compare}
      testId="revision-compare"
    />
  );
}
