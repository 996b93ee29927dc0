import { type ReactNode, useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from 'react-router';

import { BackgroundScene } from '@/components/layout/background-scene';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { Spinner } from '@/components/ui/spinner';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import {
  footerLabels,
  legalNavigation,
  mainNavigation,
  navigationLabels,
} from '@/content/navigation';
import { siteConfig } from '@/content/site';
import { BookingProvider } from '@/features/booking';
import { env } from '@/lib/env';
import { markHydrated } from '@/lib/hydration';
import { fallbackMeta } from '@/lib/seo';

import type { Route } from './+types/root';
import { RouteErrorMessage } from './route-error';
import { SiteAssistant } from './site-assistant';
import './app.css';

/** Per-route layout switches, set with `export const handle: RouteHandle = { … }`. */
export type RouteHandle = {
  /** Hide the site footer (the /grid page shows the header only). */
  hideFooter?: boolean;
  /** No floating assistant (sign-in, the admin area and the decorative /grid page). */
  hideAssistant?: boolean;
};

/**
 * The tags of a page no route below sets them for: the SPA fallback, whose prerendered HTML holds
 * the root alone (every route module sets its own with `pageMeta()`, which replaces these).
 */
export function meta() {
  return fallbackMeta({ ...siteConfig.defaultMeta, siteName: siteConfig.companyName });
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0d17" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
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
  // Marks the moment the page became interactive: prerendered pages hydrate after their first
  // paint (scripts/deferred-hydration.ts), and the e2e suite waits for this before it acts.
  useEffect(markHydrated, []);
  return (
    <BookingProvider>
      <SkipLink targetId="main" label={navigationLabels.skipLink} />
      <BackgroundScene url={env.backgroundSceneUrl} title={siteConfig.backgroundSceneTitle} />
      <SiteHeader
        companyName={siteConfig.companyName}
        links={mainNavigation}
        labels={navigationLabels}
      />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      {handle.hideFooter ? null : (
        <SiteFooter site={siteConfig} legalLinks={legalNavigation} labels={footerLabels} />
      )}
      {handle.hideAssistant ? null : <SiteAssistant />}
      <LazyToaster />
    </BookingProvider>
  );
}

export function HydrateFallback() {
  return <Spinner label="Loading" className="min-h-dvh" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-32 text-center">
      <RouteErrorMessage error={error} />
    </main>
  );
}
