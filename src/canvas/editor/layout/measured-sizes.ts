import type { Size } from '@/canvas/engine';

/** Reads one node's size as React Flow measured it on screen, if it has been rendered. */
export type MeasuredSizeOf = (nodeId: string) => { width?: number; height?: number } | undefined;

/**
 * The layout's `sizeOf`: the size React Flow measured for a node. Nodes never rendered (off screen
 * with `onlyRenderVisibleElements`) have none, so the engine falls back to the kind's default size.
 * @example measuredSizeOf((id) => flow.getInternalNode(id)?.measured)
 */
export function measuredSizeOf(measured: MeasuredSizeOf): (nodeId: string) => Size | undefined {
  return (nodeId) => {
    const size = measured(nodeId);
    return size?.width && size.height ? { width: size.width, height: size.height } : undefined;
  };
}
