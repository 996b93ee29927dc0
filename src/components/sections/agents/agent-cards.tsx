import { ChartColumn, HeartHandshake, ShieldCheck, TrendingUp } from 'lucide-react';

import { Card, CardDescription, CardTitle } from '@/components/ui/card';

import { Section, SectionHeader } from '../section';

const icons = {
  sales: TrendingUp,
  success: HeartHandshake,
  compliance: ShieldCheck,
  data: ChartColumn,
} as const;

type AgentCard = {
  icon: keyof typeof icons;
  name: string;
  highlight: string;
  description: string;
};

export type AgentCardsProps = {
  id: string;
  eyebrow: string;
  title: string;
  items: readonly AgentCard[];
};

export function AgentCards({ id, eyebrow, title, items }: AgentCardsProps) {
  return (
    <Section labelledBy={id}>
      <SectionHeader id={id} eyebrow={eyebrow} title={title} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => {
          const Icon = icons[item.icon];
          return (
            <li key={item.name}>
              <Card className="h-full">
                <Icon aria-hidden="true" className="mb-4 size-8 text-primary" />
                <CardTitle>{item.name}</CardTitle>
                <p className="mt-2 font-semibold text-accent">{item.highlight}</p>
                <CardDescription>{item.description}</CardDescription>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
