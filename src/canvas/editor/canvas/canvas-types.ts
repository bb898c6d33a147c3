import type { Edge, Node } from '@xyflow/react';
import type { FlowNode, HandleSpec, NodeKind, Position } from '@/canvas/engine';

/** How many problems a node has and how bad the worst is, for its badge. */
export interface ProblemSummary {
  count: number;
  severity: 'error' | 'warning';
}

/** A short mark drawn on a node or an edge by the page around the editor; `label` is what a screen reader says. */
export interface OverlayMark {
  text: string;
  label: string;
  tone: 'neutral' | 'warning';
}

/**
 * What the page around the editor draws on the canvas (a simulator's position, drop-off counts).
 * View state only: never in the document, its history or validation.
 */
export interface CanvasOverlay {
  /** The node running now: drawn with a ring. */
  activeNodeId?: string | null;
  /** Nodes and edges of a path taken so far: drawn emphasised. */
  pathNodeIds?: ReadonlySet<string>;
  pathEdgeIds?: ReadonlySet<string>;
  /** A badge per node (`node-badge-<nodeId>`). */
  nodeBadges?: ReadonlyMap<string, OverlayMark>;
  /** A label per edge (`edge-overlay-<edgeId>`). */
  edgeLabels?: ReadonlyMap<string, OverlayMark>;
}

/** The overlay as one node sees it. */
export interface NodeOverlay {
  active: boolean;
  onPath: boolean;
  badge: OverlayMark | null;
}

export type CanvasNodeData = {
  node: FlowNode;
  problems: ProblemSummary | null;
  isStart: boolean;
  /** Null when the overlay draws nothing on this node. */
  overlay: NodeOverlay | null;
};

export type CanvasNode = Node<CanvasNodeData, NodeKind>;

export type CanvasEdgeData = {
  /** The branch this edge leaves from; null for the default `next` output, which needs no label. */
  branch: HandleSpec | null;
  onPath: boolean;
  overlayLabel: OverlayMark | null;
  /** Start, bend points and end of the layout's route, while both nodes stay where it put them; else null (a curve). */
  route: readonly Position[] | null;
};

export type CanvasEdge = Edge<CanvasEdgeData, 'branch'>;

/** The id of every node's single input handle. */
export const INPUT_HANDLE = 'in';

/** Outputs whose edges carry no label: the plain "continue" path. */
export const UNLABELLED_OUTPUTS = new Set(['next']);
