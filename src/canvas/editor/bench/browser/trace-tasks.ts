// Reads a Chrome trace of the layout bench: every main-thread task of the page, how long, and what
// ran inside it. The page's long-task observer sees only tasks over 50 ms; the trace shows the
// longest one whatever its length, which says how much margin a layout keeps under the 50-ms target.
// `BENCH_TRACE=dir npm run bench:browser -- layout` saves each click's trace there (DevTools opens it).

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time inside the event: under load a task waits for a core, and only this says how much work it was. */
  tdur?: number;
  cat?: string;
  args?: { name?: string; data?: { functionName?: string; url?: string; type?: string } };
}

export interface TracedTask {
  /** Start, ms after the click's mark. */
  at: number;
  ms: number;
  /** The main thread's CPU time in it. */
  cpuMs: number;
  /** The longest events inside it (function calls, animation frames, layout, paint), longest first. */
  inside: string[];
}

/** Categories the bench records: tasks, what runs in them, and the page's own marks. */
export const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute'];

/** The label of an event inside a task: a function's name and file, or the event's own name. */
function label(event: TraceEvent): string {
  const data = event.args?.data;
  if (data?.functionName) return `${event.name} ${data.functionName} ${(data.url ?? '').split('/').pop() ?? ''}`.trim();
  if (data?.type) return `${event.name} ${data.type}`;
  return event.name;
}

/**
 * The page's main-thread tasks after the mark `from`, longest first (`top` of them) by wall time, or
 * by CPU time with `by: 'cpu'`. The page's main thread is the renderer main thread that holds the mark.
 */
export function tracedTasks(trace: { traceEvents: TraceEvent[] }, from: string, top = 5, by: 'wall' | 'cpu' = 'wall'): TracedTask[] {
  const events = trace.traceEvents;
  const mark = events.find((event) => event.name === from && event.cat?.includes('blink.user_timing'));
  if (!mark) return [];
  const mainThread = events.find((event) => event.ph === 'M' && event.name === 'thread_name' && event.pid === mark.pid && event.args?.name === 'CrRendererMain');
  const onMain = events.filter((event) => event.pid === mark.pid && event.tid === (mainThread?.tid ?? mark.tid) && event.ph === 'X' && event.dur !== undefined && event.ts >= mark.ts);
  const length = (event: TraceEvent) => (by === 'cpu' ? (event.tdur ?? 0) : (event.dur ?? 0));
  const tasks = onMain.filter((event) => event.name === 'RunTask').sort((a, b) => length(b) - length(a)).slice(0, top);
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain
      .filter((event) => event !== task && event.name !== 'RunTask' && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end && (event.dur ?? 0) >= 2000)
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 6)
      .map((event) => `${label(event)} ${((event.dur ?? 0) / 1000).toFixed(1)}`);
    return { at: Math.round((task.ts - mark.ts) / 1000), ms: (task.dur ?? 0) / 1000, cpuMs: (task.tdur ?? 0) / 1000, inside };
  });
}
