import { useEffect, useState } from 'react';

import { whenIdleAfterLoad } from '@/lib/idle';

type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean } };

/** Whether the decorative scene may load: not for reduced motion, not for Save-Data. */
export function sceneAllowed(win: Window): boolean {
  if (win.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return false;
  if ((win.navigator as NavigatorWithConnection).connection?.saveData) return false;
  return true;
}

/**
 * The decorative background: a static gradient, and on top of it the 3D scene iframe once the page
 * is idle. The iframe is hidden from assistive technology, out of the tab order and never catches
 * the pointer.
 */
export function BackgroundScene({ url, title }: { url: string | undefined; title: string }) {
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (!url || !sceneAllowed(window)) return;
    return whenIdleAfterLoad(window, () => setShow(true));
  }, [url]);

  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 overflow-hidden">
      <div data-testid="background-gradient" className="site-gradient absolute inset-0" />
      {show && url ? (
        <iframe
          src={url}
          title={title}
          aria-hidden="true"
          tabIndex={-1}
          data-testid="background-scene"
          className="pointer-events-none absolute inset-0 size-full border-0 opacity-70"
        />
      ) : null}
    </div>
  );
}
