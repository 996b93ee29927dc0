import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export type Step = { title: string; description: string };

/** Numbered steps in reading order (an ordered list of cards). */
export function StepList({ steps, className }: { steps: readonly Step[]; className?: string }) {
  return (
    <ol className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-4', className)}>
      {steps.map((step, index) => (
        <li key={step.title}>
          <Card className="h-full">
            <span
              aria-hidden="true"
              className="mb-4 flex size-10 items-center justify-center rounded-full bg-primary/15 text-lg font-bold text-primary"
            >
              {index + 1}
            </span>
            <CardTitle>{step.title}</CardTitle>
            <CardDescription size="lg">{step.description}</CardDescription>
          </Card>
        </li>
      ))}
    </ol>
  );
}
