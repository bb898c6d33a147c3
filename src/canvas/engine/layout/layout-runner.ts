import type { FlowStore } from '../store/types';
import { laidOutFlowOf, type LaidOutFlow } from './layout-flow';
import { layoutPlanOf, type LayoutOptions } from './layout-input';
import { requestTransferables, type LayoutRequest, type LayoutResponse, type LayoutResult } from './layout-protocol';
import { LAYOUT_PHASES, clearLayoutPhases, markPrepared, markWorkerReady, measurePhase, pageTime } from './layout-timings';

/** The part of a Worker the runner uses, so tests can pass an in-process fake. */
export interface WorkerLike {
  postMessage(message: LayoutRequest, transfer?: Transferable[]): void;
  onmessage: ((event: { data: LayoutResponse }) => void) | null;
  /** A worker that throws outside a request (its script failed to load, it ran out of memory) says so here. */
  onerror?: ((event: unknown) => void) | null;
  terminate(): void;
}

export interface LayoutRunner {
  /**
   * Lays out the store's current document in the worker. Aborting `signal` rejects with an
   * `AbortError` and stops the worker (ELK cannot be interrupted otherwise); the next request starts a new one.
   */
  request(store: FlowStore, options: LayoutOptions, signal?: AbortSignal): Promise<LayoutResult>;
  /** Starts the worker ahead of the first request, so it has loaded ELK and run it once by then. */
  warm(): void;
  /**
   * Has the worker lay out the store's current document now, answering no one: a request made later
   * for the same input (nothing that moves the layout changed) is answered with it, without ELK.
   */
  prepare(store: FlowStore, options: LayoutOptions): void;
  dispose(): void;
}

const NOTHING_LAID_OUT: LaidOutFlow = { positions: {}, routes: {} };

/**
 * Runs layouts in one worker, started by `warm` or the first request, matching answers to requests by id.
 * @example
 * const runner = createLayoutRunner(() => new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module' }));
 * await applyLayout(store, await runner.request(store, { direction: 'DOWN' }));
 */
export function createLayoutRunner(workerFactory: () => WorkerLike): LayoutRunner {
  let worker: WorkerLike | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (response: LayoutResponse) => void; reject: (reason: unknown) => void }>();
  /** When each request left the page, to time its trip to the worker. */
  const postedAt = new Map<number, number>();
  /** Requests made by `prepare`: their answers only stay in the worker. */
  const prepared = new Set<number>();

  /** Ends the worker; requests still waiting are rejected with `reason`, or left unsettled without one. */
  function stopWorker(reason?: unknown): void {
    worker?.terminate();
    worker = null;
    if (reason !== undefined) for (const waiting of pending.values()) waiting.reject(reason);
    pending.clear();
    postedAt.clear();
    prepared.clear();
  }

  function ensureWorker(): WorkerLike {
    if (worker) return worker;
    const createdAt = performance.now();
    worker = workerFactory();
    // A dead worker never answers: the layout fails with a message instead of staying busy for ever,
    // and the next request starts a new worker.
    worker.onerror = () => stopWorker(new Error('The layout worker stopped.'));
    worker.onmessage = (event) => {
      const data = event.data;
      if ('ready' in data) {
        markWorkerReady(createdAt, data.startedAt, data.readyAt);
        return;
      }
      if (prepared.delete(data.requestId)) {
        if ('output' in data) markPrepared();
        return;
      }
      if ('timings' in data) {
        const { receivedAt, sentAt, graphMs, elkMs, readMs, reused } = data.timings;
        if (reused) measurePhase(LAYOUT_PHASES.reused, pageTime(receivedAt), pageTime(receivedAt));
        const read = pageTime(sentAt) - readMs;
        measurePhase(LAYOUT_PHASES.elkGraph, read - elkMs - graphMs, read - elkMs);
        measurePhase(LAYOUT_PHASES.elk, read - elkMs, read);
        measurePhase(LAYOUT_PHASES.elkRead, read, pageTime(sentAt));
        const posted = postedAt.get(data.requestId);
        if (posted !== undefined) measurePhase(LAYOUT_PHASES.toWorker, posted, pageTime(receivedAt));
        measurePhase(LAYOUT_PHASES.toPage, pageTime(sentAt), performance.now());
      }
      const waiting = pending.get(data.requestId);
      pending.delete(data.requestId);
      postedAt.delete(data.requestId);
      waiting?.resolve(data);
    };
    return worker;
  }

  return {
    async request(store, options, signal) {
      clearLayoutPhases();
      const requestId = nextId;
      nextId += 1;
      const revision = store.getRevision();
      const base = store.getDoc();
      const started = performance.now();
      const plan = layoutPlanOf(base, options);
      measurePhase(LAYOUT_PHASES.input, started);
      signal?.throwIfAborted();
      const response = await new Promise<LayoutResponse>((resolve, reject) => {
        const onAbort = () => stopWorker(signal?.reason);
        const settled = (answer: LayoutResponse) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(answer);
        };
        pending.set(requestId, { resolve: settled, reject });
        signal?.addEventListener('abort', onAbort, { once: true });
        const message: LayoutRequest = { requestId, revision, input: plan?.input ?? null };
        const target = ensureWorker();
        const posting = performance.now();
        // The input's arrays move to the worker instead of being copied; the page does not read them again.
        target.postMessage(message, requestTransferables(message));
        postedAt.set(requestId, performance.now());
        measurePhase(LAYOUT_PHASES.post, posting);
      });
      if ('error' in response) throw new Error(`Layout failed: ${response.error}`);
      if (!('output' in response)) throw new Error('Layout failed: the worker answered out of turn.');
      const unpacking = performance.now();
      const { positions, routes } = plan ? laidOutFlowOf(plan, response.output) : NOTHING_LAID_OUT;
      measurePhase(LAYOUT_PHASES.unpack, unpacking);
      return { revision, positions, routes, base, direction: options.direction };
    },
    prepare(store, options) {
      const plan = layoutPlanOf(store.getDoc(), options);
      if (!plan) return;
      const requestId = nextId;
      nextId += 1;
      const message: LayoutRequest = { requestId, revision: store.getRevision(), input: plan.input };
      try {
        const target = ensureWorker();
        prepared.add(requestId);
        target.postMessage(message, requestTransferables(message));
      } catch {
        worker = null;
      }
    },
    warm() {
      // Where no worker can start (no module workers, a test's jsdom), the first request says so.
      try {
        ensureWorker();
      } catch {
        worker = null;
      }
    },
    dispose() {
      stopWorker();
    },
  };
}
