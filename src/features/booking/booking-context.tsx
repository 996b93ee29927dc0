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

export type BookingRequest = {
  /** Called when a meeting is booked in the dialog opened by this request. */
  onBooked?: () => void;
};

export type BookingControls = {
  /** Opens the one booking dialog of the site. */
  open: (request?: BookingRequest) => void;
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
  const onBooked = useRef<(() => void) | undefined>(undefined);

  const open = useCallback((request?: BookingRequest) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    onBooked.current = request?.onBooked;
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
            onBooked={() => {
              // Once per request: the dialog may report a booking more than once.
              const booked = onBooked.current;
              onBooked.current = undefined;
              booked?.();
            }}
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
