/** Copy of the decorative /grid page (header only, no footer). */
export const gridPage = {
  meta: {
    title: 'Grid',
    description:
      'A decorative view of the site background with its grid overlay, shown with the navigation only.',
  },
  /** Screen-reader-only page heading. */
  heading: 'Decorative grid background',
} as const;
