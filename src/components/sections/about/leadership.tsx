import { Card } from '@/components/ui/card';

import { Section, SectionHeader } from '../section';

/** First letters of the first and last word: "Alex Example" → "AE". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

type FounderProfile = {
  name: string;
  role: string;
  bio: readonly string[];
};

export type LeadershipProps = {
  id: string;
  eyebrow: string;
  title: string;
  founder: FounderProfile;
};

/** The leadership section: one founder profile with initials in place of a photo. */
export function Leadership({ id, eyebrow, title, founder }: LeadershipProps) {
  return (
    <Section labelledBy={id} className="bg-card/40">
      <SectionHeader id={id} eyebrow={eyebrow} title={title} />
      <Card
        padding="lg"
        className="mx-auto flex max-w-3xl flex-col items-center gap-8 sm:flex-row sm:items-start"
      >
        <span
          aria-hidden="true"
          className="flex size-28 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-primary to-accent text-3xl font-bold text-primary-foreground"
        >
          {initials(founder.name)}
        </span>
        <div className="text-center sm:text-left">
          <h3 className="text-2xl font-semibold">{founder.name}</h3>
          <p className="mt-1 font-medium text-accent">{founder.role}</p>
          <div className="mt-4 space-y-4 text-muted-foreground">
            {founder.bio.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </Card>
    </Section>
  );
}
