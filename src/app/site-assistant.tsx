import { useBooking } from '@/features/booking';
// Imported from their modules, not from the chat feature's index: the root is on every page's
// first visit, and going through the index put the whole chat box into the root's chunk.
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
