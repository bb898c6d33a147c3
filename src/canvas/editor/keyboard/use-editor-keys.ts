import { useCallback, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { dispatch } from '@/canvas/engine';
import { EDITOR_KEYS } from '../toolbar/editor-actions';
import { useActionContext } from '../toolbar/use-action-context';
import { isTextField } from './shortcuts';

function focusedNodeId(target: EventTarget): string | undefined {
  return target instanceof HTMLElement ? (target.closest<HTMLElement>('.react-flow__node')?.dataset.id ?? undefined) : undefined;
}

/**
 * The editor's keyboard, through the action registry's one key map: never while typing in a field,
 * so Backspace in a field never deletes the node. A key whose action is disabled here (Enter on a
 * toolbar button, where no node has the focus) is left to the browser; Ctrl/Cmd combinations are
 * always kept from it, so Ctrl+S never opens the browser's save dialog.
 */
export function useEditorKeys() {
  const context = useActionContext();
  const lastKeyWasTab = useRef(false);
  const { store, readOnly } = context.editor;

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      lastKeyWasTab.current = event.key === 'Tab';
      if (event.defaultPrevented || isTextField(event.target)) return;
      const match = EDITOR_KEYS.match(event);
      if (!match) return;
      const action = match.target;
      const here = { ...context, focusedNodeId: focusedNodeId(event.target) };
      if ((readOnly && action.edits) || !action.isEnabled(store.getState(), here)) {
        if (event.ctrlKey || event.metaKey) event.preventDefault();
        return;
      }
      event.preventDefault();
      const root = event.currentTarget;
      action.run(here, match.args);
      // A deleted or cut node took the focus with it; keep the keyboard user inside the editor.
      requestAnimationFrame(() => {
        if (!root.contains(document.activeElement)) root.focus();
      });
    },
    [store, readOnly, context],
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
