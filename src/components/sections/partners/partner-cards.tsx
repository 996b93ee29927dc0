import { Check } from 'lucide-react';

import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ExternalLink } from '@/components/ui/external-link';
import { fill } from '@/lib/template';

import { Section } from '../section';

type Partner = {
  id: string;
  name: string;
  /** Root-relative path of the logo in `public/`. */
  logo: string;
  tagline: string;
  description: string;
  website: string;
  benefits: readonly string[];
};

export type PartnerCardsProps = {
  id: string;
  /** The list's heading, for screen readers only. */
  title: string;
  visitLabel: string;
  benefitsLabel: string;
  /** Alt text of a partner's logo; `{name}` is filled in. */
  logoAlt: string;
  partners: readonly Partner[];
  /** Read after the website links, which open in a new tab. */
  newTabHint: string;
};

/** One card per partner: logo, tagline, description, benefits and a link to their website. */
export function PartnerCards({
  id,
  title,
  visitLabel,
  benefitsLabel,
  logoAlt,
  partners,
  newTabHint,
}: PartnerCardsProps) {
  return (
    <Section labelledBy={id} className="pt-4 sm:pt-8">
      <h2 id={id} className="sr-only">
        {title}
      </h2>
      <ul className="grid grid-cols-1 gap-8 lg:grid-cols-2">
        {partners.map((partner) => (
          <li key={partner.id}>
            <Card padding="lg" className="flex h-full flex-col">
              <img
                src={partner.logo}
                alt={fill(logoAlt, { name: partner.name })}
                width={240}
                height={80}
                className="h-20 w-60 max-w-full rounded-md object-contain object-left"
              />
              <h3 className="mt-6 text-2xl font-semibold">{partner.name}</h3>
              <p className="mt-1 font-medium text-accent">{partner.tagline}</p>
              <p className="mt-4 text-muted-foreground">{partner.description}</p>
              <h4 className="mt-6 text-sm font-semibold tracking-wider uppercase">
                {benefitsLabel}
              </h4>
              <ul className="mt-3 flex-1 space-y-2">
                {partner.benefits.map((benefit) => (
                  <li key={benefit} className="flex gap-3">
                    <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent" />
                    <span>{benefit}</span>
                  </li>
                ))}
              </ul>
              <ExternalLink
                newTabHint={newTabHint}
                href={partner.website}
                className={buttonVariants({ variant: 'outline', className: 'mt-8 self-start' })}
              >
                {visitLabel}
                <span className="sr-only"> {partner.name}</span>
              </ExternalLink>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
