import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { Position } from '@/canvas/kernel';
import type { FlowDocument } from '../model/flow-schema';
import { layoutPlanOf, type LayoutInput, type LayoutOptions, type LayoutPlan } from './layout-input';
import { elkGraphOf, elkRootOptions } from './elk-graph';
import { componentsOf, joinedInput, type ComponentLayout, type LayoutComponent } from './layout-components';
import { TREE_LAYOUT_FROM, treeLayout } from './tree-layout';

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
  /** Splitting the input into its connected parts. */
  graphMs: number;
  /** Building ELK's graph of the parts not laid out before, ELK's own runs (those parts, then placing the parts). */
  elkMs: number;
  /** Joining the parts' layouts into the output's arrays. */
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

/**
 * The parts the last layout laid out, by key. After an edit only the parts it changed go to ELK:
 * the others are drawn as before, and ELK's time grows with the part it lays out, not the flow.
 * Replaced by each layout's parts, so it holds one flow's at most.
 */
let laidOutParts = new Map<string, ComponentLayout>();

/** A part's layout from ELK's answer for its nodes and edges, moved so its top-left is at 0, 0. */
function partLayout(children: readonly ElkNode[], edges: readonly ElkExtendedEdge[]): ComponentLayout {
  const points = edges.map((edge) => {
    // One section per edge: every edge has one source and one target.
    const section = edge.sections?.[0];
    return section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
  });
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const child of children) {
    left = Math.min(left, child.x ?? 0);
    top = Math.min(top, child.y ?? 0);
    right = Math.max(right, (child.x ?? 0) + (child.width ?? 0));
    bottom = Math.max(bottom, (child.y ?? 0) + (child.height ?? 0));
  }
  for (const point of points.flat()) {
    left = Math.min(left, point.x);
    top = Math.min(top, point.y);
    right = Math.max(right, point.x);
    bottom = Math.max(bottom, point.y);
  }
  const positions = new Float64Array(children.length * 2);
  children.forEach((child, index) => {
    positions[index * 2] = (child.x ?? 0) - left;
    positions[index * 2 + 1] = (child.y ?? 0) - top;
  });
  const routeStarts = new Uint32Array(edges.length + 1);
  let length = 0;
  points.forEach((route, index) => {
    routeStarts[index] = length;
    length += route.length * 2;
  });
  routeStarts[edges.length] = length;
  const routes = new Float64Array(length);
  points.flat().forEach((point, index) => {
    routes[index * 2] = point.x - left;
    routes[index * 2 + 1] = point.y - top;
  });
  return { positions, routes, routeStarts, width: right - left, height: bottom - top };
}

/** A part of one node and no edge, which ELK would only put at its corner. */
function lonePart(input: LayoutInput): ComponentLayout {
  return { positions: new Float64Array(2), routes: new Float64Array(0), routeStarts: new Uint32Array(1), width: input.sizes[0] ?? 0, height: input.sizes[1] ?? 0 };
}

/** Lays out, in one ELK run, the parts no earlier layout has laid out alike; answers every part's layout by key. */
async function layoutParts(engine: Elk, parts: readonly LayoutComponent[], direction: LayoutInput['direction']): Promise<Map<string, ComponentLayout>> {
  const layouts = new Map<string, ComponentLayout>();
  const missing = new Map<string, LayoutInput>();
  for (const part of parts) {
    const known = laidOutParts.get(part.key);
    const drawn = known ?? (part.input.edges.length === 0 ? lonePart(part.input) : part.nodes.length >= TREE_LAYOUT_FROM ? treeLayout(part.input) : null);
    if (drawn) layouts.set(part.key, drawn);
    else missing.set(part.key, part.input);
  }
  if (missing.size > 0) {
    const inputs = [...missing.values()];
    const { input, nodeStarts, edgeStarts } = joinedInput(inputs, direction);
    const { graph, children, edges } = elkGraphOf(input);
    await engine.layout(graph);
    [...missing.keys()].forEach((key, index) => {
      const part = inputs[index];
      const nodeStart = nodeStarts[index] ?? 0;
      const edgeStart = edgeStarts[index] ?? 0;
      if (!part) return;
      layouts.set(key, partLayout(children.slice(nodeStart, nodeStart + part.outputCounts.length), edges.slice(edgeStart, edgeStart + part.edges.length / 3)));
    });
  }
  laidOutParts = layouts;
  return layouts;
}

/**
 * Where each part goes: ELK places boxes of the parts' sizes as it places the connected components
 * of one graph, so a flow of several parts is packed as when ELK laid it out whole.
 */
async function packParts(engine: Elk, sizes: readonly ComponentLayout[], direction: LayoutInput['direction']): Promise<Float64Array> {
  const corners = new Float64Array(sizes.length * 2);
  if (sizes.length < 2) return corners;
  const children: ElkNode[] = sizes.map((size, index) => ({ id: `c${index}`, width: size.width, height: size.height }));
  await engine.layout({ id: 'root', layoutOptions: elkRootOptions(direction), children, edges: [] });
  children.forEach((child, index) => {
    corners[index * 2] = child.x ?? 0;
    corners[index * 2 + 1] = child.y ?? 0;
  });
  return corners;
}

/** The whole flow's answer from its parts' layouts and corners, in input order, moved to the anchor. */
function joinedOutput(input: LayoutInput, parts: readonly LayoutComponent[], layouts: readonly ComponentLayout[], corners: Float64Array): LayoutOutput {
  const positions = new Float64Array(input.outputCounts.length * 2);
  let left = Infinity;
  let top = Infinity;
  parts.forEach((part, index) => {
    const layout = layouts[index];
    const x = corners[index * 2] ?? 0;
    const y = corners[index * 2 + 1] ?? 0;
    part.nodes.forEach((node, local) => {
      positions[node * 2] = (layout?.positions[local * 2] ?? 0) + x;
      positions[node * 2 + 1] = (layout?.positions[local * 2 + 1] ?? 0) + y;
      left = Math.min(left, positions[node * 2] ?? 0);
      top = Math.min(top, positions[node * 2 + 1] ?? 0);
    });
  });
  const dx = input.anchor.x - (Number.isFinite(left) ? left : 0);
  const dy = input.anchor.y - (Number.isFinite(top) ? top : 0);
  for (let at = 0; at < positions.length; at += 2) {
    positions[at] = (positions[at] ?? 0) + dx;
    positions[at + 1] = (positions[at + 1] ?? 0) + dy;
  }
  const edgeCount = input.edges.length / 3;
  // Each edge's part and its index there, to copy its route in input order.
  const routeOf: [number, number][] = new Array<[number, number]>(edgeCount);
  parts.forEach((part, index) => part.edges.forEach((edge, local) => (routeOf[edge] = [index, local])));
  const routeStarts = new Uint32Array(edgeCount + 1);
  let length = 0;
  for (let edge = 0; edge < edgeCount; edge += 1) {
    routeStarts[edge] = length;
    const [index, local] = routeOf[edge] ?? [0, 0];
    const starts = layouts[index]?.routeStarts;
    length += (starts?.[local + 1] ?? 0) - (starts?.[local] ?? 0);
  }
  routeStarts[edgeCount] = length;
  const routes = new Float64Array(length);
  for (let edge = 0; edge < edgeCount; edge += 1) {
    const [index, local] = routeOf[edge] ?? [0, 0];
    const layout = layouts[index];
    if (!layout) continue;
    const x = (corners[index * 2] ?? 0) + dx;
    const y = (corners[index * 2 + 1] ?? 0) + dy;
    let at = routeStarts[edge] ?? 0;
    for (let from = layout.routeStarts[local] ?? 0; from + 1 < (layout.routeStarts[local + 1] ?? 0); from += 2) {
      routes[at] = (layout.routes[from] ?? 0) + x;
      routes[at + 1] = (layout.routes[from + 1] ?? 0) + y;
      at += 2;
    }
  }
  return { positions, routes, routeStarts };
}

/**
 * Runs ELK's layered algorithm on a layout input (in the worker) and returns each node's top-left
 * corner and each edge's route, the whole moved to the input's anchor, with where the time went.
 * Each connected part is laid out alone, and only when the last layout had no part alike.
 * @example const { output } = await layoutOf(layoutPlanOf(doc, { direction: 'DOWN' })?.input ?? null);
 */
export async function layoutOf(input: LayoutInput | null): Promise<{ output: LayoutOutput; timings: LayoutWorkTimings }> {
  if (!input) return { output: EMPTY_OUTPUT(), timings: { graphMs: 0, elkMs: 0, readMs: 0 } };
  const engine = await loadElk();
  const started = performance.now();
  const parts = componentsOf(input);
  const split = performance.now();
  const byKey = await layoutParts(engine, parts, input.direction);
  const layouts = parts.map((part) => byKey.get(part.key) ?? lonePart(part.input));
  const corners = await packParts(engine, layouts, input.direction);
  const laidOut = performance.now();
  const output = joinedOutput(input, parts, layouts, corners);
  return { output, timings: { graphMs: split - started, elkMs: laidOut - split, readMs: performance.now() - laidOut } };
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
