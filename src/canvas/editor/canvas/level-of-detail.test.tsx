// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { generateFlow } from '@/canvas/engine';
import { testEdge, testFlow, textMessage } from '@/canvas/engine/testing';
import { renderEditor, stubBrowserForReactFlow } from '../testing/render-editor';
import { COMPACT_NODE_ZOOM, COMPACT_TEXT_PX, OVERVIEW_MIN_NODES, OVERVIEW_ZOOM, SKETCH_NODE_ZOOM, detailLevel } from './level-of-detail';

// A canvas with a size, as in a browser, so the editor opens at fit view and renders only what is on screen.
beforeAll(() => {
  stubBrowserForReactFlow();
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(1200);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(800);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(800);
});

describe('detailLevel', () => {
  it('draws a large flow as an overview below the overview zoom, compact nodes below the compact zoom', () => {
    expect(detailLevel(OVERVIEW_ZOOM - 0.01, OVERVIEW_MIN_NODES)).toBe('overview');
    expect(detailLevel(OVERVIEW_ZOOM, OVERVIEW_MIN_NODES)).toBe('compact');
    expect(detailLevel(COMPACT_NODE_ZOOM, OVERVIEW_MIN_NODES)).toBe('full');
  });

  it('keeps the nodes of a small flow at every zoom, as bars only where the compact text would be under 6 px', () => {
    expect(detailLevel(0.05, OVERVIEW_MIN_NODES - 1)).toBe('sketch');
    expect(detailLevel(0.4, OVERVIEW_MIN_NODES - 1)).toBe('compact');
    expect(COMPACT_TEXT_PX * SKETCH_NODE_ZOOM).toBeGreaterThanOrEqual(6);
    // The full node's smallest text (12 px) stays at 6 px or more wherever it is drawn.
    expect(12 * COMPACT_NODE_ZOOM).toBeGreaterThanOrEqual(6);
  });
});

describe('canvas level of detail', () => {
  it('opens a small flow at fit view with every node and handle', () => {
    renderEditor(testFlow([textMessage('m1', 'Ask name'), textMessage('m2', 'Bye')], [testEdge('m1', 'next', 'm2')]));
    expect(screen.getByTestId('node-m1')).toHaveAccessibleName('Ask name');
    expect(screen.getByTestId('handle-m2-in')).toBeInTheDocument();
    expect(screen.queryByTestId('canvas-overview')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Overview map' })).toBeInTheDocument();
  });

  it('at a fit view between 30 % and 50 % shows kind, name and first line in large type; below, bars', () => {
    const far = (y: number) => testFlow([textMessage('m1', 'Ask name'), { ...textMessage('m2', 'Bye'), position: { x: 0, y } }]);
    renderEditor(far(1500));
    const face = screen.getByTestId('node-face-m1');
    expect(face).toHaveAttribute('data-detail', 'compact');
    expect(face).toHaveTextContent('Message m1');
    expect(face).toHaveTextContent('Ask name');
    expect(face.style.fontSize).toBe(`${COMPACT_TEXT_PX}px`);
    expect(screen.getByTestId('node-m1')).toHaveAccessibleName('Ask name');
    cleanup();
    renderEditor(far(3000));
    expect(screen.getByTestId('node-face-m1')).toHaveAttribute('data-detail', 'sketch');
    expect(screen.getByTestId('node-face-m1')).toHaveTextContent('');
    expect(screen.getByTestId('handle-m2-in')).toBeInTheDocument();
  });

  it('opens a large flow as one overview drawing with no node elements, and search zooms in to the node', async () => {
    const user = userEvent.setup();
    const { store } = renderEditor(generateFlow({ nodeCount: 400, seed: 1 }));
    expect(screen.getByRole('img', { name: /Overview of the whole flow/ })).toBeInTheDocument();
    expect(document.querySelector('.react-flow__node')).toBeNull();
    expect(screen.queryByRole('img', { name: 'Overview map' })).not.toBeInTheDocument();

    fireEvent.keyDown(screen.getByTestId('flow-editor'), { key: 'f', ctrlKey: true });
    await user.type(await screen.findByTestId('canvas-search'), 'step 200{Enter}');
    const [found] = store.getState().selection.nodeIds;
    await waitFor(() => expect(screen.getByTestId(`node-${found}`)).toBeInTheDocument(), { timeout: 3000 });
    expect(screen.queryByTestId('canvas-overview')).not.toBeInTheDocument();
  });
});
