import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

import { Button } from '@/components/ui/button';
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
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center"
    >
      <h1
        id="not-found-title"
        className="bg-gradient-to-br from-primary to-accent bg-clip-text text-8xl font-extrabold tracking-tight text-transparent sm:text-9xl"
      >
        404
      </h1>
      <p className="mt-6 text-2xl font-semibold">Oops! Page not found</p>
      <Button asChild variant="accent" size="lg" className="mt-10">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Return to Home
        </Link>
      </Button>
    </section>
  );
}
