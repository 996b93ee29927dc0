import { type ReactElement, type ReactNode, cloneElement, useId } from 'react';

import { cn } from '@/lib/utils';

import { Label } from './label';

/** What a field gives its control. */
type FieldControlProps = {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * One form field: its label, its control, an optional hint and the field's error message, wired
 * for assistive technology. The control (an `Input`, a `Textarea`, a native `<input>`) gets the id
 * the label points at, `aria-invalid` while there is an error, and `aria-describedby` naming the
 * hint and the error, so a screen reader reads them with the field. The control must not set
 * those attributes itself.
 *
 * `before` sits between the label and the control (e.g. the current file of a file input), `after`
 * below the message (e.g. the file just chosen).
 */
export function Field({
  label,
  hint,
  error,
  before,
  after,
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  before?: ReactNode;
  after?: ReactNode;
  className?: string;
  children: ReactElement<FieldControlProps>;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {before}
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      ) : null}
      {after}
    </div>
  );
}
