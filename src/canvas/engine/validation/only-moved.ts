import type { FlowDocument, FlowEdge, FlowNode } from '../model/flow-schema';

/** Fields that say where the flow is drawn, never what it does: no validation rule reads them. */
const DRAWING_FIELDS = new Set<keyof FlowDocument>(['nodes', 'edges', 'view']);

const sameNode = (a: FlowNode, b: FlowNode) => a === b || (a.id === b.id && a.kind === b.kind && a.data === b.data && a.translations === b.translations);

const sameEdge = (a: FlowEdge, b: FlowEdge) => a === b || (a.id === b.id && a.source === b.source && a.sourceHandle === b.sourceHandle && a.target === b.target);

/**
 * Whether `after` differs from `before` only in where it is drawn: node positions and sizes, edge
 * routes, the layout direction. Such a document has the same problems, so the editor keeps them
 * instead of validating again: after a layout of 5,000 nodes the whole validation was one task of
 * 30–70 ms, the longest of the layout. Node data is compared by identity (immer keeps the objects
 * of nodes that only moved), so an edit always counts.
 * @example onlyMoved(doc, afterAutoLayout) // true
 */
export function onlyMoved(before: FlowDocument, after: FlowDocument): boolean {
  if (before === after) return true;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)] as (keyof FlowDocument)[]);
  for (const key of keys) if (!DRAWING_FIELDS.has(key) && before[key] !== after[key]) return false;
  if (before.nodes.length !== after.nodes.length || before.edges.length !== after.edges.length) return false;
  if (before.nodes !== after.nodes && !before.nodes.every((node, index) => sameNode(node, after.nodes[index] as FlowNode))) return false;
  return before.edges === after.edges || before.edges.every((edge, index) => sameEdge(edge, after.edges[index] as FlowEdge));
}
