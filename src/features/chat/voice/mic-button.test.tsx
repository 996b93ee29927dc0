import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/use-toast';

import { MicButton } from './mic-button';
import {
  FakeMediaRecorder,
  type FakeMic,
  installFakeMicrophone,
  uninstallFakeMicrophone,
} from '@/testing/fake-microphone';
import type * as TranscribeModule from './transcribe-audio';
import { transcribeAudio, VoiceLimitError, VoiceUnavailableError } from './transcribe-audio';

vi.mock('./transcribe-audio', async (importOriginal) => ({
  ...(await importOriginal<typeof TranscribeModule>()),
  transcribeAudio: vi.fn(),
}));

const transcribe = vi.mocked(transcribeAudio);

// findBy/waitFor wait longer than the default second: toasts animate, and CI machines are busy.
configure({ asyncUtilTimeout: 5_000 });

function renderMic(props: { disabled?: boolean } = {}) {
  const onTranscript = vi.fn();
  const view = render(
    <MemoryRouter>
      <MicButton onTranscript={onTranscript} {...props} />
      <Toaster />
    </MemoryRouter>,
  );
  return { onTranscript, ...view };
}

/** The toast whose title is `title`, as the visitor sees it. */
function toastTitled(title: string) {
  return screen.getByText(title, { selector: '[data-variant] *' }).closest('[data-variant]');
}

/** jsdom's Blob has no arrayBuffer(); FileReader it is. */
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

let mic: FakeMic;

beforeEach(() => {
  mic = installFakeMicrophone();
  transcribe.mockReset();
  resetToasts();
});

afterEach(() => {
  vi.useRealTimers();
  uninstallFakeMicrophone();
});

// Generous timeouts: these click through real timers and toasts on a possibly busy machine.
describe('MicButton', { timeout: 15_000 }, () => {
  it('is not rendered when the browser cannot record', () => {
    uninstallFakeMicrophone();
    renderMic();
    expect(screen.queryByRole('button', { name: 'Start voice input' })).not.toBeInTheDocument();
  });

  it('records mono 16 kHz audio with processing on, then sends the transcript', async () => {
    transcribe.mockResolvedValue('How can AI reduce our costs?');
    const user = userEvent.setup();
    const { onTranscript } = renderMic();

    await user.click(screen.getByRole('button', { name: 'Start voice input' }));

    expect(mic.getUserMedia).toHaveBeenCalledWith({
      audio: {
        channelCount: 1,
        sampleRate: 16000,
        echoCancellation: true,
        noiseSuppression: true,
        autoGainControl: true,
      },
    });
    const stopButton = await screen.findByRole('button', { name: 'Stop recording' });
    expect(stopButton).toHaveAttribute('aria-pressed', 'true');
    // The clock runs in real time here (a busy machine may already show 00:01); its values are
    // checked with fake timers below.
    expect(screen.getByRole('timer')).toHaveTextContent(/^00:0\d$/);
    expect(screen.getByText(/Recording started/)).toHaveAttribute('role', 'status');
    expect(toastTitled('Recording')).toHaveTextContent('Speak now... Click again to stop.');
    expect(toastTitled('Recording')).toHaveAttribute('data-variant', 'default');
    // 32 kbit/s keeps a full 60 s recording near 240 kB, far below the function's 1 MB limit.
    expect(FakeMediaRecorder.instances[0]?.options).toEqual({
      mimeType: 'audio/webm;codecs=opus',
      audioBitsPerSecond: 32_000,
    });

    let finish: (text: string) => void = () => {};
    transcribe.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    await user.click(stopButton);

    const busy = await screen.findByRole('button', { name: 'Transcribing voice input' });
    expect(busy).toBeDisabled();
    expect(mic.trackStop).toHaveBeenCalled();
    const sent = transcribe.mock.calls[0]?.[0];
    expect(sent?.type).toBe('audio/webm;codecs=opus');
    expect((await readBytes(sent as Blob)).subarray(0, 4)).toEqual(
      new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]),
    );

    await act(async () => finish('How can AI reduce our costs?'));
    expect(onTranscript).toHaveBeenCalledWith('How can AI reduce our costs?');
    expect(await screen.findByRole('button', { name: 'Start voice input' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows the elapsed time as mm:ss and stops by itself after 60 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    transcribe.mockResolvedValue('hello');
    const { onTranscript } = renderMic();

    await act(async () => {
      screen.getByRole('button', { name: 'Start voice input' }).click();
    });
    expect(screen.getByRole('button', { name: 'Stop recording' })).toBeInTheDocument();

    await act(async () => vi.advanceTimersByTime(5_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:05');
    await act(async () => vi.advanceTimersByTime(54_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:59');
    expect(transcribe).not.toHaveBeenCalled();

    await act(async () => vi.advanceTimersByTime(1_000));
    expect(transcribe).toHaveBeenCalledTimes(1);
    expect(mic.trackStop).toHaveBeenCalled();
    expect(onTranscript).toHaveBeenCalledWith('hello');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start voice input' })).toBeInTheDocument();
  });

  it('says so when microphone access is refused', async () => {
    mic.getUserMedia.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const user = userEvent.setup();
    renderMic();

    await user.click(screen.getByRole('button', { name: 'Start voice input' }));

    const shown = await waitFor(() => toastTitled('Microphone Error'));
    expect(shown).toHaveTextContent('Please allow microphone access to use voice input.');
    expect(shown).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByRole('button', { name: 'Start voice input' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(FakeMediaRecorder.instances).toHaveLength(0);
  });

  it('shows a destructive Voice Error when transcription fails, and releases the mic', async () => {
    transcribe.mockRejectedValue(new Error('HTTP 502'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { onTranscript } = renderMic();

    await user.click(screen.getByRole('button', { name: 'Start voice input' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));

    const shown = await waitFor(() => toastTitled('Voice Error'));
    expect(shown).toHaveTextContent('Failed to process voice input. Please try again.');
    expect(shown).toHaveAttribute('data-variant', 'destructive');
    expect(onTranscript).not.toHaveBeenCalled();
    expect(mic.trackStop).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Start voice input' })).toBeEnabled();
  });

  it('tells the visitor nothing was heard when the transcript is empty', async () => {
    transcribe.mockResolvedValue('');
    const user = userEvent.setup();
    const { onTranscript } = renderMic();

    await user.click(screen.getByRole('button', { name: 'Start voice input' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));

    const shown = await waitFor(() => toastTitled('Nothing heard'));
    expect(shown).toHaveAttribute('data-variant', 'default');
    expect(onTranscript).not.toHaveBeenCalled();
  });

  it('shows voice input as unavailable after the server says it is not configured', async () => {
    transcribe.mockRejectedValue(new VoiceUnavailableError());
    const user = userEvent.setup();
    renderMic();

    await user.click(screen.getByRole('button', { name: 'Start voice input' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));

    const shown = await waitFor(() => toastTitled('Voice input unavailable'));
    expect(shown).toHaveTextContent('Voice input is not available right now.');
    expect(await screen.findByRole('button', { name: 'Voice input unavailable' })).toBeDisabled();
  });

  it("shows the server's words when voice input is rate limited, and stays usable", async () => {
    transcribe.mockRejectedValue(
      new VoiceLimitError('Voice input has reached its daily limit. Please try again tomorrow.'),
    );
    const user = userEvent.setup();
    renderMic();

    await user.click(screen.getByRole('button', { name: 'Start voice input' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));

    const shown = await waitFor(() => toastTitled('Voice input paused'));
    expect(shown).toHaveTextContent('Voice input has reached its daily limit.');
    expect(await screen.findByRole('button', { name: 'Start voice input' })).toBeEnabled();
  });

  it('is disabled while the assistant is thinking', async () => {
    renderMic({ disabled: true });
    const button = screen.getByRole('button', { name: 'Start voice input' });
    expect(button).toBeDisabled();
  });

  it('records audio/mp4 where webm is not supported (Safari)', async () => {
    FakeMediaRecorder.supportedTypes = ['audio/mp4'];
    transcribe.mockResolvedValue('hi');
    const user = userEvent.setup();
    renderMic();

    await user.click(screen.getByRole('button', { name: 'Start voice input' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));

    expect(FakeMediaRecorder.instances[0]?.options).toEqual({
      mimeType: 'audio/mp4',
      audioBitsPerSecond: 32_000,
    });
    await waitFor(() => expect(transcribe).toHaveBeenCalled());
    expect(transcribe.mock.calls[0]?.[0].type).toBe('audio/mp4');
  });

  it('releases the microphone when unmounted mid-recording', async () => {
    const user = userEvent.setup();
    const { unmount } = renderMic();
    await user.click(screen.getByRole('button', { name: 'Start voice input' }));
    await screen.findByRole('button', { name: 'Stop recording' });

    unmount();

    expect(mic.trackStop).toHaveBeenCalled();
    expect(FakeMediaRecorder.instances[0]?.state).toBe('inactive');
    expect(transcribe).not.toHaveBeenCalled();
  });
});

describe('MicButton before hydration', () => {
  it('prerenders a placeholder of the button size, and no button', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(
      <MemoryRouter>
        <MicButton onTranscript={() => {}} />
      </MemoryRouter>,
    );
    expect(html).toContain('size-10');
    expect(html).not.toContain('<button');
  });
});
