import { useStore as useReactFlowStore } from '@xyflow/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { kindOf, liveRoute, type FlowDocument, type Size } from '@/canvas/engine';
import type { ProblemSummary } from './canvas-types';
import { useCanvasPaint } from './use-canvas-paint';

interface OverviewLayerProps {
  doc: FlowDocument;
  selected: ReadonlySet<string>;
  measured: ReadonlyMap<string, Size>;
  problems: ReadonlyMap<string, ProblemSummary>;
}

interface Palette {
  surface: string;
  border: string;
  edge: string;
  selected: string;
  error: string;
}

function readPalette(element: Element): Palette {
  const style = getComputedStyle(element);
  const colour = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    surface: colour('--color-surface', '#ffffff'),
    border: colour('--color-muted-foreground', '#64748b'),
    edge: colour('--color-border', '#cbd5e1'),
    selected: colour('--color-primary', '#2563eb'),
    error: colour('--color-destructive', '#dc2626'),
  };
}

/**
 * The whole flow drawn on one <canvas> while React Flow renders no node or edge DOM (the `overview`
 * detail level): nodes as boxes, selected ones filled, nodes with errors outlined in red, edges along
 * their layout routes or as straight lines from output to input. It follows React Flow's viewport and lets every pointer event
 * through to the pane, so panning, zooming, box selection and the context menu work as before.
 * A view change is drawn in its own commit, so a frame never shows the canvas out of step with the
 * viewport; a change of the flow is drawn at the next frame (`useCanvasPaint`).
 */
export function OverviewLayer({ doc, selected, measured, problems }: OverviewLayerProps) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const palette = useRef<Palette | null>(null);
  const [x, y, zoom] = useReactFlowStore((state) => state.transform);
  const width = useReactFlowStore((state) => state.width);
  const height = useReactFlowStore((state) => state.height);

  const paint = () => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const ratio = window.devicePixelRatio || 1;
    if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
    }
    palette.current ??= readPalette(canvas);
    const colours = palette.current;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.setTransform(ratio * zoom, 0, 0, ratio * zoom, ratio * x, ratio * y);

    const sizes = new Map<string, { x: number; y: number; width: number; height: number }>();
    for (const node of doc.nodes) {
      const size = measured.get(node.id) ?? kindOf(node.kind).defaultSize;
      sizes.set(node.id, { x: node.position.x, y: node.position.y, width: size.width, height: size.height });
    }

    context.beginPath();
    for (const edge of doc.edges) {
      const from = sizes.get(edge.source);
      const to = sizes.get(edge.target);
      if (!from || !to) continue;
      const route = liveRoute(edge, from, to);
      if (route) {
        route.points.forEach((point, index) => (index === 0 ? context.moveTo(point.x, point.y) : context.lineTo(point.x, point.y)));
        continue;
      }
      context.moveTo(from.x + from.width / 2, from.y + from.height);
      context.lineTo(to.x + to.width / 2, to.y);
    }
    context.lineWidth = 1 / zoom;
    context.strokeStyle = colours.edge;
    context.stroke();

    const plain = new Path2D();
    const chosen = new Path2D();
    const failing = new Path2D();
    for (const node of doc.nodes) {
      const box = sizes.get(node.id);
      if (!box) continue;
      (selected.has(node.id) ? chosen : plain).rect(box.x, box.y, box.width, box.height);
      if (problems.get(node.id)?.severity === 'error') failing.rect(box.x, box.y, box.width, box.height);
    }
    context.fillStyle = colours.surface;
    context.fill(plain);
    context.strokeStyle = colours.border;
    context.stroke(plain);
    context.fillStyle = colours.selected;
    context.fill(chosen);
    context.lineWidth = 3 / zoom;
    context.strokeStyle = colours.error;
    context.stroke(failing);
  };
  useCanvasPaint(paint, `${x},${y},${zoom},${width},${height}`, [doc, selected, measured, problems]);

  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={t('canvas.a11y.overview')}
      data-testid="canvas-overview"
      className="pointer-events-none absolute inset-0 z-[3]"
      style={{ width, height }}
    />
  );
}
