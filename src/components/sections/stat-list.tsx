import { cn } from '@/lib/utils';

export type Stat = { value: string; label: string };

/** Big figures with a short label, as a description list. */
export function StatList({ items, className }: { items: readonly Stat[]; className?: string }) {
  return (
    <dl className={cn('grid gap-6 sm:grid-cols-3', className)}>
      {items.map((item) => (
        <div
          key={item.value}
          className="flex flex-col-reverse rounded-lg border border-border bg-card/60 p-6 text-center"
        >
          <dt className="mt-2 text-muted-foreground">{item.label}</dt>
          <dd className="text-4xl font-bold tracking-tight text-accent">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
