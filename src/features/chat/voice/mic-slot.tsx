import type { MicSlotProps } from '../components/chat-box';
import { MicButton } from './mic-button';

/**
 * The chat box's `mic` slot: `<ChatBox mic={renderMic} />`. A transcript is sent as the visitor's
 * message; the mic is disabled while the assistant is thinking.
 */
export function renderMic({ disabled, send }: MicSlotProps) {
  return <MicButton disabled={disabled} onTranscript={send} />;
}
