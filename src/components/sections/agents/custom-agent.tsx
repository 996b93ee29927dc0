import { icons } from '@/components/icons';
import { buttonVariants } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';

import { Section, SectionHeader } from '../section';

const promiseIcons = [icons.target, icons.plug, icons.rocket] as const;

export type CustomAgentProps = {
  id: string;
  /** Read after the booking link, which opens in a new tab. */
  newTabHint: string;
  eyebrow: string;
  title: string;
  intro: string;
  /** The promises, each shown with the next of three icons. */
  features: readonly { title: string; description: string }[];
  ctaLabel: string;
  /** The booking page (the copy's `{bookingUrl}`, filled in from the company facts). */
  bookingUrl: string;
};

/** Custom agent pitch with its three promises and an external booking link. */
export function CustomAgent({
  id,
  eyebrow,
  title,
  intro,
  features,
  ctaLabel,
  bookingUrl,
  newTabHint,
}: CustomAgentProps) {
  return (
    <Section labelledBy={id} className="bg-card/40">
      <SectionHeader id={id} eyebrow={eyebrow} title={title} intro={intro} />
      <ul className="grid gap-8 md:grid-cols-3">
        {features.map((feature, index) => {
          const Icon = promiseIcons[index % promiseIcons.length] ?? icons.target;
          return (
            <li key={feature.title} className="text-center">
              <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-accent/15 text-accent">
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <h3 className="text-xl font-semibold">{feature.title}</h3>
              <p className="mt-2 text-muted-foreground">{feature.description}</p>
            </li>
          );
        })}
      </ul>
      <div className="mt-12 text-center">
        <ExternalLink
          href={bookingUrl}
          newTabHint={newTabHint}
          className={buttonVariants({ variant: 'accent', size: 'lg' })}
        >
          {ctaLabel}
        </ExternalLink>
      </div>
    </Section>
  );
}
