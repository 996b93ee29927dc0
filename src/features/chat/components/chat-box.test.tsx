import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

import { resetToasts, useToasts } from '@/components/ui/use-toast';
import { chatCopy as chatCopies } from '@/content/chat';
import { readContactPrefill } from '@/lib/contact-prefill';

import type { ChatRequest } from '../api/contract';
import type { SendOptions } from '../api/send-message';
import { type SendChatMessage, createConversationStore } from '../model/conversation';
import { ChatBox } from './chat-box';

const chatCopy = chatCopies.en;

type Call = {
  request: ChatRequest;
  options: SendOptions;
  resolve: (raw: string) => void;
  reject: (error: Error) => void;
};

/** A conversation of its own per test, whose replies the test gives. */
function controllableStore() {
  const calls: Call[] = [];
  const sender: SendChatMessage = (request, options) =>
    new Promise<string>((resolve, reject) => calls.push({ request, options, resolve, reject }));
  return { calls, store: createConversationStore({ storage: sessionStorage, sender }) };
}

/** Chat boxes link to site pages, so they render inside a router. */
function renderInRouter(ui: ReactNode) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
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
  beforeEach(() => sessionStorage.clear());
  afterEach(() => act(() => resetToasts()));

  it('shows the chips only while empty; a chip fills and focuses the input', async () => {
    const user = userEvent.setup();
    renderInRouter(<ChatBox store={controllableStore().store} />);
    for (const chip of chatCopy.suggestions)
      expect(screen.getByRole('button', { name: chip })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show me automation examples' }));
    expect(input()).toHaveValue('Show me automation examples');
    expect(input()).toHaveFocus();
    expect(screen.queryByRole('button', { name: chatCopy.suggestions[0] })).not.toBeInTheDocument();
  });

  it('shows the send button only for non-blank input', async () => {
    const user = userEvent.setup();
    renderInRouter(<ChatBox store={controllableStore().store} />);
    expect(screen.queryByRole('button', { name: chatCopy.send })).not.toBeInTheDocument();
    await user.type(input(), '   ');
    expect(screen.queryByRole('button', { name: chatCopy.send })).not.toBeInTheDocument();
    await user.type(input(), 'x');
    expect(screen.getByRole('button', { name: chatCopy.send })).toBeVisible();
  });

  it('Shift+Enter makes a new line; Enter sends; streaming, Thinking..., marker and meeting card', async () => {
    const user = userEvent.setup();
    const { calls, store } = controllableStore();
    const onRequestMeeting = vi.fn();
    renderInRouter(<ChatBox store={store} onRequestMeeting={onRequestMeeting} />);
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
    const { calls, store } = controllableStore();
    renderInRouter(
      <>
        <ChatBox store={store} />
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
    const { calls, store } = controllableStore();
    renderInRouter(
      <>
        <ChatBox store={store} />
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
    const { calls, store } = controllableStore();
    renderInRouter(
      <ChatBox
        store={store}
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

  it('a transcript from the mic is sent without touching the text being typed', async () => {
    const user = userEvent.setup();
    const { calls, store } = controllableStore();
    renderInRouter(
      <ChatBox
        store={store}
        mic={({ send }) => (
          <button type="button" onClick={() => send('spoken')}>
            Mic
          </button>
        )}
      />,
    );
    await user.type(input(), 'draft');
    await user.click(screen.getByRole('button', { name: 'Mic' }));
    expect(call(calls, 0).request.messages).toEqual([{ role: 'user', content: 'spoken' }]);
    expect(input()).toHaveValue('draft');
  });

  it('two chat boxes (hero and floating panel) show one conversation and one pending reply', async () => {
    const user = userEvent.setup();
    const { calls, store } = controllableStore();
    renderInRouter(
      <>
        <section aria-label="hero">
          <ChatBox store={store} />
        </section>
        <section aria-label="panel">
          <ChatBox store={store} />
        </section>
      </>,
    );
    const hero = within(screen.getByRole('region', { name: 'hero' }));
    const panel = within(screen.getByRole('region', { name: 'panel' }));
    await user.type(hero.getByRole('textbox'), 'From the hero{Enter}');
    expect(panel.getByRole('log')).toHaveTextContent('From the hero');
    expect(panel.getByText(chatCopy.thinking)).toBeVisible();
    expect(panel.getByRole('textbox')).toBeDisabled();
    await act(async () => call(calls, 0).resolve('Answer one'));
    expect(panel.getByRole('log')).toHaveTextContent('Answer one');
    await user.type(panel.getByRole('textbox'), 'From the panel{Enter}');
    expect(call(calls, 1).request.sessionId).toBe(call(calls, 0).request.sessionId);
    expect(call(calls, 1).request.messages).toHaveLength(3);
    expect(hero.getByRole('log')).toHaveTextContent('From the panel');
  });

  it('New conversation appears with the first message and starts over with a new session', async () => {
    const user = userEvent.setup();
    const { calls, store } = controllableStore();
    renderInRouter(<ChatBox store={store} />);
    expect(
      screen.queryByRole('button', { name: chatCopy.newConversation }),
    ).not.toBeInTheDocument();
    await user.type(input(), 'hi{Enter}');
    await act(async () => call(calls, 0).resolve('hello'));
    await user.click(screen.getByRole('button', { name: chatCopy.newConversation }));
    expect(screen.queryAllByTestId('chat-message')).toHaveLength(0);
    expect(screen.getByRole('button', { name: chatCopy.suggestions[0] })).toBeVisible();
    expect(input()).toHaveFocus();
    await user.type(input(), 'again{Enter}');
    expect(call(calls, 1).request.messages).toEqual([{ role: 'user', content: 'again' }]);
    expect(call(calls, 1).request.sessionId).not.toBe(call(calls, 0).request.sessionId);
  });

  it('hands the conversation to the contact page, from the chat and from the meeting card', async () => {
    const user = userEvent.setup();
    const { calls, store } = controllableStore();
    function ContactProbe() {
      const location = useLocation();
      return <pre data-testid="prefill">{readContactPrefill(location.state)}</pre>;
    }
    render(
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<ChatBox store={store} />} />
          <Route path="/contact" element={<ContactProbe />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: chatCopy.handoff.action })).not.toBeInTheDocument();
    await user.type(input(), 'We are an insurer{Enter}');
    await act(async () =>
      call(calls, 0).resolve('See [the story](/case-studies/1).\n\n[MEETING_CARD]'),
    );
    const [onCard, underInput, ...others] = screen.getAllByRole('link', {
      name: chatCopy.handoff.action,
    });
    expect(others).toEqual([]);
    expect(within(screen.getByTestId('meeting-card')).getByRole('link')).toBe(onCard);
    if (!underInput) throw new Error('no hand-off link under the input');
    await user.click(underInput);
    const prefill = screen.getByTestId('prefill').textContent ?? '';
    expect(prefill).toContain('Me: We are an insurer');
    expect(prefill).toMatch(/AI assistant: See the story \(https?:\/\/[^)]+\/case-studies\/1\)\./);
    expect(calls).toHaveLength(1); // nothing was sent anywhere
  });

  it('says under the input who processes the messages, with a link to the privacy policy', () => {
    renderInRouter(<ChatBox store={controllableStore().store} />);
    const note = screen.getByText(chatCopy.privacy.text, { exact: false });
    expect(within(note).getByRole('link', { name: chatCopy.privacy.link })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(input()).toHaveAccessibleDescription(/AI service provider/);
  });
});
