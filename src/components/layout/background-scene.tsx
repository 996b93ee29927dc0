import { useEffect, useRef } from 'react';

import { whenIdleAfterLoad } from '@/lib/idle';

type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean } };

/** Whether the decorative scene may load: not for reduced motion, not for Save-Data. */
export function sceneAllowed(win: Window): boolean {
  if (win.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return false;
  if ((win.navigator as NavigatorWithConnection).connection?.saveData) return false;
  return true;
}

/** The scene's iframe: hidden from assistive technology, out of the tab order, never the target of the pointer. */
function sceneFrame(url: string, title: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.title = title;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.dataset.testid = 'background-scene';
  frame.className = 'pointer-events-none absolute inset-0 size-full border-0 opacity-70';
  frame.src = url;
  return frame;
}

/**
 * The decorative background: a static gradient (drawn after the page's first frame), and on top of
 * it the 3D scene iframe once the page is idle. The iframe is added by hand, not rendered: creating
 * a frame is among the costliest things the page does once loaded (Chromium sets up a whole
 * document for it), and done by React it would share one task with a re-render and commit of the
 * layout.
 */
export function BackgroundScene({ url, title }: { url: string | undefined; title: string }) {
  const holder = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement | null>(null);
  const latestTitle = useRef(title);

  useEffect(() => {
    latestTitle.current = title;
    if (frame.current) frame.current.title = title;
  }, [title]);

  useEffect(() => {
    const box = holder.current;
    if (!url || !box || !sceneAllowed(window)) return;
    const cancel = whenIdleAfterLoad(window, () => {
      frame.current = sceneFrame(url, latestTitle.current);
      box.append(frame.current);
    });
    return () => {
      cancel();
      frame.current?.remove();
      frame.current = null;
    };
  }, [url]);

  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 overflow-hidden">
      <div data-testid="background-gradient" className={'site-gradient absolute inset-0'} />
      <div ref={holder} className="absolute inset-0" />
    </div>
  );
}
