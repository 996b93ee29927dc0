import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PerDayChart } from './per-day-chart';

/** 30 days up to 27 November 2026, with `count(i)` questions on day i. */
function days(count: (i: number) => number) {
  return Array.from({ length: 30 }, (_, i) => ({
    day: new Date(Date.UTC(2026, 9, 29 + i)).toISOString().slice(0, 10),
    count: count(i),
  }));
}

const tooltip = () => screen.queryByTestId('per-day-tooltip');

describe('PerDayChart', () => {
  it('draws the bars on a scale with round numbers and names days below', () => {
    const { container } = render(<PerDayChart perDay={days((i) => (i === 10 ? 42 : 3))} />);
    const axis = [...container.querySelectorAll('[aria-hidden] > span')].map((s) => s.textContent);
    // 42 questions at most: the scale runs to 50, with 25 in the middle.
    expect(axis).toEqual(expect.arrayContaining(['0', '25', '50']));
    expect(axis).toEqual(expect.arrayContaining(['29.10.', '27.11.']));
    const bars = screen.getByTestId('per-day-chart').querySelectorAll('[data-index] > div');
    expect(bars).toHaveLength(30);
    expect((bars[10] as HTMLElement).style.height).toBe('84%');
  });

  it('is a slider for the keyboard: each day is announced with its count', () => {
    render(<PerDayChart perDay={days((i) => i)} />);
    const slider = screen.getByRole('slider', { name: 'Fragen pro Tag' });
    expect(slider).toHaveAttribute('aria-valuenow', '30');
    expect(slider).toHaveAttribute('aria-valuetext', 'Fr., 27. November 2026: 29 Fragen');
    expect(slider).toHaveAccessibleDescription(/Pfeiltasten wählen einen Tag/);

    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider).toHaveAttribute('aria-valuetext', 'Do., 26. November 2026: 28 Fragen');
    fireEvent.keyDown(slider, { key: 'PageDown' });
    expect(slider).toHaveAttribute('aria-valuenow', '22');
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(slider).toHaveAttribute('aria-valuetext', 'Do., 29. Oktober 2026: 0 Fragen');
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider).toHaveAttribute('aria-valuenow', '1');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider).toHaveAttribute('aria-valuetext', 'Fr., 30. Oktober 2026: 1 Frage');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider).toHaveAttribute('aria-valuenow', '30');
  });

  it('shows a tooltip of the chosen day while focused, until Escape', () => {
    render(<PerDayChart perDay={days((i) => i)} />);
    const slider = screen.getByRole('slider');
    expect(tooltip()).toBeNull();
    fireEvent.focus(slider);
    expect(tooltip()).toHaveTextContent('Fr., 27. November 2026: 29 Fragen');
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(tooltip()).toHaveTextContent('Do., 26. November 2026: 28 Fragen');
    fireEvent.keyDown(slider, { key: 'Escape' });
    expect(tooltip()).toBeNull();
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(tooltip()).toHaveTextContent('Mi., 25. November 2026: 27 Fragen');
    fireEvent.blur(slider);
    expect(tooltip()).toBeNull();
  });

  it('shows the tooltip of the bar under the pointer', () => {
    render(<PerDayChart perDay={days((i) => i)} />);
    const slider = screen.getByRole('slider');
    const bar = slider.querySelector('[data-index="3"] > div') as HTMLElement;
    fireEvent.mouseMove(bar);
    expect(tooltip()).toHaveTextContent('So., 1. November 2026: 3 Fragen');
    fireEvent.mouseLeave(slider);
    expect(tooltip()).toBeNull();
  });

  it('has the numbers as a table for screen readers', () => {
    render(<PerDayChart perDay={days(() => 2)} />);
    const table = screen.getByRole('table', { name: 'Fragen pro Tag als Tabelle' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('row', { name: 'Fr., 27. November 2026 2' })).toBeVisible();
  });
});
