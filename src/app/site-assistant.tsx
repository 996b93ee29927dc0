import { useBooking } from '@/features/booking';
import { LazyFloatingAssistant } from '@/features/chat/components/floating-assistant-loader';
import { renderMic } from '@/features/chat/voice';

/**
 * The floating assistant of every public page, wired to the site's one booking dialog. The root
 * layout mounts it once (so it stays mounted across page changes); routes where it does not belong
 * (/auth, the admin, /grid) opt out with `handle.hideAssistant`. Its code loads only once the
 * visitor scrolls past the threshold.
 */
export function SiteAssistant() {
  const booking = useBooking();
  return <LazyFloatingAssistant onRequestMeeting={booking.open} mic={renderMic} />;
}
