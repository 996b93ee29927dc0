import { zodResolver } from '@hookform/resolvers/zod';
import { type Ref, useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';

import { type FaqEntry, getFaqEntry } from '../api/get-faq-entries';
import { useSaveFaqEntry } from '../api/save-faq-entry';
import { siteContentCopy } from '../copy';
import { contentTextOf } from '../lib/content-fields';
import {
  emptyFaqDraft,
  FAQ_FIELDS,
  type FaqDraft,
  faqFields,
  faqSchema,
  faqValuesOf,
} from '../lib/faq-draft';
import { ContentConflict } from './content-conflict';
import { LanguageFields } from './language-fields';
import { useRebase } from './use-rebase';

const copy = siteContentCopy.faq;

const draftOf = (entry: FaqEntry | null): FaqDraft =>
  entry ? { ...contentTextOf(entry, FAQ_FIELDS), published: entry.published } : emptyFaqDraft;

/**
 * "Neuer Eintrag" / "Eintrag bearbeiten". Checked on submit, then on every change, each problem
 * in German at its field; what was typed stays until a save succeeds. A save states the version
 * the form was loaded from: refused because someone else saved first, the form shows the saved
 * version beside it (`ContentConflict`).
 */
export function FaqForm({
  editing,
  nextDisplayOrder,
  onSaved,
  onCancel,
  onDirtyChange,
  headingRef,
}: {
  editing: FaqEntry | null;
  /** The new entry's place at the end of the list, once the list is known. */
  nextDisplayOrder: () => Promise<number>;
  onSaved: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    control,
    formState: { errors, isDirty, isSubmitted },
  } = useForm<FaqDraft>({
    resolver: zodResolver(faqSchema),
    defaultValues: draftOf(editing),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const typed = useWatch({ control }) as FaqDraft;
  const save = useSaveFaqEntry();
  const rebase = useRebase(editing, () =>
    editing ? getFaqEntry(editing.id) : Promise.resolve(null),
  );
  const { base, conflict } = rebase;
  const headingId = useId();
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  async function onValid(draft: FaqDraft) {
    if (save.isPending) return;
    const values = faqValuesOf(draft);
    try {
      await save.mutateAsync(
        base
          ? {
              mode: 'update',
              id: base.id,
              baseVersion: base.version,
              wasPublished: base.published,
              values,
            }
          : { mode: 'create', values, displayOrder: nextDisplayOrder },
      );
    } catch (error) {
      await rebase.refused(error);
      return;
    }
    toast({ title: base ? copy.toasts.updated : copy.toasts.created });
    onSaved();
  }

  const submit = handleSubmit(onValid, () =>
    toast({ title: siteContentCopy.toasts.invalid, variant: 'destructive' }),
  );

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-card p-6">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold outline-none"
      >
        {editing ? copy.editTitle : copy.newTitle}
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 grid gap-5">
        <LanguageFields legend={siteContentCopy.languages.en} hint={copy.languageHint} lang="en">
          <Field label={copy.question_en} error={errors.question_en?.message}>
            <Input {...register('question_en')} />
          </Field>
          <Field label={copy.answer_en} error={errors.answer_en?.message}>
            <Textarea rows={5} {...register('answer_en')} />
          </Field>
        </LanguageFields>
        <LanguageFields legend={siteContentCopy.languages.de} lang="de">
          <Field label={copy.question_de} error={errors.question_de?.message}>
            <Input {...register('question_de')} />
          </Field>
          <Field label={copy.answer_de} error={errors.answer_de?.message}>
            <Textarea rows={5} {...register('answer_de')} />
          </Field>
        </LanguageFields>
        <label className="flex items-center gap-2">
          <input type="checkbox" className="size-4" {...register('published')} />
          {copy.published}
        </label>
        <div className="flex flex-wrap gap-3">
          <Button
            type="submit"
            variant="accent"
            disabled={save.isPending}
            aria-busy={save.isPending}
          >
            {save.isPending ? siteContentCopy.saving : siteContentCopy.save}
          </Button>
          {editing ? (
            <Button type="button" variant="outline" onClick={onCancel} disabled={save.isPending}>
              {siteContentCopy.cancel}
            </Button>
          ) : null}
        </div>
        {conflict && base ? (
          <ContentConflict
            fields={faqFields}
            error={conflict}
            mine={contentTextOf(typed, FAQ_FIELDS)}
            theirs={contentTextOf(base, FAQ_FIELDS)}
            theirsUpdatedAt={base.updated_at}
            saving={save.isPending}
            onTake={(field) =>
              setValue(field, draftOf(base)[field], {
                shouldDirty: true,
                shouldValidate: isSubmitted,
              })
            }
            onKeepMine={() => void submit()}
            onKeepTheirs={() => {
              reset(draftOf(base));
              rebase.settle();
            }}
            copy={copy.conflict}
          />
        ) : null}
      </form>
    </section>
  );
}
