import type { Position } from '@/canvas/kernel';
import { documentTypeOf, type FlowNode } from '../model/flow-schema';
import { documentAllows, kindOf, type NodeKind } from '@/canvas/registry';
import { translationsOfTexts } from '../languages/flow-languages';
import { createNode } from '../model/nodes';
import { idsFree, nodeIndex, removeNodesAndEdges, setAtPath, writePositions } from './doc-helpers';
import { defineCommand } from './types';

export interface AddNodeArgs {
  kind: NodeKind;
  position: Position;
  id?: string;
}

/** Adds a node with its kind's default data and selects it; only kinds of the document's type. */
export const addNode = defineCommand<AddNodeArgs>({
  id: 'addNode',
  labelKey: 'canvas.commands.addNode',
  icon: 'plus',
  shortcut: null,
  history: 'record',
  isEnabled: (state, args) => args === undefined || (documentAllows(documentTypeOf(state.doc), args.kind) && idsFree(state.doc, [args.id])),
  prepare: (store, args) => ({ ...args, id: args.id ?? store.newId('node') }),
  run(store, { kind, position, id }) {
    const node = createNode(kind, id ?? store.newId('node'), position);
    store.update((state) => {
      state.doc.nodes.push(node);
      if (state.doc.startNodeId === null && kindOf(kind).acceptsInput) state.doc.startNodeId = node.id;
      state.selection = { nodeIds: [node.id], edgeIds: [] };
    });
  },
});

/** Adds a sticky note; the runtime ignores it. */
export const addNote = defineCommand<{ position: Position; text?: string; id?: string }>({
  id: 'addNote',
  labelKey: 'canvas.commands.addNote',
  icon: 'sticky-note',
  shortcut: null,
  history: 'record',
  isEnabled: (state, args) => args === undefined || idsFree(state.doc, [args.id]),
  prepare: (store, args) => ({ ...args, id: args.id ?? store.newId('note') }),
  run(store, { position, text, id }) {
    const note = createNode('NOTE', id ?? store.newId('note'), position, { text: text ?? '', color: 'yellow' });
    store.update((state) => {
      state.doc.nodes.push(note);
      state.selection = { nodeIds: [note.id], edgeIds: [] };
    });
  },
});

export interface UpdateNodeDataArgs {
  nodeId: string;
  /** Dotted path inside `data`, e.g. `content.text`; without it `value` replaces the whole data. */
  field?: string;
  value: unknown;
}

/**
 * Edits a node's data from the inspector. A burst of typing in one field is one undo step.
 * The result is checked against the kind's schema: a bad value is a programming error, so it throws.
 */
export const updateNodeData = defineCommand<UpdateNodeDataArgs>({
  id: 'updateNodeData',
  labelKey: 'canvas.commands.updateNodeData',
  icon: 'pencil',
  shortcut: null,
  history: 'coalesce',
  coalesceKey: ({ nodeId, field }) => `${nodeId}:${field ?? '*'}`,
  isEnabled: (state, args) => args === undefined || state.doc.nodes.some((node) => node.id === args.nodeId),
  run(store, { nodeId, field, value }) {
    const index = nodeIndex(store.getDoc(), nodeId);
    const node = store.getDoc().nodes[index];
    if (!node) throw new Error(`No node "${nodeId}".`);
    const data = field === undefined ? structuredClone(value) : structuredClone(node.data);
    if (field !== undefined) setAtPath(data as Record<string, unknown>, field, structuredClone(value));
    const parsed = kindOf(node.kind).dataSchema.safeParse(data);
    if (!parsed.success) throw new Error(`Invalid data for ${node.kind} at ${field ?? 'data'}: ${parsed.error.message}`);
    // Translations of texts the new data no longer has go with them, in the same undo step.
    const translations = node.translations && translationsOfTexts({ ...node, data: parsed.data } as FlowNode);
    store.update((state) => {
      const target = state.doc.nodes[index];
      if (!target) return;
      target.data = parsed.data as FlowNode['data'];
      if (!node.translations) return;
      if (translations) target.translations = translations;
      else delete target.translations;
    });
  },
});

export interface MoveNodesArgs {
  /** Absolute positions (the end of a drag, a layout). */
  positions?: Record<string, Position>;
  /** A relative move of `nodeIds` (default: the selection), e.g. an arrow-key nudge. */
  delta?: Position;
  nodeIds?: string[];
}

const NUDGE = 10;
const BIG_NUDGE = 50;
const nudge = (keys: string, x: number, y: number) => ({ keys, args: { delta: { x, y } } });

/**
 * Moves nodes to positions or by a delta; Alt+arrow keys nudge the selection (plain arrows move the
 * keyboard focus between nodes, so a screen-reader user exploring the graph never moves a node).
 */
export const moveNodes = defineCommand<MoveNodesArgs>({
  id: 'moveNodes',
  labelKey: 'canvas.commands.moveNodes',
  icon: 'move',
  shortcut: null,
  bindings: [
    nudge('Alt+ArrowUp', 0, -NUDGE),
    nudge('Alt+ArrowDown', 0, NUDGE),
    nudge('Alt+ArrowLeft', -NUDGE, 0),
    nudge('Alt+ArrowRight', NUDGE, 0),
    nudge('Shift+Alt+ArrowUp', 0, -BIG_NUDGE),
    nudge('Shift+Alt+ArrowDown', 0, BIG_NUDGE),
    nudge('Shift+Alt+ArrowLeft', -BIG_NUDGE, 0),
    nudge('Shift+Alt+ArrowRight', BIG_NUDGE, 0),
  ],
  history: 'record',
  isEnabled: (state, args) => args?.positions !== undefined || (args?.nodeIds ?? state.selection.nodeIds).length > 0,
  run(store, { positions, delta, nodeIds }) {
    const ids = new Set(nodeIds ?? store.getState().selection.nodeIds);
    const base = store.getDoc();
    store.update((state) => {
      writePositions(state.doc, base, (node) => {
        const target = positions?.[node.id];
        if (target) return target;
        return delta && ids.has(node.id) ? { x: node.position.x + delta.x, y: node.position.y + delta.y } : undefined;
      });
    });
  },
});

/** Makes a node the start of the flow (default: the single selected node). */
export const setStartNode = defineCommand<{ nodeId?: string }>({
  id: 'setStartNode',
  labelKey: 'canvas.commands.setStartNode',
  icon: 'flag',
  shortcut: null,
  history: 'record',
  isEnabled(state, args) {
    const nodeId = args?.nodeId ?? (state.selection.nodeIds.length === 1 ? state.selection.nodeIds[0] : undefined);
    const node = state.doc.nodes.find((candidate) => candidate.id === nodeId);
    return node !== undefined && kindOf(node.kind).acceptsInput && state.doc.startNodeId !== node.id;
  },
  prepare: (store, args) => ({ nodeId: args.nodeId ?? store.getState().selection.nodeIds[0] }),
  run(store, { nodeId }) {
    store.update((state) => {
      state.doc.startNodeId = nodeId ?? null;
    });
  },
});

/** Deletes the selected nodes and edges, with every edge touching a deleted node. */
export const deleteSelection = defineCommand<Record<string, never>>({
  id: 'deleteSelection',
  labelKey: 'canvas.commands.deleteSelection',
  icon: 'trash-2',
  shortcut: 'Delete',
  bindings: [{ keys: 'Backspace' }],
  history: 'record',
  isEnabled: (state) => state.selection.nodeIds.length + state.selection.edgeIds.length > 0,
  run(store) {
    const { nodeIds, edgeIds } = store.getState().selection;
    store.update((state) => {
      removeNodesAndEdges(state.doc, new Set(nodeIds), new Set(edgeIds));
      state.selection = { nodeIds: [], edgeIds: [] };
    });
  },
});
