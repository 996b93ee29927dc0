import { IconCardGrid } from '../icon-card-grid';

const tones = {
  problem: { icon: 'problem', iconTone: 'warning' },
  benefit: { icon: 'benefit', iconTone: 'accent' },
} as const;

export type ItemGridCopy = {
  id: string;
  eyebrow: string;
  title: string;
  items: readonly { title: string; description: string }[];
};

/** Three cards of problems or benefits. */
export function ItemGrid({
  items,
  tone,
  ...heading
}: ItemGridCopy & { tone: keyof typeof tones; className?: string }) {
  const { icon, iconTone } = tones[tone];
  return (
    <IconCardGrid
      {...heading}
      items={items.map((item) => ({ ...item, icon }))}
      columns={3}
      iconTone={iconTone}
    />
  );
}
