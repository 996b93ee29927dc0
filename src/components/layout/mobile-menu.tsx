import type { RefObject } from 'react';
import { NavLink } from 'react-router';

import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { cn } from '@/lib/utils';

import { ctaLinkClass } from './nav-styles';
import type { HeaderLabels, NavItem } from './nav-types';

/** The narrow-screen side menu headed 'Menu'. Loaded lazily by the header on first use. */
export function MobileMenu({
  open,
  onOpenChange,
  links,
  labels,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: readonly NavItem[];
  labels: HeaderLabels;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id="mobile-menu"
        side="right"
        closeLabel={labels.closeMenu}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetTitle>{labels.menuTitle}</SheetTitle>
        <SheetDescription className="sr-only">{labels.menuDescription}</SheetDescription>
        <nav aria-label={labels.primaryNav}>
          <ul className="flex flex-col gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <NavLink
                  to={link.href}
                  end={link.href === '/'}
                  onClick={() => onOpenChange(false)}
                  className={({ isActive }) =>
                    link.highlighted
                      ? cn(ctaLinkClass, 'mt-4 w-full')
                      : cn(
                          'block rounded-md px-3 py-3 text-base font-medium hover:bg-muted',
                          isActive ? 'text-foreground' : 'text-muted-foreground',
                        )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
