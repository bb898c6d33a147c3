import { DndContext, DragOverlay, PointerSensor, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { useReactFlow } from '@xyflow/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { kindOf, type NodeKind } from '@/canvas/engine';
import type { CanvasEdge, CanvasNode } from '../canvas/canvas-types';
import { CANVAS_DROP_ID } from '../canvas/flow-canvas';
import { useAddNode } from '../canvas/use-add-node';
import type { PaletteDragData } from './palette';

function pointerOf(event: Event | null): { x: number; y: number } | null {
  if (event && 'clientX' in event && 'clientY' in event) return { x: Number(event.clientX), y: Number(event.clientY) };
  return null;
}

/**
 * The drag-and-drop context of palette → canvas. The drop point (where the pointer started plus
 * how far it moved) becomes a flow position through `screenToFlowPosition`.
 */
export function PaletteDropContext({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const flow = useReactFlow<CanvasNode, CanvasEdge>();
  const addNode = useAddNode();
  const [dragging, setDragging] = useState<NodeKind | null>(null);
  // A few pixels of movement before a drag starts, so a click on an item still adds at the centre.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));

  function onDragStart(event: DragStartEvent) {
    setDragging((event.active.data.current as PaletteDragData | undefined)?.kind ?? null);
  }

  function onDragEnd(event: DragEndEvent) {
    setDragging(null);
    const kind = (event.active.data.current as PaletteDragData | undefined)?.kind;
    const start = pointerOf(event.activatorEvent);
    if (!kind || !start || event.over?.id !== CANVAS_DROP_ID) return;
    const drop = flow.screenToFlowPosition({ x: start.x + event.delta.x, y: start.y + event.delta.y });
    const size = kindOf(kind).defaultSize;
    addNode(kind, { x: Math.round(drop.x - size.width / 2), y: Math.round(drop.y - 20) });
  }

  return (
    <DndContext sensors={sensors} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragging(null)}>
      {children}
      <DragOverlay dropAnimation={null}>
        {dragging ? (
          <div className="rounded-md border border-primary bg-surface px-3 py-2 text-sm shadow-lg">{t(kindOf(dragging).labelKey)}</div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
