import { Section } from '@/components/sections/section';
import { buttonVariants } from '@/components/ui/button';
import { LocalLink } from '@/components/ui/local-link';
import { contactResultPages } from '@/content/contact-result';
import type { Locale } from '@/lib/locale';
import { pageMeta } from '@/lib/seo';
import { useSiteFacts, withFacts } from '@/lib/site-facts';
import { useLocale } from '@/lib/use-locale';

import { CONTACT_RESULT_PATHS } from './api/contact-contract';

export type ContactOutcome = keyof typeof contactResultPages.en;

/** The tags of an outcome page: its title, and never indexed. */
export function contactResultMeta(outcome: ContactOutcome, locale: Locale, siteName: string) {
  return pageMeta({
    ...contactResultPages[locale][outcome].meta,
    path: CONTACT_RESULT_PATHS[outcome],
    locale,
    siteName,
    noIndex: true,
  });
}

/**
 * Where the contact form leads when it was posted as a plain HTML form (before the page's script
 * ran): that the message was sent, or that it was not and how to go back to it.
 */
export function ContactResult({ outcome }: { outcome: ContactOutcome }) {
  const locale = useLocale();
  const page = withFacts(contactResultPages[locale][outcome], useSiteFacts().values);
  return (
    <Section labelledBy="contact-result-title" className="min-h-[60dvh]">
      <div className="mx-auto max-w-xl text-center">
        <h1 id="contact-result-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {page.title}
        </h1>
        <p className="mt-6 text-lg text-muted-foreground">{page.text}</p>
        <div className="mt-10 flex flex-wrap items-center justify-center gap-4">
          {page.links.map((link, index) => {
            const className = buttonVariants({
              variant: index === 0 ? 'accent' : 'outline',
              size: 'lg',
            });
            return link.to.startsWith('mailto:') ? (
              <a key={link.to} href={link.to} className={className}>
                {link.label}
              </a>
            ) : (
              <LocalLink key={link.to} to={link.to} className={className}>
                {link.label}
              </LocalLink>
            );
          })}
        </div>
      </div>
    </Section>
  );
}
