import { useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { LocalLink } from '@/components/ui/local-link';
import { bookingDialog } from '@/content/booking';
import { useLocale } from '@/lib/use-locale';
import { env } from '@/lib/env';

import { MEETINGS_CONTAINER_CLASS, useMeetingsEmbed } from './use-meetings-embed';

/** The booking frame is 600 px high. */
const BOOKING_FRAME_HEIGHT = 600;
/** After this long without a loaded iframe, offer the booking page in a new tab. */
const BOOKING_LOAD_TIMEOUT_MS = 10_000;

/**
 * The scheduling modal: 'Schedule Your Call', the meetings frame and 'Maybe Later'. It closes with
 * Escape, the close icon, a backdrop click or 'Maybe Later' (Radix Dialog's own paths) and locks
 * the page's scrolling while open.
 */
export function BookingDialog({
  open,
  onOpenChange,
  onClosed,
  onBooked,
  meetingsUrl = env.meetingsUrl,
  scriptUrl = env.meetingsEmbedScriptUrl,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClosed?: () => void;
  /** A meeting was booked in the frame (its page says so, see `isBookedMessage`). */
  onBooked?: () => void;
  meetingsUrl?: string;
  scriptUrl?: string;
}) {
  const copy = bookingDialog[useLocale()];
  useBookedMessage(open ? meetingsUrl : undefined, onBooked);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={copy.close}
        size="wide"
        // Focus the dialog itself, not the first tabbable element, which may be the cross-origin
        // frame: keyboard focus inside it would swallow Escape.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (onClosed) {
            event.preventDefault();
            onClosed();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.subtitle}</DialogDescription>
        </DialogHeader>
        {meetingsUrl ? (
          <>
            <MeetingsFrame meetingsUrl={meetingsUrl} scriptUrl={scriptUrl} />
            <p className="text-xs text-muted-foreground">
              {copy.privacy.text}{' '}
              <DialogClose asChild>
                <LocalLink to={copy.privacy.href} className="underline underline-offset-2">
                  {copy.privacy.link}
                </LocalLink>
              </DialogClose>
            </p>
          </>
        ) : (
          <div className="rounded-md border border-border p-6 text-center" role="status">
            <p>{copy.notConfigured}</p>
            <DialogClose asChild>
              <LocalLink
                to={copy.contactLink.href}
                className="mt-4 inline-block text-accent underline underline-offset-4"
              >
                {copy.contactLink.label}
              </LocalLink>
            </DialogClose>
          </div>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{copy.maybeLater}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The names under which a meetings page says a meeting was booked (`{ <name>: true, … }`):
 * HubSpot's, and the misspelling with three e's that older embed pages still send.
 */
const BOOKED_MESSAGE_KEYS = ['meetingBookSucceeded', 'meeetingBookSucceeded'] as const;

/** Whether a message from the meetings page says a meeting was booked. */
function isBookedMessage(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    BOOKED_MESSAGE_KEYS.some((key) => (data as Record<string, unknown>)[key] === true)
  );
}

/**
 * Listens, while the dialog is open, for the message the meetings page posts to its parent when a
 * meeting is booked (`isBookedMessage`), from the meetings page's origin only.
 */
function useBookedMessage(meetingsUrl: string | undefined, onBooked: (() => void) | undefined) {
  useEffect(() => {
    if (!meetingsUrl || !onBooked) return;
    let origin: string;
    try {
      origin = new URL(meetingsUrl, window.location.href).origin;
    } catch {
      return;
    }
    const listener = (event: MessageEvent<unknown>) => {
      if (event.origin === origin && isBookedMessage(event.data)) onBooked();
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [meetingsUrl, onBooked]);
}

function MeetingsFrame({ meetingsUrl, scriptUrl }: { meetingsUrl: string; scriptUrl: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'loaded' | 'slow'>('loading');
  const copy = bookingDialog[useLocale()];
  useMeetingsEmbed(container, scriptUrl, true);

  useEffect(() => {
    const node = container.current;
    if (!node) return;
    let loaded = false;
    const markLoaded = () => {
      loaded = true;
      setState('loaded');
    };
    const watch = (iframe: HTMLIFrameElement) =>
      iframe.addEventListener('load', markLoaded, { once: true });
    const observer = new MutationObserver(() => {
      const iframe = node.querySelector('iframe');
      if (iframe) {
        observer.disconnect();
        watch(iframe);
      }
    });
    const existing = node.querySelector('iframe');
    if (existing) watch(existing);
    else observer.observe(node, { childList: true, subtree: true });
    const timer = setTimeout(() => {
      if (!loaded) setState('slow');
    }, BOOKING_LOAD_TIMEOUT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, []);

  return (
    <div
      className="relative overflow-y-auto rounded-md bg-white"
      style={{ height: BOOKING_FRAME_HEIGHT }}
    >
      {state !== 'loaded' ? (
        <div className="absolute inset-x-0 top-0 z-10 flex flex-col items-center gap-3 bg-white p-6 text-center text-zinc-700">
          {state === 'loading' ? (
            <Spinner label={copy.loading} />
          ) : (
            <div role="status">
              <p>{copy.slow}</p>
              <a
                href={meetingsUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-violet-800 underline underline-offset-4"
              >
                {copy.openInNewTab}
              </a>
            </div>
          )}
        </div>
      ) : null}
      <div
        ref={container}
        data-testid="meetings-frame"
        className={`${MEETINGS_CONTAINER_CLASS} relative h-full`}
        data-src={meetingsUrl}
        data-title={copy.frameTitle}
      />
    </div>
  );
}
