import { Section, SectionHeader } from '../section';

export type MissionProps = {
  id: string;
  eyebrow: string;
  title: string;
  paragraphs: readonly string[];
};

export function Mission({ id, eyebrow, title, paragraphs }: MissionProps) {
  return (
    <Section labelledBy={id}>
      <SectionHeader id={id} eyebrow={eyebrow} title={title} />
      <div className="mx-auto max-w-3xl space-y-6 text-lg text-muted-foreground">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Section>
  );
}
