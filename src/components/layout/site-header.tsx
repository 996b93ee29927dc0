import { Menu } from 'lucide-react';
import { useRef } from 'react';
import { Link, NavLink } from 'react-router';

import { useLocalizedPath } from '@/lib/use-locale';
import { cn } from '@/lib/utils';

import { LanguageSwitch } from './language-switch';
import { LogoMark } from './logo-mark';
import { MOBILE_MENU_ID, MobileMenu, supportsInvokerCommands } from './mobile-menu';
import type { HeaderLabels, NavItem } from './nav-types';
import { ctaLinkClass, navLinkClass } from './nav-styles';
import { useScrolledPast } from '@/lib/use-scrolled-past';

/** The bar gets a stronger shadow once the page is scrolled down more than 20 px. */
const SHADOW_SCROLL_THRESHOLD = 20;

export function SiteHeader({
  companyName,
  links,
  labels,
}: {
  companyName: string;
  links: readonly NavItem[];
  labels: HeaderLabels;
}) {
  const scrolled = useScrolledPast(SHADOW_SCROLL_THRESHOLD);
  const menu = useRef<HTMLDialogElement>(null);
  const localize = useLocalizedPath();

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      // Opaque rather than blurred: no `backdrop-filter` (see `Card`).
      className={cn(
        'sticky top-0 z-40 border-b border-border/60 bg-background transition-shadow duration-300',
        scrolled ? 'shadow-lg shadow-black/50' : 'shadow-sm shadow-black/10',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-6">
        <Link
          to={localize('/')}
          className="flex items-center gap-2 text-lg font-semibold"
          aria-label={`${companyName} – ${labels.homeLink}`}
        >
          <LogoMark size={28} />
          <span>{companyName}</span>
        </Link>
        <nav aria-label={labels.primaryNav} className="ml-auto hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <NavLink
                  to={localize(link.href)}
                  end={link.href === '/'}
                  className={link.highlighted ? cn(ctaLinkClass, 'ml-3') : navLinkClass}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch
          label={labels.languageSwitch}
          className={cn(navLinkClass({ isActive: false }), 'ml-auto lg:ml-0')}
        />
        <button
          type="button"
          commandfor={MOBILE_MENU_ID}
          command="show-modal"
          className="inline-flex size-10 items-center justify-center rounded-md text-foreground hover:bg-muted lg:hidden"
          aria-label={labels.openMenu}
          aria-haspopup="dialog"
          aria-controls={MOBILE_MENU_ID}
          onClick={() => {
            if (!supportsInvokerCommands()) menu.current?.showModal();
          }}
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
      </div>
      <MobileMenu dialogRef={menu} links={links} labels={labels} />
    </header>
  );
}
