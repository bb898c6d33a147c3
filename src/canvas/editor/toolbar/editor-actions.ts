import type { ReactFlowInstance } from '@xyflow/react';
import {
  COMMANDS,
  canPublish,
  canRun,
  dispatch,
  commandLogOf,
  createKeyMap,
  exportFlow,
  type CommandId,
  type FlowState,
  type FlowStore,
  type KeyBinding,
  type Position,
} from '@/canvas/engine';
import type { CanvasEdge, CanvasNode } from '../canvas/canvas-types';
import { fitWholeFlow } from '../canvas/fit-whole-flow';
import { saveFile } from '@/ui/save-file';
import { DIRECTIONS, nearestNode, type Direction } from '../keyboard/focus-navigation';
import type { EditorContextValue } from '../state/editor-context';
import { nodeName } from '../state/node-names';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What an action may use when it runs. */
export interface ActionContext {
  store: FlowStore;
  flow: ReactFlowInstance<CanvasNode, CanvasEdge>;
  editor: EditorContextValue;
  /** An auto-layout is computing: another waits for it. */
  layoutPending: boolean;
  t: Translate;
  /** Where a canvas context menu was opened, in flow coordinates. */
  position?: Position;
  /** The node holding the keyboard focus, for actions run from a key. */
  focusedNodeId?: string;
  /** Selects a node and scrolls it into view, focusing it if asked. */
  reveal(nodeId: string, options?: { centre?: boolean; focus?: boolean }): void;
}

/**
 * One editor action: the toolbar, the context menus, the keyboard's one key map and the shortcut
 * help all read these. Engine commands are wrapped under their own ids (label, icon, shortcut,
 * bindings, `canRun`), so the command log names what the user did by the same ids; editor-only
 * actions (view, focus, files, save) have the same shape.
 */
export interface EditorAction {
  id: string;
  labelKey: string;
  icon: string;
  /** The main key, shown in tooltips and menus, e.g. `Mod+Z`. */
  shortcut: string | null;
  /** Further keys, with the args they pass (arrow directions, nudge deltas). */
  bindings?: readonly KeyBinding[];
  /** Changes the document or publishes it: left out of read-only editors. */
  edits: boolean;
  isEnabled(state: FlowState, context: ActionContext): boolean;
  run(context: ActionContext, args?: unknown): void;
}

const SMOOTH = { duration: 200 };

function fromCommand(id: CommandId, announceKey?: string): EditorAction {
  const command = COMMANDS[id];
  return {
    id,
    labelKey: command.labelKey,
    icon: command.icon,
    shortcut: command.shortcut,
    ...('bindings' in command ? { bindings: command.bindings } : {}),
    edits: !['select', 'selectAll', 'copy'].includes(id),
    isEnabled: (_state, { store }) => canRun(store, id),
    run({ store, editor, t }) {
      if (dispatch(store, id) && announceKey) editor.announce(t(announceKey));
    },
  };
}

function deleteAction(): EditorAction {
  return {
    ...fromCommand('deleteSelection'),
    run({ store, editor, t }) {
      const { nodeIds, edgeIds } = store.getState().selection;
      if (!dispatch(store, 'deleteSelection')) return;
      editor.announce(nodeIds.length > 0 ? t('canvas.announce.deletedNodes', { count: nodeIds.length }) : t('canvas.announce.deletedEdges', { count: edgeIds.length }));
    },
  };
}

const arrows = (args: (direction: Direction) => unknown): KeyBinding[] => DIRECTIONS.map((direction) => ({ keys: direction, args: args(direction) }));

/** Alt+arrows: the engine's nudge of the selection, or of the focused node when nothing is selected. */
function moveAction(): EditorAction {
  const target = (store: FlowStore, focusedNodeId: string | undefined) => {
    const selected = store.getState().selection.nodeIds;
    return selected.length > 0 ? selected : focusedNodeId ? [focusedNodeId] : [];
  };
  return {
    ...fromCommand('moveNodes'),
    isEnabled: (_state, { store, focusedNodeId }) => target(store, focusedNodeId).length > 0,
    run({ store, editor, t, focusedNodeId }, args) {
      const nodeIds = target(store, focusedNodeId);
      const { delta } = (args ?? {}) as { delta?: Position };
      if (!delta || !dispatch(store, 'moveNodes', { delta, nodeIds })) return;
      const moved = store.getDoc().nodes.find((node) => node.id === nodeIds[0]);
      editor.announce(
        nodeIds.length === 1 && moved
          ? t('canvas.announce.movedTo', { node: nodeName(moved, t), x: moved.position.x, y: moved.position.y })
          : t('canvas.announce.movedMany', { count: nodeIds.length }),
      );
    },
  };
}

const hasFocusedNode = (_state: FlowState, { focusedNodeId }: ActionContext) => focusedNodeId !== undefined;

export const EDITOR_ACTIONS = {
  undo: fromCommand('undo', 'canvas.announce.undone'),
  redo: fromCommand('redo', 'canvas.announce.redone'),
  autoLayout: {
    id: 'autoLayout',
    labelKey: COMMANDS.autoLayout.labelKey,
    icon: COMMANDS.autoLayout.icon,
    shortcut: COMMANDS.autoLayout.shortcut,
    edits: true,
    // Layout runs in a worker; the command itself only writes the result (see `runLayout`).
    isEnabled: (_state, { store, layoutPending }) => !layoutPending && canRun(store, 'autoLayout'),
    run: ({ editor }) => void editor.runLayout(),
  },
  fitView: {
    id: 'fitView',
    labelKey: 'canvas.actions.fitView',
    icon: 'maximize',
    shortcut: 'Shift+1',
    edits: false,
    isEnabled: (state) => state.doc.nodes.length > 0,
    run: ({ flow }) => void fitWholeFlow(flow, SMOOTH.duration),
  },
  zoomIn: {
    id: 'zoomIn',
    labelKey: 'canvas.actions.zoomIn',
    icon: 'zoom-in',
    shortcut: 'Mod+=',
    edits: false,
    isEnabled: () => true,
    run: ({ flow }) => void flow.zoomIn(SMOOTH),
  },
  zoomOut: {
    id: 'zoomOut',
    labelKey: 'canvas.actions.zoomOut',
    icon: 'zoom-out',
    shortcut: 'Mod+-',
    edits: false,
    isEnabled: () => true,
    run: ({ flow }) => void flow.zoomOut(SMOOTH),
  },
  search: {
    id: 'search',
    labelKey: 'canvas.actions.search',
    icon: 'search',
    shortcut: 'Mod+F',
    edits: false,
    isEnabled: (state) => state.doc.nodes.length > 0,
    run: ({ editor }) => editor.setPanels({ searchOpen: true }),
  },
  connectDialog: {
    id: 'connectDialog',
    labelKey: 'canvas.actions.connect',
    icon: 'cable',
    shortcut: 'Mod+K',
    edits: true,
    isEnabled: (state) => state.doc.nodes.length > 1,
    run: ({ editor }) => editor.setPanels({ connectOpen: true }),
  },
  deleteSelection: deleteAction(),
  duplicate: fromCommand('duplicate', 'canvas.announce.duplicated'),
  copy: fromCommand('copy'),
  cut: fromCommand('cut', 'canvas.announce.cut'),
  paste: fromCommand('paste', 'canvas.announce.pasted'),
  selectAll: fromCommand('selectAll'),
  moveNodes: moveAction(),
  focusNearest: {
    id: 'focusNearest',
    labelKey: 'canvasLog.actions.focusNearest',
    icon: 'locate',
    shortcut: null,
    bindings: arrows((direction) => ({ direction })),
    edits: false,
    isEnabled: hasFocusedNode,
    run({ store, focusedNodeId, reveal }, args) {
      const doc = store.getDoc();
      const from = doc.nodes.find((node) => node.id === focusedNodeId);
      const next = from ? nearestNode(doc.nodes, from, (args as { direction: Direction }).direction) : undefined;
      if (next) reveal(next.id, { centre: false, focus: true });
    },
  },
  openSettings: {
    id: 'openSettings',
    labelKey: 'canvasLog.actions.openSettings',
    icon: 'settings',
    shortcut: 'Enter',
    edits: false,
    isEnabled: hasFocusedNode,
    run({ store, editor, focusedNodeId }) {
      dispatch(store, 'select', { nodeIds: [focusedNodeId!] });
      editor.setPanels({ inspectorOpen: true });
      editor.requestFieldFocus('');
    },
  },
  selectFocused: {
    id: 'selectFocused',
    labelKey: 'canvasLog.actions.selectFocused',
    icon: 'box-select',
    shortcut: 'Space',
    edits: false,
    isEnabled: hasFocusedNode,
    run: ({ store, focusedNodeId }) => void dispatch(store, 'select', { nodeIds: [focusedNodeId!] }),
  },
  clearSelection: {
    id: 'clearSelection',
    labelKey: 'canvasLog.actions.clearSelection',
    icon: 'box-select',
    shortcut: 'Escape',
    edits: false,
    isEnabled: (state) => state.selection.nodeIds.length + state.selection.edgeIds.length > 0,
    run: ({ store }) => void dispatch(store, 'select', {}),
  },
  showShortcuts: {
    id: 'showShortcuts',
    labelKey: 'canvasLog.actions.shortcuts',
    icon: 'keyboard',
    shortcut: 'Shift+?',
    edits: false,
    isEnabled: () => true,
    run: ({ editor }) => editor.setPanels({ shortcutsOpen: true }),
  },
  setStartNode: fromCommand('setStartNode', 'canvas.announce.startSet'),
  addNote: {
    id: 'addNote',
    labelKey: COMMANDS.addNote.labelKey,
    icon: COMMANDS.addNote.icon,
    shortcut: null,
    edits: true,
    isEnabled: () => true,
    run({ store, flow, editor, t, position }) {
      const at = position ?? flow.screenToFlowPosition({ x: window.innerWidth / 2, y: window.innerHeight / 2 });
      if (dispatch(store, 'addNote', { position: at })) editor.announce(t('canvas.announce.added', { kind: t('canvas.kinds.note') }));
    },
  },
  exportJson: {
    id: 'exportJson',
    labelKey: 'canvas.actions.export',
    icon: 'download',
    shortcut: null,
    edits: false,
    isEnabled: () => true,
    run: ({ store }) => saveFile(`${store.getDoc().name || 'flow'}.json`, new Blob([exportFlow(store.getDoc())], { type: 'application/json' })),
  },
  importJson: {
    id: 'importJson',
    labelKey: 'canvas.actions.import',
    icon: 'upload',
    shortcut: null,
    edits: true,
    isEnabled: () => true,
    run: ({ editor }) => editor.setPanels({ importOpen: true }),
  },
  downloadLog: {
    id: 'downloadLog',
    labelKey: 'canvasLog.actions.download',
    icon: 'scroll-text',
    shortcut: null,
    edits: false,
    isEnabled: () => true,
    run({ store, editor, t }) {
      const log = commandLogOf(store);
      saveFile(`${store.getDoc().name || 'flow'}.commands.json`, new Blob([JSON.stringify(log, null, 2)], { type: 'application/json' }));
      editor.announce(t('canvasLog.announce.downloaded', { count: log.entries.length }));
    },
  },
  replayLog: {
    id: 'replayLog',
    labelKey: 'canvasLog.actions.replay',
    icon: 'list-video',
    shortcut: null,
    edits: true,
    isEnabled: () => true,
    run: ({ editor }) => editor.setPanels({ replayOpen: true }),
  },
  save: {
    id: 'save',
    labelKey: 'canvas.actions.save',
    icon: 'save',
    shortcut: 'Mod+S',
    edits: true,
    isEnabled: () => true,
    run: ({ store, editor }) => void editor.onSave(store.getDoc()),
  },
  publish: {
    id: 'publish',
    labelKey: 'canvas.actions.publish',
    icon: 'send',
    shortcut: null,
    edits: true,
    isEnabled: (_state, { editor }) => editor.validated && canPublish(editor.problems),
    run: ({ store, editor }) => void editor.onPublish(store.getDoc()),
  },
} satisfies Record<string, EditorAction>;

export type EditorActionId = keyof typeof EDITOR_ACTIONS;

/** Toolbar groups, in order; a separator is drawn between groups. */
export const TOOLBAR_GROUPS: readonly (readonly EditorActionId[])[] = [
  ['undo', 'redo'],
  ['autoLayout', 'fitView', 'zoomIn', 'zoomOut'],
  ['search', 'connectDialog', 'deleteSelection'],
  ['exportJson', 'importJson', 'downloadLog', 'replayLog'],
  ['showShortcuts'],
  ['save', 'publish'],
];

export const NODE_MENU: readonly EditorActionId[] = ['connectDialog', 'setStartNode', 'duplicate', 'copy', 'cut', 'deleteSelection'];
export const CANVAS_MENU: readonly EditorActionId[] = ['paste', 'addNote', 'selectAll', 'autoLayout', 'fitView'];

/** The editor's one key map: every action's shortcut and bindings (a key bound twice fails here, at load). */
export const EDITOR_KEYS = createKeyMap<EditorAction>(Object.values(EDITOR_ACTIONS));

export function actionById(id: EditorActionId): EditorAction {
  return EDITOR_ACTIONS[id];
}
