import type { MouseEvent, ReactNode } from 'react';

import { CONTACT_PATH } from '@/lib/contact-prefill';
import { env } from '@/lib/env';
import { useLocalizedPath } from '@/lib/use-locale';

import { useBooking } from './booking-context';

/**
 * Where a booking link leads when the dialog cannot open it (before the page's script runs, or
 * with JavaScript off): the scheduling page itself, without the embed flag; the contact page when
 * no scheduling page is configured (the dialog says the same).
 */
export function bookingPageHref(meetingsUrl: string | undefined): string {
  if (!meetingsUrl) return CONTACT_PATH;
  const url = new URL(meetingsUrl);
  url.searchParams.delete('embed');
  return url.href;
}

const href = bookingPageHref(env.meetingsUrl);

/** A click the browser should handle itself: a new tab or window, a download, not the main button. */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A link to the scheduling page that, once the page is interactive, opens the booking dialog
 * instead. Works before hydration and without JavaScript; a middle or modified click still opens
 * the page in a new tab.
 */
export function BookingLink({ className, children }: { className?: string; children: ReactNode }) {
  const booking = useBooking();
  const localize = useLocalizedPath();
  return (
    <a
      href={localize(href)}
      className={className}
      onClick={(event) => {
        if (opensElsewhere(event)) return;
        event.preventDefault();
        booking.open();
      }}
    >
      {children}
    </a>
  );
}
