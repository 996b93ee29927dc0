import { preload } from 'react-dom';

import { type ImageMeta, responsiveSource } from '@/lib/case-study-images';
import { cn } from '@/lib/utils';

/**
 * How an image loads: `lazy` below the fold (the default), `eager` for one that is on screen at
 * once, `priority` for the page's main image on the first screen (eager and fetched before other
 * images), `main` for a main image that is on the first screen of a wide window but below it on a
 * phone (a story's first photo, after its title and challenge): fetched first from the start
 * where the window is at least `WIDE_WINDOW` wide (a high-priority preload in the head), lazily
 * and at an image's usual low priority on a phone, where the first screen's text then has the
 * connection to itself (the `<img>` itself says no priority: `fetchpriority="high"` would make a
 * phone fetch it first as soon as the page is laid out, as it is within lazy loading's distance).
 */
export type ImageLoading = 'lazy' | 'eager' | 'priority' | 'main';

/** From this width (tablets, desktops) a story's first photo is on the first screen. */
const WIDE_WINDOW = '(min-width: 48rem)';

/**
 * A case-study photo or logo. With the sizes recorded at upload it offers every stored copy
 * (`srcset`) so the browser fetches the smallest that is sharp for `sizes`, and states the file's
 * pixel size (`width`/`height`); files saved before sizes were recorded show as the single file
 * they are, with `width`/`height` of the box they are shown in. Either way the box is set by the
 * caller's classes, so nothing moves when the file arrives.
 */
export function CaseStudyImage({
  url,
  meta,
  alt,
  sizes,
  width,
  height,
  loading = 'lazy',
  className,
}: {
  url: string;
  meta: ImageMeta | undefined;
  alt: string;
  /** The width the image is shown at, per breakpoint (the `sizes` attribute). */
  sizes: string;
  /** The box's size, used when the file's own size is unknown. */
  width: number;
  height: number;
  loading?: ImageLoading;
  className?: string;
}) {
  const source = responsiveSource(url, meta);
  if (loading === 'main') {
    preload(source.src, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: source.srcSet,
      imageSizes: source.srcSet ? sizes : undefined,
      media: WIDE_WINDOW,
    });
  }
  return (
    // `loading`, `sizes` and `srcSet` come before `src` so that a browser creating the element in
    // script knows it may wait and which file to pick before it starts a download.
    <img
      loading={loading === 'lazy' || loading === 'main' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'priority' ? 'high' : undefined}
      decoding="async"
      sizes={source.srcSet ? sizes : undefined}
      srcSet={source.srcSet}
      src={source.src}
      width={source.width ?? width}
      height={source.height ?? height}
      alt={alt}
      className={className}
    />
  );
}

/**
 * A client's logo on a light plate: logos are made for white paper, and a dark wordmark on the
 * site's dark cards would be unreadable.
 */
export function CaseStudyLogo({
  url,
  meta,
  alt,
  size,
  loading,
}: {
  url: string;
  meta: ImageMeta | undefined;
  alt: string;
  /** `card`: 160×48 on the list; `page`: 200×64 on a case study's page. */
  size: 'card' | 'page';
  loading?: ImageLoading;
}) {
  const box = size === 'card' ? { width: 160, height: 48 } : { width: 200, height: 64 };
  return (
    <div
      className={cn(
        'inline-flex self-start rounded-md bg-white px-3 py-2 shadow-sm ring-1 ring-black/5',
        size === 'page' && 'mb-6',
      )}
      data-testid="case-study-logo"
    >
      <CaseStudyImage
        url={url}
        meta={meta}
        alt={alt}
        sizes={`${box.width}px`}
        width={box.width}
        height={box.height}
        loading={loading}
        className={cn('object-contain object-left', size === 'card' ? 'h-12 w-40' : 'h-16 w-50')}
      />
    </div>
  );
}
