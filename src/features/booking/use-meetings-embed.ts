import { type RefObject, useEffect } from 'react';

type MeetingsGlobal = { meetings?: { create?: (selector: string) => void } };
declare global {
  interface Window {
    hbspt?: MeetingsGlobal;
  }
}

export const MEETINGS_SCRIPT_ID = 'meetings-embed-script';
export const MEETINGS_CONTAINER_CLASS = 'meetings-iframe-container';

let pendingRemoval: ReturnType<typeof setTimeout> | undefined;

/**
 * Loads the HubSpot Meetings embed for a container while it is mounted:
 * - adds the embed script once, with an id; when it loads it fills every empty container;
 * - if the script has run before (`window.hbspt.meetings.create` exists), fills the new container
 *   right away, since the script only scans the page when it loads;
 * - removes the script tag when the container goes away (the dialog closes).
 * The removal is deferred by a tick so React StrictMode's unmount/remount in development neither
 * removes nor adds the script twice.
 */
export function useMeetingsEmbed(
  container: RefObject<HTMLElement | null>,
  scriptUrl: string,
  enabled: boolean,
): void {
  useEffect(() => {
    if (!enabled || !container.current) return;
    if (pendingRemoval !== undefined) {
      clearTimeout(pendingRemoval);
      pendingRemoval = undefined;
    }
    window.hbspt?.meetings?.create?.(`.${MEETINGS_CONTAINER_CLASS}`);
    if (!document.getElementById(MEETINGS_SCRIPT_ID)) {
      const script = document.createElement('script');
      script.id = MEETINGS_SCRIPT_ID;
      script.src = scriptUrl;
      script.async = true;
      document.body.appendChild(script);
    }
    return () => {
      pendingRemoval = setTimeout(() => {
        pendingRemoval = undefined;
        document.getElementById(MEETINGS_SCRIPT_ID)?.remove();
      }, 0);
    };
  }, [container, scriptUrl, enabled]);
}
