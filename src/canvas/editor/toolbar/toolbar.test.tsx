// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '@/canvas/engine';
import { testEdge, testFlow, testNode, textMessage } from '@/canvas/engine/testing';
import { inProcessLayoutWorker, renderEditor, stubBrowserForReactFlow } from '../testing/render-editor';

beforeAll(stubBrowserForReactFlow);

const disabled = (testId: string) => screen.getByTestId(testId).getAttribute('aria-disabled') === 'true';

describe('toolbar', () => {
  it('enables undo and redo from the command registry as history allows', async () => {
    const user = userEvent.setup();
    const { store } = renderEditor(testFlow([textMessage('m1')]));
    expect(disabled('toolbar-undo')).toBe(true);
    expect(disabled('toolbar-redo')).toBe(true);
    expect(screen.getByTestId('toolbar-undo')).toHaveAccessibleName('Undo');

    act(() => void dispatch(store, 'addNode', { kind: 'API', position: { x: 0, y: 300 } }));
    expect(disabled('toolbar-undo')).toBe(false);

    await user.click(screen.getByTestId('toolbar-undo'));
    expect(store.getDoc().nodes).toHaveLength(1);
    expect(disabled('toolbar-redo')).toBe(false);
    await user.click(screen.getByTestId('toolbar-redo'));
    expect(store.getDoc().nodes).toHaveLength(2);
  });

  it('opens and closes a side panel with its toggle, each click from the state the last one left', async () => {
    const user = userEvent.setup();
    renderEditor(testFlow([textMessage('m1')]));
    const toggle = screen.getByTestId('toolbar-toggleProblems');
    expect(toggle).toHaveAccessibleName('Show or hide the problems');
    const initially = toggle.getAttribute('aria-pressed');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe(initially === 'true' ? 'false' : 'true');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe(initially);
  });

  it('on a phone opens the palette and the settings as one sheet at a time', async () => {
    const user = userEvent.setup();
    const listeners = new Set<() => void>();
    let wide = true;
    // Assigned and removed by hand: vi.unstubAllGlobals would also drop the ResizeObserver stub React Flow needs.
    window.matchMedia = ((query: string) => ({
      get matches() {
        return wide;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    })) as unknown as typeof window.matchMedia;
    try {
      renderEditor(testFlow([textMessage('m1')]));
      const palette = screen.getByTestId('toolbar-togglePalette');
      const inspector = screen.getByTestId('toolbar-toggleInspector');
      expect(palette).toHaveAttribute('aria-pressed', 'true');
      expect(inspector).toHaveAttribute('aria-pressed', 'true');
      // The window narrows to a phone's: the settings stay, the palette folds.
      wide = false;
      act(() => listeners.forEach((listener) => listener()));
      expect(palette).toHaveAttribute('aria-pressed', 'false');
      expect(inspector).toHaveAttribute('aria-pressed', 'true');
      await user.click(palette);
      expect(palette).toHaveAttribute('aria-pressed', 'true');
      expect(inspector).toHaveAttribute('aria-pressed', 'false');
      // Adding a node from the palette sheet shows the new node's settings in its place.
      await user.click(screen.getByTestId('palette-CONDITION'));
      expect(inspector).toHaveAttribute('aria-pressed', 'true');
      expect(palette).toHaveAttribute('aria-pressed', 'false');
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('disables delete without a selection and publish while the flow has errors', () => {
    const { store, onPublish } = renderEditor(testFlow([textMessage('m1'), testNode('API', 'a1', { url: 'bad' })], [testEdge('m1', 'next', 'a1')]));
    expect(disabled('toolbar-deleteSelection')).toBe(true);
    expect(disabled('toolbar-publish')).toBe(true);
    screen.getByTestId('toolbar-publish').click();
    expect(onPublish).not.toHaveBeenCalled();
    act(() => void dispatch(store, 'select', { nodeIds: ['a1'] }));
    expect(disabled('toolbar-deleteSelection')).toBe(false);
  });

  it('saves and publishes the current document', async () => {
    const user = userEvent.setup();
    const { store, onSave, onPublish } = renderEditor(testFlow([textMessage('m1')]));
    await user.click(screen.getByTestId('toolbar-save'));
    expect(onSave).toHaveBeenCalledWith(store.getDoc());
    await waitFor(() => expect(disabled('toolbar-publish')).toBe(false));
    await user.click(screen.getByTestId('toolbar-publish'));
    expect(onPublish).toHaveBeenCalledWith(store.getDoc());
  });

  it('offers the layout directions beside Auto-layout, checking the flow\'s own, and keeps the menu shut on an empty flow', async () => {
    const user = userEvent.setup();
    const { store } = renderEditor(testFlow([textMessage('m1')], [], { view: { layoutDirection: 'RIGHT' } }));
    const trigger = screen.getByTestId('toolbar-layoutDirection');
    expect(trigger).toHaveAccessibleName('Layout direction');
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitemradio', { name: 'Left to right' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'Top to bottom' })).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{Escape}');

    act(() => {
      dispatch(store, 'selectAll');
      dispatch(store, 'deleteSelection');
    });
    expect(disabled('toolbar-layoutDirection')).toBe(true);
    await user.click(screen.getByTestId('toolbar-layoutDirection'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('lays out in the direction picked from the menu, remembers it, and leaves the menu closed', async () => {
    const user = userEvent.setup();
    const { store } = renderEditor(testFlow([textMessage('m1'), textMessage('m2')], [testEdge('m1', 'next', 'm2')]), { layoutWorker: inProcessLayoutWorker });
    screen.getByTestId('toolbar-layoutDirection').focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitemradio', { name: 'Left to right' }));
    await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent('Layout applied'));
    await waitFor(() => expect(disabled('toolbar-autoLayout')).toBe(false));
    expect(store.getDoc().view).toEqual({ layoutDirection: 'RIGHT' });
    const [first, second] = store.getDoc().nodes;
    expect(second!.position.x).toBeGreaterThan(first!.position.x);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('shows a layout while it is computed and cancels it: nothing moves and no undo step is made', async () => {
    const user = userEvent.setup();
    const terminated: boolean[] = [];
    // A worker that never answers, as ELK busy with a large flow.
    const busyWorker = () => ({ onmessage: null, postMessage() {}, terminate: () => void terminated.push(true) });
    const doc = testFlow([textMessage('m1'), textMessage('m2')], [testEdge('m1', 'next', 'm2')]);
    const { store } = renderEditor(doc, { layoutWorker: busyWorker });
    await user.click(screen.getByTestId('toolbar-autoLayout'));
    expect(await screen.findByText('Laying out the flow…')).toBeInTheDocument();
    expect(disabled('toolbar-autoLayout')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cancel layout' }));
    await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent('Layout cancelled'));
    expect(screen.queryByRole('button', { name: 'Cancel layout' })).not.toBeInTheDocument();
    expect(disabled('toolbar-autoLayout')).toBe(false);
    expect(terminated).toEqual([true]);
    expect(store.getDoc().nodes.map((node) => node.position)).toEqual(doc.nodes.map((node) => node.position));
    expect(store.canUndo()).toBe(false);
  });

  it('keeps publish disabled until the flow has been validated, just after the first frame', async () => {
    const { onPublish } = renderEditor(testFlow([textMessage('m1')]));
    expect(disabled('toolbar-publish')).toBe(true);
    screen.getByTestId('toolbar-publish').click();
    expect(onPublish).not.toHaveBeenCalled();
    await waitFor(() => expect(disabled('toolbar-publish')).toBe(false));
  });

  it('hides editing actions when read-only', () => {
    renderEditor(testFlow([textMessage('m1')]), { readOnly: true });
    expect(screen.queryByTestId('toolbar-undo')).not.toBeInTheDocument();
    expect(screen.queryByTestId('toolbar-layoutDirection')).not.toBeInTheDocument();
    expect(screen.queryByTestId('palette')).not.toBeInTheDocument();
    expect(screen.getByTestId('toolbar-fitView')).toBeInTheDocument();
  });
});
