import { useEffect, useState } from 'react';

import { whenIdleAfterLoad } from '@/lib/idle';

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
 *
 * It starts as the first phrase, fully typed, as the prerendered page shows it, and the animation
 * runs (the pause after that phrase first) once the page has loaded and the browser is idle. Each
 * typed character is a frame for the browser to render and composite: a dozen a second while the
 * page is still loading and hydrating would compete with that work for the processor.
 */
export function useTypewriter(phrases: readonly string[], timings: TypewriterTimings) {
  const [reduced] = useState(prefersReducedMotion);
  const animate = !reduced && phrases.length > 0;
  const [phase, setPhase] = useState<Phase>(() => ({
    phrase: 0,
    length: phrases[0]?.length ?? 0,
    deleting: false,
  }));
  const [cursorOn, setCursorOn] = useState(true);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    if (!animate) return;
    return whenIdleAfterLoad(window, () => setStarted(true));
  }, [animate]);

  useEffect(() => {
    if (!animate || !started) return;
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
  }, [animate, started, phase, phrases, timings]);

  useEffect(() => {
    if (!animate || !started) return;
    const timer = setInterval(() => setCursorOn((on) => !on), timings.cursorBlinkMs);
    return () => clearInterval(timer);
  }, [animate, started, timings.cursorBlinkMs]);

  if (!animate) return { text: phrases[0] ?? '', cursorVisible: true, animated: false };
  const phrase = phrases[phase.phrase % phrases.length] ?? '';
  return { text: phrase.slice(0, phase.length), cursorVisible: cursorOn, animated: true };
}
