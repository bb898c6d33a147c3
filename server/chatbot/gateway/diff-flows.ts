import type { FlowDocument, FlowNode } from '@/canvas/engine';

export interface FlowDiff {
  added: { id: string; kind: string }[];
  removed: { id: string; kind: string }[];
  changed: { id: string; kind: string; fields: string[] }[];
  edges: { added: string[]; removed: string[] };
  /** Flow-level paths that differ (`name`, `startNodeId`, `variables.0.default`, `settings.timeoutSeconds`). */
  flowFields: string[];
}

type Json = unknown;

/** Leaf paths where two JSON values differ, e.g. `data.content.text`; a type change reports the path itself. */
export function differingPaths(before: Json, after: Json, prefix = ''): string[] {
  if (Object.is(before, after)) return [];
  const bothArrays = Array.isArray(before) && Array.isArray(after);
  const bothObjects = isPlainObject(before) && isPlainObject(after);
  if (!bothArrays && !bothObjects) return [prefix || '(root)'];
  const keys = bothArrays
    ? Array.from({ length: Math.max((before as Json[]).length, (after as Json[]).length) }, (_, index) => String(index))
    : [...new Set([...Object.keys(before as object), ...Object.keys(after as object)])].sort();
  return keys.flatMap((key) => differingPaths((before as Record<string, Json>)[key], (after as Record<string, Json>)[key], prefix ? `${prefix}.${key}` : key));
}

function isPlainObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The editor's measured size is layout noise, not a change an author made. */
const comparable = ({ measured: _measured, ...node }: FlowNode) => node;

/** Identity and bookkeeping the server owns; they always differ between a draft and a published copy. */
const FLOW_FIELDS = ['name', 'startNodeId', 'variables', 'settings', 'languages'] as const;

/**
 * What changed from `before` (e.g. the published version) to `after` (the draft): nodes added,
 * removed and changed (with the differing field paths), edges added and removed (an edge rewired
 * under the same id counts as both), and flow-level fields.
 * @example diffFlows(published, draft).changed // [{ id: 'welcome', kind: 'MESSAGE', fields: ['data.content.text'] }]
 */
export function diffFlows(before: FlowDocument, after: FlowDocument): FlowDiff {
  const beforeNodes = new Map(before.nodes.map((node) => [node.id, node]));
  const afterNodes = new Map(after.nodes.map((node) => [node.id, node]));
  const changed = after.nodes.flatMap((node) => {
    const old = beforeNodes.get(node.id);
    if (!old) return [];
    const fields = differingPaths(comparable(old), comparable(node));
    return fields.length ? [{ id: node.id, kind: node.kind, fields }] : [];
  });
  const edgeKey = (edge: FlowDocument['edges'][number]) => `${edge.id}|${edge.source}|${edge.sourceHandle}|${edge.target}`;
  const beforeEdges = new Set(before.edges.map(edgeKey));
  const afterEdges = new Set(after.edges.map(edgeKey));
  return {
    added: after.nodes.filter((node) => !beforeNodes.has(node.id)).map(({ id, kind }) => ({ id, kind })),
    removed: before.nodes.filter((node) => !afterNodes.has(node.id)).map(({ id, kind }) => ({ id, kind })),
    changed,
    edges: {
      added: after.edges.filter((edge) => !beforeEdges.has(edgeKey(edge))).map((edge) => edge.id),
      removed: before.edges.filter((edge) => !afterEdges.has(edgeKey(edge))).map((edge) => edge.id),
    },
    flowFields: FLOW_FIELDS.flatMap((field) => differingPaths(before[field], after[field], field)),
  };
}
