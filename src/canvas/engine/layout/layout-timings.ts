/**
 * Where a layout's time goes, left on the page's performance timeline as measures named below; the
 * browser bench (`npm run bench:browser -- layout`) prints each one's share of the click to "Layout
 * applied". Worker-side phases are placed on the page's timeline from the worker's clock.
 */
export const LAYOUT_PHASES = {
  /** Building the numbers the worker needs from the document (and the sizes measured on screen). */
  input: 'layout:input',
  /** The page's `postMessage` call. */
  post: 'layout:post',
  /** From the post until the worker holds the request (a worker still loading ELK shows here). */
  toWorker: 'layout:to-worker',
  /** In the worker: ELK's graph from the input, ELK's run, reading its answer. */
  elkGraph: 'layout:elk-graph',
  elk: 'layout:elk',
  elkRead: 'layout:elk-read',
  /** From the worker's post until the page holds the answer. */
  toPage: 'layout:to-page',
  /** Turning the answer's arrays into positions and routes by id. */
  unpack: 'layout:unpack',
  /** Each part's store write: the command, its undo step and log entry, the store's listeners. */
  store: 'layout:store',
  /** The re-render React runs for each part before the task ends (the editor, React Flow). */
  render: 'layout:render',
  /** Present (zero long) when the worker answered with the layout it had prepared while the editor was idle. */
  reused: 'layout:reused',
} as const;

/** Measures of the worker getting ready, kept across layouts: started, then ELK loaded and run once. */
export const WORKER_READY = { boot: 'layout:worker-boot', warmUp: 'layout:worker-warm-up', mark: 'layout:worker-ready', prepared: 'layout:worker-prepared' } as const;

const timeline = (): Performance | null => (typeof performance !== 'undefined' && typeof performance.measure === 'function' ? performance : null);

/** Records `name` from `start` to `end` (page times in ms); nothing where the timeline is missing (jsdom). */
export function measurePhase(name: string, start: number, end: number = performance.now()): void {
  if (end >= start) timeline()?.measure(name, { start, end });
}

/** Page time of a worker's `timeOrigin + now()`. */
export const pageTime = (workerTime: number): number => workerTime - performance.timeOrigin;

/** Drops the last layout's phases, so the timeline holds one layout's and does not grow with each one. */
export function clearLayoutPhases(): void {
  const entries = timeline();
  if (entries) for (const name of Object.values(LAYOUT_PHASES)) entries.clearMeasures(name);
}

/** Marks the worker ready, with how long it took to start and to load and run ELK once. */
export function markWorkerReady(createdAt: number, startedAt: number, readyAt: number): void {
  measurePhase(WORKER_READY.boot, createdAt, pageTime(startedAt));
  measurePhase(WORKER_READY.warmUp, pageTime(startedAt), pageTime(readyAt));
  timeline()?.mark(WORKER_READY.mark);
}

/** Marks that the worker holds the layout of the flow as it stood when the editor went idle. */
export function markPrepared(): void {
  timeline()?.mark(WORKER_READY.prepared);
}
