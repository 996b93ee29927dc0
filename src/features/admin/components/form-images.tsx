import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';

import { adminCopy } from '../copy';
import { ImageManager } from './image-manager';
import type { FormImages } from './use-form-images';

const copy = adminCopy.form;

/**
 * The case-study form's 'Kunden-Logo' and 'Bilder verwalten': the current logo until another file
 * is chosen, the chosen file's name with 'Entfernen', and the gallery (upload, remove, reorder).
 */
export function FormImageFields({
  state,
  currentLogo,
}: {
  state: FormImages;
  /** The logo of the saved version the form is based on, if any. */
  currentLogo: string | null;
}) {
  const imagesId = useId();
  const { logoFile } = state;
  return (
    <>
      <Field
        label={copy.logo}
        hint={copy.logoHint}
        before={
          currentLogo && !logoFile ? (
            <div className="flex items-center gap-3 text-sm text-muted-foreground">
              <img
                src={currentLogo}
                alt={copy.currentLogo}
                width={96}
                height={40}
                className="h-10 w-24 rounded bg-white object-contain p-1"
              />
              {copy.currentLogo}
            </div>
          ) : null
        }
        after={
          logoFile ? (
            <div className="flex items-center gap-3 text-sm">
              <span>
                {copy.chosenLogo} <span data-testid="logo-file-name">{logoFile.name}</span>
              </span>
              <Button type="button" variant="outline" size="sm" onClick={state.clearLogo}>
                {copy.removeLogo}
              </Button>
            </div>
          ) : null
        }
      >
        <input
          key={state.logoInputKey}
          type="file"
          accept="image/*"
          onChange={(event) => state.chooseLogo(event.target.files?.[0])}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-muted file:px-3 file:py-1.5 file:text-foreground"
        />
      </Field>

      <div className="grid gap-1.5">
        <span id={imagesId} className="text-sm font-medium">
          {copy.images}
        </span>
        <ImageManager
          images={state.images}
          meta={state.meta}
          onUploaded={state.addImages}
          onRemove={state.removeImage}
          onMove={state.moveImage}
          labelId={imagesId}
        />
      </div>
    </>
  );
}
