import {
  type ReactNode,
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';

const BookingDialog = lazy(() =>
  import('./booking-dialog').then((m) => ({ default: m.BookingDialog })),
);

export type BookingControls = {
  /** Opens the one booking dialog of the site. */
  open: () => void;
  close: () => void;
  isOpen: boolean;
};

const BookingContext = createContext<BookingControls | null>(null);

/**
 * Owns the site's single booking dialog. Mount once in the root; any route opens it with
 * `useBooking().open()`. The dialog's code (Radix Dialog, the embed loader) is fetched on first open.
 */
export function BookingProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setRequested(true);
    setIsOpen(true);
  }, []);
  const close = useCallback(() => setIsOpen(false), []);
  const value = useMemo(() => ({ open, close, isOpen }), [open, close, isOpen]);

  return (
    <BookingContext.Provider value={value}>
      {children}
      {requested ? (
        <Suspense fallback={null}>
          <BookingDialog
            open={isOpen}
            onOpenChange={setIsOpen}
            onClosed={() => opener.current?.focus()}
          />
        </Suspense>
      ) : null}
    </BookingContext.Provider>
  );
}

export function useBooking(): BookingControls {
  const controls = useContext(BookingContext);
  if (!controls) throw new Error('useBooking() must be used inside <BookingProvider>.');
  return controls;
}
