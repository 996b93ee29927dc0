/** The floating assistant appears past this fraction of the viewport height (SPEC.md §9). */
export const FLOATING_THRESHOLD_FRACTION = 0.8;
