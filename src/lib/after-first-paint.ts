/**
 * The class of a decoration drawn after the page's first frame. A full-screen gradient or line
 * pattern takes a phone's rasteriser longer than all the page's text: on Lighthouse's phone the
 * site's background and the grid page's pattern held the first frame back by 20–50 ms after the
 * page was parsed. The page's inline copy of its styles (scripts/inline-stylesheet.ts) holds such
 * an element back (`opacity: 0`, so it is not drawn at all); the stylesheet file, which the boot
 * script applies once the page has painted, brings it in with a short fade (src/app/app.css).
 * Without JavaScript the browser loads the file with the page, and the decoration is in the first
 * frame. Only for decorations: nothing a visitor reads or uses may wait for it.
 */
export const AFTER_FIRST_PAINT_CLASS = 'after-first-paint';
