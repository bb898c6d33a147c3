import { useStore as useReactFlowStore } from '@xyflow/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const EdgeLabelContainerContext = createContext<Element | null>(null);

/**
 * Finds React Flow's edge-label layer once for all edges. React Flow's own `EdgeLabelRenderer` looks
 * it up with a `querySelector` from every label on every store change: with 400 labelled edges on
 * screen that walk of the whole canvas DOM ran 400 times per pointer move of a drag.
 */
export function EdgeLabelContainerProvider({ children }: { children: ReactNode }) {
  const domNode = useReactFlowStore((state) => state.domNode);
  const container = useMemo(() => domNode?.querySelector('.react-flow__edgelabel-renderer') ?? null, [domNode]);
  return <EdgeLabelContainerContext.Provider value={container}>{children}</EdgeLabelContainerContext.Provider>;
}

/** Renders an edge label into React Flow's edge-label layer, like `EdgeLabelRenderer`. */
export function EdgeLabelPortal({ children }: { children: ReactNode }) {
  const container = useContext(EdgeLabelContainerContext);
  return container ? createPortal(children, container) : null;
}
