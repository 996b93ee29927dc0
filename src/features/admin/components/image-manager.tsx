import { arrayMove, rectSortingStrategy, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ImagePlus, X } from 'lucide-react';
import { type Dispatch, type SetStateAction, useCallback, useId, useState } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';

import { toast } from '@/components/ui/use-toast';
import { fill } from '@/lib/template';
import { cn } from '@/lib/utils';

import { removeImages, uploadImage } from '../api/storage';
import { adminCopy } from '../copy';
import { SortableArea } from './sortable-area';

const copy = adminCopy.dropzone;
const toasts = adminCopy.toasts;

/**
 * 'Bilder verwalten': upload by click or drop (many at once), reorder the thumbnails by drag
 * (mouse or keyboard), remove them. Uploads happen at once; the order is saved with the form.
 */
export function ImageManager({
  images,
  onChange,
  labelId,
}: {
  images: string[];
  onChange: Dispatch<SetStateAction<string[]>>;
  labelId: string;
}) {
  const [uploading, setUploading] = useState(false);
  const hintId = useId();

  const onDrop = useCallback(
    async (accepted: File[], rejected: FileRejection[]) => {
      if (rejected.length > 0) {
        toast({ title: toasts.error, description: toasts.notAnImage, variant: 'destructive' });
      }
      if (accepted.length === 0) return;
      setUploading(true);
      const results = await Promise.allSettled(accepted.map((file) => uploadImage(file, 'image')));
      setUploading(false);
      const urls = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      const failures = results.filter((r) => r.status === 'rejected');
      for (const failure of failures) console.error('Image upload failed', failure.reason);
      if (failures.length > 0) {
        toast({ title: toasts.error, description: toasts.uploadFailed, variant: 'destructive' });
      }
      if (urls.length > 0) {
        onChange((current) => [...current, ...urls]);
        toast({
          title: toasts.success,
          description:
            urls.length === 1 ? toasts.uploaded : fill(toasts.uploadedMany, { n: urls.length }),
        });
      }
    },
    [onChange],
  );

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop: (accepted, rejected) => void onDrop(accepted, rejected),
    accept: { 'image/*': [] },
    multiple: true,
    disabled: uploading,
    noClick: true,
    noKeyboard: true,
  });

  function remove(url: string) {
    onChange((current) => current.filter((u) => u !== url));
    void removeImages([url]);
  }

  const nameOf = (id: string) => fill(copy.imageAlt, { n: images.indexOf(id) + 1 });
  const move = (from: number, to: number) => onChange((current) => arrayMove(current, from, to));

  return (
    <div className="grid gap-3">
      <div
        {...getRootProps({
          className: cn(
            'flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center transition-colors',
            isDragActive ? 'border-accent bg-accent/10' : 'border-border',
            uploading && 'opacity-70',
          ),
        })}
        data-testid="image-dropzone"
      >
        <input {...getInputProps({ 'aria-label': copy.inputLabel, disabled: uploading })} />
        <ImagePlus aria-hidden="true" className="size-8 text-muted-foreground" />
        <button
          type="button"
          onClick={open}
          disabled={uploading}
          aria-describedby={labelId}
          className="rounded-md px-3 py-1 text-sm font-medium text-accent underline-offset-4 hover:underline disabled:opacity-60"
        >
          {uploading ? copy.uploading : isDragActive ? copy.active : copy.idle}
        </button>
        <span role="status" className="sr-only">
          {uploading ? copy.uploading : ''}
        </span>
      </div>

      {images.length > 0 ? (
        <>
          <p id={hintId} className="text-xs text-muted-foreground">
            {copy.thumbnailsHint}
          </p>
          <SortableArea ids={images} nameOf={nameOf} strategy={rectSortingStrategy} onMove={move}>
            <ul aria-describedby={hintId} className="grid grid-cols-3 gap-3 sm:grid-cols-4">
              {images.map((url, index) => (
                <Thumbnail key={url} url={url} n={index + 1} onRemove={() => remove(url)} />
              ))}
            </ul>
          </SortableArea>
        </>
      ) : null}
    </div>
  );
}

function Thumbnail({ url, n, onRemove }: { url: string; n: number; onRemove: () => void }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: url,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn('group relative', isDragging && 'z-10 opacity-80')}
      data-testid="thumbnail"
    >
      <button
        type="button"
        {...attributes}
        {...listeners}
        aria-label={fill(copy.moveImage, { n })}
        className="block w-full cursor-grab touch-none overflow-hidden rounded-md border border-border active:cursor-grabbing"
      >
        <img
          src={url}
          alt={fill(copy.imageAlt, { n })}
          width={160}
          height={120}
          className="aspect-[4/3] w-full bg-muted object-cover"
        />
      </button>
      <button
        type="button"
        onClick={onRemove}
        aria-label={fill(copy.removeImage, { n })}
        className="absolute top-1 right-1 rounded-full bg-destructive p-1 text-destructive-foreground opacity-0 shadow transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 focus-visible:opacity-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
