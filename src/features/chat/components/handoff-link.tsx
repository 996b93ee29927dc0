import { Send } from 'lucide-react';
import { Link } from 'react-router';

import { chatCopy as chatCopies } from '@/content/chat';
import { CONTACT_PATH, type ContactPrefillState } from '@/lib/contact-prefill';
import { type Locale, localizedPath } from '@/lib/locale';
import { useLocale } from '@/lib/use-locale';
import { cn } from '@/lib/utils';

/**
 * What the hand-off carries: the conversation for the message field, and the conversation's
 * language (a German conversation on an English page goes to /de/contact).
 */
export type Handoff = { state: ContactPrefillState; language: Locale };

/**
 * "Send this conversation to our team": opens the contact page in the conversation's language
 * with the conversation prefilled in its message field. Nothing is sent from here.
 */
export function HandoffLink({ handoff, className }: { handoff: Handoff; className?: string }) {
  const { state, language } = handoff;
  const chatCopy = chatCopies[useLocale()];
  return (
    <Link
      to={localizedPath(CONTACT_PATH, language)}
      state={state}
      className={cn(
        'inline-flex min-h-6 items-center gap-1.5 rounded-sm font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      <Send aria-hidden className="size-3.5" />
      {chatCopy.handoff.action}
    </Link>
  );
}
