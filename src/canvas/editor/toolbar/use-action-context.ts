import { useReactFlow } from '@xyflow/react';
import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CanvasEdge, CanvasNode } from '../canvas/canvas-types';
import { useRevealNode } from '../canvas/use-reveal-node';
import { LayoutPendingContext, useEditor } from '../state/editor-context';
import type { ActionContext } from './editor-actions';

/** Everything an editor action needs, for the toolbar, the context menu and the keyboard. */
export function useActionContext(): ActionContext {
  const { t } = useTranslation();
  const editor = useEditor();
  const flow = useReactFlow<CanvasNode, CanvasEdge>();
  const layoutPending = useContext(LayoutPendingContext);
  const reveal = useRevealNode();
  return useMemo(() => ({ store: editor.store, flow, editor, layoutPending, t, reveal }), [editor, flow, layoutPending, t, reveal]);
}
