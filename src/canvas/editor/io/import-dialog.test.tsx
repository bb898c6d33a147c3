// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportFlow } from '@/canvas/engine';
import { testEdge, testFlow, testNode, textMessage } from '@/canvas/engine/testing';
import { renderEditor, stubBrowserForReactFlow } from '../testing/render-editor';

beforeAll(() => {
  stubBrowserForReactFlow();
  // jsdom's Blob has no text(); the browser's does. Test-only, read through FileReader.
  Blob.prototype.text ??= function text(this: Blob) {
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(this);
    });
  };
});

const imported = testFlow([testNode('API', 'a1', { url: 'https://example.com' }), textMessage('m9', 'Done')], [testEdge('a1', 'success', 'm9')], {
  id: 'exported-elsewhere',
  name: 'Imported flow',
});

describe('import dialog', () => {
  it('replaces the flow with the file as one undo step', async () => {
    const user = userEvent.setup();
    const { store } = renderEditor(testFlow([textMessage('m1', 'Hi'), textMessage('m2', 'Bye')], [testEdge('m1', 'next', 'm2')]));
    await user.click(screen.getByTestId('toolbar-importJson'));
    await user.upload(screen.getByTestId('import-file'), new File([exportFlow(imported)], 'flow.json', { type: 'application/json' }));

    expect(await screen.findByTestId('node-a1')).toBeInTheDocument();
    expect(screen.queryByTestId('node-m1')).not.toBeInTheDocument();
    expect(screen.getByTestId('announcer')).toHaveTextContent('Imported a flow with 2 nodes');
    expect(store.getDoc()).toMatchObject({ id: 'flow-1', name: 'Imported flow' });

    await user.click(screen.getByTestId('toolbar-undo'));
    expect(screen.getByTestId('node-m1')).toBeInTheDocument();
    expect(screen.queryByTestId('node-a1')).not.toBeInTheDocument();
    expect(screen.getByTestId('toolbar-undo')).toHaveAttribute('aria-disabled', 'true');
  });

  it('lists every bad path of a refused file and changes nothing', async () => {
    const user = userEvent.setup();
    const { store } = renderEditor(testFlow([textMessage('m1', 'Hi')]));
    const before = store.getDoc();
    await user.click(screen.getByTestId('toolbar-importJson'));
    const broken = { ...JSON.parse(exportFlow(imported)), nodes: [{ id: 'x', kind: 'API', position: { x: 0, y: 0 }, data: { method: 'FETCH' } }] };
    await user.upload(screen.getByTestId('import-file'), new File([JSON.stringify(broken)], 'flow.json', { type: 'application/json' }));
    expect(await screen.findByTestId('import-errors')).toHaveTextContent('nodes.0.data');
    expect(store.getDoc()).toBe(before);
  });
});
