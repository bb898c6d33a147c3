import { useStore as useReactFlowStore, type FitViewOptions } from '@xyflow/react';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * How much of each node the canvas draws. `full`: the whole node. `simple`: frame, title and handles
 * (text is unreadable and costs frames). `overview`: React Flow renders no node or edge DOM at all and
 * one <canvas> draws every node as a rectangle and every edge as a line, so a 5,000-node flow at fit
 * view costs one paint instead of 5,000 components.
 */
export type DetailLevel = 'overview' | 'simple' | 'full';

/** Below this zoom, nodes drop their summaries and labels. */
export const SIMPLE_NODE_ZOOM = 0.5;
/** Below this zoom, a large flow is drawn as an overview. */
export const OVERVIEW_ZOOM = 0.3;
/** Smaller flows keep real nodes at every zoom: drawing them is cheap and they stay clickable. */
export const OVERVIEW_MIN_NODES = 200;

/** Fit view also counts the nodes the overview hides from React Flow. */
export const FIT_ALL_NODES: FitViewOptions = { includeHiddenNodes: true };

export function detailLevel(zoom: number, nodeCount: number): DetailLevel {
  if (zoom < OVERVIEW_ZOOM && nodeCount >= OVERVIEW_MIN_NODES) return 'overview';
  return zoom < SIMPLE_NODE_ZOOM ? 'simple' : 'full';
}

/**
 * The detail level at React Flow's current zoom. Until React Flow has set up its viewport the store
 * still says zoom 1, so `initialZoom` (the viewport the canvas opens at) is used instead: a large flow
 * then opens straight into the overview without first rendering the nodes at zoom 1.
 */
export function useDetailLevel(nodeCount: number, initialZoom: number): DetailLevel {
  return useReactFlowStore((state) => detailLevel(state.panZoom ? state.transform[2] : initialZoom, nodeCount));
}

const ZoomedOutContext = createContext(false);

/** One zoom subscription for all nodes and edges: they re-render only when the level changes. */
export function ZoomedOutProvider({ level, children }: { level: DetailLevel; children: ReactNode }) {
  return <ZoomedOutContext.Provider value={level !== 'full'}>{children}</ZoomedOutContext.Provider>;
}

export function useZoomedOut(): boolean {
  return useContext(ZoomedOutContext);
}
