import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Position } from '@/canvas/engine';
import { iconFor } from '../icons';
import { formatShortcut, isMac } from '../keyboard/shortcuts';
import { useFlowState } from '../state/use-flow-state';
import { CANVAS_MENU, NODE_MENU, actionById } from './editor-actions';
import { useActionContext } from './use-action-context';

export interface ContextMenuState {
  scope: 'node' | 'canvas';
  x: number;
  y: number;
}

/** Right-click menu of a node or of the canvas, drawn from the same action registry as the toolbar. */
export function ContextMenu({ menu, onClose }: { menu: ContextMenuState; onClose(): void }) {
  const { t } = useTranslation();
  const context = useActionContext();
  const list = useRef<HTMLDivElement>(null);
  const ids = (menu.scope === 'node' ? NODE_MENU : CANVAS_MENU).filter((id) => !context.editor.readOnly || !actionById(id).edits);
  const enabled = useFlowState((state) => ids.map((id) => (actionById(id).isEnabled(state, context) ? '1' : '0')).join(''));

  useEffect(() => {
    list.current?.querySelector<HTMLElement>('[role="menuitem"]:not([disabled])')?.focus();
    const close = (event: PointerEvent) => {
      if (!list.current?.contains(event.target as Node)) onClose();
    };
    window.addEventListener('pointerdown', close, true);
    return () => window.removeEventListener('pointerdown', close, true);
  }, [onClose]);

  function onKeyDown(event: KeyboardEvent) {
    const items = [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowDown') items[(at + 1) % items.length]?.focus();
    else if (event.key === 'ArrowUp') items[(at - 1 + items.length) % items.length]?.focus();
    else return;
    event.preventDefault();
    event.stopPropagation();
  }

  const position: Position = context.flow.screenToFlowPosition({ x: menu.x, y: menu.y });
  return (
    <div
      ref={list}
      role="menu"
      aria-label={t(menu.scope === 'node' ? 'canvas.menu.node' : 'canvas.menu.canvas')}
      data-testid={`context-menu-${menu.scope}`}
      onKeyDown={onKeyDown}
      style={{ left: menu.x, top: menu.y }}
      className="fixed z-50 grid min-w-48 rounded-md border border-border bg-surface p-1 text-sm shadow-lg"
    >
      {ids.map((id, index) => {
        const action = actionById(id);
        const Icon = iconFor(action.icon);
        return (
          <button
            key={id}
            type="button"
            role="menuitem"
            data-testid={`menu-${id}`}
            disabled={enabled[index] !== '1'}
            onClick={() => {
              action.run({ ...context, position });
              onClose();
            }}
            className="flex items-center gap-2 rounded-sm px-2 py-1.5 text-start hover:bg-muted focus-visible:bg-muted focus-visible:outline-none disabled:opacity-50"
          >
            <Icon className="size-4" aria-hidden />
            <span className="flex-1">{t(action.labelKey)}</span>
            {action.shortcut ? <span className="text-xs text-muted-foreground">{formatShortcut(action.shortcut, isMac())}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
