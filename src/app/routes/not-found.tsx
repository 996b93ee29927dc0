import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

import { siteConfig } from '@/content/site';
import { pageMeta } from '@/lib/seo';

export function meta() {
  return pageMeta({
    title: 'Page not found',
    description: 'The page you were looking for does not exist.',
    path: '/404',
    siteName: siteConfig.companyName,
    noIndex: true,
  });
}

export default function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-32 text-center">
      <h1 className="text-6xl font-bold">404</h1>
      <p className="mt-4 text-xl text-muted-foreground">Oops! Page not found</p>
      <Link to="/" className="mt-6 text-accent underline underline-offset-4">
        Return to Home
      </Link>
    </section>
  );
}
