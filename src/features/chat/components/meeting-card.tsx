import { CalendarDays } from 'lucide-react';

import { chatCopy as chatCopies } from '@/content/chat';
import { useLocale } from '@/lib/use-locale';

import { type Handoff, HandoffLink } from './handoff-link';

/**
 * The meeting card under replies that end with the meeting marker. Its main part is one button,
 * so a click on the card or on its 'Book 15min Call' part opens the scheduling modal. Below it,
 * the hand-off to the team (a link to the contact page with the conversation prefilled).
 */
export function MeetingCard({
  onRequestMeeting,
  handoff,
}: {
  onRequestMeeting?: () => void;
  handoff?: Handoff;
}) {
  const chatCopy = chatCopies[useLocale()];
  const { title, text, button } = chatCopy.meetingCard;
  return (
    <div
      data-testid="meeting-card"
      className="mt-3 rounded-xl border border-accent/40 bg-accent/10 transition-colors has-[button:hover]:bg-accent/15"
    >
      <button
        type="button"
        onClick={onRequestMeeting}
        className="flex w-full flex-col gap-3 rounded-xl p-4 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
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
      {handoff ? (
        <div className="border-t border-accent/20 px-4 py-2 text-sm">
          <HandoffLink handoff={handoff} />
        </div>
      ) : null}
    </div>
  );
}
