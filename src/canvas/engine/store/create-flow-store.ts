import { freeze } from 'immer';
import { temporal } from 'zundo';
import { immer } from 'zustand/middleware/immer';
import { createStore } from 'zustand/vanilla';
import type { FlowDocument } from '../model/flow-schema';
import { createSeededIds, randomSeed, type IdFactory } from './ids';
import type { CommandLogEntry, FlowState, FlowStore, HistoryState, UpdateOptions } from './types';
import type { StoreApi } from 'zustand/vanilla';

export interface FlowStoreOptions {
  /** Id factory; defaults to seeded ids with `seed` (random when absent). */
  ids?: IdFactory;
  seed?: string;
  /** Clock for coalescing; inject a fake one in tests and replays. */
  now?: () => number;
  /** Undo steps kept (default 500). */
  historyLimit?: number;
  /** Edits with the same coalesce key closer than this merge into one step (default 1000 ms). */
  coalesceWindowMs?: number;
}

interface CoalesceMark {
  key: string;
  at: number;
  pastLength: number;
}

function pruneSelection(state: FlowState): FlowState['selection'] {
  if (state.selection.nodeIds.length === 0 && state.selection.edgeIds.length === 0) return state.selection;
  const nodeIds = new Set(state.doc.nodes.map((node) => node.id));
  const edgeIds = new Set(state.doc.edges.map((edge) => edge.id));
  return {
    nodeIds: state.selection.nodeIds.filter((id) => nodeIds.has(id)),
    edgeIds: state.selection.edgeIds.filter((id) => edgeIds.has(id)),
  };
}

/**
 * One store per open flow: zustand vanilla + immer, with zundo history of the document only.
 * zundo's automatic tracking stays off: `update` records steps itself so that one user action
 * (a drag, a paste, a burst of typing) is exactly one step.
 * @example
 * const store = createFlowStore(doc, { seed: 'test' });
 * store.update((s) => { s.doc.name = 'Renamed'; });
 * store.undo();
 */
export function createFlowStore(doc: FlowDocument, options: FlowStoreOptions = {}): FlowStore {
  const limit = options.historyLimit ?? 500;
  const windowMs = options.coalesceWindowMs ?? 1000;
  const now = options.now ?? Date.now;
  const makeId = options.ids ?? createSeededIds(options.seed ?? randomSeed());

  const api = createStore<FlowState>()(
    temporal(
      immer(() => ({
        // Frozen up front: immer otherwise walks and freezes the whole document inside the first
        // state change, a selection click at the start of a drag (30 ms at 5,000 nodes).
        doc: freeze(doc, true),
        selection: { nodeIds: [], edgeIds: [] },
        viewport: { x: 0, y: 0, zoom: 1 },
        hoveredNodeId: null,
        clipboard: null,
        drag: null,
        canUndo: false,
        canRedo: false,
      })),
      { partialize: (state) => ({ doc: state.doc }), equality: (past, current) => past.doc === current.doc, limit },
    ),
  );
  const history = (api as unknown as { temporal: StoreApi<HistoryState> }).temporal;
  history.getState().pause();
  history.subscribe(({ pastStates, futureStates }) => {
    const canUndo = pastStates.length > 0;
    const canRedo = futureStates.length > 0;
    const state = api.getState();
    if (state.canUndo !== canUndo || state.canRedo !== canRedo) api.setState({ canUndo, canRedo });
  });

  let revision = 0;
  api.subscribe((state, previous) => {
    if (state.doc !== previous.doc) revision += 1;
  });

  let coalesceMark: CoalesceMark | null = null;
  const log: CommandLogEntry[] = [];

  function pushPast(before: FlowDocument): void {
    const { pastStates } = history.getState();
    const next = pastStates.length >= limit ? pastStates.slice(pastStates.length - limit + 1) : pastStates.slice();
    next.push({ doc: before });
    history.setState({ pastStates: next, futureStates: [] });
  }

  function canMerge(key: string, at: number, within: number): boolean {
    const { pastStates, futureStates } = history.getState();
    return (
      coalesceMark !== null &&
      coalesceMark.key === key &&
      at - coalesceMark.at <= within &&
      coalesceMark.pastLength === pastStates.length &&
      futureStates.length === 0
    );
  }

  const store: FlowStore = {
    api,
    history,
    log,
    getState: () => api.getState(),
    getDoc: () => api.getState().doc,
    getRevision: () => revision,
    now,
    update(recipe, updateOptions: UpdateOptions = {}) {
      const mode = updateOptions.history ?? 'record';
      const before = api.getState().doc;
      api.setState(recipe);
      if (api.getState().doc === before || mode === 'ignore') return;
      if (mode === 'coalesce' && updateOptions.coalesceKey !== undefined) {
        const at = updateOptions.at ?? now();
        if (canMerge(updateOptions.coalesceKey, at, updateOptions.coalesceWindowMs ?? windowMs) && coalesceMark) {
          coalesceMark.at = at;
          return;
        }
        pushPast(before);
        coalesceMark = { key: updateOptions.coalesceKey, at, pastLength: history.getState().pastStates.length };
        return;
      }
      pushPast(before);
      coalesceMark = null;
    },
    setUi(recipe) {
      api.setState(recipe);
    },
    undo() {
      coalesceMark = null;
      history.getState().undo();
      api.setState({ selection: pruneSelection(api.getState()) });
    },
    redo() {
      coalesceMark = null;
      history.getState().redo();
      api.setState({ selection: pruneSelection(api.getState()) });
    },
    canUndo: () => history.getState().pastStates.length > 0,
    canRedo: () => history.getState().futureStates.length > 0,
    newId(prefix) {
      const { nodes, edges } = api.getState().doc;
      for (;;) {
        const id = makeId(prefix);
        if (!nodes.some((node) => node.id === id) && !edges.some((edge) => edge.id === id)) return id;
      }
    },
  };
  return store;
}
