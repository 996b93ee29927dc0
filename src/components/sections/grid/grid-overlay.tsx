/**
 * Full-height decorative canvas: soft colour glows under a fine line grid that fades out towards
 * the edges. Purely visual, hidden from assistive technology, and drawn after the page's first
 * frame (on a phone it is the whole first screen, and the costliest thing on it to draw).
 */
export function GridOverlay() {
  return (
    <div
      aria-hidden="true"
      data-testid="grid-overlay"
      className={'relative min-h-[calc(100dvh-4rem)] overflow-hidden'}
    >
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_20%_20%,hsl(var(--primary)/0.25),transparent_55%),radial-gradient(ellipse_at_80%_70%,hsl(var(--accent)/0.2),transparent_55%)]" />
      <div className="absolute inset-0 bg-[linear-gradient(to_right,hsl(var(--foreground)/0.08)_1px,transparent_1px),linear-gradient(to_bottom,hsl(var(--foreground)/0.08)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_center,black_40%,transparent_80%)] bg-[size:48px_48px]" />
    </div>
  );
}
