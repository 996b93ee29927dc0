import { describe, expect, it } from 'vitest';

import { axisDay, dayTickIndexes, formatCount, fullDay, niceMax, valueTicks } from './chart';

describe('the per-day chart’s scale', () => {
  it('tops the scale at 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 2, 3, 7, 10, 11, 42, 99, 101, 1234].map(niceMax)).toEqual([
      1, 1, 2, 5, 10, 10, 20, 50, 100, 200, 2000,
    ]);
  });

  it('names 0, the middle when it is whole, and the top', () => {
    expect(valueTicks(1)).toEqual([0, 1]);
    expect(valueTicks(5)).toEqual([0, 5]);
    expect(valueTicks(20)).toEqual([0, 10, 20]);
  });

  it('names at most six days, evenly, with the first and the last', () => {
    expect(dayTickIndexes(0)).toEqual([]);
    expect(dayTickIndexes(1)).toEqual([0]);
    expect(dayTickIndexes(7)).toEqual([0, 1, 2, 4, 5, 6]);
    expect(dayTickIndexes(30)).toEqual([0, 6, 12, 17, 23, 29]);
    expect(dayTickIndexes(90)).toEqual([0, 18, 36, 53, 71, 89]);
  });

  it('writes the UTC days and counts in German', () => {
    expect(axisDay('2026-11-27')).toBe('27.11.');
    expect(fullDay('2026-11-27')).toBe('Fr., 27. November 2026');
    expect(formatCount(1234)).toBe('1.234');
  });
});
