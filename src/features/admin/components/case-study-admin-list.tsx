import { arrayMove, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { type CaseStudy, inLanguage, storyTexts } from '@/lib/case-study';
import { languageTags, locales } from '@/lib/locale';
import { parseImageMeta, responsiveSource } from '@/lib/case-study-images';
import { fill } from '@/lib/template';
import { cn } from '@/lib/utils';

import { useDeleteCaseStudy } from '../api/delete-case-study';
import { useReorderCaseStudies } from '../api/reorder-case-studies';
import { useSetPublished } from '../api/set-published';
import { adminCopy } from '../copy';
import { SortableArea } from './sortable-area';

const copy = adminCopy.list;
const toasts = adminCopy.toasts;

/** 'Alle Case Studies': every case study, reorderable by drag (mouse or keyboard). */
export function CaseStudyAdminList({
  caseStudies,
  onEdit,
}: {
  caseStudies: CaseStudy[];
  onEdit: (caseStudy: CaseStudy) => void;
}) {
  const reorder = useReorderCaseStudies();
  const hintId = useId();
  const ids = caseStudies.map((c) => c.id);
  const titleOf = (id: string) => {
    const story = caseStudies.find((c) => c.id === id);
    // The admin reads German: the German title, else the English one.
    return story ? inLanguage(storyTexts(story), 'de').value.title : '';
  };

  function move(from: number, to: number) {
    const ordered = arrayMove(caseStudies, from, to);
    reorder.mutate(ordered, {
      onSuccess: () => toast({ title: toasts.success, description: toasts.reordered }),
      onError: (error) => {
        console.error('Saving the order failed', error);
        toast({ title: toasts.error, description: toasts.reorderFailed, variant: 'destructive' });
      },
    });
  }

  if (caseStudies.length === 0) return <p className="text-muted-foreground">{copy.empty}</p>;

  return (
    <>
      <p id={hintId} className="mb-4 text-sm text-muted-foreground">
        {copy.hint}
      </p>
      <SortableArea ids={ids} nameOf={titleOf} strategy={verticalListSortingStrategy} onMove={move}>
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
  caseStudy: CaseStudy;
  onEdit: (caseStudy: CaseStudy) => void;
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
      { id: caseStudy.id, published: !caseStudy.published, title },
      {
        onError: (error) => {
          console.error('Changing the status failed', error);
          toast({ title: toasts.error, description: toasts.toggleFailed, variant: 'destructive' });
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
          <Button asChild size="sm" variant="outline">
            <Link
              to={`/admin/case-studies/${caseStudy.id}/preview`}
              aria-label={fill(copy.previewLabel, { title })}
            >
              {copy.preview}
            </Link>
          </Button>
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
