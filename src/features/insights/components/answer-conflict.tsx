import { CompareTable } from '@/components/admin/compare-table';
import { ConflictNotice } from '@/components/admin/conflict-notice';
import { Button } from '@/components/ui/button';
import { type ConflictError, formatMoment } from '@/lib/revisions';
import { fill } from '@/lib/template';

import type { TeamAnswer } from '../api/get-team-answers';
import { insightsCopy } from '../copy';
import { type AnswerField, answerCompareRows, answerContentOf } from '../lib/answer-content';
import { type Draft, draftOf } from '../lib/answer-draft';

const copy = insightsCopy.answers.conflict;

/** The draft field of each compared field of an answer. */
const DRAFT_FIELD: Record<AnswerField | 'published', keyof Draft> = {
  question: 'question',
  variants: 'variants',
  answer_en: 'answerEn',
  answer_de: 'answerDe',
  link: 'link',
  published: 'published',
};

/**
 * The draft beside the answer someone else saved meanwhile, field by field: take a saved value
 * into the draft ("Übernehmen", then save), save the draft over the saved answer, or take the
 * saved answer as a whole.
 */
export function AnswerConflict({
  error,
  draft,
  theirs,
  saving,
  onTake,
  onKeepMine,
  onKeepTheirs,
}: {
  error: ConflictError;
  draft: Draft;
  theirs: TeamAnswer;
  saving: boolean;
  onTake: (field: keyof Draft, value: string | boolean) => void;
  onKeepMine: () => void;
  onKeepTheirs: () => void;
}) {
  const who = error.by ?? copy.someone;
  const saved = draftOf(theirs);
  const mine = answerContentOf({
    question: draft.question,
    variants: draft.variants,
    answer_en: draft.answerEn,
    answer_de: draft.answerDe,
    link: draft.link,
    published: draft.published,
  });
  const rows = answerCompareRows(mine, answerContentOf(theirs), {
    status: true,
    action: (field) => {
      const label = insightsCopy.answers.fields[field];
      return (
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={fill(copy.takeLabel, { field: label })}
          onClick={() => onTake(DRAFT_FIELD[field], saved[DRAFT_FIELD[field]])}
        >
          {copy.take}
        </Button>
      );
    },
  });
  return (
    <ConflictNotice
      title={copy.title}
      message={fill(copy.message, { who, when: formatMoment(error.at ?? theirs.updated_at) })}
      hint={copy.hint}
      actions={
        <>
          <Button type="button" disabled={saving} onClick={onKeepMine}>
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
        copy={insightsCopy.answers.compare}
        testId="conflict-compare"
      />
    </ConflictNotice>
  );
}
