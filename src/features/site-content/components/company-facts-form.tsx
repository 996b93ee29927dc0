import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { UnsavedChangesGuard } from '@/components/admin/unsaved-changes-guard';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';

import { type CompanyFacts, getCompanyFacts } from '../api/get-company-facts';
import { companyFactsHistory } from '../api/history';
import { useSaveCompanyFacts } from '../api/save-company-facts';
import { siteContentCopy } from '../copy';
import {
  COMPANY_FIELDS,
  type CompanyDraft,
  type CompanyField,
  companyFields,
  companySchema,
  companyValuesOf,
} from '../lib/company-draft';
import { contentTextOf } from '../lib/content-fields';
import { ContentConflict } from './content-conflict';
import { ContentVersions } from './content-versions';
import { useRebase } from './use-rebase';

const copy = siteContentCopy.company;

/** How a field is typed: a line (with the keyboard and autofill it wants), or several lines. */
type Control = { lines?: true; type?: 'email' | 'tel' | 'url'; inputMode?: 'numeric' | 'decimal' };

/** The form's groups, in the order it shows them. */
const GROUPS: readonly (readonly [
  keyof typeof copy.groups,
  Partial<Record<CompanyField, Control>>,
])[] = [
  ['company', { company_name: {}, legal_name: {}, responsible_for_content: {} }],
  ['contact', { email: { type: 'email' }, phone: { type: 'tel' } }],
  ['address', { street: {}, postal_code: {}, city: {}, country_code: {} }],
  [
    'register',
    { register_court: {}, register_number: {}, vat_id: {}, managing_directors: { lines: true } },
  ],
  [
    'links',
    { booking_url: { type: 'url' }, linkedin_url: { type: 'url' }, xing_url: { type: 'url' } },
  ],
  [
    'workshop',
    {
      workshop_price_eur: { inputMode: 'decimal' },
      workshop_dates: { lines: true },
      workshop_days: { inputMode: 'numeric' },
      workshop_participants_min: { inputMode: 'numeric' },
      workshop_participants_max: { inputMode: 'numeric' },
      workshop_use_cases: { inputMode: 'numeric' },
      workshop_prototypes_min: { inputMode: 'numeric' },
      workshop_prototypes_max: { inputMode: 'numeric' },
    },
  ],
  [
    'figures',
    {
      go_live_weeks_min: { inputMode: 'numeric' },
      go_live_weeks_max: { inputMode: 'numeric' },
      integrations_count: { inputMode: 'numeric' },
      accuracy_percent: { inputMode: 'numeric' },
      professionals_trained: { inputMode: 'numeric' },
    },
  ],
];

const hints: Partial<Record<CompanyField, string>> = copy.hints;

/** The facts as the form shows them; the workshop's dates as the admin reads them (TT.MM.JJJJ). */
function draftOf(facts: CompanyFacts): CompanyDraft {
  const draft = contentTextOf(facts, COMPANY_FIELDS);
  return {
    ...draft,
    workshop_dates: facts.workshop_dates
      .map((day) => day.split('-').reverse().join('.'))
      .join('\n'),
  };
}

/**
 * The company facts: one form of typed fields, checked by the database's rules first, each
 * problem in German at its field; what was typed stays until a save succeeds, and a save refused
 * because someone else saved first shows the saved version beside the form.
 */
export function CompanyFactsForm({ facts }: { facts: CompanyFacts }) {
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    control,
    formState: { errors, isDirty, isSubmitted },
  } = useForm<CompanyDraft>({
    resolver: zodResolver(companySchema),
    defaultValues: draftOf(facts),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const typed = useWatch({ control }) as CompanyDraft;
  const save = useSaveCompanyFacts();
  const rebase = useRebase<CompanyFacts>(facts, getCompanyFacts);
  const { base, conflict, saved: rebaseTo } = rebase;
  const current = base ?? facts;
  const headingId = useId();
  // A newer version loaded meanwhile (a restore in "Versionen"): an untouched form shows it; a
  // changed one keeps what was typed, and its save is refused and compared as any stale save.
  useEffect(() => {
    if (isDirty || facts.version <= current.version) return;
    rebaseTo(facts);
    reset(draftOf(facts));
  }, [facts, isDirty, current.version, rebaseTo, reset]);

  async function onValid(draft: CompanyDraft) {
    if (save.isPending) return;
    try {
      const saved = await save.mutateAsync({
        id: current.id,
        baseVersion: current.version,
        values: companyValuesOf(draft),
      });
      rebaseTo(saved);
      reset(draftOf(saved));
      toast({ title: siteContentCopy.toasts.saved });
    } catch (error) {
      await rebase.refused(error);
    }
  }

  const submit = handleSubmit(onValid, () =>
    toast({ title: siteContentCopy.toasts.invalid, variant: 'destructive' }),
  );

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-card p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold">
          {copy.title}
        </h2>
        <ContentVersions
          kind={companyFactsHistory}
          fields={companyFields}
          current={current}
          title={copy.title}
          copy={copy.history}
        />
      </div>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 grid gap-6">
        {GROUPS.map(([group, fields]) => (
          <fieldset
            key={group}
            className="grid gap-5 rounded-md border border-border p-4 sm:grid-cols-2"
          >
            <legend className="px-1 text-sm font-semibold">{copy.groups[group]}</legend>
            {(Object.entries(fields) as [CompanyField, Control][]).map(([field, control]) => (
              <Field
                key={field}
                label={copy.fields[field]}
                hint={hints[field]}
                error={errors[field]?.message}
                className={control.lines ? 'sm:col-span-2' : undefined}
              >
                {control.lines ? (
                  <Textarea rows={3} {...register(field)} />
                ) : (
                  <Input type={control.type} inputMode={control.inputMode} {...register(field)} />
                )}
              </Field>
            ))}
          </fieldset>
        ))}
        <div className="flex flex-wrap gap-3">
          <Button
            type="submit"
            variant="accent"
            disabled={save.isPending}
            aria-busy={save.isPending}
          >
            {save.isPending ? siteContentCopy.saving : siteContentCopy.save}
          </Button>
        </div>
        {conflict && base ? (
          <ContentConflict
            fields={companyFields}
            error={conflict}
            mine={contentTextOf(typed, COMPANY_FIELDS)}
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
