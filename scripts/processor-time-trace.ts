/**
 * A Lighthouse trace with the page's main-thread tasks at their processor time.
 *
 * Lighthouse's model of a phone (`simulate` throttling) multiplies each main-thread task of the
 * load it traced by four and counts what passes 50 ms as blocking time. It takes a task's length
 * from the trace: its wall time, which on a busy machine includes the time the thread was ready
 * but waited for a core (beside the browser's other threads and Lighthouse's own processes). The
 * trace also holds each task's processor time (`tdur`). Audited again with every task of the
 * page's main thread shortened to that (its nested events shortened in proportion, so they stay
 * inside it), the model counts the page's own work only: the blocking time of a machine on which
 * the page never waits for a core.
 *
 * A time spent waiting for another process's answer (a synchronous font lookup, say) is dropped
 * too, so this is a lower bound, reported beside Lighthouse's own figure, never instead of it.
 */

/** The fields of a Chrome trace event this uses (the rest are kept as they are). */
export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
};

/** The thread that loaded the page: the one that started the main frame's http(s) navigation. */
function pageMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | undefined {
  const start = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame === true &&
      /^https?:/.test(event.args.data.documentLoaderURL ?? ''),
  );
  return start && { pid: start.pid, tid: start.tid };
}

/**
 * Shortens, in place, every top-level task (`RunTask`) of the page's main thread to its processor
 * time and moves its nested events with it. Returns how many tasks were shortened (0 when the trace
 * has no page load or no processor times).
 */
export function shortenToProcessorTime(events: TraceEvent[]): number {
  const thread = pageMainThread(events);
  if (!thread) return 0;
  const own = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid)
    // A task before the events it holds (one that starts with it lasts at most as long).
    .sort(
      (a, b) =>
        a.ts - b.ts ||
        (b.dur ?? 0) - (a.dur ?? 0) ||
        Number(b.name === 'RunTask') - Number(a.name === 'RunTask'),
    );
  let shortened = 0;
  let taskEnd = -Infinity;
  let ratio = 1;
  let taskStart = 0;
  for (const event of own) {
    if (event.ts < taskEnd) {
      // Nested in the current task: moved and shortened with it.
      event.ts = taskStart + Math.round((event.ts - taskStart) * ratio);
      if (event.dur !== undefined) event.dur = Math.round(event.dur * ratio);
      continue;
    }
    if (event.name !== 'RunTask' || event.ph !== 'X' || !event.dur) continue;
    taskStart = event.ts;
    taskEnd = event.ts + event.dur;
    ratio = event.tdur !== undefined && event.tdur < event.dur ? event.tdur / event.dur : 1;
    if (ratio === 1) continue;
    event.dur = Math.max(1, Math.round(event.dur * ratio));
    shortened++;
  }
  return shortened;
}
