import type { ReactNode } from 'react';

import type { CompareRow } from '@/components/admin/compare-table';
import { fill } from '@/lib/template';

import { adminCopy } from '../copy';
import { fieldLanguage, STORY_TEXT_FIELDS, type StoryContent } from '../lib/story-content';

const fields = adminCopy.fields;

/** One side of a compared field: text as written, images as thumbnails with their count. */
function Images({ urls }: { urls: readonly string[] }) {
  if (urls.length === 0) return <>{fields.empty}</>;
  return (
    <span className="grid gap-1">
      <span>{fill(fields.imageCount, { n: urls.length })}</span>
      <span className="flex flex-wrap gap-1">
        {urls.map((url, index) => (
          <img
            key={url}
            src={url}
            alt={fill(adminCopy.dropzone.imageAlt, { n: index + 1 })}
            width={48}
            height={36}
            loading="lazy"
            className="h-9 w-12 rounded bg-muted object-cover"
          />
        ))}
      </span>
    </span>
  );
}

function Logo({ url, label }: { url: string | null; label?: string }) {
  if (label) return <>{label}</>;
  if (!url) return <>{fields.empty}</>;
  return (
    <img
      src={url}
      alt={fields.logo}
      width={72}
      height={36}
      className="h-9 w-18 rounded bg-white object-contain p-0.5"
    />
  );
}

type Options = {
  /** Compare the status too (a revision against the current state; a form has none). */
  status?: boolean;
  /** Something to do with a field that differs, e.g. take the right-hand value. */
  action?: (field: 'text' | 'images' | 'logo', name: string, label: string) => ReactNode;
  /** Shown instead of the left logo (a logo file chosen in the form, not uploaded yet). */
  leftLogoLabel?: string;
};

/** The rows comparing two versions of a story: both languages' text, slug, client, logo, images. */
export function storyCompareRows(
  left: StoryContent,
  right: StoryContent,
  { status = false, action, leftLogoLabel }: Options = {},
): CompareRow[] {
  const rows: CompareRow[] = STORY_TEXT_FIELDS.map((field) => {
    const differs = (left[field] ?? '') !== (right[field] ?? '');
    return {
      key: field,
      label: fields[field],
      left: left[field] || fields.empty,
      right: right[field] || fields.empty,
      differs,
      lang: fieldLanguage(field),
      action: differs ? action?.('text', field, fields[field]) : undefined,
    };
  });
  const logoDiffers = leftLogoLabel !== undefined || left.logo !== right.logo;
  rows.push({
    key: 'logo',
    label: fields.logo,
    left: <Logo url={left.logo} label={leftLogoLabel} />,
    right: <Logo url={right.logo} />,
    differs: logoDiffers,
    action: logoDiffers ? action?.('logo', 'logo', fields.logo) : undefined,
  });
  const imagesDiffer = left.images.join('\n') !== right.images.join('\n');
  rows.push({
    key: 'images',
    label: fields.images,
    left: <Images urls={left.images} />,
    right: <Images urls={right.images} />,
    differs: imagesDiffer,
    action: imagesDiffer ? action?.('images', 'images', fields.images) : undefined,
  });
  if (status) {
    const label = (published: boolean) =>
      published ? adminCopy.list.published : adminCopy.list.draft;
    rows.push({
      key: 'published',
      label: fields.published,
      left: label(left.published),
      right: label(right.published),
      differs: left.published !== right.published,
    });
  }
  return rows;
}
