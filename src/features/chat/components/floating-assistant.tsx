import { MessageCircle, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useLocation } from 'react-router';

import { chatCopy as chatCopies } from '@/content/chat';
import { useLocale } from '@/lib/use-locale';
import { cn } from '@/lib/utils';

import { useScrolledPast } from '@/lib/use-scrolled-past';
import type { ConversationStore } from '../model/conversation';
import { FLOATING_THRESHOLD_VH } from '../model/floating';
import { ChatBox, type MicSlotProps, type RequestMeeting } from './chat-box';

export type FloatingAssistantProps = {
  onRequestMeeting?: RequestMeeting;
  mic?: (props: MicSlotProps) => React.ReactNode;
  /** For tests: another conversation than the visit's one. */
  store?: ConversationStore;
};

/**
 * On phones the on-screen keyboard shrinks the visual viewport but not the layout viewport: lift
 * the panel by the difference so its input stays visible.
 */
function useKeyboardInset(active: boolean): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!active || !viewport) return;
    const update = () =>
      setInset(Math.max(0, window.innerHeight - viewport.height - viewport.offsetTop));
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
      setInset(0);
    };
  }, [active]);
  return inset;
}

/** Set in `sessionStorage` once the panel was opened: the pulse does not come back this visit. */
const OPENED_KEY = 'assistant-opened';

function openedThisVisit(): boolean {
  try {
    return sessionStorage.getItem(OPENED_KEY) === '1';
  } catch {
    return false;
  }
}

const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The floating assistant: a button at the bottom right once the page
 * is scrolled past 80% of the viewport height, with the tooltip 'Ask me anything' and a pulsing
 * dot until first opened in this visit (it stays off after a reload). It opens a compact chat
 * panel (450 px on ≥ sm screens, full width on phones) over a dimmed backdrop, as a modal dialog:
 * focus moves in, Tab stays inside, Escape, the close control, the backdrop or scrolling back to
 * the top close it, and focus returns to the button. The page stays scrollable so scrolling up can
 * close it. Following a link (a case study, the hand-off to the contact page) closes it too. The
 * conversation is the visit's one: closing the panel neither loses it nor cancels a reply in
 * progress.
 */
function FloatingAssistant({ onRequestMeeting, mic, store }: FloatingAssistantProps) {
  const chatCopy = chatCopies[useLocale()];
  const visible = useScrolledPast(FLOATING_THRESHOLD_VH, 'vh');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(openedThisVisit);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const keyboardInset = useKeyboardInset(open);

  const close = useCallback(() => {
    setOpen(false);
    // Back to the control that opened it, when it is still there.
    requestAnimationFrame(() => buttonRef.current?.focus());
  }, []);

  // Scrolling back to the top closes the panel (the button hides there too).
  if (!visible && open) setOpen(false);
  // So does every navigation: the visitor wants to see the page a link in the panel led to.
  const { key: locationKey } = useLocation();
  const [openedAt, setOpenedAt] = useState(locationKey);
  if (openedAt !== locationKey) {
    setOpenedAt(locationKey);
    if (open) setOpen(false);
  }

  // Focus moves into the panel, to the message input.
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('textarea')?.focus();
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const openPanel = () => {
    setOpen(true);
    setOpened(true);
    try {
      sessionStorage.setItem(OPENED_KEY, '1');
    } catch {
      // storage disabled: the pulse stops for this page only
    }
  };

  // The booking dialog replaces the panel; focus is on the launcher first, so the dialog returns
  // it there when it closes.
  const requestMeeting: RequestMeeting | undefined = onRequestMeeting
    ? (request) => {
        buttonRef.current?.focus();
        setOpen(false);
        onRequestMeeting(request);
      }
    : undefined;

  const panelStyle: CSSProperties | undefined = keyboardInset
    ? { bottom: keyboardInset, maxHeight: `calc(100dvh - ${keyboardInset}px)` }
    : undefined;

  return (
    <>
      {open ? (
        <div
          aria-hidden
          data-testid="floating-backdrop"
          className="fixed inset-0 z-40 bg-black/60 motion-safe:animate-[fade-in_200ms_ease-out]"
          onClick={close}
        />
      ) : null}
      {open ? (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a dialog handles Escape and keeps Tab inside
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          data-testid="floating-panel"
          onKeyDown={onKeyDown}
          style={panelStyle}
          className="fixed inset-x-0 bottom-0 z-50 flex h-[min(640px,85dvh)] w-full flex-col rounded-t-2xl border border-border bg-background p-4 shadow-2xl sm:inset-x-auto sm:right-6 sm:bottom-24 sm:w-[450px] sm:rounded-2xl"
        >
          <div className="mb-2 flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className="text-base font-semibold">
                {chatCopy.floating.dialogTitle}
              </h2>
              <p id={descriptionId} className="text-xs text-muted-foreground">
                {chatCopy.floating.dialogDescription}
              </p>
            </div>
            <button
              type="button"
              onClick={close}
              aria-label={chatCopy.floating.close}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <X aria-hidden className="size-5" />
            </button>
          </div>
          <ChatBox
            onRequestMeeting={requestMeeting}
            mic={mic}
            store={store}
            className="min-h-0 flex-1 justify-end"
            listClassName="min-h-0 flex-1"
          />
        </div>
      ) : null}
      <div
        className={cn(
          'group fixed right-6 bottom-6 z-30 transition-[opacity,translate] duration-300',
          visible && !open
            ? 'translate-y-0 opacity-100'
            : 'pointer-events-none translate-y-4 opacity-0',
        )}
        data-testid="floating-launcher"
        hidden={!visible}
      >
        <span
          role="tooltip"
          id={`${titleId}-tooltip`}
          className="pointer-events-none absolute right-0 bottom-full mb-2 rounded-md bg-foreground px-2.5 py-1 text-xs font-medium whitespace-nowrap text-background opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
        >
          {chatCopy.floating.tooltip}
        </span>
        <button
          ref={buttonRef}
          type="button"
          onClick={openPanel}
          aria-label={chatCopy.floating.open}
          aria-haspopup="dialog"
          aria-expanded={open}
          tabIndex={visible && !open ? 0 : -1}
          className="relative inline-flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-reduce:hover:scale-100"
        >
          <MessageCircle aria-hidden className="size-6" />
          {opened ? null : (
            <span
              aria-hidden
              data-testid="floating-dot"
              className="absolute -top-0.5 -right-0.5 flex size-3.5"
            >
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-destructive opacity-75 motion-reduce:animate-none" />
              <span className="relative inline-flex size-3.5 rounded-full bg-destructive" />
            </span>
          )}
        </button>
      </div>
    </>
  );
}

export default FloatingAssistant;
