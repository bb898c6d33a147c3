// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '@/canvas/engine';
import { testEdge, testFlow, textMessage } from '@/canvas/engine/testing';
import { renderEditor, stubBrowserForReactFlow } from '../testing/render-editor';

beforeAll(stubBrowserForReactFlow);

const flow = () => testFlow([{ ...textMessage('m1', 'Ask name'), position: { x: 0, y: 0 } }, { ...textMessage('m2', 'Bye'), position: { x: 400, y: 0 } }]);
const connected = () => testFlow([{ ...textMessage('m1', 'Ask name'), position: { x: 0, y: 0 } }, { ...textMessage('m2', 'Bye'), position: { x: 0, y: 300 } }], [testEdge('m1', 'next', 'm2')]);

/** The `<svg>` React Flow wraps an edge in: what gets a compositor layer of its own. */
const edgeWrapper = (edgeId: string) => screen.getByTestId(`edge-${edgeId}`).parentElement;

/** A mouse event as a browser sends it; d3-drag (under React Flow) follows the pointer through `event.view`. */
function mouse(target: Element | Window, type: string, x: number, y: number) {
  const event = new MouseEvent(type, { clientX: 10 + x, clientY: 10 + y, button: 0, bubbles: true, cancelable: true });
  Object.defineProperty(event, 'view', { value: window });
  fireEvent(target, event);
}

/** Where React Flow draws a node, from its wrapper's `translate(xpx,ypx)`. */
function shownAt(node: HTMLElement) {
  const [x, y] = (/translate\((-?[\d.]+)px, ?(-?[\d.]+)px\)/.exec(node.style.transform) ?? []).slice(1).map(Number);
  return { x, y };
}

/** Presses on a node and moves the pointer by steps. */
function startDrag(node: HTMLElement, steps: readonly { x: number; y: number }[]) {
  mouse(node, 'mousedown', 0, 0);
  for (const step of steps) mouse(window, 'mousemove', step.x, step.y);
}

const release = (x: number, y: number) => mouse(window, 'mouseup', x, y);

describe('dragging nodes with the pointer', () => {
  it('moves the node on screen during the drag and writes the document once, as one undo step', () => {
    const { store } = renderEditor(flow());
    const node = screen.getByTestId('node-m1');
    const revision = store.getRevision();
    act(() => startDrag(node, [{ x: 20, y: 0 }, { x: 40, y: 20 }, { x: 64, y: 32 }]));
    const shown = shownAt(node);
    expect(shown.x).toBeGreaterThan(40);
    expect(shown.y).toBeGreaterThan(10);
    expect(store.getDoc().nodes[0]?.position).toEqual({ x: 0, y: 0 });
    expect(store.getRevision()).toBe(revision);

    act(() => release(64, 32));
    expect(store.getDoc().nodes[0]?.position).toEqual(shown);
    expect(screen.getByTestId('announcer')).toHaveTextContent('Moved Ask name');
    act(() => store.undo());
    expect(store.getDoc().nodes[0]?.position).toEqual({ x: 0, y: 0 });
    expect(screen.getByTestId('node-m1').style.transform).toBe('translate(0px,0px)');
  });

  it('puts the node back on Escape during the drag and records nothing', () => {
    const { store } = renderEditor(flow());
    const node = screen.getByTestId('node-m1');
    act(() => startDrag(node, [{ x: 20, y: 0 }, { x: 40, y: 20 }, { x: 64, y: 32 }]));
    expect(shownAt(node).x).toBeGreaterThan(40);
    act(() => void fireEvent.keyDown(window, { key: 'Escape' }));
    expect(node.style.transform).toBe('translate(0px,0px)');
    expect(screen.getByTestId('announcer')).toHaveTextContent('Move cancelled');
    act(() => {
      mouse(window, 'mousemove', 80, 80);
      release(80, 80);
    });
    expect(node.style.transform).toBe('translate(0px,0px)');
    expect(store.getDoc().nodes[0]?.position).toEqual({ x: 0, y: 0 });
    expect(store.canUndo()).toBe(false);
  });

  it('moves every selected node together, as one undo step', () => {
    const { store } = renderEditor(flow());
    act(() => void dispatch(store, 'select', { nodeIds: ['m1', 'm2'] }));
    act(() => {
      startDrag(screen.getByTestId('node-m1'), [{ x: 20, y: 0 }, { x: 40, y: 20 }, { x: 64, y: 32 }]);
      release(64, 32);
    });
    const [first, second] = store.getDoc().nodes.map((node) => node.position);
    expect(first?.x).toBeGreaterThan(40);
    expect(second).toEqual({ x: 400 + (first?.x ?? 0), y: first?.y });
    expect(screen.getByTestId('announcer')).toHaveTextContent('Moved 2 nodes');
    act(() => store.undo());
    expect(store.getDoc().nodes.map((node) => node.position)).toEqual([{ x: 0, y: 0 }, { x: 400, y: 0 }]);
  });

  it('selects the node on the press, before the pointer moves', () => {
    const { store } = renderEditor(flow());
    act(() => void fireEvent.pointerDown(screen.getByTestId('node-m2'), { button: 0 }));
    expect(store.getState().selection.nodeIds).toEqual(['m2']);
    expect(screen.getByTestId('inspector')).toHaveTextContent('m2');
  });

  it('gives the edges of a pressed and dragged node layers of their own until the drag ends', () => {
    renderEditor(connected());
    const node = screen.getByTestId('node-m1');
    act(() => {
      fireEvent.pointerDown(node, { button: 0 });
      startDrag(node, [{ x: 20, y: 0 }, { x: 40, y: 20 }]);
    });
    expect(edgeWrapper('m1-next-m2')).toHaveAttribute('data-own-layer');
    act(() => release(40, 20));
    expect(edgeWrapper('m1-next-m2')).not.toHaveAttribute('data-own-layer');
  });
});
