import { Suspense, lazy, useEffect, useRef, type CSSProperties } from 'react';

import { chatCopy as chatCopies } from '@/content/chat';
import { useLocale } from '@/lib/use-locale';
import { cn } from '@/lib/utils';

import type { ChatMessage } from '../model/chat-state';
import type { Handoff } from './handoff-link';
import { MeetingCard } from './meeting-card';

const AssistantMarkdown = lazy(() => import('./assistant-markdown'));

/**
 * How much an item fades: the two newest are at full opacity; each older one loses 0.2 opacity and
 * gains 2 px of blur, down to 0.4 and up to 6 px.
 */
function fadeFor(indexFromNewest: number): { opacity: number; blurPx: number } {
  const age = Math.max(0, indexFromNewest - 1);
  return { opacity: Math.max(0.4, 1 - 0.2 * age), blurPx: Math.min(6, 2 * age) };
}

function fadeStyle(indexFromNewest: number): CSSProperties {
  const { opacity, blurPx } = fadeFor(indexFromNewest);
  return { opacity, filter: blurPx ? `blur(${blurPx}px)` : undefined };
}

function Bubble({
  from,
  text,
  style,
  children,
}: {
  from: ChatMessage['role'];
  text: string;
  style?: CSSProperties;
  children?: React.ReactNode;
}) {
  const chatCopy = chatCopies[useLocale()];
  const fromUser = from === 'user';
  return (
    <li
      data-role={from}
      data-testid="chat-message"
      style={style}
      className={cn(
        'flex transition-[opacity,filter] duration-300',
        fromUser ? 'justify-end' : 'justify-start',
      )}
    >
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed',
          fromUser ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
        )}
      >
        <span className="sr-only">{fromUser ? chatCopy.you : chatCopy.assistant}: </span>
        {fromUser ? (
          <p className="whitespace-pre-wrap">{text}</p>
        ) : (
          <Suspense fallback={<p className="whitespace-pre-wrap">{text}</p>}>
            <AssistantMarkdown text={text} />
          </Suspense>
        )}
        {children}
      </div>
    </li>
  );
}

export type MessageListProps = {
  messages: ChatMessage[];
  loading: boolean;
  streamingText: string;
  onRequestMeeting?: () => void;
  /** The hand-off the meeting cards offer beside booking. */
  handoff?: Handoff;
  className?: string;
};

/** The conversation: a polite live log that follows the newest message. */
export function MessageList({
  messages,
  loading,
  streamingText,
  onRequestMeeting,
  handoff,
  className,
}: MessageListProps) {
  const chatCopy = chatCopies[useLocale()];
  const listRef = useRef<HTMLDivElement>(null);
  const streaming = loading && streamingText !== '';
  const count = messages.length + (streaming ? 1 : 0);

  // Follow the newest message inside the list (never scrolls the page itself).
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count, streamingText, loading]);

  return (
    <div
      ref={listRef}
      role="log"
      aria-live="polite"
      aria-busy={loading}
      aria-label={chatCopy.messagesLabel}
      data-testid="chat-messages"
      className={cn('overflow-y-auto overscroll-contain px-1', className)}
    >
      <ul className={cn('flex flex-col gap-3', count > 0 && 'py-2')}>
        {messages.map((message, index) => (
          <Bubble
            key={message.id}
            from={message.role}
            text={message.content}
            style={fadeStyle(count - 1 - index)}
          >
            {message.showMeetingCard ? (
              <MeetingCard onRequestMeeting={onRequestMeeting} handoff={handoff} />
            ) : null}
          </Bubble>
        ))}
        {streaming ? <Bubble from="assistant" text={streamingText} /> : null}
      </ul>
      {loading && !streaming ? (
        <p
          data-testid="chat-thinking"
          className="flex items-center gap-2 px-2 py-2 text-sm text-muted-foreground"
        >
          <span
            aria-hidden
            className="size-2 animate-pulse rounded-full bg-accent motion-reduce:animate-none"
          />
          {chatCopy.thinking}
        </p>
      ) : null}
    </div>
  );
}
