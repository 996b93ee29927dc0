import { Loader2, Mic, MicOff, Square } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

import { voiceMessages as voiceCopies } from '@/content/voice';
import { useLocale } from '@/lib/use-locale';
import { formatElapsed, useVoiceRecorder } from './use-voice-recorder';

export type MicButtonProps = {
  /** Receives the non-empty transcript; the chat box sends it as the visitor's message. */
  onTranscript: (text: string) => void;
  /** True while the assistant is thinking: the mic is disabled while waiting. */
  disabled?: boolean;
  className?: string;
};

/**
 * The chat box's microphone: click to record, click again to stop and transcribe. Renders nothing
 * in browsers that cannot record.
 */
export function MicButton({ onTranscript, disabled = false, className }: MicButtonProps) {
  const voiceMessages = voiceCopies[useLocale()];
  const voice = useVoiceRecorder({ onTranscript, disabled });
  // Prerendered HTML keeps the button's room, so the input does not move when it appears.
  if (voice.supported === 'unknown') {
    return <span aria-hidden="true" className={cn('size-10 shrink-0', className)} />;
  }
  if (!voice.supported) return null;

  const recording = voice.state === 'recording';
  const processing = voice.state === 'processing';
  const label = voice.unavailable
    ? voiceMessages.label.unavailable
    : recording
      ? voiceMessages.label.recording
      : processing
        ? voiceMessages.label.processing
        : voiceMessages.label.idle;
  const elapsed = formatElapsed(voice.elapsedSeconds);

  return (
    <div className={cn('flex shrink-0 items-center gap-2', className)}>
      {recording && (
        <span
          role="timer"
          aria-label={`Recording time ${elapsed}`}
          className="flex items-center gap-1.5 text-sm font-medium text-destructive tabular-nums"
        >
          <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-destructive" />
          {elapsed}
        </span>
      )}
      <Button
        type="button"
        size="icon"
        variant={recording ? 'destructive' : 'ghost'}
        aria-label={label}
        aria-pressed={recording}
        title={label}
        data-state={voice.unavailable ? 'unavailable' : voice.state}
        disabled={(disabled && !recording) || processing || voice.unavailable}
        onClick={voice.toggle}
      >
        {processing ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : recording ? (
          <Square aria-hidden="true" />
        ) : voice.unavailable ? (
          <MicOff aria-hidden="true" />
        ) : (
          <Mic aria-hidden="true" />
        )}
      </Button>
      <span role="status" className="sr-only">
        {recording
          ? voiceMessages.status.recording
          : processing
            ? voiceMessages.status.processing
            : ''}
      </span>
    </div>
  );
}
