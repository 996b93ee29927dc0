/**
 * The admin's side of "rebuild on publish": changes that alter the public site ask for a rebuild
 * through a trailing debounce, so a burst of changes (publish three stories in a row) makes one
 * request, sent `delayMs` after the last change of the burst and carrying all their reasons. The
 * server debounces again across admins and instances (the rebuild-site function); when it answers
 * "queued", this asks once more after the window it named, so the last change is always sent even
 * if the function's own trailing call was lost.
 */
import { MAX_REBUILD_REASON, type RebuildAnswer } from './rebuild-contract';

export type RebuildScheduler = {
  /** Records a change (e.g. `Published "Title"`) and (re)starts the quiet period. */
  request(reason: string): void;
  /** Sends what is waiting now (the page is being left). */
  flushNow(): void;
};

type Timer = ReturnType<typeof setTimeout>;

/** The reasons of one request, within what the function accepts. */
export function joinReasons(reasons: readonly string[], max = MAX_REBUILD_REASON): string {
  const text = reasons.join('; ');
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

export function createRebuildScheduler({
  send,
  onAnswer,
  onError,
  delayMs = 3000,
  setTimer = (fn, ms) => setTimeout(fn, ms),
  clearTimer = (timer) => clearTimeout(timer),
}: {
  /** Calls the function; `null` only asks it to send what is pending. */
  send: (reason: string | null) => Promise<RebuildAnswer>;
  /** The answer to a request that carried changes (not to the follow-up). */
  onAnswer: (answer: RebuildAnswer) => void;
  onError: (error: unknown) => void;
  delayMs?: number;
  setTimer?: (fn: () => void, ms: number) => Timer;
  clearTimer?: (timer: Timer) => void;
}): RebuildScheduler {
  let reasons: string[] = [];
  let timer: Timer | undefined;

  function followUp(seconds: number) {
    setTimer(
      () => {
        send(null).catch((error: unknown) => console.error('Rebuild follow-up failed', error));
      },
      (seconds + 1) * 1000,
    );
  }

  function flush() {
    timer = undefined;
    const batch = reasons;
    reasons = [];
    if (batch.length === 0) return;
    send(joinReasons(batch))
      .then((answer) => {
        onAnswer(answer);
        if (answer.status === 'queued') followUp(answer.retryAfterSeconds);
      })
      .catch(onError);
  }

  return {
    request(reason) {
      if (!reasons.includes(reason)) reasons.push(reason);
      if (timer !== undefined) clearTimer(timer);
      timer = setTimer(flush, delayMs);
    },
    flushNow() {
      if (timer === undefined) return;
      clearTimer(timer);
      flush();
    },
  };
}
