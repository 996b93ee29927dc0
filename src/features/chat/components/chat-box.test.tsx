import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { resetToasts, useToasts } from '@/components/ui/use-toast';
import { chatCopy } from '@/content/chat';

import type { SendChatMessage } from '../hooks/use-chat';
import type { ChatRequest, SendOptions } from '../api/send-message';
import { ChatBox } from './chat-box';

type Call = {
  request: ChatRequest;
  options: SendOptions;
  resolve: (raw: string) => void;
  reject: (error: Error) => void;
};

function controllableSender() {
  const calls: Call[] = [];
  const sender: SendChatMessage = (request, options) =>
    new Promise<string>((resolve, reject) => calls.push({ request, options, resolve, reject }));
  return { calls, sender };
}

function ToastProbe() {
  const toasts = useToasts();
  return (
    <ul data-testid="toasts">
      {toasts.map((t) => (
        <li key={t.id} data-variant={t.variant}>
          {t.title}: {t.description}
        </li>
      ))}
    </ul>
  );
}

function call(calls: Call[], index: number): Call {
  const found = calls[index];
  if (!found) throw new Error(`no call #${index}`);
  return found;
}

const input = () => screen.getByRole('textbox', { name: chatCopy.inputLabel });

describe('ChatBox', { timeout: 20_000 }, () => {
  afterEach(() => resetToasts());

  it('shows the chips only while empty; a chip fills and focuses the input', async () => {
    const user = userEvent.setup();
    render(<ChatBox sender={controllableSender().sender} />);
    for (const chip of chatCopy.suggestions)
      expect(screen.getByRole('button', { name: chip })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show me automation examples' }));
    expect(input()).toHaveValue('Show me automation examples');
    expect(input()).toHaveFocus();
    expect(screen.queryByRole('button', { name: chatCopy.suggestions[0] })).not.toBeInTheDocument();
  });

  it('shows the send button only for non-blank input', async () => {
    const user = userEvent.setup();
    render(<ChatBox sender={controllableSender().sender} />);
    expect(screen.queryByRole('button', { name: chatCopy.send })).not.toBeInTheDocument();
    await user.type(input(), '   ');
    expect(screen.queryByRole('button', { name: chatCopy.send })).not.toBeInTheDocument();
    await user.type(input(), 'x');
    expect(screen.getByRole('button', { name: chatCopy.send })).toBeVisible();
  });

  it('Shift+Enter makes a new line; Enter sends; streaming, Thinking..., marker and meeting card', async () => {
    const user = userEvent.setup();
    const { calls, sender } = controllableSender();
    const onRequestMeeting = vi.fn();
    render(<ChatBox sender={sender} onRequestMeeting={onRequestMeeting} />);
    await user.type(input(), 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(input()).toHaveValue('Line one\nline two');
    expect(calls).toHaveLength(0);
    await user.keyboard('{Enter}');

    expect(calls).toHaveLength(1);
    expect(call(calls, 0).request.messages).toEqual([
      { role: 'user', content: 'Line one\nline two' },
    ]);
    expect(call(calls, 0).request.sessionId).toMatch(/^chat_\d+_[a-z0-9]+$/);
    expect(call(calls, 0).request.language).toMatch(/^[a-z]{2,3}$/);
    expect(input()).toHaveValue('');
    expect(input()).toBeDisabled();
    expect(screen.getByText(chatCopy.thinking)).toBeVisible();
    const log = screen.getByRole('log');
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(log).toHaveAttribute('aria-busy', 'true');

    // Enter while pending sends nothing.
    await user.keyboard('{Enter}');
    expect(calls).toHaveLength(1);

    act(() => call(calls, 0).options.onDelta?.('Sure, let us '));
    expect(screen.queryByText(chatCopy.thinking)).not.toBeInTheDocument();
    act(() => call(calls, 0).options.onDelta?.('talk.\n\n[MEET'));
    expect(log).not.toHaveTextContent('[');
    act(() => call(calls, 0).options.onDelta?.('ING_CARD]'));
    expect(log).not.toHaveTextContent('MEETING');
    await act(async () => call(calls, 0).resolve('Sure, let us talk.\n\n[MEETING_CARD]'));

    expect(input()).toBeEnabled();
    expect(log).toHaveAttribute('aria-busy', 'false');
    await waitFor(() => expect(log).toHaveTextContent('Sure, let us talk.'));
    expect(log).not.toHaveTextContent('MEETING_CARD');
    const card = screen.getByRole('button', {
      name: /Schedule a Call.*Talk to our AI experts about your specific needs.*Book 15min Call/,
    });
    await user.click(card);
    expect(onRequestMeeting).toHaveBeenCalledTimes(1);

    // The second send carries the history.
    await user.type(input(), 'And then?{Enter}');
    expect(call(calls, 1).request.messages).toEqual([
      { role: 'user', content: 'Line one\nline two' },
      { role: 'assistant', content: 'Sure, let us talk.' },
      { role: 'user', content: 'And then?' },
    ]);
    expect(call(calls, 1).request.sessionId).toBe(call(calls, 0).request.sessionId);
  });

  it('a failure turns loading off and shows the destructive Error toast with the message', async () => {
    const user = userEvent.setup();
    const { calls, sender } = controllableSender();
    render(
      <>
        <ChatBox sender={sender} />
        <ToastProbe />
      </>,
    );
    await user.type(input(), 'hi{Enter}');
    await act(async () =>
      call(calls, 0).reject(new Error('Too many messages. Please wait 2 minutes and try again.')),
    );
    expect(input()).toBeEnabled();
    expect(screen.queryByText(chatCopy.thinking)).not.toBeInTheDocument();
    const toast = screen.getByTestId('toasts').firstElementChild;
    expect(toast).toHaveTextContent(
      'Error: Too many messages. Please wait 2 minutes and try again.',
    );
    expect(toast).toHaveAttribute('data-variant', 'destructive');
  });

  it("an empty reply is the error 'No response from AI'; no message falls back to the generic text", async () => {
    const user = userEvent.setup();
    const { calls, sender } = controllableSender();
    render(
      <>
        <ChatBox sender={sender} />
        <ToastProbe />
      </>,
    );
    await user.type(input(), 'hi{Enter}');
    await act(async () => call(calls, 0).resolve('  [MEETING_CARD] '));
    expect(screen.getByTestId('toasts')).toHaveTextContent('Error: No response from AI');
    await user.type(input(), 'again{Enter}');
    await act(async () => call(calls, 1).reject(new Error('')));
    expect(screen.getByTestId('toasts')).toHaveTextContent(
      'Error: Failed to send message. Please try again.',
    );
    // Only user messages: nothing was appended for the failed replies.
    expect(screen.getAllByTestId('chat-message').map((m) => m.dataset.role)).toEqual([
      'user',
      'user',
    ]);
  });

  it('gives the mic slot the waiting state and a way to send transcripts', async () => {
    const user = userEvent.setup();
    const { calls, sender } = controllableSender();
    render(
      <ChatBox
        sender={sender}
        mic={({ disabled, send }) => (
          <button type="button" disabled={disabled} onClick={() => send('spoken question')}>
            Mic
          </button>
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Mic' }));
    expect(call(calls, 0).request.messages).toEqual([{ role: 'user', content: 'spoken question' }]);
    expect(screen.getByRole('button', { name: 'Mic' })).toBeDisabled();
  });
});
