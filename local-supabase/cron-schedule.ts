/**
 * pg_cron's schedule syntax, as far as the local stack runs it: the five fields of Vixie cron
 * (minute, hour, day of month, month, day of week), each a comma-separated list of `*`, a number,
 * or a range `a-b`, where `*` and a range may take a step (`*\/15`, `8-18/2`); day of week 0–7, 0
 * and 7 both Sunday. Times are UTC, as pg_cron's (GMT unless cron.timezone says otherwise).
 *
 * A day matches as in Vixie cron and pg_cron: when the day-of-month or the day-of-week field
 * starts with `*`, both must match; when both are restricted, either may.
 *
 * pg_cron also knows names (`mon`, `jan`), `@daily`-style macros, `$` (last day of the month) and
 * `'30 seconds'`. The local stack refuses those with an error that says so, rather than running a
 * job at another time than hosted would: write such a schedule in the five numeric fields.
 */

export type CronSchedule = {
  expression: string;
  minutes: ReadonlySet<number>;
  hours: ReadonlySet<number>;
  daysOfMonth: ReadonlySet<number>;
  months: ReadonlySet<number>;
  /** 0–6, Sunday 0 (a 7 in the expression is stored as 0). */
  daysOfWeek: ReadonlySet<number>;
  /** Whether the day-of-month or the day-of-week field starts with `*`. */
  dayStar: boolean;
};

class CronScheduleError extends Error {}

const FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day of week', min: 0, max: 7 },
] as const;

const SUPPORTED =
  'five numeric fields (minute hour day-of-month month day-of-week) of *, numbers, ranges a-b, ' +
  'steps */n or a-b/n, and comma lists';

/** One field's values; `*`, `a`, `a-b`, `*\/n` or `a-b/n`, comma-separated. */
function parseField(text: string, field: (typeof FIELDS)[number], expression: string): Set<number> {
  const values = new Set<number>();
  const fail = (why: string): never => {
    throw new CronScheduleError(
      `invalid schedule "${expression}": ${field.name} "${text}" ${why} (the local stack runs ${SUPPORTED})`,
    );
  };
  for (const item of text.split(',')) {
    const match = /^(?:(\*)|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(item);
    if (!match) fail('is not understood');
    const [, star, from, to, step] = match as RegExpExecArray;
    // Vixie cron takes a step after `*` or a range only (`5/10` is an error there too).
    if (step !== undefined && !star && to === undefined) fail('has a step after a single number');
    const low = star ? field.min : Number(from);
    const high = star ? field.max : to === undefined ? low : Number(to);
    const by = step === undefined ? 1 : Number(step);
    if (low < field.min || high > field.max) fail(`is outside ${field.min}-${field.max}`);
    if (low > high) fail('is a range that ends before it starts');
    if (by < 1) fail('has a step of 0');
    for (let value = low; value <= high; value += by) values.add(value);
  }
  return values;
}

export function parseCronSchedule(expression: string): CronSchedule {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5 || parts.some((part) => part === '')) {
    throw new CronScheduleError(
      `invalid schedule "${expression}": the local stack runs ${SUPPORTED}`,
    );
  }
  const [minute, hour, dayOfMonth, month, dayOfWeek] = parts.map((part, i) =>
    parseField(part, FIELDS[i] ?? FIELDS[0], expression),
  ) as [Set<number>, Set<number>, Set<number>, Set<number>, Set<number>];
  if (dayOfWeek.delete(7)) dayOfWeek.add(0);
  return {
    expression,
    minutes: minute,
    hours: hour,
    daysOfMonth: dayOfMonth,
    months: month,
    daysOfWeek: dayOfWeek,
    dayStar: (parts[2] ?? '').startsWith('*') || (parts[4] ?? '').startsWith('*'),
  };
}

/** Whether the schedule names the UTC minute `at` falls in. */
export function cronMatches(schedule: CronSchedule, at: Date): boolean {
  const dayOfMonth = schedule.daysOfMonth.has(at.getUTCDate());
  const dayOfWeek = schedule.daysOfWeek.has(at.getUTCDay());
  return (
    schedule.minutes.has(at.getUTCMinutes()) &&
    schedule.hours.has(at.getUTCHours()) &&
    schedule.months.has(at.getUTCMonth() + 1) &&
    (schedule.dayStar ? dayOfMonth && dayOfWeek : dayOfMonth || dayOfWeek)
  );
}
