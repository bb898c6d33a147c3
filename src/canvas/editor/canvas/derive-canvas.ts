import { kindOf, liveRoute, nodeOutputs, type EdgeRoute, type FlowDocument, type FlowEdge, type FlowNode, type HandleSpec, type Problem, type Size } from '@/canvas/engine';
import { INPUT_HANDLE, UNLABELLED_OUTPUTS, type CanvasEdge, type CanvasNode, type CanvasOverlay, type NodeOverlay, type OverlayMark, type ProblemSummary } from './canvas-types';
import { estimateHandles } from './estimate-handles';

/**
 * Problems counted per node. A node whose count and severity did not change keeps its previous
 * summary object, so its React Flow node is reused and it does not re-render.
 */
export function summariseProblems(problems: readonly Problem[], previous: ReadonlyMap<string, ProblemSummary> = new Map()): Map<string, ProblemSummary> {
  const counts = new Map<string, ProblemSummary>();
  for (const problem of problems) {
    if (!problem.nodeId) continue;
    const seen = counts.get(problem.nodeId);
    const severity = seen?.severity === 'error' || problem.severity === 'error' ? 'error' : 'warning';
    counts.set(problem.nodeId, { count: (seen?.count ?? 0) + 1, severity });
  }
  for (const [nodeId, summary] of counts) {
    const before = previous.get(nodeId);
    if (before && before.count === summary.count && before.severity === summary.severity) counts.set(nodeId, before);
  }
  return counts;
}

interface NodeInputs {
  source: FlowNode;
  selected: boolean;
  measured: Size | undefined;
  problems: ProblemSummary | null;
  isStart: boolean;
  overlay: NodeOverlay | null;
  hidden: boolean;
  rightwards: boolean;
}

interface EdgeInputs {
  source: FlowEdge;
  selected: boolean;
  from: FlowNode | undefined;
  to: FlowNode | undefined;
  onPath: boolean;
  overlayLabel: OverlayMark | null;
  /** The layout's route while both nodes are where the layout put them. */
  route: EdgeRoute | null;
}

const NO_EDGES: CanvasEdge[] = [];

/** How the canvas is drawn as a whole: in the overview React Flow gets every node hidden and no edges. */
export interface CanvasView {
  overview: boolean;
  /** The flow is laid out left to right: handles not yet measured are placed on the sides. */
  rightwards?: boolean;
}

const FULL_VIEW: CanvasView = { overview: false };

// Overlay marks are compared by value: pages rebuild their maps on every change, and a node whose
// mark reads the same must keep its React Flow object.
const sameMark = (a: OverlayMark | null, b: OverlayMark | null) => a === b || (!!a && !!b && a.text === b.text && a.label === b.label && a.tone === b.tone);

const sameOverlay = (a: NodeOverlay | null, b: NodeOverlay | null) =>
  a === b || (!!a && !!b && a.active === b.active && a.onPath === b.onPath && sameMark(a.badge, b.badge));

const sameNodeInputs = (a: NodeInputs, b: NodeInputs) =>
  a.source === b.source &&
  a.selected === b.selected &&
  a.measured === b.measured &&
  a.problems === b.problems &&
  a.isStart === b.isStart &&
  a.hidden === b.hidden &&
  a.rightwards === b.rightwards &&
  sameOverlay(a.overlay, b.overlay);

/** An edge shows its end nodes' names and branches, which come from kind and data, never position. */
const sameEnd = (a: FlowNode | undefined, b: FlowNode | undefined) => a === b || (a !== undefined && b !== undefined && a.id === b.id && a.kind === b.kind && a.data === b.data);

const sameEdgeInputs = (a: EdgeInputs, b: EdgeInputs) =>
  a.source === b.source &&
  a.selected === b.selected &&
  sameEnd(a.from, b.from) &&
  sameEnd(a.to, b.to) &&
  a.onPath === b.onPath &&
  a.route === b.route &&
  sameMark(a.overlayLabel, b.overlayLabel);

function nodeOverlay(overlay: CanvasOverlay, nodeId: string): NodeOverlay | null {
  const active = overlay.activeNodeId === nodeId;
  const onPath = overlay.pathNodeIds?.has(nodeId) ?? false;
  const badge = overlay.nodeBadges?.get(nodeId) ?? null;
  return active || onPath || badge ? { active, onPath, badge } : null;
}

/** A test id attribute, which React Flow's `domAttributes` type does not list. */
const testId = (value: string) => ({ 'data-testid': value }) as Record<string, string>;

export interface CanvasDeriver {
  nodes(
    doc: FlowDocument,
    selected: ReadonlySet<string>,
    measured: ReadonlyMap<string, Size>,
    problems: ReadonlyMap<string, ProblemSummary>,
    overlay?: CanvasOverlay,
    view?: CanvasView,
  ): CanvasNode[];
  edges(doc: FlowDocument, selected: ReadonlySet<string>, overlay?: CanvasOverlay, view?: CanvasView): CanvasEdge[];
}

/**
 * Turns the engine document into React Flow nodes and edges. Objects are cached per id and reused
 * while their inputs are the same objects (immer shares unchanged nodes between states), so an edit
 * of one node among 5,000 hands React Flow 4,999 identical objects it skips; the same holds for a
 * simulator step, which changes the overlay of two or three nodes.
 * `name` gives the accessible name of a node; `view` says whether the overview hides them all.
 */
export function createCanvasDeriver(name: (node: FlowNode) => string): CanvasDeriver {
  let nodeCache = new Map<string, { inputs: NodeInputs; node: CanvasNode }>();
  let edgeCache = new Map<string, { inputs: EdgeInputs; edge: CanvasEdge }>();
  let lastEdges: CanvasEdge[] = [];
  // Branches and names come from a node's kind and data, never its position: they are kept per data
  // object, which immer shares when a layout or a drag moves the node, so moving nodes does not
  // rebuild their summaries.
  const contentOf = new WeakMap<object, { id: string; kind: string; outputs?: HandleSpec[]; name?: string }>();

  function content(node: FlowNode) {
    let found = contentOf.get(node.data);
    // A name may fall back to the node's id, so an entry belongs to one id and kind.
    if (!found || found.id !== node.id || found.kind !== node.kind) {
      found = { id: node.id, kind: node.kind };
      contentOf.set(node.data, found);
    }
    return found;
  }

  function outputs(node: FlowNode): HandleSpec[] {
    const found = content(node);
    found.outputs ??= nodeOutputs(node);
    return found.outputs;
  }

  function nameOf(node: FlowNode): string {
    const found = content(node);
    found.name ??= name(node);
    return found.name;
  }

  return {
    nodes(doc, selected, measured, problems, overlay = {}, view = FULL_VIEW) {
      const next = new Map<string, { inputs: NodeInputs; node: CanvasNode }>();
      const result = doc.nodes.map((source) => {
        const inputs: NodeInputs = {
          source,
          selected: selected.has(source.id),
          measured: measured.get(source.id),
          problems: problems.get(source.id) ?? null,
          isStart: doc.startNodeId === source.id,
          overlay: nodeOverlay(overlay, source.id),
          hidden: view.overview,
          rightwards: view.rightwards ?? false,
        };
        const cached = nodeCache.get(source.id);
        if (cached && sameNodeInputs(cached.inputs, inputs)) {
          next.set(source.id, cached);
          return cached.node;
        }
        const definition = kindOf(source.kind);
        const size = definition.defaultSize;
        const node: CanvasNode = {
          id: source.id,
          type: source.kind,
          position: source.position,
          data: { node: source, problems: inputs.problems, isStart: inputs.isStart, overlay: inputs.overlay },
          selected: inputs.selected,
          initialWidth: size.width,
          initialHeight: size.height,
          ariaLabel: nameOf(source),
          // The running node is the current step of the conversation being played, for screen readers too.
          domAttributes: inputs.overlay?.active ? { ...testId(`node-${source.id}`), 'aria-current': 'step' } : testId(`node-${source.id}`),
          ...(inputs.measured ? { measured: inputs.measured } : { handles: estimateHandles(size, definition.acceptsInput, outputs(source), inputs.rightwards) }),
          ...(inputs.hidden ? { hidden: true } : {}),
        };
        next.set(source.id, { inputs, node });
        return node;
      });
      nodeCache = next;
      return result;
    },

    edges(doc, selected, overlay = {}, view = FULL_VIEW) {
      // React Flow mounts a component for every edge whose span crosses the view, hidden or not: at
      // fit view in the overview that is every edge, each re-running its selectors on every change
      // of React Flow's store, to draw nothing. The overview draws the edges itself.
      if (view.overview) return NO_EDGES;
      const byId = new Map(doc.nodes.map((node) => [node.id, node]));
      const next = new Map<string, { inputs: EdgeInputs; edge: CanvasEdge }>();
      const result = doc.edges.map((source) => {
        const from = byId.get(source.source);
        const to = byId.get(source.target);
        const inputs: EdgeInputs = {
          source,
          selected: selected.has(source.id),
          from,
          to,
          onPath: overlay.pathEdgeIds?.has(source.id) ?? false,
          overlayLabel: overlay.edgeLabels?.get(source.id) ?? null,
          route: liveRoute(source, from?.position, to?.position),
        };
        const cached = edgeCache.get(source.id);
        if (cached && sameEdgeInputs(cached.inputs, inputs)) {
          next.set(source.id, cached);
          return cached.edge;
        }
        const handle = inputs.from ? outputs(inputs.from).find((spec) => spec.id === source.sourceHandle) : undefined;
        const edge: CanvasEdge = {
          id: source.id,
          type: 'branch',
          source: source.source,
          sourceHandle: source.sourceHandle,
          target: source.target,
          targetHandle: INPUT_HANDLE,
          selected: inputs.selected,
          data: { branch: handle && !UNLABELLED_OUTPUTS.has(handle.id) ? handle : null, onPath: inputs.onPath, overlayLabel: inputs.overlayLabel, route: inputs.route?.points ?? null },
          ariaLabel: `${inputs.from ? nameOf(inputs.from) : source.source} → ${inputs.to ? nameOf(inputs.to) : source.target}`,
          domAttributes: testId(`edge-${source.id}`),
        };
        next.set(source.id, { inputs, edge });
        return edge;
      });
      edgeCache = next;
      // Moving nodes (a drag, a layout) changes no edge but those whose route it drops or draws: the
      // same array tells React Flow so, and it skips re-indexing 5,000 connections.
      if (result.length === lastEdges.length && result.every((edge, index) => edge === lastEdges[index])) return lastEdges;
      lastEdges = result;
      return result;
    },
  };
}
