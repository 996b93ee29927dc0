import { arrayMove } from '@dnd-kit/sortable';
import { type FormEvent, type Ref, useEffect, useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import type { CaseStudy } from '@/lib/case-study';
import { type ImageMeta, parseImageMeta, storedFiles } from '@/lib/case-study-images';
import { slugify, uniqueSlug } from '@/lib/slug';
import { fill } from '@/lib/template';

import { SaveCaseStudyError, SlugTakenError, useSaveCaseStudy } from '../api/save-case-study';
import { filesOfUploads, removeImages, removeImagesOnExit, type StoredImage } from '../api/storage';
import { adminCopy } from '../copy';
import { isImage } from '../lib/files';
import {
  type CaseStudyText,
  type CaseStudyTextField,
  SLUG_MESSAGES,
  validateCaseStudy,
} from '../lib/schema';
import { ImageManager } from './image-manager';

const copy = adminCopy.form;
const toasts = adminCopy.toasts;

const emptyText: CaseStudyText = {
  title: '',
  slug: '',
  client: '',
  description: '',
  results: '',
};

function initialText(caseStudy: CaseStudy | null): CaseStudyText {
  if (!caseStudy) return emptyText;
  const { title, slug, client, description, results } = caseStudy;
  return { title, slug, client, description, results };
}

/**
 * 'Neue Case Study' / 'Case Study bearbeiten'. Everything typed stays in the form until a save
 * succeeds; `onDirtyChange` tells the page whether leaving would lose changes.
 *
 * Files follow the saved state: an image of the saved case study that is removed in the form
 * leaves storage only once the change is saved; images uploaded into the form and removed again,
 * or left behind by cancelling or leaving, are deleted since nothing points at them.
 *
 * The slug of a new case study follows its title until the admin edits the slug; an existing one
 * keeps its slug (its public address) unless the admin changes it. `takenSlugs` are the slugs of
 * all other case studies.
 */
export function CaseStudyForm({
  editing,
  takenSlugs,
  nextDisplayOrder,
  onSaved,
  onCancel,
  onDirtyChange,
  headingRef,
}: {
  editing: CaseStudy | null;
  takenSlugs: ReadonlySet<string>;
  /** The new entry's place at the end of the list, once the list is known. */
  nextDisplayOrder: () => Promise<number>;
  onSaved: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const [text, setText] = useState<CaseStudyText>(() => initialText(editing));
  const [slugEdited, setSlugEdited] = useState(editing !== null);
  const [images, setImages] = useState<string[]>(() => editing?.images ?? []);
  const [meta, setMeta] = useState<Record<string, ImageMeta>>(() =>
    parseImageMeta(editing?.image_meta),
  );
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const [logoInputKey, setLogoInputKey] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<CaseStudyTextField, string>>>({});
  const save = useSaveCaseStudy();
  const ids = { heading: useId(), logo: useId(), logoHint: useId(), images: useId() };

  const [initial] = useState(() => ({ text: initialText(editing), images: editing?.images ?? [] }));
  const dirty =
    logoFile !== null ||
    (Object.keys(text) as CaseStudyTextField[]).some((k) => text[k] !== initial.text[k]) ||
    images.join('\n') !== initial.images.join('\n');
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  // Uploads of this form that no saved case study points at yet; deleted unless the form is saved.
  const unsaved = useRef<StoredImage[]>([]);
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    // Closing or reloading the tab (after the browser's "leave?" prompt) discards the form too.
    // A page kept in the back/forward cache is not discarded: it may come back as it was.
    const onPageHide = (event: PageTransitionEvent) => {
      if (!event.persisted) removeImagesOnExit(filesOfUploads(unsaved.current));
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      open.current = false;
      const left = unsaved.current;
      unsaved.current = [];
      void removeImages(filesOfUploads(left));
    };
  }, []);

  function addImages(uploaded: StoredImage[]) {
    if (!open.current) {
      // The upload finished after the form was closed: nothing will ever point at it.
      void removeImages(filesOfUploads(uploaded));
      return;
    }
    unsaved.current.push(...uploaded);
    setMeta((current) => ({
      ...current,
      ...Object.fromEntries(uploaded.map(({ url, meta: m }) => [url, m])),
    }));
    setImages((current) => [...current, ...uploaded.map(({ url }) => url)]);
  }

  function removeImage(url: string) {
    setImages((current) => current.filter((u) => u !== url));
    const upload = unsaved.current.find((u) => u.url === url);
    if (upload) {
      unsaved.current = unsaved.current.filter((u) => u !== upload);
      void removeImages(filesOfUploads([upload]));
    }
  }

  function moveImage(from: number, to: number) {
    setImages((current) => arrayMove(current, from, to));
  }

  function setField(field: CaseStudyTextField, value: string) {
    const followTitle = field === 'title' && !slugEdited;
    if (field === 'slug') setSlugEdited(true);
    setText((current) => ({
      ...current,
      [field]: value,
      ...(followTitle ? { slug: uniqueSlug(slugify(value), takenSlugs) } : {}),
    }));
    const cleared = followTitle ? ['title', 'slug'] : [field];
    if (cleared.some((key) => errors[key as CaseStudyTextField])) {
      setErrors((current) => ({
        ...current,
        ...Object.fromEntries(cleared.map((k) => [k, undefined])),
      }));
    }
  }

  function chooseLogo(file: File | undefined) {
    if (file && !isImage(file)) {
      toast({ title: toasts.error, description: toasts.notAnImage, variant: 'destructive' });
      setLogoInputKey((k) => k + 1);
      return;
    }
    setLogoFile(file ?? null);
  }

  function clearLogo() {
    setLogoFile(null);
    setLogoInputKey((k) => k + 1);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const result = validateCaseStudy(text, takenSlugs);
    if (!result.ok) {
      setErrors(result.fields);
      toast({ title: toasts.validation, description: result.first, variant: 'destructive' });
      return;
    }
    setErrors({});
    const removeAfterSave = storedFiles(
      (editing?.images ?? []).filter((url) => !images.includes(url)),
      meta,
    );
    try {
      await save.mutateAsync(
        editing
          ? {
              ...result.values,
              images,
              imageMeta: meta,
              logoFile,
              removeAfterSave,
              mode: 'update',
              existing: editing,
            }
          : {
              ...result.values,
              images,
              imageMeta: meta,
              logoFile,
              removeAfterSave,
              mode: 'create',
              displayOrder: nextDisplayOrder,
            },
      );
    } catch (error) {
      if (error instanceof SlugTakenError) {
        // Another admin took the slug since the list was loaded.
        setErrors({ slug: SLUG_MESSAGES.taken });
        toast({
          title: toasts.validation,
          description: SLUG_MESSAGES.taken,
          variant: 'destructive',
        });
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
    // The saved case study points at the uploads now: they are no longer this form's to delete.
    unsaved.current = [];
    toast({ title: toasts.success, description: editing ? toasts.updated : toasts.created });
    onSaved();
  }

  const saving = save.isPending;
  return (
    <section aria-labelledby={ids.heading} className="rounded-lg border border-border bg-card p-6">
      <h2
        id={ids.heading}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold outline-none"
      >
        {editing ? copy.editTitle : copy.createTitle}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-5">
        <TextField
          field="title"
          label={copy.title}
          value={text.title}
          error={errors.title}
          onChange={setField}
        />
        <TextField
          field="slug"
          label={copy.slug}
          hint={fill(copy.slugHint, { slug: text.slug.trim() || '…' })}
          value={text.slug}
          error={errors.slug}
          onChange={setField}
        />
        <TextField
          field="client"
          label={copy.client}
          value={text.client}
          error={errors.client}
          onChange={setField}
        />

        <div className="grid gap-1.5">
          <label htmlFor={ids.logo} className="text-sm font-medium">
            {copy.logo}
          </label>
          {editing?.logo && !logoFile ? (
            <div className="flex items-center gap-3 text-sm text-muted-foreground">
              <img
                src={editing.logo}
                alt={copy.currentLogo}
                width={96}
                height={40}
                className="h-10 w-24 rounded bg-white object-contain p-1"
              />
              {copy.currentLogo}
            </div>
          ) : null}
          <input
            key={logoInputKey}
            id={ids.logo}
            type="file"
            accept="image/*"
            aria-describedby={ids.logoHint}
            onChange={(event) => chooseLogo(event.target.files?.[0])}
            className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-muted file:px-3 file:py-1.5 file:text-foreground"
          />
          <p id={ids.logoHint} className="text-xs text-muted-foreground">
            {copy.logoHint}
          </p>
          {logoFile ? (
            <div className="flex items-center gap-3 text-sm">
              <span>
                {copy.chosenLogo} <span data-testid="logo-file-name">{logoFile.name}</span>
              </span>
              <Button type="button" variant="outline" size="sm" onClick={clearLogo}>
                {copy.removeLogo}
              </Button>
            </div>
          ) : null}
        </div>

        <TextField
          field="description"
          label={copy.description}
          value={text.description}
          error={errors.description}
          onChange={setField}
          multiline
        />
        <TextField
          field="results"
          label={copy.results}
          hint={copy.resultsHint}
          value={text.results}
          error={errors.results}
          onChange={setField}
          multiline
        />

        <div className="grid gap-1.5">
          <span id={ids.images} className="text-sm font-medium">
            {copy.images}
          </span>
          <ImageManager
            images={images}
            meta={meta}
            onUploaded={addImages}
            onRemove={removeImage}
            onMove={moveImage}
            labelId={ids.images}
          />
        </div>

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
      </form>
    </section>
  );
}

function TextField({
  field,
  label,
  hint,
  value,
  error,
  onChange,
  multiline = false,
}: {
  field: CaseStudyTextField;
  label: string;
  hint?: string;
  value: string;
  error?: string;
  onChange: (field: CaseStudyTextField, value: string) => void;
  multiline?: boolean;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name: field,
    value,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className:
      'rounded-md border border-border bg-background px-3 py-2 text-sm aria-invalid:border-destructive',
  } as const;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={5} onChange={(e) => onChange(field, e.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(e) => onChange(field, e.target.value)} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
