import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, vi } from 'vitest';

import {
  TIMELINE_STAGGER_MS,
  TIMELINE_VISIBILITY_THRESHOLD,
  WorkshopTimeline,
} from './workshop-timeline';

const steps = [
  { day: 'Day 1', time: 'Morning', title: 'One', description: 'first' },
  { day: 'Day 1', time: 'Afternoon', title: 'Two', description: 'second' },
  { day: 'Day 2', time: 'Morning', title: 'Three', description: 'third' },
  { day: 'Day 2', time: 'Afternoon', title: 'Four', description: 'fourth' },
];

const props = { id: 'timeline', eyebrow: 'The two days', title: 'How it runs', steps };

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observers: { callback: Callback; options?: IntersectionObserverInit; disconnected: boolean }[];

function mockMotionPreference(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })),
  );
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      record: (typeof observers)[number];
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        this.record = { callback, options, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
  mockMotionPreference(false);
});

afterEach(() => vi.unstubAllGlobals());

const items = () => screen.getAllByRole('listitem');
const shown = () => items().map((item) => item.dataset.revealed);
const report = (ratio: number) =>
  act(() => observers[0]?.callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]));

describe('WorkshopTimeline', () => {
  it('renders every step visible in the server HTML', () => {
    const html = renderToString(<WorkshopTimeline {...props} />);
    for (const step of steps) expect(html).toContain(step.title);
    expect(html).not.toContain('opacity-0');
  });

  it('hides the steps until 20% of the section is visible, then staggers them 150 ms apart', () => {
    render(<WorkshopTimeline {...props} />);
    expect(observers[0]?.options?.threshold).toBe(TIMELINE_VISIBILITY_THRESHOLD);
    expect(TIMELINE_VISIBILITY_THRESHOLD).toBe(0.2);

    report(0);
    expect(shown()).toEqual(['false', 'false', 'false', 'false']);
    report(0.1);
    expect(shown()).toEqual(['false', 'false', 'false', 'false']);

    report(0.2);
    expect(shown()).toEqual(['true', 'true', 'true', 'true']);
    expect(items().map((item) => item.style.transitionDelay)).toEqual([
      '0ms',
      `${TIMELINE_STAGGER_MS}ms`,
      `${2 * TIMELINE_STAGGER_MS}ms`,
      `${3 * TIMELINE_STAGGER_MS}ms`,
    ]);
    expect(TIMELINE_STAGGER_MS).toBe(150);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('keeps the text in the accessibility tree while hidden', () => {
    render(<WorkshopTimeline {...props} />);
    report(0);
    for (const step of steps) {
      expect(screen.getByRole('heading', { level: 3, name: step.title })).toBeInTheDocument();
    }
  });

  it('shows everything at once and never observes with reduced motion', () => {
    mockMotionPreference(true);
    render(<WorkshopTimeline {...props} />);
    expect(observers).toHaveLength(0);
    expect(shown()).toEqual(['true', 'true', 'true', 'true']);
    expect(items().map((item) => item.style.transitionDelay)).toEqual(['', '', '', '']);
  });
});
