import { type ReactNode, useId } from 'react';

/** One language's fields of an item, grouped under the language's name. */
export function LanguageFields({
  legend,
  hint,
  lang,
  children,
}: {
  legend: string;
  hint?: string;
  lang: 'en' | 'de';
  children: ReactNode;
}) {
  const hintId = useId();
  return (
    <fieldset
      lang={lang}
      className="grid gap-5 rounded-md border border-border p-4"
      aria-describedby={hint ? hintId : undefined}
    >
      <legend lang="de" className="px-1 text-sm font-semibold">
        {legend}
      </legend>
      {hint ? (
        <p id={hintId} lang="de" className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
