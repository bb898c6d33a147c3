import { describe, expect, it } from 'vitest';
import { kindOf } from '@/canvas/engine';
import { testFlow, textMessage } from '@/canvas/engine/testing';
import { MAX_ZOOM, MIN_ZOOM, fitViewportOf } from './initial-viewport';

describe('fitViewportOf', () => {
  const at = (id: string, x: number, y: number) => ({ ...textMessage(id), position: { x, y } });

  it('fits the flow, with its default node sizes, in the middle of the canvas', () => {
    const size = kindOf('MESSAGE').defaultSize;
    const { x, y, zoom } = fitViewportOf(testFlow([at('a', 0, 0), at('b', 2000, 1000)]), 1200, 800);
    const right = x + (2000 + size.width) * zoom;
    const bottom = y + (1000 + size.height) * zoom;
    expect(x + right).toBeCloseTo(1200, 0);
    expect(y + bottom).toBeCloseTo(800, 0);
    expect(Math.min(x, y)).toBeGreaterThan(0);
  });

  it('stays within the zoom limits and copes with an empty flow', () => {
    expect(fitViewportOf(testFlow([at('a', 0, 0)]), 1200, 800).zoom).toBe(MAX_ZOOM);
    expect(fitViewportOf(testFlow([at('a', 0, 0), at('b', 0, 500_000)]), 1200, 800).zoom).toBe(MIN_ZOOM);
    expect(fitViewportOf(testFlow([]), 1200, 800)).toEqual({ x: 0, y: 0, zoom: 1 });
  });
});
