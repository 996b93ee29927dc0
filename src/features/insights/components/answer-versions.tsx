import { CompareTable } from '@/components/admin/compare-table';
import { HistoryDialog } from '@/components/admin/history-dialog';
import { useHistoryRestore } from '@/components/admin/use-history-restore';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useRevisionContent } from '@/lib/history/get-revision-content';
import { useRevisions } from '@/lib/history/get-revisions';
import { useRestoreRevision } from '@/lib/history/restore-revision';
import { formatMoment, type RevisionEntry } from '@/lib/revisions';
import { fill } from '@/lib/template';

import type { TeamAnswer } from '../api/get-team-answers';
import { answerHistory } from '../api/history';
import { insightsCopy } from '../copy';
import { answerCompareRows, answerContentOf, describeAnswerRevision } from '../lib/answer-content';

const copy = insightsCopy.answers.history;

/**
 * "Versionen" of one answer: its button and the dialog it opens (the history, each earlier
 * version beside the current state, "Wiederherstellen" as a new version).
 */
export function AnswerVersions({ answer }: { answer: TeamAnswer }) {
  const restore = useRestoreRevision(answerHistory);
  const history = useHistoryRestore(
    (revision, outcome) =>
      restore.mutate(
        { revisionId: revision.id, version: answer.version, title: answer.question },
        outcome,
      ),
    { ...copy, someone: insightsCopy.answers.conflict.someone },
  );
  const revisions = useRevisions(answerHistory, answer.id, history.open);

  return (
    <>
      <Button type="button" size="sm" variant="outline" onClick={() => history.setOpen(true)}>
        {insightsCopy.answers.versions}
        <span className="sr-only">: {answer.question}</span>
      </Button>
      <HistoryDialog
        open={history.open}
        onOpenChange={history.onOpenChange}
        title={fill(copy.title, { title: answer.question })}
        revisions={revisions}
        describe={describeAnswerRevision}
        renderCompare={(revision) => <RevisionCompare revision={revision} current={answer} />}
        onRestore={history.onRestore}
        restoringId={history.restoringId}
        announcement={history.announcement}
        copy={copy}
      />
    </>
  );
}

function RevisionCompare({ revision, current }: { revision: RevisionEntry; current: TeamAnswer }) {
  const { data, isError } = useRevisionContent(answerHistory, revision.id);
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
