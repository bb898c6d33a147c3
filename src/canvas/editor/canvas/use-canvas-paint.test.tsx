// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCanvasPaint } from './use-canvas-paint';

interface Props {
  view: string;
  doc: object;
  hold?: boolean;
}

function renderPainter(initial: Props) {
  const painted: { view: string; doc: object }[] = [];
  const hook = renderHook(({ view, doc, hold }: Props) => useCanvasPaint(() => painted.push({ view, doc }), view, [doc], hold), { initialProps: initial });
  return { ...hook, painted };
}

describe('useCanvasPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('paints at once on mount and when the view moves', () => {
    const doc = {};
    const { painted, rerender } = renderPainter({ view: '0,0,1', doc });
    expect(painted).toEqual([{ view: '0,0,1', doc }]);
    rerender({ view: '10,0,1', doc });
    expect(painted.at(-1)).toEqual({ view: '10,0,1', doc });
  });

  it('paints a content change at the next frame, once for several changes, with the newest content', () => {
    const { painted, rerender } = renderPainter({ view: '0,0,1', doc: { part: 0 } });
    const last = { part: 3 };
    rerender({ view: '0,0,1', doc: { part: 1 } });
    rerender({ view: '0,0,1', doc: { part: 2 } });
    rerender({ view: '0,0,1', doc: last });
    expect(painted).toHaveLength(1);
    vi.advanceTimersToNextFrame();
    expect(painted).toHaveLength(2);
    expect(painted.at(-1)?.doc).toBe(last);
  });

  it('does not paint again when neither the view nor the content changed', () => {
    const doc = {};
    const { painted, rerender } = renderPainter({ view: '0,0,1', doc });
    rerender({ view: '0,0,1', doc });
    vi.advanceTimersToNextFrame();
    expect(painted).toHaveLength(1);
  });

  it('paints a content change with the view when the view moves before the frame', () => {
    const next = {};
    const { painted, rerender } = renderPainter({ view: '0,0,1', doc: {} });
    rerender({ view: '0,0,1', doc: next });
    rerender({ view: '5,5,1', doc: next });
    vi.advanceTimersToNextFrame();
    expect(painted).toHaveLength(2);
    expect(painted.at(-1)).toEqual({ view: '5,5,1', doc: next });
  });

  it('holds content changes while a layout is written and paints the newest once at the end', () => {
    const { painted, rerender } = renderPainter({ view: '0,0,1', doc: { part: 0 } });
    const last = { part: 2 };
    rerender({ view: '0,0,1', doc: { part: 1 }, hold: true });
    vi.advanceTimersToNextFrame();
    rerender({ view: '0,0,1', doc: last, hold: true });
    vi.advanceTimersToNextFrame();
    expect(painted).toHaveLength(1);
    rerender({ view: '0,0,1', doc: last, hold: false });
    vi.advanceTimersToNextFrame();
    expect(painted).toHaveLength(2);
    expect(painted.at(-1)?.doc).toBe(last);
  });

  it('paints a view change at once while holding content changes', () => {
    const next = { part: 1 };
    const { painted, rerender } = renderPainter({ view: '0,0,1', doc: { part: 0 } });
    rerender({ view: '5,5,1', doc: next, hold: true });
    expect(painted.at(-1)).toEqual({ view: '5,5,1', doc: next });
  });

  it('paints nothing after unmount', () => {
    const { painted, rerender, unmount } = renderPainter({ view: '0,0,1', doc: {} });
    rerender({ view: '0,0,1', doc: {} });
    unmount();
    vi.advanceTimersToNextFrame();
    expect(painted).toHaveLength(1);
  });
});
