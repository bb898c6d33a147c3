// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '@/canvas/engine';
import { testFlow, textMessage } from '@/canvas/engine/testing';
import { renderEditor, stubBrowserForReactFlow } from '../testing/render-editor';

beforeAll(stubBrowserForReactFlow);

function placed(id: string, text: string, x: number, y: number) {
  return { ...textMessage(id, text), position: { x, y } };
}

const flow = () => testFlow([placed('m1', 'Ask name', 0, 0), placed('m2', 'Check email', 400, 0), placed('m3', 'Bye', 0, 300)]);

describe('keyboard editing', () => {
  it('moves the selected node with Alt+arrows as an undoable step and announces it', () => {
    const { store } = renderEditor(flow());
    act(() => void dispatch(store, 'select', { nodeIds: ['m1'] }));
    const node = screen.getByTestId('node-m1');
    node.focus();
    fireEvent.keyDown(node, { key: 'ArrowRight', altKey: true });
    fireEvent.keyDown(node, { key: 'ArrowDown', altKey: true, shiftKey: true });
    expect(store.getDoc().nodes[0]?.position).toEqual({ x: 10, y: 50 });
    expect(screen.getByTestId('announcer')).toHaveTextContent('Moved Ask name to 10, 50');
    act(() => store.undo());
    expect(store.getDoc().nodes[0]?.position).toEqual({ x: 10, y: 0 });
  });

  it('moves the focused node with Alt+arrows when nothing is selected', () => {
    const { store } = renderEditor(flow());
    fireEvent.keyDown(screen.getByTestId('node-m3'), { key: 'ArrowUp', altKey: true });
    expect(store.getDoc().nodes[2]?.position).toEqual({ x: 0, y: 290 });
    expect(store.log.map((entry) => entry.id)).toEqual(['moveNodes']);
  });

  it('leaves Enter to a focused toolbar button, where no node has the focus', async () => {
    const user = userEvent.setup();
    const { store } = renderEditor(flow());
    screen.getByRole('button', { name: 'Keyboard shortcuts' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
    expect(store.log).toEqual([]);
  });

  it('moves focus between nodes with plain arrows, without moving them', async () => {
    const { store } = renderEditor(flow());
    const node = screen.getByTestId('node-m1');
    node.focus();
    fireEvent.keyDown(node, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByTestId('node-m2')).toHaveFocus());
    expect(store.getState().selection.nodeIds).toEqual(['m2']);
    fireEvent.keyDown(screen.getByTestId('node-m2'), { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getByTestId('node-m3')).toHaveFocus());
    expect(store.getDoc().nodes.map((node) => node.position)).toEqual([{ x: 0, y: 0 }, { x: 400, y: 0 }, { x: 0, y: 300 }]);
  });

  it('opens the inspector on Enter and deletes with Delete, announcing the count', async () => {
    const { store } = renderEditor(flow());
    const node = screen.getByTestId('node-m2');
    node.focus();
    fireEvent.keyDown(node, { key: 'Enter' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Message type' })).toHaveFocus());
    act(() => void dispatch(store, 'select', { nodeIds: ['m2', 'm3'] }));
    fireEvent.keyDown(screen.getByTestId('node-m1'), { key: 'Delete' });
    expect(store.getDoc().nodes.map((node) => node.id)).toEqual(['m1']);
    expect(screen.getByTestId('announcer')).toHaveTextContent('Deleted 2 nodes');
  });

  it('connects from the Connect… dialog without a pointer', async () => {
    const user = userEvent.setup();
    const { store } = renderEditor(flow());
    act(() => void dispatch(store, 'select', { nodeIds: ['m1'] }));
    fireEvent.keyDown(screen.getByTestId('node-m1'), { key: 'k', ctrlKey: true });
    const dialog = await screen.findByTestId('connect-dialog');
    await user.selectOptions(screen.getByTestId('connect-target'), 'm2');
    await user.click(screen.getByTestId('connect-submit'));
    expect(store.getDoc().edges).toMatchObject([{ source: 'm1', sourceHandle: 'next', target: 'm2' }]);
    expect(screen.getByTestId('announcer')).toHaveTextContent('Connected Ask name to Check email');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('finds nodes with Ctrl+F and steps through matches with Enter', async () => {
    const user = userEvent.setup();
    const { store } = renderEditor(flow());
    fireEvent.keyDown(screen.getByTestId('node-m1'), { key: 'f', ctrlKey: true });
    const search = await screen.findByTestId('canvas-search');
    await user.type(search, 'kind:message{Enter}');
    expect(screen.getByTestId('canvas-search-status')).toHaveTextContent('1 of 3');
    expect(store.getState().selection.nodeIds).toEqual(['m1']);
    await user.keyboard('{Enter}');
    expect(store.getState().selection.nodeIds).toEqual(['m2']);
  });
});
