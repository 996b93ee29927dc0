import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { NavLink } from 'react-router';

import { useLocalizedPath } from '@/lib/use-locale';
import { cn } from '@/lib/utils';

import { LanguageSwitch } from './language-switch';
import { ctaLinkClass } from './nav-styles';
import type { HeaderLabels, NavItem } from './nav-types';

export const MOBILE_MENU_ID = 'mobile-menu';
const TITLE_ID = 'mobile-menu-title';
const DESCRIPTION_ID = 'mobile-menu-description';

/** Whether this browser runs `command`/`commandfor` itself; otherwise click handlers do it. */
export const supportsInvokerCommands = () =>
  typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;

/**
 * The narrow-screen side menu headed 'Menu': a native modal `<dialog>`, opened by the header's
 * button through an invoker command, so it works before the page's script has run. The browser
 * keeps focus inside it, makes the page behind inert, closes it on Escape and on a click on the
 * dimmed backdrop (`closedby="any"`), gives focus back to the button on close, and
 * exposes the button's expanded state itself (so it carries no `aria-expanded`).
 */
export function MobileMenu({
  dialogRef,
  links,
  labels,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  links: readonly NavItem[];
  labels: HeaderLabels;
}) {
  const localize = useLocalizedPath();
  return (
    <dialog
      ref={dialogRef}
      id={MOBILE_MENU_ID}
      closedby="any"
      aria-labelledby={TITLE_ID}
      aria-describedby={DESCRIPTION_ID}
      className="side-menu fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(20rem,85vw)] max-w-none flex-col gap-6 border-l border-border bg-card p-6 text-card-foreground shadow-2xl backdrop:bg-black/70 open:flex"
    >
      <h2 id={TITLE_ID} className="text-lg font-semibold">
        {labels.menuTitle}
      </h2>
      <p id={DESCRIPTION_ID} className="sr-only">
        {labels.menuDescription}
      </p>
      <nav aria-label={labels.primaryNav}>
        <ul className="flex flex-col gap-1">
          {links.map((link) => (
            <li key={link.href}>
              <NavLink
                to={localize(link.href)}
                end={link.href === '/'}
                onClick={() => dialogRef.current?.close()}
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
      <LanguageSwitch
        label={labels.languageSwitch}
        className="block rounded-md px-3 py-3 text-base font-medium text-muted-foreground hover:bg-muted"
        onClick={() => dialogRef.current?.close()}
      />
      <button
        type="button"
        commandfor={MOBILE_MENU_ID}
        command="close"
        onClick={() => {
          if (!supportsInvokerCommands()) dialogRef.current?.close();
        }}
        className="absolute top-5 right-5 rounded-sm p-1 text-muted-foreground transition-colors hover:text-foreground"
        aria-label={labels.closeMenu}
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </dialog>
  );
}
