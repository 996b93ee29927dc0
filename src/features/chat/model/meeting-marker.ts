import { MEETING_MARKER } from '../api/contract';

export type VisibleReply = { text: string; showMeetingCard: boolean };

/**
 * The part of a (possibly still streaming) reply that may be shown: every marker removed, and
 * while streaming a trailing partial marker ('[', '[MEET'…) held back, so the marker never
 * flashes on screen even when it arrives split across chunks.
 */
export function visibleReply(raw: string, streaming: boolean): VisibleReply {
  const showMeetingCard = raw.includes(MEETING_MARKER);
  let text = raw.split(MEETING_MARKER).join('');
  if (streaming) {
    for (let length = Math.min(MEETING_MARKER.length - 1, text.length); length > 0; length--) {
      if (text.endsWith(MEETING_MARKER.slice(0, length))) {
        text = text.slice(0, -length);
        break;
      }
    }
  }
  return { text: streaming ? text.trimStart() : text.trim(), showMeetingCard };
}
