import { arrayMove, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';

import { ReorderConflict } from '@/components/admin/reorder-conflict';
import { SortableArea } from '@/components/admin/sortable-area';
import { Button, buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { type AdminCaseStudy, inLanguage, storyTexts } from '@/lib/case-study';
import { languageTags, locales } from '@/lib/locale';
import { parseImageMeta, responsiveSource } from '@/lib/case-study-images';
import { ConflictError, formatMoment } from '@/lib/revisions';
import { fill } from '@/lib/template';
import { cn } from '@/lib/utils';

import { useDeleteCaseStudy } from '../api/delete-case-study';
import { useReorderCaseStudies } from '../api/reorder-case-studies';
import { useSetPublished } from '../api/set-published';
import { adminCopy } from '../copy';
import { CaseStudyVersions } from './case-study-versions';

const copy = adminCopy.list;
const toasts = adminCopy.toasts;

/** The title the admin reads: the German one, else the English one. */
const titleOf = (story: AdminCaseStudy) => inLanguage(storyTexts(story), 'de').value.title;

/**
 * 'Alle Case Studies': every case study, reorderable by drag (mouse or keyboard). A new order is
 * saved only when the list is still the one the admin moved in; otherwise the admin compares the
 * two orders and chooses (`ReorderConflict`).
 */
export function CaseStudyAdminList({
  caseStudies,
  onEdit,
}: {
  caseStudies: AdminCaseStudy[];
  onEdit: (caseStudy: AdminCaseStudy) => void;
}) {
  const reorder = useReorderCaseStudies();
  const hintId = useId();
  const [conflict, setConflict] = useState<{
    mine: AdminCaseStudy[];
    error: ConflictError;
  } | null>(null);
  const ids = caseStudies.map((c) => c.id);
  const nameOf = (id: string) => {
    const story = caseStudies.find((c) => c.id === id);
    return story ? titleOf(story) : '';
  };

  function save(ordered: AdminCaseStudy[], expected: AdminCaseStudy[]) {
    reorder.mutate(
      { ordered, expected },
      {
        onSuccess: () => toast({ title: toasts.success, description: toasts.reordered }),
        onError: (error) => {
          console.error('Saving the order failed', error);
          if (error instanceof ConflictError) {
            setConflict({ mine: ordered, error });
            return;
          }
          toast({ title: toasts.error, description: toasts.reorderFailed, variant: 'destructive' });
        },
      },
    );
  }

  function move(from: number, to: number) {
    setConflict(null);
    save(arrayMove(caseStudies, from, to), caseStudies);
  }

  /** "Meine Reihenfolge speichern": my order over the list as it is now (new entries at the end). */
  function keepMine(mine: readonly AdminCaseStudy[]) {
    setConflict(null);
    const current = new Map(caseStudies.map((c) => [c.id, c]));
    const kept = mine.flatMap((c) => current.get(c.id) ?? []);
    const added = caseStudies.filter((c) => !mine.some((m) => m.id === c.id));
    save([...kept, ...added], caseStudies);
  }

  if (caseStudies.length === 0) return <p className="text-muted-foreground">{copy.empty}</p>;

  return (
    <>
      {conflict ? (
        <ReorderConflict
          mine={conflict.mine.map(titleOf)}
          theirs={caseStudies.map(titleOf)}
          who={conflict.error.by}
          when={conflict.error.at ? formatMoment(conflict.error.at) : null}
          onKeepTheirs={() => setConflict(null)}
          onKeepMine={() => keepMine(conflict.mine)}
          copy={adminCopy.reorderConflict}
        />
      ) : null}
      <p id={hintId} className="mb-4 text-sm text-muted-foreground">
        {copy.hint}
      </p>
      <SortableArea ids={ids} nameOf={nameOf} strategy={verticalListSortingStrategy} onMove={move}>
        <ul aria-describedby={hintId} className="grid gap-4" data-testid="admin-case-study-list">
          {caseStudies.map((caseStudy) => (
            <AdminEntry key={caseStudy.id} caseStudy={caseStudy} onEdit={onEdit} />
          ))}
        </ul>
      </SortableArea>
    </>
  );
}

function AdminEntry({
  caseStudy,
  onEdit,
}: {
  caseStudy: AdminCaseStudy;
  onEdit: (caseStudy: AdminCaseStudy) => void;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: caseStudy.id });
  const setPublished = useSetPublished();
  const remove = useDeleteCaseStudy();
  const headingId = useId();
  const meta = parseImageMeta(caseStudy.image_meta);
  const logo = caseStudy.logo ? responsiveSource(caseStudy.logo, meta[caseStudy.logo]) : null;
  const texts = storyTexts(caseStudy);
  // The admin reads German: the German text, else the English one.
  const { value: text, language } = inLanguage(texts, 'de');
  const title = text.title;
  const written = locales.filter((locale) => texts[locale]).map((l) => copy.languages[l]);

  function togglePublished() {
    setPublished.mutate(
      { id: caseStudy.id, published: !caseStudy.published, title, version: caseStudy.version },
      {
        onError: (error) => {
          console.error('Changing the status failed', error);
          const description =
            error instanceof ConflictError
              ? fill(toasts.toggleConflict, {
                  who: error.by ?? adminCopy.conflict.someone,
                  when: error.at ? formatMoment(error.at) : '?',
                })
              : toasts.toggleFailed;
          toast({ title: toasts.error, description, variant: 'destructive' });
        },
      },
    );
  }

  function confirmDelete() {
    if (!window.confirm(copy.confirmDelete)) return;
    remove.mutate(caseStudy, {
      onSuccess: () => toast({ title: toasts.success, description: toasts.deleted }),
      onError: (error) => {
        console.error('Deleting failed', error);
        toast({ title: toasts.error, description: toasts.deleteFailed, variant: 'destructive' });
      },
    });
  }

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      aria-labelledby={headingId}
      data-testid="admin-case-study"
      className={cn(
        'flex gap-4 rounded-lg border border-border bg-card p-4',
        isDragging && 'relative z-10 shadow-2xl',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={fill(copy.move, { title })}
        className="flex w-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="size-5" />
      </button>
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="flex items-start gap-3">
          {logo ? (
            // Logos are made for white paper: on the dark card a dark wordmark would vanish.
            <img
              sizes="80px"
              srcSet={logo.srcSet}
              src={logo.src}
              alt={fill(copy.logoAlt, { client: caseStudy.client })}
              width={80}
              height={40}
              className="h-10 w-20 shrink-0 rounded bg-white object-contain p-1"
            />
          ) : null}
          <div className="min-w-0">
            <h3 id={headingId} className="font-semibold" lang={languageTags[language].html}>
              {title}
            </h3>
            <p className="text-sm text-accent">{caseStudy.client}</p>
            <p className="text-xs text-muted-foreground">
              {copy.languagesLabel} {written.join(', ')}
            </p>
          </div>
        </div>
        <p
          className="text-sm whitespace-pre-line text-muted-foreground"
          lang={languageTags[language].html}
        >
          {text.description}
        </p>
        <p className="text-sm whitespace-pre-line" lang={languageTags[language].html}>
          <span className="font-medium" lang="de">
            {copy.results}
          </span>{' '}
          {text.results}
        </p>
        {caseStudy.images.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {caseStudy.images.map((src, index) => (
              <li key={src}>
                <img
                  loading="lazy"
                  sizes="80px"
                  srcSet={responsiveSource(src, meta[src]).srcSet}
                  src={src}
                  alt={fill(copy.imageAlt, { title, n: index + 1 })}
                  width={80}
                  height={60}
                  className="h-15 w-20 rounded bg-muted object-cover"
                />
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-2 flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            variant={caseStudy.published ? 'accent' : 'outline'}
            onClick={togglePublished}
            disabled={setPublished.isPending}
          >
            {caseStudy.published ? copy.published : copy.draft}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => onEdit(caseStudy)}>
            {copy.edit}
          </Button>
          <CaseStudyVersions caseStudy={caseStudy} title={title} />
          <Link
            to={`/admin/case-studies/${caseStudy.id}/preview`}
            aria-label={fill(copy.previewLabel, { title })}
            className={buttonVariants({ size: 'sm', variant: 'outline' })}
          >
            {copy.preview}
          </Link>
          <Button
            type="button"
            size="sm"
            variant="destructive"
            onClick={confirmDelete}
            disabled={remove.isPending}
          >
            {copy.delete}
          </Button>
        </div>
      </div>
    </li>
  );
}
