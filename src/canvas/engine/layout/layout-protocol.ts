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

/** `reused`: the answer was the one the worker had already computed for the same input, ELK did not run. */
export type LayoutResponse =
  | { requestId: number; revision: number; output: LayoutOutput; timings: LayoutWorkTimings & LayoutWorkerClock & { reused: boolean } }
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
    return { requestId: request.requestId, revision: request.revision, output, timings: { ...timings, receivedAt, sentAt: now(), reused: false } };
  } catch (cause) {
    return { requestId: request.requestId, revision: request.revision, error: cause instanceof Error ? cause.message : String(cause) };
  }
}

function sameArray(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}

function sameInput(a: LayoutInput, b: LayoutInput): boolean {
  return (
    a.direction === b.direction &&
    a.anchor.x === b.anchor.x &&
    a.anchor.y === b.anchor.y &&
    sameArray(a.outputCounts, b.outputCounts) &&
    sameArray(a.edges, b.edges) &&
    sameArray(a.sizes, b.sizes)
  );
}

const copyOf = (output: LayoutOutput): LayoutOutput => ({ positions: output.positions.slice(), routes: output.routes.slice(), routeStarts: output.routeStarts.slice() });

export interface LayoutService {
  handle(request: LayoutRequest): Promise<LayoutResponse>;
}

/**
 * The layout worker's requests, one at a time, remembering the last answer: the editor asks for the
 * layout of the flow as it stands while it is idle, so an author who then clicks Auto-layout without
 * changing the flow gets that answer at once (ELK is deterministic: the same input gives the same
 * drawing). A request behind a running one waits for it, then finds the answer if it was the same.
 * @example const service = createLayoutService(); await service.handle(request);
 */
export function createLayoutService(): LayoutService {
  let last: { input: LayoutInput; output: LayoutOutput } | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  async function answer(request: LayoutRequest): Promise<LayoutResponse> {
    const receivedAt = now();
    const { input } = request;
    if (input && last && sameInput(input, last.input)) {
      const timings = { graphMs: 0, elkMs: 0, readMs: 0, receivedAt, sentAt: now(), reused: true };
      // The answer's arrays move to the page: the worker keeps its own copy for the next request.
      return { requestId: request.requestId, revision: request.revision, output: copyOf(last.output), timings };
    }
    const response = await handleLayoutRequest(request);
    if (input && 'output' in response) last = { input, output: copyOf(response.output) };
    return response;
  }
  return {
    handle(request) {
      const answered = queue.then(() => answer(request));
      queue = answered.catch(() => undefined);
      return answered;
    },
  };
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
