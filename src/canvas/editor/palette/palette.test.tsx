// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS, createEmptyFlow } from '@/canvas/engine';
import { testFlow, textMessage } from '@/canvas/engine/testing';
import { renderEditor, stubBrowserForReactFlow } from '../testing/render-editor';

beforeAll(stubBrowserForReactFlow);

describe('palette', () => {
  it("lists every kind of the document's type, and no other", () => {
    renderEditor(testFlow([textMessage('m1')]));
    for (const kind of DOCUMENT_KINDS.chatbot) expect(screen.getByTestId(`palette-${kind}`)).toBeInTheDocument();
    expect(screen.queryByTestId('palette-SEND_TEMPLATE')).not.toBeInTheDocument();
    cleanup();
    renderEditor(createEmptyFlow({ id: 'a1', botId: '', name: 'Price', documentType: 'automation' }));
    for (const kind of DOCUMENT_KINDS.automation) expect(screen.getByTestId(`palette-${kind}`)).toBeInTheDocument();
    expect(screen.queryByTestId('palette-MESSAGE')).not.toBeInTheDocument();
  });

  it('adds a node on click, selects it and announces it; one undo removes it', async () => {
    const user = userEvent.setup();
    const { store } = renderEditor(testFlow([textMessage('m1')]));
    await user.click(screen.getByRole('button', { name: 'Add API call' }));
    const doc = store.getDoc();
    expect(doc.nodes).toHaveLength(2);
    const added = doc.nodes[1];
    expect(added?.kind).toBe('API');
    expect(store.getState().selection.nodeIds).toEqual([added?.id]);
    expect(screen.getByTestId('announcer')).toHaveTextContent('Added API call');
    expect(await screen.findByTestId(`node-${added?.id}`)).toBeInTheDocument();
    store.undo();
    expect(store.getDoc().nodes).toHaveLength(1);
  });

  it('adds with Enter from the keyboard and steps repeated adds aside', async () => {
    const user = userEvent.setup();
    const { store } = renderEditor(testFlow([textMessage('m1')]));
    screen.getByTestId('palette-NOTE').focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    const notes = store.getDoc().nodes.filter((node) => node.kind === 'NOTE');
    expect(notes).toHaveLength(2);
    expect(notes[0]?.position).not.toEqual(notes[1]?.position);
  });
});
