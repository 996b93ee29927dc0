import { rectSortingStrategy, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ImagePlus, X } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';

import { SortableArea } from '@/components/admin/sortable-area';
import { toast } from '@/components/ui/use-toast';
import { type ImageMetaMap, responsiveSource } from '@/lib/case-study-images';
import { fill } from '@/lib/template';
import { cn } from '@/lib/utils';

import { type StoredImage, uploadImage } from '../api/storage';
import { adminCopy } from '../copy';

const copy = adminCopy.dropzone;
const toasts = adminCopy.toasts;

/**
 * 'Bilder verwalten': upload by click or drop (many at once), reorder the thumbnails by drag
 * (mouse or keyboard), remove them. Each image is prepared in the browser (upright, scaled,
 * re-encoded without metadata) and uploaded at once; the list and its order are saved with the
 * form, which also decides when files leave storage.
 */
export function ImageManager({
  images,
  meta,
  onUploaded,
  onRemove,
  onMove,
  labelId,
}: {
  images: readonly string[];
  meta: ImageMetaMap;
  onUploaded: (uploaded: StoredImage[]) => void;
  onRemove: (url: string) => void;
  onMove: (from: number, to: number) => void;
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
      // One after another: each decode holds a full-size bitmap, which a phone cannot hold many of.
      const uploaded: StoredImage[] = [];
      let failures = 0;
      for (const file of accepted) {
        try {
          uploaded.push(await uploadImage(file, 'image'));
        } catch (error) {
          failures += 1;
          console.error('Image upload failed', file.name, error);
        }
      }
      setUploading(false);
      if (failures > 0) {
        toast({ title: toasts.error, description: toasts.uploadFailed, variant: 'destructive' });
      }
      if (uploaded.length > 0) {
        onUploaded(uploaded);
        toast({
          title: toasts.success,
          description:
            uploaded.length === 1
              ? toasts.uploaded
              : fill(toasts.uploadedMany, { n: uploaded.length }),
        });
      }
    },
    [onUploaded],
  );

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop: (accepted, rejected) => void onDrop(accepted, rejected),
    accept: { 'image/*': [] },
    multiple: true,
    disabled: uploading,
    noClick: true,
    noKeyboard: true,
  });

  const ids = [...images];
  const nameOf = (id: string) => fill(copy.imageAlt, { n: images.indexOf(id) + 1 });

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
          <SortableArea ids={ids} nameOf={nameOf} strategy={rectSortingStrategy} onMove={onMove}>
            <ul aria-describedby={hintId} className="grid grid-cols-3 gap-3 sm:grid-cols-4">
              {images.map((url, index) => (
                <Thumbnail
                  key={url}
                  url={url}
                  meta={meta}
                  n={index + 1}
                  onRemove={() => onRemove(url)}
                />
              ))}
            </ul>
          </SortableArea>
        </>
      ) : null}
    </div>
  );
}

function Thumbnail({
  url,
  meta,
  n,
  onRemove,
}: {
  url: string;
  meta: ImageMetaMap;
  n: number;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: url,
  });
  const source = responsiveSource(url, meta[url]);
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
          src={source.src}
          srcSet={source.srcSet}
          sizes="160px"
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
