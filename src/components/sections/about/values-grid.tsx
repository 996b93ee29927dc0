import { Eye, ShieldCheck, Target, Users } from 'lucide-react';

import { Card, CardDescription, CardTitle } from '@/components/ui/card';

import { Section, SectionHeader } from '../section';

const icons = { target: Target, people: Users, shield: ShieldCheck, eye: Eye } as const;

type CompanyValue = {
  icon: keyof typeof icons;
  title: string;
  description: string;
};

export type ValuesGridProps = {
  id: string;
  eyebrow: string;
  title: string;
  items: readonly CompanyValue[];
};

export function ValuesGrid({ id, eyebrow, title, items }: ValuesGridProps) {
  return (
    <Section labelledBy={id}>
      <SectionHeader id={id} eyebrow={eyebrow} title={title} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => {
          const Icon = icons[item.icon];
          return (
            <li key={item.title}>
              <Card className="h-full">
                <Icon aria-hidden="true" className="mb-4 size-8 text-accent" />
                <CardTitle>{item.title}</CardTitle>
                <CardDescription size="lg">{item.description}</CardDescription>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
