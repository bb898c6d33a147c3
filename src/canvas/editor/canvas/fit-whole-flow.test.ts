import type { ReactFlowInstance } from '@xyflow/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CanvasEdge, CanvasNode } from './canvas-types';
import { fitWholeFlow } from './fit-whole-flow';

type Viewport = { x: number; y: number; zoom: number };

/**
 * A React Flow instance whose fit moves the view to `fits[n]` on its n-th call, and whose nodes'
 * extent grows by `grows` px at each frame (nodes drawn and measured), or stays.
 */
function fakeFlow(fits: Viewport[], onFrame: (view: { current: Viewport }) => void = () => undefined, grows = 10) {
  const view = { current: { x: 0, y: 0, zoom: 1 } };
  const extent = { x: 0, y: 0, width: 1000, height: 600 };
  let calls = 0;
  const flow = {
    getNodes: () => [],
    getNodesBounds: () => ({ ...extent }),
    fitView: vi.fn(async () => {
      view.current = fits[Math.min(calls, fits.length - 1)]!;
      calls += 1;
      return true;
    }),
    getViewport: () => view.current,
  };
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => {
    onFrame(view);
    extent.height += grows;
    callback(0);
  }, 0));
  return { flow: flow as unknown as ReactFlowInstance<CanvasNode, CanvasEdge>, fitView: flow.fitView, view };
}

describe('fitWholeFlow', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.unstubAllGlobals());

  it('fits again after the nodes are drawn, so the sizes measured then count', async () => {
    const { flow, fitView, view } = fakeFlow([{ x: 121, y: 29, zoom: 0.59 }, { x: 134, y: 29, zoom: 0.56 }]);
    await fitWholeFlow(flow, 200);
    expect(fitView).toHaveBeenCalledTimes(2);
    expect(fitView).toHaveBeenLastCalledWith(expect.objectContaining({ includeHiddenNodes: true, duration: 200 }));
    expect(view.current).toEqual({ x: 134, y: 29, zoom: 0.56 });
  });

  it('fits once when drawing the nodes changed no size (the overview draws none)', async () => {
    const { flow, fitView } = fakeFlow([{ x: 121, y: 29, zoom: 0.59 }, { x: 134, y: 29, zoom: 0.56 }], undefined, 0);
    await fitWholeFlow(flow, 200);
    expect(fitView).toHaveBeenCalledTimes(1);
  });

  it('leaves the view alone when the user moved it before the second fit', async () => {
    const { flow, fitView, view } = fakeFlow([{ x: 121, y: 29, zoom: 0.59 }], (moving) => {
      moving.current = { x: 300, y: 10, zoom: 0.59 };
    });
    await fitWholeFlow(flow, 0);
    expect(fitView).toHaveBeenCalledTimes(1);
    expect(view.current).toEqual({ x: 300, y: 10, zoom: 0.59 });
  });
});
