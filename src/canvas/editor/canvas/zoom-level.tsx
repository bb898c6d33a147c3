import { useStore as useReactFlowStore } from '@xyflow/react';
import { createContext, useContext, type ReactNode } from 'react';

/** Below this zoom, nodes drop their summaries and labels: text is unreadable and costs frames. */
export const SIMPLE_NODE_ZOOM = 0.5;

const ZoomedOutContext = createContext(false);

/** One subscription to the zoom for all nodes: they re-render only when the threshold is crossed. */
export function ZoomLevelProvider({ children }: { children: ReactNode }) {
  const zoomedOut = useReactFlowStore((state) => state.transform[2] < SIMPLE_NODE_ZOOM);
  return <ZoomedOutContext.Provider value={zoomedOut}>{children}</ZoomedOutContext.Provider>;
}

export function useZoomedOut(): boolean {
  return useContext(ZoomedOutContext);
}
