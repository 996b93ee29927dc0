import { type KeyboardEvent, type MouseEvent, useId, useState } from 'react';

import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

import { insightsCopy } from '../copy';
import { axisDay, dayTickIndexes, formatCount, fullDay, niceMax, valueTicks } from '../lib/chart';
import type { DayCount } from '../lib/insights';

const copy = insightsCopy.insights;

/** Keys that move the chosen day, and by how many days. */
const STEPS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowDown: -1,
  ArrowRight: 1,
  ArrowUp: 1,
  PageDown: -7,
  PageUp: 7,
};

/**
 * Questions per day as bars on a scale (questions on the left, days below), with a tooltip naming
 * the day and its count. The bars are one slider: Tab reaches it, the arrow keys (and Page Up/Down
 * by a week, Home and End) choose a day, and a screen reader announces each day as its value;
 * Escape hides the tooltip. The pointer shows the tooltip of the bar under it. The same numbers
 * stand in a table for screen readers.
 */
export function PerDayChart({ perDay }: { perDay: DayCount[] }) {
  const last = perDay.length - 1;
  const [chosen, setChosen] = useState(last);
  const [pointer, setPointer] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const titleId = useId();
  const hintId = useId();
  const top = niceMax(Math.max(0, ...perDay.map((d) => d.count)));
  const selected = Math.min(Math.max(chosen, 0), last);
  const shown = pointer ?? (focused && !dismissed ? selected : null);
  const shownDay = shown === null ? undefined : perDay[shown];
  const describe = (day: DayCount) => `${fullDay(day.day)}: ${copy.questionCount(day.count)}`;
  const position = (index: number) => `${((index + 0.5) / perDay.length) * 100}%`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    let next: number | undefined;
    if (step !== undefined) next = Math.min(Math.max(selected + step, 0), last);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else if (event.key === 'Escape') {
      setDismissed(true);
      setPointer(null);
    }
    if (next === undefined) return;
    event.preventDefault();
    setChosen(next);
    setDismissed(false);
  };
  const onMouseMove = (event: MouseEvent<HTMLDivElement>) => {
    const bar = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    setPointer(bar ? Number(bar.dataset.index) : null);
  };

  if (!perDay[0]) return null;
  const selectedDay = perDay[selected] ?? perDay[0];
  return (
    <Card>
      <h2 id={titleId} className="mb-4 text-xl font-semibold">
        {copy.perDay}
      </h2>
      <p id={hintId} className="sr-only">
        {copy.perDayHint}
      </p>
      <div className="grid grid-cols-[auto_1fr] gap-x-2">
        <div aria-hidden className="relative h-40 w-10 text-right text-xs text-muted-foreground">
          {valueTicks(top).map((tick) => (
            <span
              key={tick}
              className="absolute right-0 translate-y-1/2 tabular-nums"
              style={{ bottom: `${(tick / top) * 100}%` }}
            >
              {formatCount(tick)}
            </span>
          ))}
        </div>
        <div className="relative h-40">
          {valueTicks(top).map((tick) => (
            <div
              key={tick}
              aria-hidden
              className="absolute inset-x-0 border-t border-border"
              style={{ bottom: `${(tick / top) * 100}%` }}
            />
          ))}
          <div
            role="slider"
            tabIndex={0}
            aria-labelledby={titleId}
            aria-describedby={hintId}
            aria-orientation="horizontal"
            aria-valuemin={1}
            aria-valuemax={perDay.length}
            aria-valuenow={selected + 1}
            aria-valuetext={describe(selectedDay)}
            data-testid="per-day-chart"
            className="absolute inset-0 flex items-end gap-px rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            onKeyDown={onKeyDown}
            onFocus={() => setFocused(true)}
            onBlur={() => {
              setFocused(false);
              setDismissed(false);
            }}
            onMouseMove={onMouseMove}
            onMouseLeave={() => setPointer(null)}
          >
            {perDay.map((day, index) => (
              <div
                key={day.day}
                data-index={index}
                className="flex h-full min-w-0 flex-1 items-end"
              >
                <div
                  className={cn(
                    'w-full rounded-t-sm bg-accent',
                    index === shown ? 'opacity-100' : shown === null ? 'opacity-90' : 'opacity-60',
                  )}
                  style={{ height: `${(day.count / top) * 100}%` }}
                />
              </div>
            ))}
          </div>
          {shownDay && shown !== null ? (
            <div
              aria-hidden
              data-testid="per-day-tooltip"
              className="pointer-events-none absolute bottom-full z-10 mb-2 -translate-x-1/2 rounded-md border border-border bg-card px-2 py-1 text-xs whitespace-nowrap text-card-foreground shadow-md"
              style={{ left: `clamp(7rem, ${position(shown)}, calc(100% - 7rem))` }}
            >
              {describe(shownDay)}
            </div>
          ) : null}
        </div>
        <div aria-hidden />
        <div aria-hidden className="relative mt-1 h-4 text-xs text-muted-foreground">
          {dayTickIndexes(perDay.length).map((index) => (
            <span
              key={index}
              className={cn(
                'absolute whitespace-nowrap tabular-nums',
                index === 0 ? 'left-0' : index === last ? 'right-0' : '-translate-x-1/2',
              )}
              style={index === 0 || index === last ? undefined : { left: position(index) }}
            >
              {axisDay(perDay[index]?.day ?? '')}
            </span>
          ))}
        </div>
      </div>
      <table className="sr-only">
        <caption>{copy.perDayTable}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.day}</th>
            <th scope="col">{copy.count}</th>
          </tr>
        </thead>
        <tbody>
          {perDay.map((day) => (
            <tr key={day.day}>
              <td>{fullDay(day.day)}</td>
              <td>{day.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
