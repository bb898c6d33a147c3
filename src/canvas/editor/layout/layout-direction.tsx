import { useUpdateNodeInternals } from '@xyflow/react';
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { DEFAULT_LAYOUT_DIRECTION, layoutDirectionOf, type FlowStore, type LayoutDirection } from '@/canvas/engine';

const LayoutDirectionContext = createContext<LayoutDirection>(DEFAULT_LAYOUT_DIRECTION);

/**
 * One subscription to the flow's layout direction for all nodes: they re-render only when it flips.
 * React Flow caches where each handle sits, so a flip also asks it to measure the handles again,
 * or edges would keep leaving from the old sides.
 */
export function LayoutDirectionProvider({ store, children }: { store: FlowStore; children: ReactNode }) {
  const direction = useStore(store.api, (state) => layoutDirectionOf(state.doc));
  const updateNodeInternals = useUpdateNodeInternals();
  const shown = useRef(direction);
  useEffect(() => {
    if (shown.current === direction) return;
    shown.current = direction;
    updateNodeInternals(store.getDoc().nodes.map((node) => node.id));
  }, [direction, store, updateNodeInternals]);
  return <LayoutDirectionContext.Provider value={direction}>{children}</LayoutDirectionContext.Provider>;
}

/** The direction the flow is laid out in; node handles face along it. */
export function useLayoutDirection(): LayoutDirection {
  return useContext(LayoutDirectionContext);
}
