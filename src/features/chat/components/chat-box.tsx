import { ArrowUp } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

import { chatCopy } from '@/content/chat';
import { cn } from '@/lib/utils';

import { type SendChatMessage, useChat } from '../hooks/use-chat';
import { useTypewriter } from '../hooks/use-typewriter';
import { REQUEST_LIMITS } from '../model/chat-state';
import { MessageList } from './message-list';

/** What a voice-input control (issue 6) gets from the chat box it sits in. */
export type MicSlotProps = {
  /** True while a reply is pending: the mic must be disabled (SPEC.md §4 'Chat'). */
  disabled: boolean;
  /** Sends transcribed text as a chat message. */
  send: (text: string) => void;
};

export type ChatBoxProps = {
  /** Opens the scheduling modal (the route passes `useBooking().open`). */
  onRequestMeeting?: () => void;
  /** Renders the microphone button; without it no mic is shown. */
  mic?: (props: MicSlotProps) => ReactNode;
  /** Tailwind classes for the message list's height; defaults to the home page's 500 px cap. */
  listClassName?: string;
  className?: string;
  /** For tests: replaces the network call. */
  sender?: SendChatMessage;
};

/** The chat box of SPEC.md 'Chat box': conversation, 'Thinking...', input with typewriter, chips. */
export function ChatBox({
  onRequestMeeting,
  mic,
  listClassName = 'max-h-[500px]',
  className,
  sender,
}: ChatBoxProps) {
  const chat = useChat({ sender });
  const inputId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const blank = chat.input.trim() === '';

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void chat.send();
    }
  };

  const pickSuggestion = (text: string) => {
    chat.setInput(text);
    inputRef.current?.focus();
  };

  const showChips = chat.messages.length === 0 && !chat.loading && chat.input.trim() === '';

  return (
    <div className={cn('flex min-h-0 flex-col gap-3', className)} data-testid="chat-box">
      <MessageList
        messages={chat.messages}
        loading={chat.loading}
        streamingText={chat.streamingText}
        onRequestMeeting={onRequestMeeting}
        className={listClassName}
      />
      <form
        className="flex items-end gap-2 rounded-2xl border border-border bg-background/80 p-2 shadow-sm backdrop-blur focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring"
        onSubmit={(event) => {
          event.preventDefault();
          void chat.send();
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
            maxLength={REQUEST_LIMITS.maxMessageChars}
            value={chat.input}
            disabled={chat.loading}
            // The animated placeholder is drawn below; this keeps a real one for assistive tech.
            placeholder={chatCopy.placeholderPhrases[0]}
            onChange={(event) => chat.setInput(event.target.value)}
            onKeyDown={onKeyDown}
            className="block [field-sizing:content] max-h-40 min-h-10 w-full resize-none bg-transparent px-2 py-2 text-base outline-none placeholder:text-transparent disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm"
          />
          {chat.input === '' ? <TypewriterPlaceholder /> : null}
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
    </div>
  );
}

/** The animated placeholder; its own component so each keystroke of the animation re-renders only it. */
function TypewriterPlaceholder() {
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
