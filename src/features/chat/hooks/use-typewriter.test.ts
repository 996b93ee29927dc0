import { act, renderHook } from '@testing-library/react';

import { chatCopy as chatCopies } from '@/content/chat';

import { useTypewriter } from './use-typewriter';

const chatCopy = chatCopies.en;

const phrases = chatCopy.placeholderPhrases;
const timings = chatCopy.typewriter;

/** Advances `times` steps of `ms`, rendering between them (each step schedules the next). */
function steps(times: number, ms: number) {
  for (let i = 0; i < times; i++) act(() => vi.advanceTimersByTime(ms));
}

/** The page's idle callbacks, run when a test says the page has become idle. */
let idle: Array<() => void> = [];
function becomeIdle() {
  act(() => idle.splice(0).forEach((callback) => callback()));
}

describe('typewriter placeholder', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    idle = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the first phrase, still, until the page is idle after loading', () => {
    const { result } = renderHook(() => useTypewriter(phrases, timings));
    expect(result.current).toEqual({ text: phrases[0], cursorVisible: true, animated: true });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toEqual({ text: phrases[0], cursorVisible: true, animated: true });
  });

  it('then pauses 2 s, deletes at 50 ms per character and types the next phrase at 80 ms per character', () => {
    const { result } = renderHook(() => useTypewriter(phrases, timings));
    const first = phrases[0];
    becomeIdle();
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.text).toBe(first);
    act(() => vi.advanceTimersByTime(1)); // pause over: deleting starts
    act(() => vi.advanceTimersByTime(49));
    expect(result.current.text).toBe(first);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.text).toBe(first.slice(0, -1));
    steps(first.length - 1, 50);
    expect(result.current.text).toBe('');
    act(() => vi.advanceTimersByTime(0));
    act(() => vi.advanceTimersByTime(79));
    expect(result.current.text).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.text).toBe(phrases[1].slice(0, 1));
    steps(2, 80);
    expect(result.current.text).toBe(phrases[1].slice(0, 3));
  });

  it('cycles through all four phrases and back to the first', () => {
    const { result } = renderHook(() => useTypewriter(phrases, timings));
    becomeIdle();
    const seen = new Set<string>();
    for (let i = 0; i < 4000 && seen.size < 5; i++) {
      act(() => vi.advanceTimersByTime(10));
      if (phrases.includes(result.current.text as (typeof phrases)[number]))
        seen.add(result.current.text);
      if (seen.size === 4 && result.current.text === phrases[0].slice(0, 1)) seen.add('wrapped');
    }
    expect([...seen]).toEqual([...phrases, 'wrapped']);
  });

  it('blinks the cursor every 530 ms', () => {
    const { result } = renderHook(() => useTypewriter(phrases, timings));
    becomeIdle();
    expect(result.current.cursorVisible).toBe(true);
    act(() => vi.advanceTimersByTime(529));
    expect(result.current.cursorVisible).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.cursorVisible).toBe(false);
    act(() => vi.advanceTimersByTime(530));
    expect(result.current.cursorVisible).toBe(true);
  });

  it('stands still on the first phrase with reduced motion', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
    })) as typeof window.matchMedia;
    try {
      const { result } = renderHook(() => useTypewriter(phrases, timings));
      act(() => vi.advanceTimersByTime(5000));
      expect(result.current).toEqual({ text: phrases[0], cursorVisible: true, animated: false });
    } finally {
      window.matchMedia = original;
    }
  });
});
