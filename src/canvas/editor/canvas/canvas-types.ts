import type { Edge, Node } from '@xyflow/react';
import type { FlowNode, HandleSpec, NodeKind } from '@/canvas/engine';

/** How many problems a node has and how bad the worst is, for its badge. */
export interface ProblemSummary {
  count: number;
  severity: 'error' | 'warning';
}

export type CanvasNodeData = {
  node: FlowNode;
  problems: ProblemSummary | null;
  isStart: boolean;
};

export type CanvasNode = Node<CanvasNodeData, NodeKind>;

export type CanvasEdgeData = {
  /** The branch this edge leaves from; null for the default `next` output, which needs no label. */
  branch: HandleSpec | null;
};

export type CanvasEdge = Edge<CanvasEdgeData, 'branch'>;

/** The id of every node's single input handle. */
export const INPUT_HANDLE = 'in';

/** Outputs whose edges carry no label: the plain "continue" path. */
export const UNLABELLED_OUTPUTS = new Set(['next']);
