import { CircleCheck, TriangleAlert } from 'lucide-react';

import { Card, CardDescription, CardTitle } from '@/components/ui/card';

import { Section, SectionHeader } from '../section';

const tones = {
  problem: { Icon: TriangleAlert, iconClass: 'text-amber-300' },
  benefit: { Icon: CircleCheck, iconClass: 'text-accent' },
} as const;

export type ItemGridCopy = {
  id: string;
  eyebrow: string;
  title: string;
  items: readonly { title: string; description: string }[];
};

/** Three cards of problems or benefits. */
export function ItemGrid({
  id,
  eyebrow,
  title,
  items,
  tone,
  className,
}: ItemGridCopy & { tone: keyof typeof tones; className?: string }) {
  const { Icon, iconClass } = tones[tone];
  return (
    <Section labelledBy={id} className={className}>
      <SectionHeader id={id} eyebrow={eyebrow} title={title} />
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.title}>
            <Card className="h-full">
              <Icon aria-hidden="true" className={`mb-4 size-8 ${iconClass}`} />
              <CardTitle>{item.title}</CardTitle>
              <CardDescription size="lg">{item.description}</CardDescription>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
