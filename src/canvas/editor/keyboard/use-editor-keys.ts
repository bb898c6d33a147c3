import { useCallback, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { commandForKey, dispatch, type FlowNode } from '@/canvas/engine';
import { useRevealNode } from '../canvas/use-reveal-node';
import { nodeName } from '../state/node-names';
import { EDITOR_ACTIONS, EDITOR_SHORTCUT_ACTIONS, actionById, type EditorActionId } from '../toolbar/editor-actions';
import { useActionContext } from '../toolbar/use-action-context';
import { DIRECTIONS, nearestNode, type Direction } from './focus-navigation';
import { isTextField, matchesShortcut } from './shortcuts';

const NUDGE = 10;
const BIG_NUDGE = 50;

const isDirection = (key: string): key is Direction => (DIRECTIONS as readonly string[]).includes(key);

function focusedNodeId(target: EventTarget): string | undefined {
  return target instanceof HTMLElement ? (target.closest<HTMLElement>('.react-flow__node')?.dataset.id ?? undefined) : undefined;
}

/**
 * The editor's keyboard: registry shortcuts (never while typing in a field, so Backspace in a field
 * never deletes the node), arrows to move focus between nodes, Alt+arrows to move the selection
 * (Alt+Shift for bigger steps), Enter to open the inspector on the focused node.
 */
export function useEditorKeys() {
  const { t } = useTranslation();
  const context = useActionContext();
  const reveal = useRevealNode();
  const lastKeyWasTab = useRef(false);
  const { store, readOnly, announce, setPanels, requestFieldFocus } = context.editor;

  const moveSelection = useCallback(
    (direction: Direction, big: boolean, focusedId: string | undefined) => {
      let nodeIds = store.getState().selection.nodeIds;
      if (nodeIds.length === 0 && focusedId) nodeIds = [focusedId];
      const step = big ? BIG_NUDGE : NUDGE;
      const delta = { ArrowUp: { x: 0, y: -step }, ArrowDown: { x: 0, y: step }, ArrowLeft: { x: -step, y: 0 }, ArrowRight: { x: step, y: 0 } }[direction];
      if (!dispatch(store, 'moveNodes', { delta, nodeIds })) return;
      const moved = store.getDoc().nodes.find((node) => node.id === nodeIds[0]);
      announce(
        nodeIds.length === 1 && moved
          ? t('canvas.announce.movedTo', { node: nodeName(moved, t), x: moved.position.x, y: moved.position.y })
          : t('canvas.announce.movedMany', { count: nodeIds.length }),
      );
    },
    [store, announce, t],
  );

  const runAction = useCallback(
    (id: EditorActionId) => {
      const action = actionById(id);
      if (readOnly && action.edits) return;
      if (action.isEnabled(store.getState(), context)) action.run(context);
    },
    [readOnly, store, context],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      lastKeyWasTab.current = event.key === 'Tab';
      if (event.defaultPrevented || isTextField(event.target)) return;
      const focusedId = focusedNodeId(event.target);
      const root = event.currentTarget;

      if (isDirection(event.key)) {
        if (event.altKey && !readOnly) moveSelection(event.key, event.shiftKey, focusedId);
        else if (focusedId && !event.altKey && !event.shiftKey && !event.ctrlKey && !event.metaKey) {
          const doc = store.getDoc();
          const from = doc.nodes.find((node) => node.id === focusedId);
          const next: FlowNode | undefined = from ? nearestNode(doc.nodes, from, event.key) : undefined;
          if (next) reveal(next.id, { centre: false, focus: true });
        } else return;
        event.preventDefault();
        return;
      }

      if (focusedId && (event.key === 'Enter' || event.key === ' ')) {
        event.preventDefault();
        dispatch(store, 'select', { nodeIds: [focusedId] });
        if (event.key === 'Enter') {
          setPanels({ inspectorOpen: true });
          requestFieldFocus('');
        }
        return;
      }

      if (event.key === 'Escape') {
        const { nodeIds, edgeIds } = store.getState().selection;
        if (nodeIds.length + edgeIds.length > 0) dispatch(store, 'select', {});
        return;
      }

      const editorShortcut = EDITOR_SHORTCUT_ACTIONS.find((id) => {
        const shortcut = actionById(id).shortcut;
        return shortcut !== null && matchesShortcut(shortcut, event);
      });
      const match = editorShortcut ? null : commandForKey({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, shiftKey: event.shiftKey, altKey: event.altKey, targetIsTextField: false });
      const id = editorShortcut ?? (match && match.commandId in EDITOR_ACTIONS ? (match.commandId as EditorActionId) : null);
      if (!id) return;
      event.preventDefault();
      runAction(id);
      // A deleted or cut node took the focus with it; keep the keyboard user inside the editor.
      requestAnimationFrame(() => {
        if (!root.contains(document.activeElement)) root.focus();
      });
    },
    [store, readOnly, moveSelection, reveal, setPanels, requestFieldFocus, runAction],
  );

  // Tabbing onto a node selects it, so the inspector and Alt+arrows follow the keyboard focus.
  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      if (!lastKeyWasTab.current) return;
      const id = focusedNodeId(event.target);
      const { nodeIds } = store.getState().selection;
      if (id && !(nodeIds.length === 1 && nodeIds[0] === id)) dispatch(store, 'select', { nodeIds: [id] });
    },
    [store],
  );

  return { onKeyDown, onFocus };
}
