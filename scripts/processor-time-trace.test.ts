// @vitest-environment node
/** The page's main-thread tasks shortened to their processor time, for `npm run bench:pages`. */
import { shortenToProcessorTime, type TraceEvent } from './processor-time-trace';

const PAGE = { pid: 10, tid: 1 };
const OTHER_THREAD = { pid: 10, tid: 2 };

function navigation(url: string, thread = PAGE): TraceEvent {
  return {
    name: 'navigationStart',
    ph: 'R',
    ts: 1_000,
    ...thread,
    args: { data: { isLoadingMainFrame: true, documentLoaderURL: url } },
  };
}

function task(ts: number, dur: number, tdur?: number, thread = PAGE): TraceEvent {
  return { name: 'RunTask', ph: 'X', ts, dur, ...(tdur === undefined ? {} : { tdur }), ...thread };
}

describe('shortenToProcessorTime', () => {
  it("shortens each of the page's tasks to its processor time and keeps what it holds inside it", () => {
    const waited = task(2_000, 40_000, 10_000);
    const layout: TraceEvent = { name: 'Layout', ph: 'X', ts: 6_000, dur: 20_000, ...PAGE };
    const mark: TraceEvent = { name: 'ResourceSendRequest', ph: 'I', ts: 42_000, ...PAGE };
    const busy = task(50_000, 8_000, 8_000);
    const events = [navigation('http://localhost:4173/de'), layout, waited, mark, busy];

    expect(shortenToProcessorTime(events)).toBe(1);

    expect(waited).toMatchObject({ ts: 2_000, dur: 10_000 });
    // A quarter of the task's wall time: its nested events move and shrink in proportion.
    expect(layout).toMatchObject({ ts: 3_000, dur: 5_000 });
    expect(layout.ts + (layout.dur ?? 0)).toBeLessThanOrEqual(waited.ts + (waited.dur ?? 0));
    // After the task: not moved.
    expect(mark.ts).toBe(42_000);
    expect(busy).toMatchObject({ ts: 50_000, dur: 8_000 });
  });

  it("leaves other threads, the browser's tasks and tasks without a processor time alone", () => {
    const compile = task(2_000, 30_000, 5_000, OTHER_THREAD);
    const unknown = task(40_000, 30_000);
    const events = [navigation('https://example.test/'), compile, unknown];

    expect(shortenToProcessorTime(events)).toBe(0);
    expect(compile.dur).toBe(30_000);
    expect(unknown.dur).toBe(30_000);
  });

  it('changes nothing in a trace without a page load', () => {
    const blank = task(2_000, 30_000, 5_000);
    expect(shortenToProcessorTime([navigation('about:blank'), blank])).toBe(0);
    expect(blank.dur).toBe(30_000);
  });

  it('finds the task that holds an event starting with it, whatever their order in the trace', () => {
    const outer = task(2_000, 20_000, 5_000);
    const inner: TraceEvent = { name: 'TimerFire', ph: 'X', ts: 2_000, dur: 20_000, ...PAGE };
    const events = [navigation('http://localhost:4173/'), inner, outer];

    expect(shortenToProcessorTime(events)).toBe(1);
    expect(outer.dur).toBe(5_000);
    expect(inner).toMatchObject({ ts: 2_000, dur: 5_000 });
  });
});
