import { ArrowLeft } from 'lucide-react';

import { buttonVariants } from '@/components/ui/button';
import { LocalLink } from '@/components/ui/local-link';

type NotFoundLink = { to: string; label: string };

/**
 * The not-found page's content: the big "404", its message, an optional line saying what could not
 * be found, and the ways back (the first one the prominent button).
 */
export function NotFoundSection({
  heading,
  message,
  detail,
  links,
}: {
  heading: string;
  message: string;
  detail?: string;
  links: readonly [NotFoundLink, ...NotFoundLink[]];
}) {
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center"
    >
      <h1
        id="not-found-title"
        className="bg-gradient-to-br from-primary to-accent bg-clip-text text-8xl font-extrabold tracking-tight text-transparent sm:text-9xl"
      >
        {heading}
      </h1>
      <p className="mt-6 text-2xl font-semibold">{message}</p>
      {detail ? <p className="mt-3 text-muted-foreground">{detail}</p> : null}
      <div className="mt-10 flex flex-wrap items-center justify-center gap-4">
        {links.map((link, index) => (
          <LocalLink
            key={link.to}
            to={link.to}
            className={buttonVariants({ variant: index === 0 ? 'accent' : 'outline', size: 'lg' })}
          >
            {index === 0 ? <ArrowLeft aria-hidden="true" /> : null}
            {link.label}
          </LocalLink>
        ))}
      </div>
    </section>
  );
}
