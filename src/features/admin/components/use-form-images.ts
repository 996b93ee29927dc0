import { arrayMove } from '@dnd-kit/sortable';
import { useEffect, useRef, useState } from 'react';

import { toast } from '@/components/ui/use-toast';
import type { AdminCaseStudy } from '@/lib/case-study';
import { type ImageMeta, parseImageMeta } from '@/lib/case-study-images';

import { filesOfUploads, removeImages, removeImagesOnExit, type StoredImage } from '../api/storage';
import { adminCopy } from '../copy';
import { isImage } from '../lib/files';

const toasts = adminCopy.toasts;

/**
 * The images and the logo of the case-study form: the gallery (its order and each image's sizes),
 * a newly chosen logo file (uploaded when the form is saved), and the form's uploads.
 *
 * Files: the saved versions keep theirs (the database deletes them when no version or trash item
 * refers to them any more); images uploaded into the form and removed again, or left behind by
 * cancelling or leaving, are deleted since nothing points at them. Once the form is saved, its
 * uploads belong to the saved story (`uploadsSaved`).
 */
export function useFormImages(editing: AdminCaseStudy | null) {
  const [images, setImages] = useState<string[]>(() => editing?.images ?? []);
  const [meta, setMeta] = useState<Record<string, ImageMeta>>(() =>
    parseImageMeta(editing?.image_meta),
  );
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const [logoInputKey, setLogoInputKey] = useState(0);

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

  /** Takes a saved version's images into the form (the sizes the form knows are kept). */
  function takeImagesOf(story: AdminCaseStudy) {
    setImages(story.images);
    setMeta((current) => ({ ...current, ...parseImageMeta(story.image_meta) }));
  }

  /** Shows a saved version's images and logo, dropping the form's own choices. */
  function resetTo(story: AdminCaseStudy) {
    setImages(story.images);
    setMeta(parseImageMeta(story.image_meta));
    clearLogo();
  }

  /** The saved case study points at the uploads now: they are no longer this form's to delete. */
  function uploadsSaved() {
    unsaved.current = [];
  }

  return {
    images,
    meta,
    logoFile,
    logoInputKey,
    addImages,
    removeImage,
    moveImage,
    chooseLogo,
    clearLogo,
    takeImagesOf,
    resetTo,
    uploadsSaved,
  };
}

export type FormImages = ReturnType<typeof useFormImages>;
