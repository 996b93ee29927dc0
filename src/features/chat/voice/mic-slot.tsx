import { Suspense, lazy } from 'react';

import type { MicSlotProps } from '../components/chat-box';
import type { MicButton as MicButtonComponent } from './mic-button';

let micButton: Promise<{ default: typeof MicButtonComponent }> | undefined;

/**
 * Voice input is not needed for first paint: its code loads after the page, in its own chunk, and
 * is asked for in a task of its own. React asks for it while it hydrates the chat box, and asking
 * starts the chunk's preloads (a `<link>` per file, each a request the browser sets up on the main
 * thread): done there, they lengthened one of hydration's tasks.
 */
function loadMicButton() {
  micButton ??= new Promise((resolve) => setTimeout(resolve, 0))
    .then(() => import('./mic-button'))
    .then((module) => ({ default: module.MicButton }));
  return micButton;
}

const MicButton = lazy(loadMicButton);

/** Keeps the button's room while its code loads, so the input beside it does not move. */
function MicPlaceholder() {
  return <span aria-hidden="true" className="size-10 shrink-0" />;
}

/**
 * The chat box's `mic` slot: `<ChatBox mic={renderMic} />`. A transcript is sent as the visitor's
 * message; the mic is disabled while the assistant is thinking.
 */
export function renderMic({ disabled, send }: MicSlotProps) {
  return (
    <Suspense fallback={<MicPlaceholder />}>
      <MicButton disabled={disabled} onTranscript={send} />
    </Suspense>
  );
}
