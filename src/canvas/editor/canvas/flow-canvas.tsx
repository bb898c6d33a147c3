import { useDroppable } from '@dnd-kit/core';
import {
  Background,
  Controls,
  ReactFlow,
  type EdgeTypes,
  type NodeTypes,
  type Viewport,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NODE_KINDS, dispatch, type Size } from '@/canvas/engine';
import { useEditorCatalogue } from '@/canvas/kinds/shared/view';
import { FlowNodeView } from '../nodes/flow-node-view';
import { useLayoutDirection } from '../layout/layout-direction';
import { useEditor } from '../state/editor-context';
import { nodeName } from '../state/node-names';
import { useFlowState } from '../state/use-flow-state';
import { BranchEdge } from './branch-edge';
import type { CanvasEdge, CanvasNode, ProblemSummary } from './canvas-types';
import { markViewMoving } from './compositor-layers';
import './compositor-layers.css';
import { createCanvasDeriver, summariseProblems } from './derive-canvas';
import { EdgeLabelContainerProvider } from './edge-label-portal';
import { MAX_ZOOM, MIN_ZOOM, fitViewportOf } from './initial-viewport';
import { FIT_ALL_NODES, DetailLevelProvider, useDetailLevel } from './level-of-detail';
import { MinimapCanvas } from './minimap-canvas';
import { OverviewLayer } from './overview-layer';
import { useCanvasOverlay } from './overlay-context';
import { useCanvasHandlers } from './use-canvas-handlers';
import { useFollowRunningNode } from './use-reveal-node';

// Declared once: React Flow warns and re-mounts every node when these objects change identity.
const NODE_TYPES = Object.fromEntries(NODE_KINDS.map((kind) => [kind, FlowNodeView])) as NodeTypes;
const EDGE_TYPES = { branch: BranchEdge } as EdgeTypes;
const SNAP_GRID: [number, number] = [16, 16];
export const CANVAS_DROP_ID = 'canvas';

export interface CanvasMenuRequest {
  scope: 'node' | 'canvas';
  x: number;
  y: number;
}

/** The React Flow canvas, drawn from engine state; every change it makes goes back as an engine call. */
export function FlowCanvas({ onMenu }: { onMenu(request: CanvasMenuRequest): void }) {
  const { t } = useTranslation();
  const { store, readOnly, problems } = useEditor();
  const doc = useFlowState((state) => state.doc);
  const selection = useFlowState((state) => state.selection);
  const [measured] = useState(() => new Map<string, Size>());
  const handlers = useCanvasHandlers(measured);
  const { setNodeRef } = useDroppable({ id: CANVAS_DROP_ID });
  const container = useRef<HTMLDivElement | null>(null);
  const setContainer = useCallback(
    (element: HTMLDivElement | null) => {
      container.current = element;
      setNodeRef(element);
    },
    [setNodeRef],
  );
  // undefined until the container is measured (before the first paint); null when it has no size
  // (jsdom, a hidden tab), where React Flow fits the view itself and renders every node, as it can
  // not tell what is on screen.
  const [initialViewport, setInitialViewport] = useState<Viewport | null | undefined>(undefined);
  useLayoutEffect(() => {
    const element = container.current;
    const width = element?.offsetWidth ?? 0;
    const height = element?.offsetHeight ?? 0;
    setInitialViewport(width > 0 && height > 0 ? fitViewportOf(store.getDoc(), width, height) : null);
  }, [store]);
  const level = useDetailLevel(doc.nodes.length, initialViewport?.zoom ?? 1);
  const rightwards = useLayoutDirection() === 'RIGHT';
  const view = useMemo(() => ({ overview: level === 'overview', rightwards }), [level, rightwards]);

  const previousSummaries = useRef<ReadonlyMap<string, ProblemSummary>>(new Map());
  const summaries = useMemo(() => {
    const next = summariseProblems(problems, previousSummaries.current);
    previousSummaries.current = next;
    return next;
  }, [problems]);
  const catalogue = useEditorCatalogue();
  const deriver = useMemo(() => createCanvasDeriver((node) => nodeName(node, t, catalogue)), [t, catalogue]);
  const selectedNodes = useMemo(() => new Set(selection.nodeIds), [selection.nodeIds]);
  const selectedEdges = useMemo(() => new Set(selection.edgeIds), [selection.edgeIds]);
  const overlay = useCanvasOverlay();
  const nodes = useMemo(() => deriver.nodes(doc, selectedNodes, measured, summaries, overlay, view), [deriver, doc, selectedNodes, measured, summaries, overlay, view]);
  // Runs after React Flow's own effect has adopted `nodes`.
  const { keepDragPreview } = handlers;
  useEffect(() => keepDragPreview(), [nodes, keepDragPreview]);
  const edges = useMemo(() => deriver.edges(doc, selectedEdges, overlay, view), [deriver, doc, selectedEdges, overlay, view]);

  const ariaLabelConfig = useMemo(
    () => ({
      'node.a11yDescription.default': t('canvas.a11y.node'),
      'node.a11yDescription.keyboardDisabled': t('canvas.a11y.node'),
      'edge.a11yDescription.default': t('canvas.a11y.edge'),
      'controls.ariaLabel': t('canvas.a11y.controls'),
      'controls.zoomIn.ariaLabel': t('canvas.actions.zoomIn'),
      'controls.zoomOut.ariaLabel': t('canvas.actions.zoomOut'),
      'controls.fitView.ariaLabel': t('canvas.actions.fitView'),
      'handle.ariaLabel': t('canvas.a11y.handle'),
    }),
    [t],
  );

  const { onNodePress } = handlers;
  const onPointerDown = useCallback(
    (event: ReactPointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const node = target?.closest<HTMLElement>('.react-flow__node');
      if (!node?.dataset.id || target?.closest('.react-flow__handle, .nodrag')) return;
      onNodePress(node.dataset.id, event.nativeEvent);
    },
    [onNodePress],
  );
  const onMoveStart = useCallback(() => markViewMoving(container.current, true), []);
  const onMoveEnd = useCallback(() => markViewMoving(container.current, false), []);

  const openNodeMenu = useCallback(
    (event: ReactMouseEvent, node: CanvasNode) => {
      event.preventDefault();
      if (!store.getState().selection.nodeIds.includes(node.id)) dispatch(store, 'select', { nodeIds: [node.id] });
      onMenu({ scope: 'node', x: event.clientX, y: event.clientY });
    },
    [store, onMenu],
  );

  const openCanvasMenu = useCallback(
    (event: ReactMouseEvent | MouseEvent) => {
      event.preventDefault();
      onMenu({ scope: 'canvas', x: event.clientX, y: event.clientY });
    },
    [onMenu],
  );

  return (
    <div ref={setContainer} className="absolute inset-0" data-testid="canvas" onPointerDown={onPointerDown}>
      {initialViewport === undefined ? null : (
        <DetailLevelProvider level={level}>
          <EdgeLabelContainerProvider>
            <ReactFlow<CanvasNode, CanvasEdge>
              nodes={nodes}
              edges={edges}
              nodeTypes={NODE_TYPES}
              edgeTypes={EDGE_TYPES}
              onNodesChange={handlers.onNodesChange}
              onEdgesChange={handlers.onEdgesChange}
              onNodeDragStart={handlers.onDragStart}
              onNodeDragStop={handlers.onDragStop}
              onSelectionDragStart={handlers.onSelectionDragStart}
              onSelectionDragStop={handlers.onSelectionDragStop}
              onMoveStart={onMoveStart}
              onMoveEnd={onMoveEnd}
              onConnect={handlers.onConnect}
              isValidConnection={handlers.isValidConnection}
              onNodeContextMenu={openNodeMenu}
              onPaneContextMenu={openCanvasMenu}
              nodesDraggable={!readOnly}
              nodesConnectable={!readOnly}
              // Deleting goes through the engine's `deleteSelection` (keyboard map), never React Flow's own removal.
              deleteKeyCode={null}
              // Arrow keys move focus between nodes and Alt+arrows move nodes, both handled by the editor.
              disableKeyboardA11y
              onlyRenderVisibleElements={initialViewport !== null}
              snapToGrid
              snapGrid={SNAP_GRID}
              minZoom={MIN_ZOOM}
              maxZoom={MAX_ZOOM}
              {...(initialViewport ? { defaultViewport: initialViewport } : { fitView: true })}
              ariaLabelConfig={ariaLabelConfig}
              className="bg-background"
            >
              <Background gap={16} />
              {level === 'overview' ? (
                <OverviewLayer doc={doc} selected={selectedNodes} measured={measured} problems={summaries} />
              ) : (
                // The overview already shows the whole flow; the minimap would draw it a second time.
                <MinimapCanvas doc={doc} measured={measured} />
              )}
              <Controls showInteractive={false} fitViewOptions={FIT_ALL_NODES} />
              <FollowRunningNode />
            </ReactFlow>
          </EdgeLabelContainerProvider>
        </DetailLevelProvider>
      )}
    </div>
  );
}

/** Inside React Flow, whose view it moves. */
function FollowRunningNode() {
  useFollowRunningNode();
  return null;
}
