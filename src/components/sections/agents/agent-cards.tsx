import type { IconName } from '@/components/icons';

import { IconCardGrid } from '../icon-card-grid';

type AgentCard = {
  icon: IconName;
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

/** The agents page's four agent cards: name, headline figure and description. */
export function AgentCards({ items, ...heading }: AgentCardsProps) {
  return (
    <IconCardGrid
      {...heading}
      items={items.map(({ name, ...card }) => ({ ...card, title: name }))}
      iconTone="primary"
      descriptionSize="default"
    />
  );
}
