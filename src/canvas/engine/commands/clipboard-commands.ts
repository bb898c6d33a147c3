import type { Position } from '@/canvas/kernel';
import type { Clipboard, FlowState, FlowStore } from '../store/types';
import { cloneWithIds, edgesWithin, idsFree, removeNodesAndEdges } from './doc-helpers';
import { defineCommand } from './types';

const PASTE_OFFSET = 40;

function selectedSubgraph(store: FlowStore): Clipboard {
  const { doc, selection } = store.getState();
  const ids = new Set(selection.nodeIds);
  return { nodes: structuredClone(doc.nodes.filter((node) => ids.has(node.id))), edges: structuredClone(edgesWithin(doc.edges, ids)) };
}

function freshIds(store: FlowStore, clipboard: Clipboard): Record<string, string> {
  const idMap: Record<string, string> = {};
  for (const node of clipboard.nodes) idMap[node.id] = store.newId('node');
  for (const edge of clipboard.edges) idMap[edge.id] = store.newId('edge');
  return idMap;
}

function insertCopies(store: FlowStore, clipboard: Clipboard, idMap: Record<string, string>, offset: Position): void {
  const copies = cloneWithIds(clipboard.nodes, clipboard.edges, idMap, offset);
  store.update((state) => {
    state.doc.nodes.push(...copies.nodes);
    state.doc.edges.push(...copies.edges);
    state.selection = { nodeIds: copies.nodes.map((node) => node.id), edgeIds: [] };
  });
}

const hasSelectedNodes = (state: FlowState) => state.selection.nodeIds.length > 0;
/** A logged paste or duplicate whose new ids are taken no longer applies (see `idsFree`). */
const newIdsFree = (state: FlowState, idMap: Record<string, string> | undefined) => idsFree(state.doc, Object.values(idMap ?? {}));

/** Copies the selected nodes and the edges between them to the store's clipboard. */
export const copy = defineCommand<Record<string, never>>({
  id: 'copy',
  labelKey: 'canvas.commands.copy',
  icon: 'copy',
  shortcut: 'Mod+C',
  history: 'ignore',
  isEnabled: hasSelectedNodes,
  run(store) {
    const clipboard = selectedSubgraph(store);
    store.setUi((state) => {
      state.clipboard = clipboard;
    });
  },
});

/** Copies, then deletes, the selection (one undo step). */
export const cut = defineCommand<Record<string, never>>({
  id: 'cut',
  labelKey: 'canvas.commands.cut',
  icon: 'scissors',
  shortcut: 'Mod+X',
  history: 'record',
  isEnabled: hasSelectedNodes,
  run(store) {
    const clipboard = selectedSubgraph(store);
    const nodeIds = new Set(clipboard.nodes.map((node) => node.id));
    const edgeIds = new Set(store.getState().selection.edgeIds);
    store.update((state) => {
      state.clipboard = clipboard;
      removeNodesAndEdges(state.doc, nodeIds, edgeIds);
      state.selection = { nodeIds: [], edgeIds: [] };
    });
  },
});

export interface PasteArgs {
  /** Nodes to paste; defaults to the store's clipboard (set it from the system clipboard to paste across flows). */
  clipboard?: Clipboard;
  /** Old id → new id for every pasted node and edge; filled in by `prepare`. */
  idMap?: Record<string, string>;
  offset?: Position;
}

/** Pastes under new ids, shifted, keeping the edges among pasted nodes; the pasted nodes become the selection. */
export const paste = defineCommand<PasteArgs>({
  id: 'paste',
  labelKey: 'canvas.commands.paste',
  icon: 'clipboard-paste',
  shortcut: 'Mod+V',
  history: 'record',
  isEnabled: (state, args) => ((args?.clipboard ?? state.clipboard)?.nodes.length ?? 0) > 0 && newIdsFree(state, args?.idMap),
  prepare(store, args) {
    const clipboard = args.clipboard ?? store.getState().clipboard;
    if (!clipboard) return args;
    return { clipboard, idMap: args.idMap ?? freshIds(store, clipboard), offset: args.offset ?? { x: PASTE_OFFSET, y: PASTE_OFFSET } };
  },
  run(store, args) {
    const clipboard = args.clipboard ?? store.getState().clipboard;
    if (!clipboard) return;
    insertCopies(store, clipboard, args.idMap ?? freshIds(store, clipboard), args.offset ?? { x: PASTE_OFFSET, y: PASTE_OFFSET });
  },
});

/** Duplicates the selection next to itself without touching the clipboard. */
export const duplicate = defineCommand<{ idMap?: Record<string, string> }>({
  id: 'duplicate',
  labelKey: 'canvas.commands.duplicate',
  icon: 'copy-plus',
  shortcut: 'Mod+D',
  history: 'record',
  isEnabled: (state, args) => hasSelectedNodes(state) && newIdsFree(state, args?.idMap),
  prepare: (store, args) => ({ idMap: args.idMap ?? freshIds(store, selectedSubgraph(store)) }),
  run(store, { idMap }) {
    const subgraph = selectedSubgraph(store);
    insertCopies(store, subgraph, idMap ?? freshIds(store, subgraph), { x: PASTE_OFFSET, y: PASTE_OFFSET });
  },
});
