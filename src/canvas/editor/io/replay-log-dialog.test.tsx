// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { commandLogOf, createEmptyFlow, createFlowStore, dispatch, parseCommandLog, type FlowStore } from '@/canvas/engine';
import { testFlow, textMessage } from '@/canvas/engine/testing';
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

/** A tester's recorded session: two messages, the first typed into and connected to the second. */
function recorded(): FlowStore {
  const store = createFlowStore(createEmptyFlow({ id: 'recorded', botId: 'bot-1', name: 'Recorded' }), { seed: 'tester' });
  dispatch(store, 'addNode', { kind: 'MESSAGE', position: { x: 0, y: 0 }, id: 'hello' });
  dispatch(store, 'updateNodeData', { nodeId: 'hello', field: 'content.text', value: 'Hello' });
  dispatch(store, 'addNode', { kind: 'MESSAGE', position: { x: 0, y: 200 }, id: 'bye' });
  dispatch(store, 'connect', { source: 'hello', sourceHandle: 'next', target: 'bye', id: 'e1' });
  return store;
}

const logFile = (store: FlowStore) => new File([JSON.stringify(commandLogOf(store))], 'log.json', { type: 'application/json' });

describe('command log in the editor', () => {
  it('downloads what was done since the flow was opened, with its starting version', async () => {
    const user = userEvent.setup();
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:log';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { store } = renderEditor(testFlow([textMessage('m1', 'Hi')], [], { version: 7 }));
    dispatch(store, 'select', { nodeIds: ['m1'] });
    dispatch(store, 'deleteSelection');

    await user.click(screen.getByRole('button', { name: 'Download command log' }));
    const parsed = parseCommandLog(await files[0]!.text());
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.log).toMatchObject({ flowId: 'flow-1', startVersion: 7 });
    expect(parsed.log.entries.map((entry) => entry.id)).toEqual(['select', 'deleteSelection']);
    expect(screen.getByTestId('announcer')).toHaveTextContent('Command log downloaded: 2 commands.');
  });

  it('replays a log step by step, then the rest at once, each command an undo step', async () => {
    const user = userEvent.setup();
    const { store } = renderEditor(createEmptyFlow({ id: 'empty', botId: 'bot-1', name: 'Empty' }));
    await user.click(screen.getByRole('button', { name: 'Replay command log' }));
    await user.upload(screen.getByLabelText('Command log file'), logFile(recorded()));
    expect(await screen.findByText('4 commands recorded on flow recorded, version 0.')).toBeInTheDocument();
    expect(screen.getByTestId('replay-progress')).toHaveTextContent('0 of 4 commands applied. Next: step 1, Add node.');

    await user.click(screen.getByRole('button', { name: 'Apply next command' }));
    expect(store.getDoc().nodes.map((node) => node.id)).toEqual(['hello']);
    expect(screen.getByTestId('replay-progress')).toHaveTextContent('1 of 4 commands applied. Next: step 2');

    await user.click(screen.getByRole('button', { name: 'Apply all' }));
    expect(screen.getByTestId('replay-progress')).toHaveTextContent('Replay finished: every command applied.');
    expect(screen.getByRole('button', { name: 'Apply all' })).toBeDisabled();
    expect(store.getDoc().edges).toEqual([{ id: 'e1', source: 'hello', sourceHandle: 'next', target: 'bye' }]);
    store.undo();
    expect(store.getDoc().edges).toEqual([]);
  });

  it('stops where a command no longer applies and says which', async () => {
    const user = userEvent.setup();
    // This flow already has a node with the id the second add would create.
    const { store } = renderEditor(testFlow([textMessage('bye', 'Taken')]));
    await user.click(screen.getByRole('button', { name: 'Replay command log' }));
    await user.upload(screen.getByLabelText('Command log file'), logFile(recorded()));
    await screen.findByTestId('replay-progress');
    await user.click(screen.getByRole('button', { name: 'Apply all' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Stopped at step 3 (Add node): it no longer applies to this flow');
    expect(store.getDoc().nodes.map((node) => node.id)).toEqual(['bye', 'hello']);
    expect(screen.getByRole('button', { name: 'Apply next command' })).toBeDisabled();
  });

  it('refuses a file that is not a command log', async () => {
    const user = userEvent.setup();
    const { store } = renderEditor(testFlow([textMessage('m1', 'Hi')]));
    const before = store.getDoc();
    await user.click(screen.getByRole('button', { name: 'Replay command log' }));
    await user.upload(screen.getByLabelText('Command log file'), new File(['{"nodes": []}'], 'flow.json', { type: 'application/json' }));
    expect(await screen.findByTestId('replay-errors')).toHaveTextContent('format');
    expect(store.getDoc()).toBe(before);
  });
});
