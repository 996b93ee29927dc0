/** pg_cron's schedule syntax as the local stack runs it (UTC, Vixie cron's rules). */
import { describe, expect, it } from 'vitest';

import { cronMatches, parseCronSchedule } from '../cron-schedule';

const at = (iso: string) => new Date(iso);
const matches = (expression: string, iso: string) =>
  cronMatches(parseCronSchedule(expression), at(iso));

describe('parseCronSchedule and cronMatches', () => {
  it('runs a daily job at its minute and hour only (UTC)', () => {
    expect(matches('17 3 * * *', '2026-11-27T03:17:00Z')).toBe(true);
    expect(matches('17 3 * * *', '2026-11-27T03:17:59Z')).toBe(true);
    expect(matches('17 3 * * *', '2026-11-27T03:16:59Z')).toBe(false);
    expect(matches('17 3 * * *', '2026-11-27T04:17:00Z')).toBe(false);
    expect(matches('17 3 * * *', '2026-11-27T04:17:00+01:00')).toBe(true);
  });

  it('understands lists, ranges and steps', () => {
    expect(matches('*/15 * * * *', '2026-11-27T10:45:00Z')).toBe(true);
    expect(matches('*/15 * * * *', '2026-11-27T10:46:00Z')).toBe(false);
    expect(matches('0 8-18/2 * * *', '2026-11-27T14:00:00Z')).toBe(true);
    expect(matches('0 8-18/2 * * *', '2026-11-27T15:00:00Z')).toBe(false);
    expect(matches('0 8-18/2 * * *', '2026-11-27T20:00:00Z')).toBe(false);
    expect(matches('5,35 0 1 1,7 *', '2026-07-01T00:35:00Z')).toBe(true);
    expect(matches('5,35 0 1 1,7 *', '2026-06-01T00:35:00Z')).toBe(false);
  });

  it('takes 0 and 7 for Sunday', () => {
    // 29 November 2026 is a Sunday.
    expect(matches('0 12 * * 0', '2026-11-29T12:00:00Z')).toBe(true);
    expect(matches('0 12 * * 7', '2026-11-29T12:00:00Z')).toBe(true);
    expect(matches('0 12 * * 1-5', '2026-11-29T12:00:00Z')).toBe(false);
  });

  it('matches a day by either field when both are restricted, by both when one starts with *', () => {
    // 27 November 2026 is a Friday (5), the 27th.
    expect(matches('0 0 1 * 5', '2026-11-27T00:00:00Z')).toBe(true);
    expect(matches('0 0 27 * 1', '2026-11-27T00:00:00Z')).toBe(true);
    expect(matches('0 0 1 * 1', '2026-11-27T00:00:00Z')).toBe(false);
    expect(matches('0 0 */2 * 5', '2026-11-27T00:00:00Z')).toBe(true);
    expect(matches('0 0 */2 * 1', '2026-11-27T00:00:00Z')).toBe(false);
    expect(matches('0 0 1 * *', '2026-11-27T00:00:00Z')).toBe(false);
  });

  it('refuses what it cannot run, and says what it runs', () => {
    for (const expression of [
      '@daily',
      '30 seconds',
      '0 0 $ * *',
      '0 0 * jan *',
      '0 0 * * mon',
      '60 * * * *',
      '0 24 * * *',
      '0 0 0 * *',
      '0 0 * 13 *',
      '0 0 * * 8',
      '5/10 * * * *',
      '*/0 * * * *',
      '10-5 * * * *',
      '* * * *',
      '* * * * * *',
      '',
    ]) {
      expect(() => parseCronSchedule(expression), expression).toThrow(
        /invalid schedule .*the local stack runs five numeric fields/,
      );
    }
  });
});
