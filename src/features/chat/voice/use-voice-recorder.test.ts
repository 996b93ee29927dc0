import { act, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { installFakeMicrophone, uninstallFakeMicrophone } from '@/testing/fake-microphone';

import { MAX_AUDIO_BYTES } from '../api/contract';
import { recorderOptions } from './recorder-support';
import type * as TranscribeModule from './transcribe-audio';
import { transcribeAudio } from './transcribe-audio';
import { formatElapsed, MAX_RECORDING_MS, useVoiceRecorder } from './use-voice-recorder';

vi.mock('./transcribe-audio', async (importOriginal) => ({
  ...(await importOriginal<typeof TranscribeModule>()),
  transcribeAudio: vi.fn(),
}));

beforeEach(() => {
  installFakeMicrophone();
  vi.mocked(transcribeAudio).mockReset();
});
afterEach(() => uninstallFakeMicrophone());

describe('useVoiceRecorder', () => {
  it("rejects stopping with 'MediaRecorder not initialized' when nothing is recording", async () => {
    const { result } = renderHook(() => useVoiceRecorder({ onTranscript: vi.fn() }), {
      wrapper: MemoryRouter,
    });
    expect(result.current.state).toBe('idle');
    await expect(result.current.stop()).rejects.toThrow('MediaRecorder not initialized');
    expect(result.current.state).toBe('idle');
  });

  it('does not start while disabled', async () => {
    const { result } = renderHook(
      () => useVoiceRecorder({ onTranscript: vi.fn(), disabled: true }),
      { wrapper: MemoryRouter },
    );
    await act(() => result.current.start());
    expect(result.current.state).toBe('idle');
    expect(navigator.mediaDevices.getUserMedia).not.toHaveBeenCalled();
  });

  it('goes idle → recording → processing → idle', async () => {
    let finish: (text: string) => void = () => {};
    vi.mocked(transcribeAudio).mockImplementation(
      () => new Promise((resolve) => (finish = resolve)),
    );
    const onTranscript = vi.fn();
    const { result } = renderHook(() => useVoiceRecorder({ onTranscript }), {
      wrapper: MemoryRouter,
    });

    await act(() => result.current.start());
    expect(result.current.state).toBe('recording');

    let stopped: Promise<void> = Promise.resolve();
    act(() => {
      stopped = result.current.stop();
    });
    expect(result.current.state).toBe('processing');

    await act(async () => {
      finish('Show me automation examples');
      await stopped;
    });
    expect(result.current.state).toBe('idle');
    expect(onTranscript).toHaveBeenCalledWith('Show me automation examples');
  });
});

describe('recording size', () => {
  it('the longest recording at the recorder’s bitrate is far below what transcribe-audio accepts', () => {
    const bitsPerSecond = recorderOptions().audioBitsPerSecond ?? Infinity;
    const longest = (bitsPerSecond / 8) * (MAX_RECORDING_MS / 1000);
    // Half the limit leaves room for the container and a browser that overshoots its bitrate.
    expect(longest).toBeLessThanOrEqual(MAX_AUDIO_BYTES / 2);
  });
});

describe('formatElapsed', () => {
  it('formats seconds as mm:ss', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(9)).toBe('00:09');
    expect(formatElapsed(60)).toBe('01:00');
    expect(formatElapsed(75)).toBe('01:15');
  });
});
