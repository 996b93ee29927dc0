/**
 * The scale and labels of the questions-per-day chart: a top value of 1, 2 or 5 times a power of
 * ten (so the grid lines fall on round numbers), at most six day labels spread evenly with the
 * first and the last day, and German dates of the UTC days the database counts in.
 */

/** The smallest 1, 2 or 5 × 10ⁿ at or above `max` (at least 1). */
export function niceMax(max: number): number {
  if (!(max > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) {
    if (step * power >= max) return step * power;
  }
  return 10 * power;
}

/** The values the vertical axis names: 0, the middle when it is a whole number, the top. */
export function valueTicks(top: number): number[] {
  const middle = top / 2;
  return Number.isInteger(middle) && middle > 0 ? [0, middle, top] : [0, top];
}

/** Which of `count` days the horizontal axis names: at most `most`, evenly, first and last. */
export function dayTickIndexes(count: number, most = 6): number[] {
  if (count <= 0) return [];
  const shown = Math.min(count, most);
  if (shown === 1) return [0];
  const indexes = new Set<number>();
  for (let i = 0; i < shown; i++) indexes.add(Math.round((i * (count - 1)) / (shown - 1)));
  return [...indexes];
}

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
const shortDate = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  timeZone: 'UTC',
});
const longDate = new Intl.DateTimeFormat('de-DE', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const number = new Intl.NumberFormat('de-DE');

/** A day (YYYY-MM-DD) as the axis shows it: `27.11.` */
export const axisDay = (day: string): string => shortDate.format(dateOf(day));

/** A day (YYYY-MM-DD) in full: `Fr., 27. November 2026`. */
export const fullDay = (day: string): string => longDate.format(dateOf(day));

/** A count as German text: `1.234`. */
export const formatCount = (value: number): string => number.format(value);
