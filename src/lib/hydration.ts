/**
 * Whether the app has hydrated. Prerendered pages become interactive some time after they are shown
 * (once their JavaScript has loaded and run), and a visitor may scroll or type in between: what a component does
 * "on entering the page" must not happen again when that page hydrates, only when the app itself
 * navigates to it. The root marks the moment on `<html data-hydrated>` (the e2e suite waits for it).
 */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = 'true';
}

/** True in effects of pages the app navigated to; false in those of the page being hydrated. */
export function isHydrated(): boolean {
  return document.documentElement.dataset.hydrated === 'true';
}
