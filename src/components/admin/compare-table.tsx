import type { ReactNode } from 'react';

import { cn } from '@/lib/utils';

/** One field of the two versions compared side by side. */
export type CompareRow = {
  key: string;
  label: string;
  left: ReactNode;
  right: ReactNode;
  /** Whether the two differ: the row is marked, in words as well as in colour. */
  differs: boolean;
  /** The language of the values when they are text in one (`en`, `de`). */
  lang?: string;
  /** Something to do with the row, e.g. take the right-hand value into the form. */
  action?: ReactNode;
};

export type CompareTableCopy = {
  field: string;
  changed: string;
  /** Heading of the actions column (read by screen readers only). */
  actions: string;
};

/**
 * Two versions of an item side by side, one row per field, the fields that differ marked
 * "geändert" (a table: each cell is announced with its field and its version).
 */
export function CompareTable({
  caption,
  leftHeading,
  rightHeading,
  rows,
  copy,
  testId,
}: {
  caption: string;
  leftHeading: string;
  rightHeading: string;
  rows: readonly CompareRow[];
  copy: CompareTableCopy;
  testId?: string;
}) {
  const withActions = rows.some((row) => row.action);
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm" data-testid={testId}>
        <caption className="mb-2 text-left font-medium">{caption}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="w-40 py-2 pr-3 font-medium">
              {copy.field}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {leftHeading}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {rightHeading}
            </th>
            {withActions ? (
              <th scope="col" className="py-2">
                <span className="sr-only">{copy.actions}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.key}
              data-differs={row.differs || undefined}
              className={cn('border-b border-border align-top', row.differs && 'bg-accent/10')}
            >
              <th scope="row" className="py-2 pr-3 font-medium">
                {row.label}
                {row.differs ? (
                  <span className="mt-1 block w-fit rounded bg-accent px-1.5 text-xs text-accent-foreground">
                    {copy.changed}
                  </span>
                ) : null}
              </th>
              <td lang={row.lang} className="py-2 pr-3 break-words whitespace-pre-line">
                {row.left}
              </td>
              <td lang={row.lang} className="py-2 pr-3 break-words whitespace-pre-line">
                {row.right}
              </td>
              {withActions ? <td className="py-2">{row.action}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
