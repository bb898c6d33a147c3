// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '@/canvas/engine';
import { testEdge, testFlow, testNode, textMessage } from '@/canvas/engine/testing/flow-fixtures';
import { renderEditor, stubBrowserForReactFlow } from '../testing/render-editor';

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
    expect(screen.queryByTestId('palette')).not.toBeInTheDocument();
    expect(screen.getByTestId('toolbar-fitView')).toBeInTheDocument();
  });
});
