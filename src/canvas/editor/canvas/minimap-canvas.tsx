import { Panel, useReactFlow, useStore as useReactFlowStore } from '@xyflow/react';
import { useContext, useMemo, useRef, type PointerEvent as ReactPointerEvent, type WheelEvent as ReactWheelEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { kindOf, type FlowDocument, type Size } from '@/canvas/engine';
import { LayoutWritingContext } from '../state/editor-context';
import type { CanvasEdge, CanvasNode } from './canvas-types';
import { useCanvasPaint } from './use-canvas-paint';

const WIDTH = 200;
const HEIGHT = 150;
const WHEEL_ZOOM_STEP = 1.2;
/** Narrower panes (beside the simulator, on a phone) show no minimap: it would cover half the canvas. */
const MIN_PANE_WIDTH = 560;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function nodesBox(doc: FlowDocument, measured: ReadonlyMap<string, Size>): Box | null {
  if (doc.nodes.length === 0) return null;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const node of doc.nodes) {
    const size = measured.get(node.id) ?? kindOf(node.kind).defaultSize;
    left = Math.min(left, node.position.x);
    top = Math.min(top, node.position.y);
    right = Math.max(right, node.position.x + size.width);
    bottom = Math.max(bottom, node.position.y + size.height);
  }
  return { x: left, y: top, width: right - left, height: bottom - top };
}

function union(a: Box, b: Box): Box {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}

/**
 * The minimap on one <canvas>: every node a box, the visible area outlined. React Flow's own minimap
 * is an SVG with one subscribed component per node: at 5,000 nodes every pan frame re-laid out 5,000
 * rects and every store change ran 5,000 selectors, which cost more than the canvas itself.
 * A press or a drag on it centres the view there; the wheel zooms. It is left out of a pane narrower
 * than 560 px.
 */
export function MinimapCanvas({ doc, measured }: { doc: FlowDocument; measured: ReadonlyMap<string, Size> }) {
  const { t } = useTranslation();
  const flow = useReactFlow<CanvasNode, CanvasEdge>();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const colours = useRef<{ nodes: string; view: string } | null>(null);
  const [x, y, zoom] = useReactFlowStore((state) => state.transform);
  const paneWidth = useReactFlowStore((state) => state.width);
  const paneHeight = useReactFlowStore((state) => state.height);
  const nodes = useMemo(() => nodesBox(doc, measured), [doc, measured]);
  const view: Box = { x: -x / zoom, y: -y / zoom, width: paneWidth / zoom, height: paneHeight / zoom };
  const box = nodes ? union(nodes, view) : view;
  const scale = Math.max(box.width / WIDTH, box.height / HEIGHT) || 1;
  const offsetX = box.x - (WIDTH * scale - box.width) / 2;
  const offsetY = box.y - (HEIGHT * scale - box.height) / 2;

  const paint = () => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = WIDTH * ratio;
    canvas.height = HEIGHT * ratio;
    if (!colours.current) {
      const style = getComputedStyle(canvas);
      colours.current = {
        nodes: style.getPropertyValue('--color-muted-foreground').trim() || '#94a3b8',
        view: style.getPropertyValue('--color-primary').trim() || '#2563eb',
      };
    }
    context.setTransform(ratio / scale, 0, 0, ratio / scale, (-offsetX * ratio) / scale, (-offsetY * ratio) / scale);
    const boxes = new Path2D();
    for (const node of doc.nodes) {
      const size = measured.get(node.id) ?? kindOf(node.kind).defaultSize;
      boxes.rect(node.position.x, node.position.y, size.width, size.height);
    }
    context.fillStyle = colours.current.nodes;
    // Light boxes, as React Flow's minimap draws them, so the outlined visible area stands out.
    context.globalAlpha = 0.35;
    context.fill(boxes);
    context.globalAlpha = 1;
    context.lineWidth = 2 * scale;
    context.strokeStyle = colours.current.view;
    context.strokeRect(view.x, view.y, view.width, view.height);
  };
  useCanvasPaint(paint, `${x},${y},${zoom},${paneWidth},${paneHeight}`, [doc, measured], useContext(LayoutWritingContext));

  function centreAt(event: ReactPointerEvent<HTMLCanvasElement>) {
    const rect = event.currentTarget.getBoundingClientRect();
    void flow.setCenter(offsetX + (event.clientX - rect.left) * scale, offsetY + (event.clientY - rect.top) * scale, { zoom });
  }

  function onPointerDown(event: ReactPointerEvent<HTMLCanvasElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    centreAt(event);
  }

  function onWheel(event: ReactWheelEvent<HTMLCanvasElement>) {
    void flow.zoomTo(event.deltaY < 0 ? zoom * WHEEL_ZOOM_STEP : zoom / WHEEL_ZOOM_STEP);
  }

  if (paneWidth < MIN_PANE_WIDTH) return null;
  return (
    <Panel position="bottom-right">
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={t('canvas.a11y.minimap')}
        data-testid="canvas-minimap"
        className="nodrag nopan nowheel cursor-pointer rounded-md border border-border bg-surface shadow-sm"
        style={{ width: WIDTH, height: HEIGHT }}
        onPointerDown={onPointerDown}
        onPointerMove={(event) => {
          if (event.buttons === 1) centreAt(event);
        }}
        onWheel={onWheel}
      />
    </Panel>
  );
}
