/**
 * The company's mark (the same drawing as `public/favicon.svg`), drawn inline: the header shows it
 * without an image request of its own, so nothing competes with a page's first-screen photo.
 */
export function LogoMark({ size }: { size: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" width={size} height={size} focusable="false">
      <rect width="32" height="32" rx="8" fill="#0b0d17" />
      <path
        d="M8 22V10l8 8 8-8v12"
        fill="none"
        stroke="#7dd3fc"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
