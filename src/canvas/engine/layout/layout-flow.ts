import type { ElkExtendedEdge, ElkNode, ElkPort } from 'elkjs/lib/elk-api';
import type { Position } from '@/canvas/kernel';
import type { FlowDocument } from '../model/flow-schema';
import { layoutPlanOf, type LayoutInput, type LayoutOptions, type LayoutPlan } from './layout-input';

/**
 * What the worker answers, in the input's order, as numbers the page takes over without a copy.
 */
export interface LayoutOutput {
  /** Top-left corner of node i at 2i and 2i + 1. */
  positions: Float64Array;
  /**
   * Edge j's route, x and y of its start, of each bend point, then of its end, is
   * `routes[routeStarts[j]]` up to `routes[routeStarts[j + 1]]`; empty when ELK gave none.
   */
  routes: Float64Array;
  routeStarts: Uint32Array;
}

/** Where a layout's time went inside the worker, in ms. */
export interface LayoutWorkTimings {
  /** Building ELK's graph from the input. */
  graphMs: number;
  /** ELK's own run. */
  elkMs: number;
  /** Reading ELK's answer into the output's arrays. */
  readMs: number;
}

export type LayoutPositions = Record<string, Position>;

/** The path ELK drew each laid-out edge along, by edge id: its start, each bend point, its end. */
export type LayoutRoutes = Record<string, Position[]>;

/** Where a layout puts each node (its top-left corner) and how it routes each edge, by id. */
export interface LaidOutFlow {
  positions: LayoutPositions;
  routes: LayoutRoutes;
}

type Elk = { layout(graph: ElkNode): Promise<ElkNode> };

let elk: Promise<Elk> | null = null;

/**
 * ELK is loaded by the layout worker when it starts: its 1.5 MB bundle runs start-up code when
 * evaluated, which the editor's main thread paid on every opening although layouts run in a worker.
 */
export function loadElk(): Promise<Elk> {
  // A failed load (the chunk did not arrive) is tried again by the next layout, not remembered.
  elk ??= import('elkjs/lib/elk.bundled.js').then(
    ({ default: ELK }) => new ELK(),
    (cause: unknown) => {
      elk = null;
      throw cause;
    },
  );
  return elk;
}

const EMPTY_OUTPUT = (): LayoutOutput => ({ positions: new Float64Array(0), routes: new Float64Array(0), routeStarts: new Uint32Array(1) });

/** ELK's graph of a layout input: layered, branch ports in handle order, disconnected parts separated. */
function elkGraphOf(input: LayoutInput): { graph: ElkNode; children: ElkNode[]; edges: ElkExtendedEdge[] } {
  const down = input.direction === 'DOWN';
  const side = down ? 'SOUTH' : 'EAST';
  const children: ElkNode[] = [];
  for (let index = 0; index < input.outputCounts.length; index += 1) {
    const count = input.outputCounts[index] ?? 0;
    const ports: ElkPort[] = [];
    // ELK numbers FIXED_ORDER ports clockwise, so south-side ports count from the right.
    for (let output = 0; output < count; output += 1) {
      ports.push({ id: `p${index}.${output}`, width: 1, height: 1, layoutOptions: { 'elk.port.side': side, 'elk.port.index': String(down ? count - 1 - output : output) } });
    }
    children.push({ id: `n${index}`, width: input.sizes[index * 2] ?? 0, height: input.sizes[index * 2 + 1] ?? 0, ports, layoutOptions: { 'elk.portConstraints': 'FIXED_ORDER' } });
  }
  const edges: ElkExtendedEdge[] = [];
  for (let at = 0; at + 2 < input.edges.length; at += 3) {
    edges.push({ id: `e${at / 3}`, sources: [`p${input.edges[at]}.${input.edges[at + 1]}`], targets: [`n${input.edges[at + 2]}`] });
  }
  const graph: ElkNode = {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': input.direction,
      'elk.spacing.nodeNode': '40',
      'elk.layered.spacing.nodeNodeBetweenLayers': '80',
      'elk.separateConnectedComponents': 'true',
      'elk.spacing.componentComponent': '80',
      // Measured in Node on the bench's 1,000-node flow (docs/performance.md): keeping the model order
      // made ELK 2.6× slower and one sweep instead of seven (thoroughness) 1.7× faster, for the same
      // drawing here. Branch order comes from the fixed port order, not from the model order.
      'elk.layered.thoroughness': '1',
      'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
    },
    children,
    edges,
  };
  return { graph, children, edges };
}

/** ELK writes its answer into the graph's own objects: read them in input order, moved to the anchor. */
function readLayout(input: LayoutInput, children: readonly ElkNode[], edges: readonly ElkExtendedEdge[]): LayoutOutput {
  let left = Infinity;
  let top = Infinity;
  for (const child of children) {
    left = Math.min(left, child.x ?? 0);
    top = Math.min(top, child.y ?? 0);
  }
  const dx = input.anchor.x - (Number.isFinite(left) ? left : 0);
  const dy = input.anchor.y - (Number.isFinite(top) ? top : 0);
  const positions = new Float64Array(children.length * 2);
  children.forEach((child, index) => {
    positions[index * 2] = (child.x ?? 0) + dx;
    positions[index * 2 + 1] = (child.y ?? 0) + dy;
  });
  const routeStarts = new Uint32Array(edges.length + 1);
  let length = 0;
  edges.forEach((edge, index) => {
    routeStarts[index] = length;
    // One section per edge: every edge has one source and one target.
    const section = edge.sections?.[0];
    if (section) length += 4 + 2 * (section.bendPoints?.length ?? 0);
  });
  routeStarts[edges.length] = length;
  const routes = new Float64Array(length);
  edges.forEach((edge, index) => {
    const section = edge.sections?.[0];
    if (!section) return;
    let at = routeStarts[index] ?? 0;
    for (const point of [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]) {
      routes[at] = point.x + dx;
      routes[at + 1] = point.y + dy;
      at += 2;
    }
  });
  return { positions, routes, routeStarts };
}

/**
 * Runs ELK's layered algorithm on a layout input (in the worker) and returns each node's top-left
 * corner and each edge's route, the whole moved to the input's anchor, with where the time went.
 * @example const { output } = await layoutOf(layoutPlanOf(doc, { direction: 'DOWN' })?.input ?? null);
 */
export async function layoutOf(input: LayoutInput | null): Promise<{ output: LayoutOutput; timings: LayoutWorkTimings }> {
  if (!input) return { output: EMPTY_OUTPUT(), timings: { graphMs: 0, elkMs: 0, readMs: 0 } };
  const engine = await loadElk();
  const started = performance.now();
  const { graph, children, edges } = elkGraphOf(input);
  const built = performance.now();
  await engine.layout(graph);
  const laidOut = performance.now();
  const output = readLayout(input, children, edges);
  return { output, timings: { graphMs: built - started, elkMs: laidOut - built, readMs: performance.now() - laidOut } };
}

/**
 * A small flow like the ones authors draw: branches two ways deep, and answers that loop back to
 * ask again. ELK's first run spends its time compiling and initialising its code; running it once
 * on this when the worker starts leaves the author's first click only the flow's own layout.
 */
function warmUpInput(nodeCount = 120): LayoutInput {
  const ends: number[] = [];
  for (let index = 1; index < nodeCount; index += 1) ends.push((index - 1) >> 1, (index - 1) & 1, index);
  for (let index = nodeCount >> 1; index < nodeCount; index += 9) ends.push(index, 0, index % 7);
  return {
    direction: 'DOWN',
    anchor: { x: 0, y: 0 },
    sizes: new Float64Array(nodeCount * 2).map((_, at) => (at % 2 === 0 ? 256 : 96 + (at % 5) * 24)),
    outputCounts: new Uint16Array(nodeCount).fill(2),
    edges: Uint32Array.from(ends),
  };
}

/**
 * Loads ELK and lays out a small flow once, so the first layout the author asks for pays neither.
 * @example await prepareLayout(); // in the worker, before it answers requests
 */
export async function prepareLayout(): Promise<void> {
  await layoutOf(warmUpInput());
}

/**
 * A worker's answer by id: positions and routes of the plan's nodes and edges (the page's half).
 * @example laidOutFlowOf(plan, output).positions[plan.nodeIds[0]] // { x: 0, y: 0 }
 */
export function laidOutFlowOf(plan: LayoutPlan, output: LayoutOutput): LaidOutFlow {
  const positions: LayoutPositions = {};
  plan.nodeIds.forEach((id, index) => {
    positions[id] = { x: output.positions[index * 2] ?? 0, y: output.positions[index * 2 + 1] ?? 0 };
  });
  const routes: LayoutRoutes = {};
  plan.edgeIds.forEach((id, index) => {
    const start = output.routeStarts[index] ?? 0;
    const end = output.routeStarts[index + 1] ?? start;
    if (end <= start) return;
    const points: Position[] = [];
    for (let at = start; at + 1 < end; at += 2) points.push({ x: output.routes[at] ?? 0, y: output.routes[at + 1] ?? 0 });
    routes[id] = points;
  });
  return { positions, routes };
}

/**
 * Lays out a flow in one call (headless use and tests; the editor splits the two halves between the
 * page and the worker).
 * @example const { positions } = await layoutFlow(doc, { direction: 'DOWN' }); // { n1: { x: 0, y: 0 }, … }
 */
export async function layoutFlow(doc: FlowDocument, options: LayoutOptions): Promise<LaidOutFlow> {
  const plan = layoutPlanOf(doc, options);
  if (!plan) return { positions: {}, routes: {} };
  return laidOutFlowOf(plan, (await layoutOf(plan.input)).output);
}
