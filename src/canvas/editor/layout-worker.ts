import type { WorkerLike } from '@/canvas/engine';

/** The engine's ELK layout in a real module worker, so a big layout never blocks the canvas. */
export function createLayoutWorker(): WorkerLike {
  return new Worker(new URL('../engine/layout/layout.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike;
}
