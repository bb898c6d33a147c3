import { dispatch } from '../commands/dispatch';
import type { Position } from '../model/common-schemas';
import type { FlowStore } from '../store/types';
import type { LayoutOptions } from './layout-flow';
import type { LayoutRequest, LayoutResponse, LayoutResult } from './layout-protocol';

/** The part of a Worker the runner uses, so tests can pass an in-process fake. */
export interface WorkerLike {
  postMessage(message: LayoutRequest): void;
  onmessage: ((event: { data: LayoutResponse }) => void) | null;
  terminate(): void;
}

export interface LayoutRunner {
  /** Lays out the store's current document in the worker. */
  request(store: FlowStore, options: LayoutOptions): Promise<LayoutResult>;
  dispose(): void;
}

function currentPositions(store: FlowStore): Record<string, Position> {
  const positions: Record<string, Position> = {};
  for (const node of store.getDoc().nodes) positions[node.id] = { ...node.position };
  return positions;
}

/**
 * Runs layouts in one lazily created worker, matching answers to requests by id.
 * @example
 * const runner = createLayoutRunner(() => new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module' }));
 * applyLayout(store, await runner.request(store, { direction: 'DOWN' }));
 */
export function createLayoutRunner(workerFactory: () => WorkerLike): LayoutRunner {
  let worker: WorkerLike | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (response: LayoutResponse) => void }>();

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
    async request(store, options) {
      const requestId = nextId;
      nextId += 1;
      const revision = store.getRevision();
      const basePositions = currentPositions(store);
      const response = await new Promise<LayoutResponse>((resolve) => {
        pending.set(requestId, { resolve });
        ensureWorker().postMessage({ requestId, revision, doc: store.getDoc(), options });
      });
      if ('error' in response) throw new Error(`Layout failed: ${response.error}`);
      return { revision, positions: response.positions, basePositions, direction: options.direction };
    },
    dispose() {
      worker?.terminate();
      worker = null;
      pending.clear();
    },
  };
}

export type ApplyLayoutOutcome = 'applied' | 'merged' | 'dropped';

/**
 * Writes a layout result as one undo step. If the document changed since the request, the result
 * is dropped (`onStale: 'drop'`) or applied only to nodes still where they were (`'merge'`, default).
 * @example applyLayout(store, result) // 'applied'
 */
export function applyLayout(store: FlowStore, result: LayoutResult, options: { onStale?: 'drop' | 'merge' } = {}): ApplyLayoutOutcome {
  const fresh = store.getRevision() === result.revision;
  if (!fresh && options.onStale === 'drop') return 'dropped';
  const positions: Record<string, Position> = {};
  for (const node of store.getDoc().nodes) {
    const target = result.positions[node.id];
    const base = result.basePositions[node.id];
    if (!target) continue;
    if (fresh || (base && base.x === node.position.x && base.y === node.position.y)) positions[node.id] = target;
  }
  if (Object.keys(positions).length === 0 || !dispatch(store, 'autoLayout', { positions, direction: result.direction })) return 'dropped';
  return fresh ? 'applied' : 'merged';
}
