/** The floating assistant appears once the page is scrolled past 80% of the viewport height. */
export const FLOATING_THRESHOLD_VH = 80;
