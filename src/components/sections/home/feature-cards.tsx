import { GraduationCap, type LucideIcon, Plug, Target, Timer } from 'lucide-react';

import { Section, SectionHeader } from '@/components/sections/section';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';

const icons = {
  plug: Plug,
  target: Target,
  timer: Timer,
  graduation: GraduationCap,
} satisfies Record<string, LucideIcon>;

export type FeaturesCopy = {
  eyebrow: string;
  title: string;
  cards: readonly { icon: keyof typeof icons; title: string; text: string }[];
};

/** The four feature cards. */
export function FeatureCards({ copy }: { copy: FeaturesCopy }) {
  return (
    <Section id="features" labelledBy="features-title">
      <SectionHeader id="features-title" eyebrow={copy.eyebrow} title={copy.title} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {copy.cards.map((card) => {
          const Icon = icons[card.icon];
          return (
            <li key={card.title}>
              <Card className="h-full">
                <Icon aria-hidden="true" className="size-8 text-accent" />
                <CardTitle className="mt-4">{card.title}</CardTitle>
                <CardDescription>{card.text}</CardDescription>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
