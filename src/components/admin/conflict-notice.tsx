import { type ReactNode, useId } from 'react';

/**
 * A refused save, shown where the admin was working: the message in a live region (read out as
 * soon as it appears, focus stays where it was), then the comparison and the choices. The form
 * around it keeps everything typed.
 */
export function ConflictNotice({
  title,
  message,
  hint,
  children,
  actions,
  testId = 'conflict-notice',
}: {
  title: string;
  message: string;
  hint: string;
  children: ReactNode;
  actions: ReactNode;
  testId?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className="grid gap-4 rounded-lg border-2 border-destructive p-4"
    >
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
      <p role="alert">{message}</p>
      {children}
      <p className="text-sm text-muted-foreground">{hint}</p>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </section>
  );
}
