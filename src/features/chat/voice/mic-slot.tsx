import { Suspense, lazy } from 'react';

import type { MicSlotProps } from '../components/chat-box';

// Voice input is not needed for first paint: its code loads after the page, in its own chunk.
const MicButton = lazy(() =>
  import('./mic-button').then((module) => ({ default: module.MicButton })),
);

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
