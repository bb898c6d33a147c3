import { useReactFlow, useStoreApi } from '@xyflow/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { dispatch, kindOf, type NodeKind, type Position } from '@/canvas/engine';
import { useEditor } from '../state/editor-context';
import type { CanvasEdge, CanvasNode } from './canvas-types';

const STAGGER = 24;

/**
 * Adds a node of a kind: at a flow position (a palette drop) or at the centre of the view (click,
 * Enter). Repeated adds at the centre step aside so they do not hide each other.
 */
export function useAddNode() {
  const { t } = useTranslation();
  const { store, announce, setPanels } = useEditor();
  const flow = useReactFlow<CanvasNode, CanvasEdge>();
  const flowStore = useStoreApi<CanvasNode, CanvasEdge>();
  return useCallback(
    (kind: NodeKind, at?: Position) => {
      const size = kindOf(kind).defaultSize;
      let position = at;
      if (!position) {
        const rect = flowStore.getState().domNode?.getBoundingClientRect();
        const centre = flow.screenToFlowPosition({ x: (rect?.left ?? 0) + (rect?.width ?? 0) / 2, y: (rect?.top ?? 0) + (rect?.height ?? 0) / 2 });
        position = { x: Math.round(centre.x - size.width / 2), y: Math.round(centre.y - size.height / 2) };
        const taken = (p: Position) => store.getDoc().nodes.some((node) => Math.abs(node.position.x - p.x) < 8 && Math.abs(node.position.y - p.y) < 8);
        while (taken(position)) position = { x: position.x + STAGGER, y: position.y + STAGGER };
      }
      const added = kind === 'NOTE' ? dispatch(store, 'addNote', { position }) : dispatch(store, 'addNode', { kind, position });
      if (!added) return;
      setPanels({ inspectorOpen: true });
      announce(t('canvas.announce.added', { kind: t(kindOf(kind).labelKey) }));
    },
    [store, flow, flowStore, announce, setPanels, t],
  );
}
