import { useEffect, useId, useState } from 'react';
import { useBlocker, useLocation } from 'react-router';

import { AdminNav } from '@/components/layout/admin-nav';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ConflictError } from '@/lib/revisions';

import { useDeleteTeamAnswer } from '../api/delete-team-answer';
import { getTeamAnswer } from '../api/get-team-answer';
import { type TeamAnswer, useTeamAnswers } from '../api/get-team-answers';
import { useSaveTeamAnswer } from '../api/save-team-answer';
import { insightsCopy } from '../copy';
import { AnswerConflict } from './answer-conflict';
import { AnswerTrash } from './answer-trash';
import { AnswerVersions } from './answer-versions';
import { LoadStatus } from './load-status';
import { type Draft, draftOf, emptyDraft, type Errors, validateDraft } from '../lib/answer-draft';
import { readAnswerPrefill } from '../lib/prefill';

const copy = insightsCopy.answers;

/**
 * /admin/answers: the answers the team writes for the assistant, each with its "Versionen", and
 * the "Papierkorb" of deleted ones.
 */
export function AnswersPage() {
  const { state } = useLocation();
  const prefill = readAnswerPrefill(state);
  const { data, isPending, refetch } = useTeamAnswers();
  const [editing, setEditing] = useState<TeamAnswer | null>(null);
  const [draft, setDraft] = useState<Draft>(() => ({ ...emptyDraft, question: prefill ?? '' }));
  const [dirty, setDirty] = useState(Boolean(prefill));
  const remove = useDeleteTeamAnswer();

  // Leaving with unsaved changes asks first (in the app and when closing the tab).
  const blocker = useBlocker(dirty);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(copy.confirmLeave)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const startEditing = (answer: TeamAnswer | null) => {
    if (dirty && !window.confirm(copy.confirmLeave)) return;
    setEditing(answer);
    setDraft(answer ? draftOf(answer) : emptyDraft);
    setDirty(false);
  };

  const deleteAnswer = (answer: TeamAnswer) => {
    if (!window.confirm(copy.confirmDelete)) return;
    remove.mutate(answer.id, {
      onSuccess: () => {
        toast({ title: copy.toasts.deleted });
        if (editing?.id === answer.id) startEditing(null);
      },
      onError: () => toast({ title: copy.toasts.deleteFailed, variant: 'destructive' }),
    });
  };

  return (
    <div lang="de" className="mx-auto max-w-6xl px-4 pt-28 pb-20 sm:px-6">
      <AdminNav />
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">{copy.intro}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <Card className="p-4 sm:p-6">
          <AnswerForm
            key={editing?.id ?? 'new'}
            editing={editing}
            draft={draft}
            onChange={(next) => {
              setDraft(next);
              setDirty(true);
            }}
            onSaved={(saved) => {
              setDirty(false);
              setEditing(saved);
              setDraft(draftOf(saved));
            }}
            onRebase={setEditing}
            onCancel={() => startEditing(null)}
          />
        </Card>
        <section aria-labelledby="answers-list" aria-busy={isPending}>
          <h2 id="answers-list" className="mb-4 text-xl font-semibold">
            {copy.list}
          </h2>
          {!data ? (
            <LoadStatus pending={isPending} onRetry={() => void refetch()} copy={copy} />
          ) : data.length === 0 ? (
            <p>{copy.empty}</p>
          ) : (
            <ul className="grid gap-3">
              {data.map((answer) => (
                <li key={answer.id}>
                  <Card className="grid gap-2 p-4">
                    <span className="font-medium">{answer.question}</span>
                    <span className="text-sm text-muted-foreground">
                      {answer.published ? copy.status.published : copy.status.draft}
                      {' · '}
                      {[answer.answer_en ? 'EN' : '', answer.answer_de ? 'DE' : '']
                        .filter(Boolean)
                        .join(', ')}
                    </span>
                    <span className="flex gap-2">
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        onClick={() => startEditing(answer)}
                      >
                        {copy.edit}
                        <span className="sr-only">: {answer.question}</span>
                      </Button>
                      <AnswerVersions answer={answer} />
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        onClick={() => deleteAnswer(answer)}
                      >
                        {copy.delete}
                        <span className="sr-only">: {answer.question}</span>
                      </Button>
                    </span>
                  </Card>
                </li>
              ))}
            </ul>
          )}
          <AnswerTrash />
        </section>
      </div>
    </div>
  );
}

/**
 * The answer form. A save states the version the form was loaded from (`editing`); when someone
 * else saved the answer since, the database refuses it, the draft stays, and the saved version is
 * shown beside it (`AnswerConflict`): take single values and save, save the draft over it, or
 * take the saved version. `onRebase` makes the saved version the form's base once it is shown.
 */
function AnswerForm({
  editing,
  draft,
  onChange,
  onSaved,
  onRebase,
  onCancel,
}: {
  editing: TeamAnswer | null;
  draft: Draft;
  onChange: (draft: Draft) => void;
  onSaved: (answer: TeamAnswer) => void;
  onRebase: (answer: TeamAnswer) => void;
  onCancel: () => void;
}) {
  const save = useSaveTeamAnswer();
  const [errors, setErrors] = useState<Errors>({});
  const [conflict, setConflict] = useState<ConflictError | null>(null);
  const headingId = useId();
  const set = (field: keyof Draft) => (value: string | boolean) =>
    onChange({ ...draft, [field]: value });

  async function showConflict(error: ConflictError) {
    if (!editing) return;
    try {
      const theirs = await getTeamAnswer(editing.id);
      if (!theirs) {
        toast({ title: copy.conflict.gone, variant: 'destructive' });
        return;
      }
      onRebase(theirs);
      setConflict(error);
    } catch {
      toast({ title: copy.conflict.loadFailed, variant: 'destructive' });
    }
  }

  const submit = (event?: React.FormEvent) => {
    event?.preventDefault();
    const { values, errors: found } = validateDraft(draft);
    setErrors(found);
    if (!values) return;
    save.mutate(
      { id: editing?.id, baseVersion: editing?.version, values },
      {
        onSuccess: (saved) => {
          setConflict(null);
          toast({ title: copy.toasts.saved });
          onSaved(saved);
        },
        // The draft stays as typed.
        onError: (error) => {
          if (error instanceof ConflictError) void showConflict(error);
          else toast({ title: copy.toasts.failed, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId} className="grid gap-5">
      <h2 id={headingId} className="text-xl font-semibold">
        {editing ? copy.editTitle : copy.newTitle}
      </h2>
      <Field label={copy.question} error={errors.question}>
        <Input
          value={draft.question}
          maxLength={300}
          onChange={(e) => set('question')(e.target.value)}
        />
      </Field>
      <Field label={copy.variants} hint={copy.variantsHint} error={errors.variants}>
        <Textarea
          value={draft.variants}
          rows={3}
          onChange={(e) => set('variants')(e.target.value)}
        />
      </Field>
      <Field label={copy.answerEn} hint={copy.answerHint} error={errors.answer}>
        <Textarea
          value={draft.answerEn}
          rows={4}
          maxLength={2000}
          onChange={(e) => set('answerEn')(e.target.value)}
        />
      </Field>
      <Field label={copy.answerDe} error={errors.answer}>
        <Textarea
          value={draft.answerDe}
          rows={4}
          maxLength={2000}
          onChange={(e) => set('answerDe')(e.target.value)}
        />
      </Field>
      <Field label={copy.link} hint={copy.linkHint} error={errors.link}>
        <Input value={draft.link} onChange={(e) => set('link')(e.target.value)} />
      </Field>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={draft.published}
          onChange={(e) => set('published')(e.target.checked)}
          className="size-4"
        />
        {copy.published}
      </label>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? copy.saving : copy.save}
        </Button>
        {editing ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {copy.cancel}
          </Button>
        ) : null}
      </div>
      {conflict && editing ? (
        <AnswerConflict
          error={conflict}
          draft={draft}
          theirs={editing}
          saving={save.isPending}
          onTake={(field, value) => onChange({ ...draft, [field]: value })}
          onKeepMine={() => submit()}
          onKeepTheirs={() => {
            setConflict(null);
            onSaved(editing);
          }}
        />
      ) : null}
    </form>
  );
}
