import { CalendarDays } from 'lucide-react';

import { chatCopy } from '@/content/chat';

/**
 * The meeting card under some assistant replies (SPEC.md 'Chat box'). The whole card is one button,
 * so a click on the card or on its 'Book 15min Call' part opens the scheduling modal.
 */
export function MeetingCard({ onRequestMeeting }: { onRequestMeeting?: () => void }) {
  const { title, text, button } = chatCopy.meetingCard;
  return (
    <button
      type="button"
      onClick={onRequestMeeting}
      data-testid="meeting-card"
      className="mt-3 flex w-full flex-col gap-3 rounded-xl border border-accent/40 bg-accent/10 p-4 text-left transition-colors hover:bg-accent/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <span className="flex items-center gap-2 font-semibold">
        <CalendarDays aria-hidden className="size-4 text-accent" />
        {title}
      </span>
      <span className="text-sm text-muted-foreground">{text}</span>
      <span className="inline-flex h-9 items-center justify-center self-start rounded-md bg-accent px-3 text-sm font-medium text-accent-foreground">
        {button}
      </span>
    </button>
  );
}
