/**
 * The display order of a new entry of an ordered list (case studies, FAQ entries): after the last one of `list` (zero for an empty list),
 * so it is appended even when the stored orders have gaps.
 */
export function displayOrderAfter(list: readonly { display_order: number }[]): number {
  return list.reduce((next, c) => Math.max(next, c.display_order + 1), 0);
}
