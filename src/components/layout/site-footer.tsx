import { LocalLink } from '@/components/ui/local-link';

import type { NavItem } from './nav-types';

/** The company facts the footer shows. */
export type FooterCompany = {
  companyName: string;
  legalName: string;
  tagline: string;
  email: string;
  phone: string;
  /** The phone number as a `tel:` link. */
  phoneHref: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  /** The professional-network profiles. */
  socialLinks: readonly { label: string; href: string }[];
};

export type FooterLabels = {
  legalNav: string;
  contactHeading: string;
  followHeading: string;
  rights: string;
};

/** Footer: legal links, the professional-network link and the company facts. */
export function SiteFooter({
  site,
  legalLinks,
  labels,
}: {
  site: FooterCompany;
  legalLinks: readonly NavItem[];
  labels: FooterLabels;
}) {
  return (
    <footer className="border-t border-border bg-background/90 text-sm text-muted-foreground">
      <div className="mx-auto grid max-w-7xl gap-8 px-6 py-12 sm:grid-cols-3">
        <div>
          <p className="text-base font-semibold text-foreground">{site.companyName}</p>
          <p className="mt-2">{site.tagline}</p>
        </div>
        <address className="not-italic">
          <p className="font-semibold text-foreground">{labels.contactHeading}</p>
          <p className="mt-2">{site.legalName}</p>
          <p>{site.street}</p>
          <p>
            {site.postalCode} {site.city}, {site.country}
          </p>
          <p className="mt-2">
            <a
              className="underline-offset-4 hover:text-foreground hover:underline"
              href={`mailto:${site.email}`}
            >
              {site.email}
            </a>
          </p>
          <p>
            <a
              className="underline-offset-4 hover:text-foreground hover:underline"
              href={site.phoneHref}
            >
              {site.phone}
            </a>
          </p>
        </address>
        <div>
          <p className="font-semibold text-foreground">{labels.followHeading}</p>
          {site.socialLinks.map((link) => (
            <p key={link.href} className="mt-2">
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="underline-offset-4 hover:text-foreground hover:underline"
              >
                {link.label}
              </a>
            </p>
          ))}
        </div>
      </div>
      <div className="border-t border-border/60">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-6 py-6 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {site.legalName}. {labels.rights}
          </p>
          <nav aria-label={labels.legalNav}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <LocalLink
                    to={link.href}
                    className="underline-offset-4 hover:text-foreground hover:underline"
                  >
                    {link.label}
                  </LocalLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
