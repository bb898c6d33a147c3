// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '@/canvas/engine';
import { testFlow, testNode, textMessage } from '@/canvas/engine/testing/flow-fixtures';
import { renderEditor, stubBrowserForReactFlow } from '../testing/render-editor';

beforeAll(stubBrowserForReactFlow);

function select(store: ReturnType<typeof renderEditor>['store'], nodeId: string) {
  act(() => void dispatch(store, 'select', { nodeIds: [nodeId] }));
}

describe('inspector', () => {
  it('dispatches updateNodeData while typing, one undo step per burst', async () => {
    const user = userEvent.setup();
    const { store } = renderEditor(testFlow([textMessage('m1', 'Hi')]));
    select(store, 'm1');
    const text = screen.getByRole('textbox', { name: 'Text' });
    expect(text).toHaveAttribute('data-field', 'content.text');
    await user.type(text, ' there');
    const content = store.getDoc().nodes[0]?.data as { content: { text: string } };
    expect(content.content.text).toBe('Hi there');
    expect(store.log.filter((entry) => entry.id === 'updateNodeData')).toHaveLength(6);
    act(() => store.undo());
    expect((store.getDoc().nodes[0]?.data as { content: { text: string } }).content.text).toBe('Hi');
    expect(text).toHaveValue('Hi');
  });

  it('keeps Backspace in a field for the text, never deleting the node', async () => {
    const user = userEvent.setup();
    const { store } = renderEditor(testFlow([textMessage('m1', 'Hi')]));
    select(store, 'm1');
    await user.type(screen.getByRole('textbox', { name: 'Text' }), '{Backspace}{Delete}');
    expect(store.getDoc().nodes).toHaveLength(1);
    expect((store.getDoc().nodes[0]?.data as { content: { text: string } }).content.text).toBe('H');
  });

  it('shows the problems of a field beside it', async () => {
    const { store } = renderEditor(testFlow([testNode('API', 'a1', { url: 'not a url' })]));
    select(store, 'a1');
    const url = screen.getByRole('textbox', { name: 'URL' });
    await waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'));
    expect(url).toHaveAccessibleDescription('This is not a valid URL.');
  });

  it('edits list items through their dotted paths', async () => {
    const user = userEvent.setup();
    const { store } = renderEditor(testFlow([testNode('API', 'a1', { url: 'https://x.io' })]));
    select(store, 'a1');
    await user.click(screen.getByRole('button', { name: 'Add to Headers' }));
    await user.type(screen.getByRole('textbox', { name: 'Key' }), 'X');
    expect((store.getDoc().nodes[0]?.data as { headers: unknown[] }).headers).toEqual([{ key: 'X', value: '' }]);
  });
});
