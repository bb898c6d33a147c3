import { dispatch } from '../commands/dispatch';
import type { Position } from '@/canvas/kernel';
import type { EdgeRoute, FlowEdge } from '../model/flow-schema';
import type { FlowStore } from '../store/types';
import { layoutInputOf, type LayoutOptions, type LayoutRoutes } from './layout-flow';
import type { LayoutRequest, LayoutResponse, LayoutResult } from './layout-protocol';

/** The part of a Worker the runner uses, so tests can pass an in-process fake. */
export interface WorkerLike {
  postMessage(message: LayoutRequest): void;
  onmessage: ((event: { data: LayoutResponse }) => void) | null;
  terminate(): void;
}

export interface LayoutRunner {
  /**
   * Lays out the store's current document in the worker. Aborting `signal` rejects with an
   * `AbortError` and stops the worker (ELK cannot be interrupted otherwise); the next request starts a new one.
   */
  request(store: FlowStore, options: LayoutOptions, signal?: AbortSignal): Promise<LayoutResult>;
  dispose(): void;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function currentPositions(store: FlowStore): Record<string, Position> {
  const positions: Record<string, Position> = {};
  for (const node of store.getDoc().nodes) positions[node.id] = { ...node.position };
  return positions;
}

/**
 * Runs layouts in one lazily created worker, matching answers to requests by id.
 * @example
 * const runner = createLayoutRunner(() => new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module' }));
 * await applyLayout(store, await runner.request(store, { direction: 'DOWN' }));
 */
export function createLayoutRunner(workerFactory: () => WorkerLike): LayoutRunner {
  let worker: WorkerLike | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (response: LayoutResponse) => void; reject: (reason: unknown) => void }>();

  /** Ends the worker; requests still waiting are rejected with `reason`, or left unsettled without one. */
  function stopWorker(reason?: unknown): void {
    worker?.terminate();
    worker = null;
    if (reason !== undefined) for (const waiting of pending.values()) waiting.reject(reason);
    pending.clear();
  }

  function ensureWorker(): WorkerLike {
    if (worker) return worker;
    worker = workerFactory();
    worker.onmessage = (event) => {
      const waiting = pending.get(event.data.requestId);
      pending.delete(event.data.requestId);
      waiting?.resolve(event.data);
    };
    return worker;
  }

  return {
    async request(store, options, signal) {
      const requestId = nextId;
      nextId += 1;
      const revision = store.getRevision();
      const basePositions = currentPositions(store);
      const input = layoutInputOf(store.getDoc(), options);
      // Building the input and copying it into the worker are two tasks: on a flow of 5,000 nodes
      // each is short, together they were one long task of the page.
      await nextTask();
      signal?.throwIfAborted();
      const response = await new Promise<LayoutResponse>((resolve, reject) => {
        const onAbort = () => stopWorker(signal?.reason);
        const settled = (answer: LayoutResponse) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(answer);
        };
        pending.set(requestId, { resolve: settled, reject });
        signal?.addEventListener('abort', onAbort, { once: true });
        ensureWorker().postMessage({ requestId, revision, input });
      });
      if ('error' in response) throw new Error(`Layout failed: ${response.error}`);
      return { revision, positions: response.positions, routes: response.routes, basePositions, direction: options.direction };
    },
    dispose() {
      stopWorker();
    },
  };
}

export type ApplyLayoutOutcome = 'applied' | 'merged' | 'dropped';

export interface ApplyLayoutOptions {
  /** Nodes written per part (default 500). */
  partSize?: number;
  /** Waits between parts so the page can draw and take input (default: a macrotask). */
  pause?: () => Promise<void>;
  /** When the flow changed since the request: drop the result, or (default) apply it only to nodes still where they were. */
  onStale?: 'drop' | 'merge';
}

let batches = 0;

function pointsOf(flat: readonly number[]): Position[] {
  const points: Position[] = [];
  for (let index = 0; index + 1 < flat.length; index += 2) points.push({ x: flat[index] ?? 0, y: flat[index + 1] ?? 0 });
  return points;
}

/** The laid-out edges leaving each node, so a part writes the routes of the nodes it moves. */
function routedEdgesBySource(edges: readonly FlowEdge[], routes: LayoutRoutes): Map<string, FlowEdge[]> {
  const bySource = new Map<string, FlowEdge[]>();
  for (const edge of edges) {
    if (!routes[edge.id]) continue;
    const list = bySource.get(edge.source);
    if (list) list.push(edge);
    else bySource.set(edge.source, [edge]);
  }
  return bySource;
}

/**
 * Writes a layout result as one undo step, a part at a time with a pause between parts, so that no
 * single task re-renders thousands of moved nodes. Each part carries the routes of the edges leaving
 * its nodes. Nodes moved since the request, or while the parts are written, stay where the author put
 * them (`'merged'`), unless `onStale: 'drop'` drops a result that is stale from the start.
 * @example await applyLayout(store, await runner.request(store, { direction: 'DOWN' })) // 'applied'
 */
export async function applyLayout(store: FlowStore, result: LayoutResult, options: ApplyLayoutOptions = {}): Promise<ApplyLayoutOutcome> {
  const partSize = options.partSize ?? 250;
  const pause = options.pause ?? nextTask;
  const fresh = store.getRevision() === result.revision;
  if (!fresh && options.onStale === 'drop') return 'dropped';
  batches += 1;
  const batch = `${result.revision}.${batches}`;
  const ids = Object.keys(result.positions);
  const routed = routedEdgesBySource(store.getDoc().edges, result.routes);
  let written = 0;
  let ownRevision = store.getRevision();
  let interrupted = !fresh;
  for (let start = 0; start < ids.length; start += partSize) {
    // Also before the first part: the worker's answer arrives in a task of its own.
    await pause();
    if (store.getRevision() !== ownRevision) interrupted = true;
    const current = new Map(store.getDoc().nodes.map((node) => [node.id, node.position]));
    const positions: Record<string, Position> = {};
    for (const id of ids.slice(start, start + partSize)) {
      const now = current.get(id);
      const base = result.basePositions[id];
      const target = result.positions[id];
      if (now && base && target && now.x === base.x && now.y === base.y) positions[id] = target;
    }
    if (Object.keys(positions).length === 0) continue;
    // A route is drawn only while both its nodes are where the layout put them: one whose target the
    // author moved is written all the same and stays undrawn.
    const routes: Record<string, EdgeRoute> = {};
    for (const [id, source] of Object.entries(positions)) {
      for (const edge of routed.get(id) ?? []) {
        const flat = result.routes[edge.id];
        const target = result.positions[edge.target];
        if (flat && target) routes[edge.id] = { points: pointsOf(flat), source, target };
      }
    }
    const args = { positions, routes, batch, ...(written === 0 ? { direction: result.direction } : {}) };
    if (!dispatch(store, 'autoLayout', args)) continue;
    written += Object.keys(positions).length;
    ownRevision = store.getRevision();
  }
  if (written === 0) return 'dropped';
  return interrupted ? 'merged' : 'applied';
}
