import { useEffect, useState } from 'react';

/**
 * True once the page is scrolled down further than `amount` of `unit`: pixels, or percent of the
 * viewport's height (`vh`, as in CSS; read again when the window is resized). A passive listener
 * reads the position at most once per animation frame, and the component re-renders only when
 * the answer flips.
 */
export function useScrolledPast(amount: number, unit: 'px' | 'vh' = 'px'): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const threshold = unit === 'vh' ? (window.innerHeight * amount) / 100 : amount;
      setPast(window.scrollY > threshold);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [amount, unit]);
  return past;
}
