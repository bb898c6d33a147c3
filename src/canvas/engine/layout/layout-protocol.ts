import type { Position } from '@/canvas/kernel';
import type { LayoutDirection } from '../model/flow-schema';
import { layoutOf, type LaidOutFlow, type LayoutInput, type LayoutPositions, type LayoutRoutes } from './layout-flow';

/** Message from the page to the layout worker. */
export interface LayoutRequest {
  requestId: number;
  /** Store revision when the request was made, to recognise a stale answer. */
  revision: number;
  /** `null` when the flow has nothing to lay out. */
  input: LayoutInput | null;
}

export type LayoutResponse =
  | ({ requestId: number; revision: number } & LaidOutFlow)
  | { requestId: number; revision: number; error: string };

/** What `applyLayout` needs: the new positions and edge routes, and the positions they were computed from. */
export interface LayoutResult {
  revision: number;
  positions: LayoutPositions;
  routes: LayoutRoutes;
  basePositions: Record<string, Position>;
  /** The direction laid out in; applying the result makes it the flow's remembered direction. */
  direction: LayoutDirection;
}

/**
 * The worker's work, callable directly in tests.
 * @example await handleLayoutRequest({ requestId: 1, revision: 3, input: layoutInputOf(doc, { direction: 'DOWN' }) })
 */
export async function handleLayoutRequest(request: LayoutRequest): Promise<LayoutResponse> {
  try {
    return { requestId: request.requestId, revision: request.revision, ...(await layoutOf(request.input)) };
  } catch (cause) {
    return { requestId: request.requestId, revision: request.revision, error: cause instanceof Error ? cause.message : String(cause) };
  }
}
