import { type ReactNode, useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from 'react-router';

import { BackgroundScene } from '@/components/layout/background-scene';
import { LanguageHint } from '@/components/layout/language-hint';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { Spinner } from '@/components/ui/spinner';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { germanEditionHint, navigation } from '@/content/navigation';
import { siteCopy } from '@/content/site';
import { BookingProvider } from '@/features/booking';
import { env } from '@/lib/env';
import { markHydrated } from '@/lib/hydration';
import { languageTags, localeOfPath } from '@/lib/locale';
import { fallbackMeta } from '@/lib/seo';
import { siteFactsOf, useSiteFacts, withFacts } from '@/lib/site-facts';
import { useLocale } from '@/lib/use-locale';

import type { Route } from './+types/root';
import { localeOfRequest, revalidateOnLanguageChange } from './language-data';
import { RouteErrorMessage } from './route-error';
import { SiteAssistant } from './site-assistant';
import { siteFactsAtBuild } from './site-content-data';
import stylesheet from './app.css?url';

/** Per-route layout switches, set with `export const handle: RouteHandle = { … }`. */
export type RouteHandle = {
  /** Hide the site footer (the /grid page shows the header only). */
  hideFooter?: boolean;
  /** No floating assistant (sign-in, the admin area and the decorative /grid page). */
  hideAssistant?: boolean;
};

/**
 * The company facts the layout of every page shows (header, footer, the default title and
 * description), read from the database when the site is built (the dev server: on each request)
 * and written out there in the page's language only, as every page carries them; the facts a
 * page's own copy quotes come with its route's data (src/lib/site-facts.ts). They never change
 * while a page is open, so the route loads them again only when the language changes.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return { site: await siteFactsAtBuild(localeOfRequest(request)) };
}

export const shouldRevalidate = revalidateOnLanguageChange;

/**
 * The tags of a page no route below sets them for: the SPA fallback, whose prerendered HTML holds
 * the root alone (every route module sets its own with `pageMeta()`, which replaces these).
 */
export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  const facts = siteFactsOf(matches);
  return fallbackMeta({
    ...withFacts(siteCopy[locale].defaultMeta, facts?.values),
    siteName: facts?.companyName ?? '',
    locale,
  });
}

export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <html lang={languageTags[locale].html}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0d17" />
        {/* The mark of public/favicon.svg as a 48 px PNG (chromium --headless --window-size=48,48
            --default-background-color=00000000 --screenshot=public/favicon.png public/favicon.svg):
            Chromium draws an SVG favicon as a document of its own on the page's main thread. */}
        <link rel="icon" href="/favicon.png" type="image/png" sizes="48x48" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        {/* After the content, not in the head: the page paints from its HTML and the rules of its
            own elements the build puts into it (scripts/critical-css.ts), and the scripts after
            it run only once it has loaded. */}
        <link rel="stylesheet" href={stylesheet} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return Object.assign({}, ...matches.map((m) => (m.handle ?? {}) as RouteHandle));
}

export default function App() {
  const handle = useRouteHandle();
  const locale = useLocale();
  const nav = navigation[locale];
  const copy = siteCopy[locale];
  const facts = useSiteFacts();
  // Marks the moment the page became interactive: prerendered pages hydrate once their JavaScript
  // has loaded, and the e2e suite waits for this before it acts.
  useEffect(markHydrated, []);
  return (
    <BookingProvider>
      <SkipLink targetId="main" label={nav.labels.skipLink} />
      <BackgroundScene url={env.backgroundSceneUrl} title={copy.backgroundSceneTitle} />
      <SiteHeader companyName={facts.companyName} links={nav.main} labels={nav.labels} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      {handle.hideFooter ? null : (
        <SiteFooter
          site={{ ...facts, tagline: copy.tagline }}
          legalLinks={nav.legal}
          labels={nav.footer}
        />
      )}
      {handle.hideAssistant ? null : <SiteAssistant />}
      <LanguageHint copy={germanEditionHint} />
      <LazyToaster />
    </BookingProvider>
  );
}

export function HydrateFallback() {
  return <Spinner label={siteCopy[useLocale()].loading} className="min-h-dvh" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-32 text-center">
      <RouteErrorMessage error={error} />
    </main>
  );
}
