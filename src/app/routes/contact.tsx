import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { icons } from '@/components/icons';
import { Section, SectionHeader } from '@/components/sections/section';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { contactPage } from '@/content/contact';
import { siteCopy } from '@/content/site';
import { ContactForm } from '@/features/contact/contact-form';
import { readContactPrefill, readPrefillConversation } from '@/lib/contact-prefill';
import { isHydrated } from '@/lib/hydration';
import { localeOfPath } from '@/lib/locale';
import { pageMeta } from '@/lib/seo';
import { siteNameOf, withFacts } from '@/lib/site-facts';
import { useLocale } from '@/lib/use-locale';

import { localeOfRequest, revalidateOnLanguageChange } from '../language-data';
import { factValuesAtBuild } from '../site-content-data';
import type { Route } from './+types/contact';

/**
 * The page's copy in its language, its facts filled in, as route data: prerendered into the page
 * (and its `.data` file for client navigation), so the browser never downloads the other
 * language's copy of the form, keeping the page within the JavaScript budget of pages with a
 * form. The company's structured data is on /about, the page about it: here its code would
 * count against the form's budget.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return {
    copy: withFacts(contactPage[locale], await factValuesAtBuild(locale)),
  };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    ...loaderData.copy.meta,
    path: '/contact',
    locale: localeOfPath(location.pathname),
    siteName: siteNameOf(matches),
  });
}

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  const { state } = useLocation();
  const prefillMessage = readContactPrefill(state);
  // A message sent from the assistant's hand-off counts as that conversation's outcome.
  const conversationId = readPrefillConversation(state);
  const onSent = conversationId
    ? () =>
        void import('@/lib/chat-outcome').then(({ reportChatOutcome }) =>
          reportChatOutcome(conversationId, 'message'),
        )
    : undefined;
  const { copy } = loaderData;
  const locale = useLocale();
  // Entering the page from another one starts at its top. On a first load the browser has placed
  // the page itself, and the visitor may have scrolled before it became interactive: stay there.
  useEffect(() => {
    if (isHydrated()) window.scrollTo(0, 0);
  }, []);

  return (
    <Section labelledBy="contact-title">
      <SectionHeader
        id="contact-title"
        as="h1"
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={copy.intro}
      />
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <Card padding="responsive">
          <h2 className="mb-6 text-xl font-semibold">{copy.form.heading}</h2>
          <ContactForm copy={copy} prefillMessage={prefillMessage} onSent={onSent} />
        </Card>
        <ul className="grid content-start gap-4" aria-label={copy.cardsLabel}>
          {copy.cards.map((card) => {
            const Icon = icons[card.id];
            return (
              <li key={card.id}>
                <Card className="flex gap-4">
                  <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent" />
                  <div>
                    <CardTitle>{card.title}</CardTitle>
                    <CardDescription>{card.text}</CardDescription>
                    {card.link ? (
                      <a
                        href={card.link.href}
                        className="mt-3 inline-block font-medium text-accent underline underline-offset-4"
                        {...(card.link.external
                          ? { target: '_blank', rel: 'noopener noreferrer' }
                          : {})}
                      >
                        {card.link.label}
                        {card.link.external ? (
                          <span className="sr-only"> {siteCopy[locale].newTabHint}</span>
                        ) : null}
                      </a>
                    ) : null}
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}
