import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

import { toast } from '@/components/ui/use-toast';

import { voiceMessages as voiceCopies } from '@/content/voice';
import { useLocale } from '@/lib/use-locale';
import { AUDIO_CONSTRAINTS, isVoiceSupported, recorderOptions } from './recorder-support';
import { transcribeAudio, VoiceLimitError, VoiceUnavailableError } from './transcribe-audio';

type VoiceState = 'idle' | 'recording' | 'processing';

/** Recording stops by itself after this long (with the recorder's bitrate, about 240 kB). */
export const MAX_RECORDING_MS = 60_000;

export type UseVoiceRecorderOptions = {
  /** Called with the non-empty transcript; the chat box sends it as the visitor's message. */
  onTranscript: (text: string) => void;
  /** True while the assistant is thinking: recording cannot start. */
  disabled?: boolean;
};

export type VoiceRecorder = {
  /**
   * False when the browser has no MediaRecorder or getUserMedia; 'unknown' while prerendering and
   * hydrating (the browser has not been asked yet).
   */
  supported: boolean | 'unknown';
  state: VoiceState;
  /** Whole seconds since recording started. */
  elapsedSeconds: number;
  /** The server said transcription is not configured; the button shows it. */
  unavailable: boolean;
  start: () => Promise<void>;
  /** Stops, transcribes and hands over the text. Rejects with 'MediaRecorder not initialized' when not recording. */
  stop: () => Promise<void>;
  /** Start when idle, stop when recording; errors become toasts. */
  toggle: () => void;
};

const subscribeNever = () => () => {};

export function useVoiceRecorder({
  onTranscript,
  disabled = false,
}: UseVoiceRecorderOptions): VoiceRecorder {
  const voiceMessages = voiceCopies[useLocale()];
  const supported = useSyncExternalStore<boolean | 'unknown'>(
    subscribeNever,
    isVoiceSupported,
    () => 'unknown',
  );
  const [state, setStateValue] = useState<VoiceState>('idle');
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  const [unavailable, setUnavailable] = useState(false);

  const stateRef = useRef<VoiceState>('idle');
  const startingRef = useRef(false);
  const mountedRef = useRef(false);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const chunksRef = useRef<Blob[]>([]);
  const tickRef = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const limitRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onTranscriptRef = useRef(onTranscript);

  useEffect(() => {
    onTranscriptRef.current = onTranscript;
  });

  const setState = useCallback((next: VoiceState) => {
    stateRef.current = next;
    if (mountedRef.current) setStateValue(next);
  }, []);

  const clearTimers = useCallback(() => {
    clearInterval(tickRef.current);
    clearTimeout(limitRef.current);
    tickRef.current = undefined;
    limitRef.current = undefined;
  }, []);

  /** Turns the microphone off (the browser's recording indicator goes away). */
  const releaseMic = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
  }, []);

  const handleRecording = useCallback(
    async (recording: Blob) => {
      try {
        const text = recording.size > 0 ? await transcribeAudio(recording) : '';
        if (text) onTranscriptRef.current(text);
        else toast(voiceMessages.nothingHeard);
      } catch (error) {
        if (error instanceof VoiceUnavailableError) {
          if (mountedRef.current) setUnavailable(true);
          toast(voiceMessages.unavailable);
        } else if (error instanceof VoiceLimitError) {
          toast({ title: voiceMessages.limited.title, description: error.message });
        } else {
          console.error('Voice transcription failed:', error);
          toast({ ...voiceMessages.voiceError, variant: 'destructive' });
        }
      } finally {
        setState('idle');
      }
    },
    [setState, voiceMessages],
  );

  const stop = useCallback((): Promise<void> => {
    const recorder = recorderRef.current;
    if (!recorder) return Promise.reject(new Error(voiceMessages.notInitialized));
    recorderRef.current = null;
    clearTimers();
    setState('processing');
    return new Promise<void>((resolve) => {
      const finish = () => {
        releaseMic();
        const type = recorder.mimeType || chunksRef.current[0]?.type || '';
        const recording = new Blob(chunksRef.current, type ? { type } : undefined);
        chunksRef.current = [];
        void handleRecording(recording).then(resolve);
      };
      if (recorder.state === 'inactive') {
        finish();
      } else {
        recorder.addEventListener('stop', finish, { once: true });
        recorder.stop();
      }
    });
  }, [clearTimers, handleRecording, releaseMic, setState, voiceMessages]);

  const start = useCallback(async () => {
    if (disabled || unavailable || stateRef.current !== 'idle' || startingRef.current) return;
    startingRef.current = true;
    try {
      let stream: MediaStream;
      try {
        stream = await navigator.mediaDevices.getUserMedia({ audio: AUDIO_CONSTRAINTS });
      } catch (error) {
        console.warn('Microphone access failed:', error);
        toast({ ...voiceMessages.microphoneError, variant: 'destructive' });
        return;
      }
      if (!mountedRef.current) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      streamRef.current = stream;
      let recorder: MediaRecorder;
      try {
        recorder = new MediaRecorder(stream, recorderOptions());
        chunksRef.current = [];
        recorder.addEventListener('dataavailable', (event: BlobEvent) => {
          if (event.data.size > 0) chunksRef.current.push(event.data);
        });
        recorder.start(1000);
      } catch (error) {
        releaseMic();
        console.error('MediaRecorder failed to start:', error);
        toast({ ...voiceMessages.voiceError, variant: 'destructive' });
        return;
      }
      recorderRef.current = recorder;
      const startedAt = Date.now();
      setElapsedSeconds(0);
      setState('recording');
      tickRef.current = setInterval(() => {
        setElapsedSeconds(Math.floor((Date.now() - startedAt) / 1000));
      }, 250);
      limitRef.current = setTimeout(() => void stop(), MAX_RECORDING_MS);
      toast(voiceMessages.recording);
    } finally {
      startingRef.current = false;
    }
  }, [disabled, unavailable, releaseMic, setState, stop, voiceMessages]);

  const toggle = useCallback(() => {
    if (stateRef.current === 'recording') {
      stop().catch((error: unknown) => {
        toast({
          title: voiceMessages.voiceError.title,
          description: error instanceof Error ? error.message : voiceMessages.notInitialized,
          variant: 'destructive',
        });
      });
    } else if (stateRef.current === 'idle') {
      void start();
    }
  }, [start, stop, voiceMessages]);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      clearTimers();
      const recorder = recorderRef.current;
      recorderRef.current = null;
      if (recorder && recorder.state !== 'inactive') recorder.stop();
      chunksRef.current = [];
      releaseMic();
    };
  }, [clearTimers, releaseMic]);

  return { supported, state, elapsedSeconds, unavailable, start, stop, toggle };
}

/** 75 → "01:15". */
export function formatElapsed(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
