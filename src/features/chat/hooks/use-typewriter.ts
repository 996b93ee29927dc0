import { useEffect, useState } from 'react';

export type TypewriterTimings = {
  typeMs: number;
  deleteMs: number;
  pauseMs: number;
  cursorBlinkMs: number;
};

type Phase = { phrase: number; length: number; deleting: boolean };

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The animated placeholder: types each phrase at `typeMs` per character,
 * pauses `pauseMs`, deletes at `deleteMs` per character, then moves to the next phrase; the cursor
 * blinks every `cursorBlinkMs`. With reduced motion it shows the first phrase still, with a steady
 * cursor. The chat box mounts it only while the input is empty.
 */
export function useTypewriter(phrases: readonly string[], timings: TypewriterTimings) {
  const [reduced] = useState(prefersReducedMotion);
  const animate = !reduced && phrases.length > 0;
  const [phase, setPhase] = useState<Phase>({ phrase: 0, length: 0, deleting: false });
  const [cursorOn, setCursorOn] = useState(true);

  useEffect(() => {
    if (!animate) return;
    const phrase = phrases[phase.phrase % phrases.length] ?? '';
    let delay: number;
    let next: Phase;
    if (!phase.deleting && phase.length < phrase.length) {
      delay = timings.typeMs;
      next = { ...phase, length: phase.length + 1 };
    } else if (!phase.deleting) {
      delay = timings.pauseMs;
      next = { ...phase, deleting: true };
    } else if (phase.length > 0) {
      delay = timings.deleteMs;
      next = { ...phase, length: phase.length - 1 };
    } else {
      delay = 0;
      next = { phrase: (phase.phrase + 1) % phrases.length, length: 0, deleting: false };
    }
    const timer = setTimeout(() => setPhase(next), delay);
    return () => clearTimeout(timer);
  }, [animate, phase, phrases, timings]);

  useEffect(() => {
    if (!animate) return;
    const timer = setInterval(() => setCursorOn((on) => !on), timings.cursorBlinkMs);
    return () => clearInterval(timer);
  }, [animate, timings.cursorBlinkMs]);

  if (!animate) return { text: phrases[0] ?? '', cursorVisible: true, animated: false };
  const phrase = phrases[phase.phrase % phrases.length] ?? '';
  return { text: phrase.slice(0, phase.length), cursorVisible: cursorOn, animated: true };
}
