import { useStore as useReactFlowStore } from '@xyflow/react';
import { useContext, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { kindOf, liveRoute, type FlowDocument, type Size } from '@/canvas/engine';
import { LayoutWritingContext } from '../state/editor-context';
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

/** The flow's paths in flow coordinates, and what they were built from. */
interface Drawing {
  doc: FlowDocument;
  selected: ReadonlySet<string>;
  measured: ReadonlyMap<string, Size>;
  problems: ReadonlyMap<string, ProblemSummary>;
  edges: Path2D;
  plain: Path2D;
  chosen: Path2D;
  failing: Path2D;
}

// `measured` is one map filled in place as nodes are drawn, so its identity says nothing; the
// overview draws no node, so nothing is measured while it is shown.
const sameContent = (drawing: Drawing, doc: FlowDocument, selected: ReadonlySet<string>, measured: ReadonlyMap<string, Size>, problems: ReadonlyMap<string, ProblemSummary>) =>
  drawing.doc === doc && drawing.selected === selected && drawing.measured === measured && drawing.problems === problems;

/** Edges along their layout routes, or straight from output to input; nodes as boxes, sorted by how they are filled. */
function drawingOf(doc: FlowDocument, selected: ReadonlySet<string>, measured: ReadonlyMap<string, Size>, problems: ReadonlyMap<string, ProblemSummary>): Drawing {
  const sizes = new Map<string, { x: number; y: number; width: number; height: number }>();
  for (const node of doc.nodes) {
    const size = measured.get(node.id) ?? kindOf(node.kind).defaultSize;
    sizes.set(node.id, { x: node.position.x, y: node.position.y, width: size.width, height: size.height });
  }
  const edges = new Path2D();
  for (const edge of doc.edges) {
    const from = sizes.get(edge.source);
    const to = sizes.get(edge.target);
    if (!from || !to) continue;
    const route = liveRoute(edge, from, to);
    if (route) {
      route.points.forEach((point, index) => (index === 0 ? edges.moveTo(point.x, point.y) : edges.lineTo(point.x, point.y)));
      continue;
    }
    edges.moveTo(from.x + from.width / 2, from.y + from.height);
    edges.lineTo(to.x + to.width / 2, to.y);
  }
  const plain = new Path2D();
  const chosen = new Path2D();
  const failing = new Path2D();
  for (const node of doc.nodes) {
    const box = sizes.get(node.id);
    if (!box) continue;
    (selected.has(node.id) ? chosen : plain).rect(box.x, box.y, box.width, box.height);
    if (problems.get(node.id)?.severity === 'error') failing.rect(box.x, box.y, box.width, box.height);
  }
  return { doc, selected, measured, problems, edges, plain, chosen, failing };
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
  const drawing = useRef<Drawing | null>(null);
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

    // The paths are built once per content and kept: the frames of a pan, a zoom or the fit after a
    // layout only draw them under a new transform instead of rebuilding 5,000 boxes and routes each.
    if (!drawing.current || !sameContent(drawing.current, doc, selected, measured, problems)) drawing.current = drawingOf(doc, selected, measured, problems);
    const { edges, plain, chosen, failing } = drawing.current;
    context.lineWidth = 1 / zoom;
    context.strokeStyle = colours.edge;
    context.stroke(edges);

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
  useCanvasPaint(paint, `${x},${y},${zoom},${width},${height}`, [doc, selected, measured, problems], useContext(LayoutWritingContext));

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
