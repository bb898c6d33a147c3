import { useStore as useReactFlowStore, type FitViewOptions } from '@xyflow/react';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * How much of each node the canvas draws. `full`: the whole node. `compact`: kind, name and first
 * line only, in a type large enough to stay readable (the node's full text would be under 7 px on
 * screen). `sketch`: frame, handles and grey bars, where even the compact type would be under 6 px.
 * `overview`: React Flow renders no node or edge DOM at all and one <canvas> draws every node as a
 * rectangle and every edge as a line, so a 5,000-node flow at fit view costs one paint instead of
 * 5,000 components.
 */
export type DetailLevel = 'overview' | 'sketch' | 'compact' | 'full';

/** Below this zoom, nodes show only kind, name and first line, and edges drop their labels. */
export const COMPACT_NODE_ZOOM = 0.5;
/** Size of the compact type in flow pixels: 20 px × 0.3 = 6 px on screen at the sketch zoom. */
export const COMPACT_TEXT_PX = 20;
/** Below this zoom even the compact type is under 6 px, so nodes draw bars where text was. */
export const SKETCH_NODE_ZOOM = 0.3;
/** Below this zoom, a large flow is drawn as an overview. */
export const OVERVIEW_ZOOM = 0.3;
/** Smaller flows keep real nodes at every zoom: drawing them is cheap and they stay clickable. */
export const OVERVIEW_MIN_NODES = 200;

/** Fit view also counts the nodes the overview hides from React Flow. */
export const FIT_ALL_NODES: FitViewOptions = { includeHiddenNodes: true };

export function detailLevel(zoom: number, nodeCount: number): DetailLevel {
  if (zoom < OVERVIEW_ZOOM && nodeCount >= OVERVIEW_MIN_NODES) return 'overview';
  if (zoom < SKETCH_NODE_ZOOM) return 'sketch';
  return zoom < COMPACT_NODE_ZOOM ? 'compact' : 'full';
}

/**
 * The detail level at React Flow's current zoom. Until React Flow has set up its viewport the store
 * still says zoom 1, so `initialZoom` (the viewport the canvas opens at) is used instead: a large flow
 * then opens straight into the overview without first rendering the nodes at zoom 1.
 */
export function useDetailLevel(nodeCount: number, initialZoom: number): DetailLevel {
  return useReactFlowStore((state) => detailLevel(state.panZoom ? state.transform[2] : initialZoom, nodeCount));
}

const DetailLevelContext = createContext<DetailLevel>('full');

/** One zoom subscription for all nodes and edges: they re-render only when the level changes. */
export function DetailLevelProvider({ level, children }: { level: DetailLevel; children: ReactNode }) {
  return <DetailLevelContext.Provider value={level}>{children}</DetailLevelContext.Provider>;
}

/** The level nodes and edges draw at (never `overview`, where they are not drawn). */
export function useNodeDetail(): DetailLevel {
  return useContext(DetailLevelContext);
}
