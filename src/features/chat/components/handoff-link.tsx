import { Send } from 'lucide-react';
import { Link } from 'react-router';

import { chatCopy } from '@/content/chat';
import { CONTACT_PATH, type ContactPrefillState } from '@/lib/contact-prefill';
import { cn } from '@/lib/utils';

/**
 * "Send this conversation to our team": opens the contact page with the conversation prefilled in
 * its message field (`state` from `useHandoffState`). Nothing is sent from here.
 */
export function HandoffLink({
  state,
  className,
}: {
  state: ContactPrefillState;
  className?: string;
}) {
  return (
    <Link
      to={CONTACT_PATH}
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
