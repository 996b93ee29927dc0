import type { IconName } from '@/components/icons';
import { IconCardGrid } from '@/components/sections/icon-card-grid';

export type FeaturesCopy = {
  eyebrow: string;
  title: string;
  cards: readonly { icon: IconName; title: string; text: string }[];
};

/** The four feature cards. */
export function FeatureCards({ copy }: { copy: FeaturesCopy }) {
  return (
    <IconCardGrid
      sectionId="features"
      id="features-title"
      eyebrow={copy.eyebrow}
      title={copy.title}
      items={copy.cards.map(({ icon, title, text }) => ({ icon, title, description: text }))}
      descriptionSize="default"
    />
  );
}
