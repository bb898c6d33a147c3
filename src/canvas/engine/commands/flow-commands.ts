import type { Position } from '@/canvas/kernel';
import { layoutDirectionOf, type BotSettings, type EdgeRoute, type FlowVariable, type LayoutDirection } from '../model/flow-schema';
import { writePositions, writeRoutes } from './doc-helpers';
import { defineCommand } from './types';

/** Replaces the selection. Never an undo step, but logged: later commands act on it. */
export const select = defineCommand<{ nodeIds?: string[]; edgeIds?: string[] }>({
  id: 'select',
  labelKey: 'canvas.commands.select',
  icon: 'mouse-pointer',
  shortcut: null,
  history: 'ignore',
  isEnabled: () => true,
  run(store, { nodeIds = [], edgeIds = [] }) {
    // An unchanged list keeps its identity, so views of the other kind of element are not rebuilt
    // (selecting a node redrew every edge of a 5,000-node flow).
    store.setUi((state) => {
      if (!sameIds(state.selection.nodeIds, nodeIds)) state.selection.nodeIds = nodeIds;
      if (!sameIds(state.selection.edgeIds, edgeIds)) state.selection.edgeIds = edgeIds;
    });
  },
});

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

export const selectAll = defineCommand<Record<string, never>>({
  id: 'selectAll',
  labelKey: 'canvas.commands.selectAll',
  icon: 'box-select',
  shortcut: 'Mod+A',
  history: 'ignore',
  isEnabled: (state) => state.doc.nodes.length > 0,
  run(store) {
    store.setUi((state) => {
      state.selection = { nodeIds: state.doc.nodes.map((node) => node.id), edgeIds: state.doc.edges.map((edge) => edge.id) };
    });
  },
});

/**
 * Writes laid-out positions and edge routes (from `layoutFlow`, run asynchronously: see
 * `createLayoutRunner` and `applyLayout`), either or both. With a `direction`, the flow remembers it
 * in the same step, so undo takes back both. A layout applied in parts (`batch`: the same id on
 * every part, positions first, routes last) is one undo step, as long as nothing else changes the
 * flow between the parts.
 */
export const autoLayout = defineCommand<{ positions: Record<string, Position>; routes?: Record<string, EdgeRoute>; direction?: LayoutDirection; batch?: string }>({
  id: 'autoLayout',
  labelKey: 'canvas.commands.autoLayout',
  icon: 'network',
  shortcut: 'Mod+Shift+L',
  history: 'coalesce',
  coalesceKey: ({ batch }) => (batch === undefined ? undefined : `layout:${batch}`),
  // A layout's parts are one step however long the pauses between them: a background tab runs the
  // pauses' timers a second or more apart. The batch id is new for every layout.
  coalesceWindowMs: Infinity,
  // `applyLayout` builds every part afresh; the routes it writes are frozen in the document too.
  argsHandedOver: true,
  isEnabled: (state, args) => state.doc.nodes.length > 0 && (args === undefined || Object.keys(args.positions).length > 0 || Object.keys(args.routes ?? {}).length > 0),
  run(store, { positions, routes, direction }) {
    const base = store.getDoc();
    store.update((state) => {
      if (Object.keys(positions).length > 0) writePositions(state.doc, base, (node) => positions[node.id]);
      if (routes) writeRoutes(state.doc, base, routes);
      if (direction !== undefined && direction !== layoutDirectionOf(base)) {
        state.doc.view = { ...base.view, layoutDirection: direction };
      }
    });
  },
});

export const undo = defineCommand<Record<string, never>>({
  id: 'undo',
  labelKey: 'canvas.commands.undo',
  icon: 'undo-2',
  shortcut: 'Mod+Z',
  history: 'ignore',
  isEnabled: (state) => state.drag === null && state.canUndo,
  run: (store) => store.undo(),
});

export const redo = defineCommand<Record<string, never>>({
  id: 'redo',
  labelKey: 'canvas.commands.redo',
  icon: 'redo-2',
  shortcut: 'Mod+Shift+Z',
  bindings: [{ keys: 'Mod+Y' }],
  history: 'ignore',
  isEnabled: (state) => state.drag === null && state.canRedo,
  run: (store) => store.redo(),
});

/** Renames the flow; typing the name is one undo step. */
export const renameFlow = defineCommand<{ name: string }>({
  id: 'renameFlow',
  labelKey: 'canvas.commands.renameFlow',
  icon: 'text-cursor-input',
  shortcut: null,
  history: 'coalesce',
  coalesceKey: () => 'flow:name',
  isEnabled: () => true,
  run(store, { name }) {
    store.update((state) => {
      state.doc.name = name;
    });
  },
});

export const updateVariables = defineCommand<{ variables: FlowVariable[] }>({
  id: 'updateVariables',
  labelKey: 'canvas.commands.updateVariables',
  icon: 'variable',
  shortcut: null,
  history: 'record',
  isEnabled: () => true,
  run(store, { variables }) {
    store.update((state) => {
      state.doc.variables = structuredClone(variables);
    });
  },
});

export const updateSettings = defineCommand<{ settings: Partial<BotSettings> }>({
  id: 'updateSettings',
  labelKey: 'canvas.commands.updateSettings',
  icon: 'settings',
  shortcut: null,
  history: 'record',
  isEnabled: () => true,
  run(store, { settings }) {
    store.update((state) => {
      state.doc.settings = { ...state.doc.settings, ...settings };
    });
  },
});
