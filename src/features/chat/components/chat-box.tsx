import { ArrowUp, RotateCcw } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useMemo, useRef, useState } from 'react';

import { LocalLink } from '@/components/ui/local-link';
import { chatCopy as chatCopies } from '@/content/chat';
import { useLocale } from '@/lib/use-locale';
import { CONTACT_MESSAGE_MAX_LENGTH, contactPrefillState } from '@/lib/contact-prefill';
import { absoluteUrl } from '@/lib/seo';
import { cn } from '@/lib/utils';

import { CHAT_LIMITS } from '../api/contract';
import { useChat } from '../hooks/use-chat';
import { useTypewriter } from '../hooks/use-typewriter';
import type { ConversationStore } from '../model/conversation';
import { replyLanguage } from '../api/language';
import { conversationTranscript } from '../model/transcript';
import { type Handoff, HandoffLink } from './handoff-link';
import { MessageList } from './message-list';

/** What a voice-input control gets from the chat box it sits in. */
export type MicSlotProps = {
  /** True while a reply is pending: the mic is disabled until the reply is there. */
  disabled: boolean;
  /** Sends transcribed text as a chat message. */
  send: (text: string) => void;
};

/**
 * Opens the scheduling modal (the route passes `useBooking().open`); `onBooked` is called when a
 * meeting is booked in it, which counts as the conversation's outcome.
 */
export type RequestMeeting = (request: { onBooked: () => void }) => void;

export type ChatBoxProps = {
  onRequestMeeting?: RequestMeeting;
  /** Renders the microphone button; without it no mic is shown. */
  mic?: (props: MicSlotProps) => ReactNode;
  /** Tailwind classes for the message list's height; defaults to the home page's 500 px cap. */
  listClassName?: string;
  className?: string;
  /** For tests: another conversation than the visit's one. */
  store?: ConversationStore;
};

/**
 * The chat box: the conversation, 'Thinking...' while a reply is pending, the input with its
 * typewriter placeholder, the send button (only for non-blank text), and the suggestion chips.
 * Every chat box shows the visit's one conversation (`model/conversation.ts`); the text being typed
 * is its own. Once there are messages it offers the hand-off to the team and a new conversation;
 * a line under the input says who processes the messages.
 */
export function ChatBox({
  onRequestMeeting,
  mic,
  listClassName = 'max-h-[500px]',
  className,
  store,
}: ChatBoxProps) {
  const locale = useLocale();
  const chatCopy = chatCopies[locale];
  const chat = useChat(store);
  const [input, setInput] = useState('');
  const inputId = useId();
  const privacyId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const blank = input.trim() === '';
  const hasMessages = chat.messages.length > 0;

  const handoff = useMemo((): Handoff => {
    const language = replyLanguage(chat.messages, locale);
    const transcript = conversationTranscript(chat.messages, {
      maxLength: CONTACT_MESSAGE_MAX_LENGTH,
      absolute: absoluteUrl,
      language,
    });
    return { state: contactPrefillState(transcript, chat.sessionId), language };
  }, [chat.messages, chat.sessionId, locale]);

  const sendInput = () => {
    if (blank || chat.loading) return;
    void chat.send(input);
    setInput('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      sendInput();
    }
  };

  const pickSuggestion = (text: string) => {
    setInput(text);
    inputRef.current?.focus();
  };

  const startNew = () => {
    chat.startNew();
    inputRef.current?.focus();
  };

  const showChips = !hasMessages && !chat.loading && blank;

  return (
    <div className={cn('flex min-h-0 flex-col gap-3', className)} data-testid="chat-box">
      <MessageList
        messages={chat.messages}
        loading={chat.loading}
        streamingText={chat.streamingText}
        onRequestMeeting={
          onRequestMeeting
            ? () =>
                onRequestMeeting({
                  onBooked: () =>
                    void import('@/lib/chat-outcome').then(({ reportChatOutcome }) =>
                      reportChatOutcome(chat.sessionId, 'booking'),
                    ),
                })
            : undefined
        }
        handoff={handoff}
        className={listClassName}
      />
      <form
        className="flex items-end gap-2 rounded-2xl border border-border bg-background/90 p-2 shadow-sm focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring"
        onSubmit={(event) => {
          event.preventDefault();
          sendInput();
        }}
      >
        {mic ? mic({ disabled: chat.loading, send: (text) => void chat.send(text) }) : null}
        <div className="relative min-w-0 flex-1">
          <label htmlFor={inputId} className="sr-only">
            {chatCopy.inputLabel}
          </label>
          <textarea
            id={inputId}
            ref={inputRef}
            rows={1}
            maxLength={CHAT_LIMITS.maxMessageChars}
            value={input}
            disabled={chat.loading}
            aria-describedby={privacyId}
            // The animated placeholder is drawn below; this keeps a real one for assistive tech.
            placeholder={chatCopy.placeholderPhrases[0]}
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={onKeyDown}
            className="block [field-sizing:content] max-h-40 min-h-10 w-full resize-none bg-transparent px-2 py-2 text-base outline-none placeholder:text-transparent disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm"
          />
          {input === '' ? <TypewriterPlaceholder /> : null}
        </div>
        {blank ? null : (
          <button
            type="submit"
            aria-label={chatCopy.send}
            disabled={chat.loading}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground transition-colors hover:bg-accent/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50"
          >
            <ArrowUp aria-hidden className="size-5" />
          </button>
        )}
      </form>
      {showChips ? (
        <ul aria-label={chatCopy.suggestionsLabel} className="flex flex-wrap justify-center gap-2">
          {chatCopy.suggestions.map((suggestion) => (
            <li key={suggestion}>
              <button
                type="button"
                onClick={() => pickSuggestion(suggestion)}
                className="rounded-full border border-border bg-background/60 px-3 py-1.5 text-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {hasMessages ? (
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-1 text-sm">
          <HandoffLink handoff={handoff} />
          <button
            type="button"
            onClick={startNew}
            className="inline-flex min-h-6 items-center gap-1.5 rounded-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <RotateCcw aria-hidden className="size-3.5" />
            {chatCopy.newConversation}
          </button>
        </div>
      ) : null}
      <p id={privacyId} className="px-1 text-center text-xs text-muted-foreground">
        {chatCopy.privacy.text}{' '}
        <LocalLink to={chatCopy.privacy.href} className="underline underline-offset-2">
          {chatCopy.privacy.link}
        </LocalLink>
      </p>
    </div>
  );
}

/** The animated placeholder; its own component so each keystroke of the animation re-renders only it. */
function TypewriterPlaceholder() {
  const chatCopy = chatCopies[useLocale()];
  const { text, cursorVisible } = useTypewriter(chatCopy.placeholderPhrases, chatCopy.typewriter);
  return (
    <span
      aria-hidden
      data-testid="chat-typewriter"
      className="pointer-events-none absolute inset-0 truncate px-2 py-2 text-base text-muted-foreground sm:text-sm"
    >
      {text}
      <span
        data-testid="chat-cursor"
        className="ml-px inline-block w-px bg-current align-middle"
        style={{ height: '1.1em', opacity: cursorVisible ? 1 : 0 }}
      />
    </span>
  );
}
