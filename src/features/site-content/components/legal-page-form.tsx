import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { UnsavedChangesGuard } from '@/components/admin/unsaved-changes-guard';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import type { LegalKind } from '@/lib/site-content';
import { fill } from '@/lib/template';

import { useCompanyFacts } from '../api/get-company-facts';
import { getLegalPages, type LegalPage } from '../api/get-legal-pages';
import { legalPageHistory } from '../api/history';
import { useSaveLegalPage } from '../api/save-legal-page';
import { siteContentCopy } from '../copy';
import { contentTextOf } from '../lib/content-fields';
import {
  LEGAL_FIELDS,
  type LegalDraft,
  legalFields,
  legalSchema,
  legalValuesOf,
} from '../lib/legal-draft';
import { ContentConflict } from './content-conflict';
import { ContentVersions } from './content-versions';
import { LanguageFields } from './language-fields';
import { LoadState } from './load-state';
import { useRebase } from './use-rebase';

const copy = siteContentCopy.legal;

const draftOf = (page: LegalPage): LegalDraft => contentTextOf(page, LEGAL_FIELDS);

// The preview (the site's Markdown conversion and parser) loads when the admin first asks for it.
const loadPreview = () => import('./legal-preview');
const LegalPreview = lazy(loadPreview);

/** The preview of the typed texts, with the company facts it fills in. */
function Preview({ draft }: { draft: LegalDraft }) {
  const { data, isError, isFetching, refetch } = useCompanyFacts();
  // The preview's code loads while the facts do.
  useEffect(() => void loadPreview(), []);
  if (!data) {
    return (
      <LoadState
        failed={(isError || data === null) && !isFetching}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <Suspense fallback={<Spinner label={siteContentCopy.loading} className="py-6" />}>
      <LegalPreview draft={draft} facts={data} />
    </Suspense>
  );
}

/**
 * One legal page: title, description and Markdown text per language, and the day of its last
 * revision. Checked in the form by the database's rules first, each problem in German at its
 * field; what was typed stays until a save succeeds, and a save refused because someone else
 * saved first shows the saved version beside the form.
 */
export function LegalPageForm({ kind, page }: { kind: LegalKind; page: LegalPage }) {
  const resolver = useMemo(() => zodResolver(legalSchema(kind)), [kind]);
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    control,
    formState: { errors, isDirty, isSubmitted },
  } = useForm<LegalDraft>({
    resolver,
    defaultValues: draftOf(page),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const typed = useWatch({ control }) as LegalDraft;
  const save = useSaveLegalPage();
  const rebase = useRebase<LegalPage>(
    page,
    async () => (await getLegalPages()).find((row) => row.id === page.id) ?? null,
  );
  const { base, conflict } = rebase;
  const current = base ?? page;
  const headingId = useId();
  const [previewing, setPreviewing] = useState(false);
  // A newer version loaded meanwhile (a restore in "Versionen"): an untouched form shows it; a
  // changed one keeps what was typed, and its save is refused and compared as any stale save.
  const { saved: rebaseTo } = rebase;
  useEffect(() => {
    if (isDirty || page.version <= current.version) return;
    rebaseTo(page);
    reset(draftOf(page));
  }, [page, isDirty, current.version, rebaseTo, reset]);

  async function onValid(draft: LegalDraft) {
    if (save.isPending) return;
    try {
      const saved = await save.mutateAsync({
        id: current.id,
        baseVersion: current.version,
        values: legalValuesOf(draft),
      });
      rebase.saved(saved);
      reset(draftOf(saved));
      toast({ title: siteContentCopy.toasts.saved });
    } catch (error) {
      await rebase.refused(error);
    }
  }

  const submit = handleSubmit(onValid, () =>
    toast({ title: siteContentCopy.toasts.invalid, variant: 'destructive' }),
  );
  const pageName = copy.pages[kind];

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-card p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold">
          {fill(copy.editTitle, { page: pageName })}
        </h2>
        <ContentVersions
          kind={legalPageHistory}
          fields={legalFields}
          current={current}
          title={pageName}
          copy={copy.history}
        />
      </div>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 grid gap-5">
        <p className="text-sm text-muted-foreground">{copy.placeholders}</p>
        {kind === 'imprint' ? (
          <p className="text-sm text-muted-foreground">{copy.imprintHint}</p>
        ) : null}
        {(['en', 'de'] as const).map((lang) => (
          <LanguageFields
            key={lang}
            legend={siteContentCopy.languages[lang]}
            hint={lang === 'en' ? copy.languageHint : undefined}
            lang={lang}
          >
            <Field label={copy[`title_${lang}`]} error={errors[`title_${lang}`]?.message}>
              <Input {...register(`title_${lang}`)} />
            </Field>
            <Field
              label={copy[`description_${lang}`]}
              hint={copy.descriptionHint}
              error={errors[`description_${lang}`]?.message}
            >
              <Textarea rows={2} {...register(`description_${lang}`)} />
            </Field>
            <Field label={copy[`body_${lang}`]} error={errors[`body_${lang}`]?.message}>
              <Textarea rows={16} markup {...register(`body_${lang}`)} />
            </Field>
          </LanguageFields>
        ))}
        <Field label={copy.revisedOn} hint={copy.revisedOnHint} error={errors.revised_on?.message}>
          <Input type="date" fit {...register('revised_on')} />
        </Field>
        <div className="flex flex-wrap gap-3">
          <Button
            type="submit"
            variant="accent"
            disabled={save.isPending}
            aria-busy={save.isPending}
          >
            {save.isPending ? siteContentCopy.saving : siteContentCopy.save}
          </Button>
          <Button
            type="button"
            variant="outline"
            aria-expanded={previewing}
            onClick={() => setPreviewing(!previewing)}
          >
            {previewing ? copy.hidePreview : copy.preview}
          </Button>
        </div>
        {previewing ? <Preview draft={typed} /> : null}
        {conflict && base ? (
          <ContentConflict
            fields={legalFields}
            error={conflict}
            mine={contentTextOf(typed, LEGAL_FIELDS)}
            theirs={draftOf(base)}
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
      <UnsavedChangesGuard dirty={isDirty} copy={siteContentCopy.leave} />
    </section>
  );
}
