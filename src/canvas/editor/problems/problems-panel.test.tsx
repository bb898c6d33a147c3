// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEdge, testFlow, testNode, textMessage } from '@/canvas/engine/testing';
import { renderEditor, stubBrowserForReactFlow } from '../testing/render-editor';

beforeAll(stubBrowserForReactFlow);

describe('problems panel', () => {
  it('lists validation problems; a click selects the node and focuses the named field', async () => {
    const user = userEvent.setup();
    const { store } = renderEditor(testFlow([textMessage('m1'), testNode('API', 'a1', { url: 'not a url' })], [testEdge('m1', 'next', 'a1')]));
    const row = await screen.findByRole('button', { name: /This is not a valid URL/ }, { timeout: 3000 });
    await user.click(row);
    expect(store.getState().selection.nodeIds).toEqual(['a1']);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'URL' })).toHaveFocus());
  });

  it('follows the document after a short delay', async () => {
    const user = userEvent.setup();
    const { store } = renderEditor(testFlow([textMessage('m1'), testNode('API', 'a1', { url: 'not a url' })], [testEdge('m1', 'next', 'a1')]));
    await user.click(await screen.findByRole('button', { name: /This is not a valid URL/ }, { timeout: 3000 }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'URL' })).toHaveFocus());
    await user.clear(screen.getByRole('textbox', { name: 'URL' }));
    await user.type(screen.getByRole('textbox', { name: 'URL' }), 'https://example.com');
    await waitFor(() => expect(screen.queryByRole('button', { name: /This is not a valid URL/ })).not.toBeInTheDocument());
    expect(store.getDoc().nodes[1]?.data).toMatchObject({ url: 'https://example.com' });
  });

  it('counts errors and warnings in the singular and the plural', async () => {
    // A bad URL and an unconnected success branch (errors), an unreachable message (a warning).
    renderEditor(testFlow([textMessage('m1'), testNode('API', 'a1', { url: 'not a url' }), textMessage('m2')], [testEdge('m1', 'next', 'a1')]));
    await waitFor(() => expect(screen.getByTestId('problems-panel')).toHaveTextContent(/2 errors, 1 warning(?!s)/), { timeout: 3000 });
  });
});
