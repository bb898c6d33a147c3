import type { FlowDocument } from '@/canvas/engine';
import type { DropoffCountRow } from '../repo/conversations';

export interface DropoffFigures {
  conversations: number;
  nodes: { node_id: string; reached: number; last: number }[];
  edges: { edge_id: string; source: string; target: string; taken: number }[];
}

/**
 * Drop-off of one flow from the counts the database added up (`dropoffCounts`), laid on the nodes
 * and edges of `doc`, matched by id and, for edges, by source handle; what `doc` lacks counts 0.
 * @example dropoffFigures(doc, rows).nodes[0] // { node_id: 'welcome', reached: 1, last: 0 }
 */
export function dropoffFigures(doc: FlowDocument, rows: readonly DropoffCountRow[]): DropoffFigures {
  const count = (what: DropoffCountRow['what'], nodeId: string | null, branch: string | null = null) =>
    rows.find((row) => row.what === what && row.node_id === nodeId && row.branch === branch)?.n ?? 0;
  return {
    conversations: count('conversations', null),
    nodes: doc.nodes.map((node) => ({ node_id: node.id, reached: count('reached', node.id), last: count('last', node.id) })),
    edges: doc.edges.map((edge) => ({ edge_id: edge.id, source: edge.source, target: edge.target, taken: count('taken', edge.source, edge.sourceHandle) })),
  };
}
