import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, type Ref, useEffect, useId, useMemo, useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import type { AdminCaseStudy } from '@/lib/case-study';
import { ConflictError } from '@/lib/revisions';
import { uniqueSlug } from '@/lib/slug';
import { slugify } from '@/lib/slugify';
import { fill } from '@/lib/template';
import { firstMessage } from '@/lib/validation';

import { getAdminCaseStudy } from '../api/get-case-study';
import { SaveCaseStudyError, SlugTakenError, useSaveCaseStudy } from '../api/save-case-study';
import { adminCopy } from '../copy';
import { type CaseStudyText, SLUG_MESSAGES, caseStudyFields, caseStudySchema } from '../lib/schema';
import { storyContentOf, type StoryTextField } from '../lib/story-content';
import { CaseStudyConflict } from './case-study-conflict';
import { FormImageFields } from './form-images';
import { useFormImages } from './use-form-images';

const copy = adminCopy.form;
const toasts = adminCopy.toasts;

const emptyText: CaseStudyText = {
  slug: '',
  client: '',
  title: '',
  description: '',
  results: '',
  title_de: '',
  description_de: '',
  results_de: '',
};

/** The form's fields of a story: a language it is not written in is empty. */
function initialText(caseStudy: AdminCaseStudy | null): CaseStudyText {
  if (!caseStudy) return emptyText;
  const text = (value: string | null) => value ?? '';
  return {
    slug: caseStudy.slug,
    client: caseStudy.client,
    title: text(caseStudy.title),
    description: text(caseStudy.description),
    results: text(caseStudy.results),
    title_de: text(caseStudy.title_de),
    description_de: text(caseStudy.description_de),
    results_de: text(caseStudy.results_de),
  };
}

/**
 * 'Neue Case Study' / 'Case Study bearbeiten'. Everything typed stays in the form until a save
 * succeeds; `onDirtyChange` tells the page whether leaving would lose changes (text, images or a
 * chosen logo differ from what was loaded). Validated on submit, then on every change: each field
 * shows its message and the first one is toasted as 'Validierungsfehler'.
 *
 * A save states the version the form was loaded from. When someone else saved the story since,
 * the database refuses it: the form keeps what was typed, loads the saved version and shows both
 * side by side (`CaseStudyConflict`); the admin takes the saved values they want and saves (which
 * is then based on the saved version), or takes the saved version as a whole.
 *
 * The images and the logo, and what happens to the form's uploads, are `useFormImages`'s.
 *
 * The slug of a new case study follows its title until the admin edits the slug; an existing one
 * keeps its slug (its public address) unless the admin changes it. `takenSlugs` are the slugs of
 * all other case studies, `trashedSlugs` those of the stories in the trash.
 */
export function CaseStudyForm({
  editing,
  takenSlugs,
  trashedSlugs,
  nextDisplayOrder,
  onSaved,
  onCancel,
  onDirtyChange,
  headingRef,
}: {
  editing: AdminCaseStudy | null;
  takenSlugs: ReadonlySet<string>;
  trashedSlugs: ReadonlySet<string>;
  /** The new entry's place at the end of the list, once the list is known. */
  nextDisplayOrder: () => Promise<number>;
  onSaved: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const resolver = useMemo(
    () => zodResolver(caseStudySchema(takenSlugs, trashedSlugs)),
    [takenSlugs, trashedSlugs],
  );
  const unavailableSlugs = useMemo(
    () => new Set([...takenSlugs, ...trashedSlugs]),
    [takenSlugs, trashedSlugs],
  );
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    control,
    formState: { errors, isDirty, isSubmitted },
  } = useForm<CaseStudyText>({
    resolver,
    defaultValues: initialText(editing),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const typed = useWatch({ control });
  const slug = useWatch({ control, name: 'slug' });
  const [englishTitle, germanTitle] = useWatch({ control, name: ['title', 'title_de'] });
  // A new case study's slug follows its title until the admin edits the slug.
  const [slugEdited, setSlugEdited] = useState(editing !== null);
  const formImages = useFormImages(editing);
  const { images, logoFile } = formImages;
  // The saved version the form's content is based on: the one it was opened with, or, after a
  // refused save, the one saved meanwhile (`conflict`), which the admin has now seen.
  const [base, setBase] = useState<AdminCaseStudy | null>(editing);
  const [conflict, setConflict] = useState<ConflictError | null>(null);
  const save = useSaveCaseStudy();
  const headingId = useId();

  const savedImages = base?.images ?? [];
  const dirty = isDirty || logoFile !== null || images.join('\n') !== savedImages.join('\n');
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  // The slug is proposed from the English title, or from the German one while there is none.
  const proposeSlug = (english: string, german: string) => {
    if (slugEdited) return;
    setValue('slug', uniqueSlug(slugify(english.trim() || german), unavailableSlugs), {
      shouldDirty: true,
      shouldValidate: isSubmitted,
    });
  };
  const titleField = register('title', {
    onChange: (event: { target: { value: string } }) =>
      proposeSlug(event.target.value, germanTitle),
  });
  const germanTitleField = register('title_de', {
    onChange: (event: { target: { value: string } }) =>
      proposeSlug(englishTitle, event.target.value),
  });
  const slugField = register('slug', {
    onChange: () => setSlugEdited(true),
  });

  function onInvalid(invalid: FieldErrors<CaseStudyText>) {
    toast({
      title: toasts.validation,
      description: firstMessage(invalid, caseStudyFields),
      variant: 'destructive',
    });
  }

  /** Someone else saved first: load their version and compare it with the form (kept as is). */
  async function showConflict(story: AdminCaseStudy, error: ConflictError) {
    let theirs: AdminCaseStudy | null;
    try {
      theirs = await getAdminCaseStudy(story.id);
    } catch (loadError) {
      console.error('Loading the saved version failed', loadError);
      toast({
        title: toasts.error,
        description: adminCopy.conflict.loadFailed,
        variant: 'destructive',
      });
      return;
    }
    if (!theirs) {
      toast({
        title: toasts.error,
        description: `${toasts.saveFailed} ${toasts.saveFailedBecause.gone}`,
        variant: 'destructive',
      });
      return;
    }
    setBase(theirs);
    setConflict(error);
  }

  /** Takes the saved value of one field (or the images, or the logo) into the form. */
  function takeTheirs(kind: 'text' | 'images' | 'logo', field: string) {
    if (!base) return;
    if (kind === 'images') {
      formImages.takeImagesOf(base);
    } else if (kind === 'logo') {
      formImages.clearLogo();
    } else {
      const name = field as StoryTextField;
      setValue(name, base[name] ?? '', { shouldDirty: true, shouldValidate: isSubmitted });
    }
  }

  /** Drops what was typed: the form shows the saved version (uploads of the form are deleted). */
  function keepTheirs() {
    if (!base) return;
    reset(initialText(base));
    formImages.resetTo(base);
    setConflict(null);
  }

  async function onValid(values: CaseStudyText) {
    if (save.isPending) return;
    const common = { ...values, images, imageMeta: formImages.meta, logoFile };
    try {
      await save.mutateAsync(
        base
          ? { ...common, mode: 'update', existing: base, baseVersion: base.version }
          : { ...common, mode: 'create', displayOrder: nextDisplayOrder },
      );
    } catch (error) {
      if (error instanceof ConflictError && base) {
        await showConflict(base, error);
        return;
      }
      if (error instanceof SlugTakenError) {
        // Another admin took the slug since the list was loaded, or it is a trashed story's.
        const message = error.inTrash ? SLUG_MESSAGES.inTrash : SLUG_MESSAGES.taken;
        setError('slug', { message });
        toast({ title: toasts.validation, description: message, variant: 'destructive' });
        return;
      }
      console.error('Saving the case study failed', error);
      const reason =
        error instanceof SaveCaseStudyError && error.failure !== 'failed'
          ? toasts.saveFailedBecause[error.failure]
          : null;
      toast({
        title: toasts.error,
        description: reason ? `${toasts.saveFailed} ${reason}` : toasts.saveFailed,
        variant: 'destructive',
      });
      return;
    }
    formImages.uploadsSaved();
    setConflict(null);
    toast({ title: toasts.success, description: editing ? toasts.updated : toasts.created });
    onSaved();
  }

  const saving = save.isPending;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-card p-6">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold outline-none"
      >
        {editing ? copy.editTitle : copy.createTitle}
      </h2>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
        className="mt-6 grid gap-5"
      >
        <LanguageFields legend={copy.languages.en} hint={copy.languages.hint}>
          <Field label={copy.title} error={errors.title?.message}>
            <Input {...titleField} />
          </Field>
          <Field label={copy.description} error={errors.description?.message}>
            <Textarea rows={5} {...register('description')} />
          </Field>
          <Field label={copy.results} hint={copy.resultsHint} error={errors.results?.message}>
            <Textarea rows={5} {...register('results')} />
          </Field>
        </LanguageFields>
        <LanguageFields legend={copy.languages.de}>
          <Field label={copy.titleDe} error={errors.title_de?.message}>
            <Input lang="de" {...germanTitleField} />
          </Field>
          <Field label={copy.descriptionDe} error={errors.description_de?.message}>
            <Textarea lang="de" rows={5} {...register('description_de')} />
          </Field>
          <Field label={copy.resultsDe} hint={copy.resultsHint} error={errors.results_de?.message}>
            <Textarea lang="de" rows={5} {...register('results_de')} />
          </Field>
        </LanguageFields>
        <Field
          label={copy.slug}
          hint={fill(copy.slugHint, { slug: slug.trim() || '…' })}
          error={errors.slug?.message}
        >
          <Input required {...slugField} />
        </Field>
        <Field label={copy.client} error={errors.client?.message}>
          <Input required {...register('client')} />
        </Field>

        <FormImageFields state={formImages} currentLogo={base?.logo ?? null} />

        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="accent" disabled={saving} aria-busy={saving}>
            {saving ? copy.saving : editing ? copy.update : copy.create}
          </Button>
          {editing ? (
            <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
              {copy.cancel}
            </Button>
          ) : null}
        </div>
        {conflict && base ? (
          <CaseStudyConflict
            error={conflict}
            mine={{
              ...storyContentOf({ ...typed, logo: base.logo }),
              images,
            }}
            mineLogoFile={logoFile?.name ?? null}
            theirs={base}
            saving={saving}
            onTake={takeTheirs}
            onKeepTheirs={keepTheirs}
            onKeepMine={() => void handleSubmit(onValid, onInvalid)()}
          />
        ) : null}
      </form>
    </section>
  );
}

/** One language's fields of the story, grouped under the language's name. */
function LanguageFields({
  legend,
  hint,
  children,
}: {
  legend: string;
  hint?: string;
  children: ReactNode;
}) {
  const hintId = useId();
  return (
    <fieldset
      className="grid gap-5 rounded-md border border-border p-4"
      aria-describedby={hint ? hintId : undefined}
    >
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
