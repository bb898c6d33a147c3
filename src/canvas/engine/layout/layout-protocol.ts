import type { FlowDocument, LayoutDirection } from '../model/flow-schema';
import { layoutOf, type LayoutOutput, type LayoutPositions, type LayoutRoutes, type LayoutWorkTimings } from './layout-flow';
import type { LayoutInput } from './layout-input';

/** Message from the page to the layout worker. */
export interface LayoutRequest {
  requestId: number;
  /** Store revision when the request was made, to recognise a stale answer. */
  revision: number;
  /** `null` when the flow has nothing to lay out. */
  input: LayoutInput | null;
}

/**
 * When the worker held a request and answered it, as `performance.timeOrigin + performance.now()`:
 * the page turns them into its own timeline to tell the messages' time from ELK's.
 */
export interface LayoutWorkerClock {
  receivedAt: number;
  sentAt: number;
}

export type LayoutResponse =
  | { requestId: number; revision: number; output: LayoutOutput; timings: LayoutWorkTimings & LayoutWorkerClock }
  | { requestId: number; revision: number; error: string }
  /** Sent once, when the worker has loaded ELK and run it once on a small graph: the first click only sends the flow. */
  | { ready: true; startedAt: number; readyAt: number };

/** What `applyLayout` needs: the new positions and edge routes, and the document they were computed from. */
export interface LayoutResult {
  revision: number;
  positions: LayoutPositions;
  routes: LayoutRoutes;
  /** The document laid out: only nodes still where it had them take their new position. */
  base: FlowDocument;
  /** The direction laid out in; applying the result makes it the flow's remembered direction. */
  direction: LayoutDirection;
}

const now = () => performance.timeOrigin + performance.now();

/**
 * The worker's work, callable directly in tests.
 * @example await handleLayoutRequest({ requestId: 1, revision: 3, input: layoutPlanOf(doc, { direction: 'DOWN' })?.input ?? null })
 */
export async function handleLayoutRequest(request: LayoutRequest): Promise<LayoutResponse> {
  const receivedAt = now();
  try {
    const { output, timings } = await layoutOf(request.input);
    return { requestId: request.requestId, revision: request.revision, output, timings: { ...timings, receivedAt, sentAt: now() } };
  } catch (cause) {
    return { requestId: request.requestId, revision: request.revision, error: cause instanceof Error ? cause.message : String(cause) };
  }
}

/** The arrays of an answer, handed to the page instead of copied. */
export function transferablesOf(response: LayoutResponse): ArrayBuffer[] {
  if (!('output' in response)) return [];
  const { positions, routes, routeStarts } = response.output;
  return [positions.buffer as ArrayBuffer, routes.buffer as ArrayBuffer, routeStarts.buffer as ArrayBuffer];
}

/** The arrays of a request, handed to the worker instead of copied. */
export function requestTransferables(request: LayoutRequest): ArrayBuffer[] {
  if (!request.input) return [];
  const { sizes, outputCounts, edges } = request.input;
  return [sizes.buffer as ArrayBuffer, outputCounts.buffer as ArrayBuffer, edges.buffer as ArrayBuffer];
}
