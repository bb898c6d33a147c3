import { dispatch } from '../commands/dispatch';
import type { Position } from '@/canvas/kernel';
import type { EdgeRoute, FlowDocument } from '../model/flow-schema';
import type { FlowStore } from '../store/types';
import type { LayoutResult } from './layout-protocol';
import { LAYOUT_PHASES, measurePhase } from './layout-timings';

export type ApplyLayoutOutcome = 'applied' | 'merged' | 'dropped';

export interface ApplyLayoutOptions {
  /** Positions or routes written in the first part (default 500). */
  partSize?: number;
  /**
   * What one part may take, its store write and the re-render that follows (default 20 ms): a part
   * done in under half of it doubles the next one; after a part over it, the next is as many as
   * would have fit, but not fewer than `minPartSize`. `Infinity` keeps every part at `partSize`.
   */
  partMs?: number;
  /**
   * The smallest part (default 250). Each part also re-derives and re-adopts every node of the flow,
   * whatever its size: on a busy machine, where every part is slow, shrinking parts further only
   * multiplies that cost and the pauses (55 parts for 5,000 nodes at a load of 20 on two cores).
   */
  minPartSize?: number;
  /** Waits between parts so the page can draw and take input (default: a task of its own). */
  pause?: () => Promise<void>;
  /** When the flow changed since the request: drop the result, or (default) apply it only to nodes still where they were. */
  onStale?: 'drop' | 'merge';
  /** The clock parts are timed with (default `performance.now`). */
  now?: () => number;
}

/**
 * A task of its own, without the 4 ms that browsers add to a timeout set from a timeout after a few
 * in a row: a layout of 5,000 nodes is written in a dozen parts or more.
 */
function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

let batches = 0;

function positionsOf(doc: FlowDocument): Map<string, Position> {
  return new Map(doc.nodes.map((node) => [node.id, node.position]));
}

/**
 * Writes `items` in parts, a pause before each, sizing each part by how long the last one took.
 * `write` returns whether it wrote anything.
 */
async function writeInParts<T>(items: readonly T[], write: (part: readonly T[]) => boolean, options: Required<Omit<ApplyLayoutOptions, 'onStale'>>): Promise<void> {
  let size = Math.max(options.minPartSize, options.partSize);
  for (let start = 0; start < items.length; ) {
    // Also before the first part: the worker's answer arrives in a task of its own.
    await options.pause();
    const part = items.slice(start, start + size);
    start += part.length;
    const began = options.now();
    const changed = write(part);
    const stored = options.now();
    // React re-renders for a store change in a microtask queued by the change: this resumes after it.
    await Promise.resolve();
    const rendered = options.now();
    if (!changed) continue;
    measurePhase(LAYOUT_PHASES.store, began, stored);
    measurePhase(LAYOUT_PHASES.render, stored, rendered);
    if (!Number.isFinite(options.partMs)) continue;
    const took = rendered - began;
    if (took > options.partMs) size = Math.max(options.minPartSize, Math.floor((size * options.partMs) / took));
    else if (took < options.partMs / 2) size *= 2;
  }
}

/**
 * Writes a layout result as one undo step, a part at a time with a pause between parts, so that no
 * single task re-renders thousands of moved nodes: first the positions, then the routes of the edges
 * leaving the nodes written (until then every edge keeps its one array, so React Flow does not
 * re-index them at each part). Parts grow while they are quick and shrink when one is slow. Nodes
 * moved since the request, or while the parts are written, stay where the author put them
 * (`'merged'`), unless `onStale: 'drop'` drops a result that is stale from the start.
 * @example await applyLayout(store, await runner.request(store, { direction: 'DOWN' })) // 'applied'
 */
export async function applyLayout(store: FlowStore, result: LayoutResult, options: ApplyLayoutOptions = {}): Promise<ApplyLayoutOutcome> {
  const parts = {
    partSize: options.partSize ?? 500,
    partMs: options.partMs ?? 20,
    minPartSize: Math.max(1, options.minPartSize ?? 250),
    pause: options.pause ?? nextTask,
    now: options.now ?? (() => performance.now()),
  };
  const fresh = store.getRevision() === result.revision;
  if (!fresh && options.onStale === 'drop') return 'dropped';
  batches += 1;
  const batch = `${result.revision}.${batches}`;
  const base = positionsOf(result.base);
  // Where nodes are now; unchanged (the base) while only this layout writes to the flow.
  let current = fresh ? base : positionsOf(store.getDoc());
  let ownRevision = store.getRevision();
  let interrupted = !fresh;
  const moved = new Set<string>();

  const writePositions = (ids: readonly string[]) => {
    if (store.getRevision() !== ownRevision) {
      interrupted = true;
      current = positionsOf(store.getDoc());
    }
    const positions: Record<string, Position> = {};
    let count = 0;
    for (const id of ids) {
      const now = current.get(id);
      const before = base.get(id);
      const target = result.positions[id];
      if (!now || !before || !target || now.x !== before.x || now.y !== before.y) continue;
      positions[id] = target;
      count += 1;
    }
    if (count === 0) return false;
    if (!dispatch(store, 'autoLayout', { positions, batch, ...(moved.size === 0 ? { direction: result.direction } : {}) })) return false;
    for (const id of Object.keys(positions)) moved.add(id);
    ownRevision = store.getRevision();
    return true;
  };
  await writeInParts(Object.keys(result.positions), writePositions, parts);
  if (moved.size === 0) return 'dropped';

  // A route is drawn only while both its nodes are where the layout put them: one whose target the
  // author moved is written all the same and stays undrawn.
  const routes: [string, EdgeRoute][] = [];
  for (const edge of store.getDoc().edges) {
    const points = result.routes[edge.id];
    const source = result.positions[edge.source];
    const target = result.positions[edge.target];
    if (points && source && target && moved.has(edge.source)) routes.push([edge.id, { points, source, target }]);
  }
  const writeRoutes = (part: readonly [string, EdgeRoute][]) => {
    if (store.getRevision() !== ownRevision) interrupted = true;
    const written = dispatch(store, 'autoLayout', { positions: {}, routes: Object.fromEntries(part), batch });
    ownRevision = store.getRevision();
    return written;
  };
  await writeInParts(routes, writeRoutes, parts);
  return interrupted ? 'merged' : 'applied';
}
