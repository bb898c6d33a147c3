import { describe, expect, it } from 'vitest';
import { exportFlow, importFlow } from '../io/import-export';
import { createFlowStore } from '../store/create-flow-store';
import { textMessage, testEdge, testFlow, testNode } from '../testing/flow-fixtures';
import { dispatch, replay } from './dispatch';

const open = testFlow([textMessage('old1'), textMessage('old2')], [testEdge('old1', 'next', 'old2')], { id: 'open-flow', version: 7, name: 'Open' });
const imported = testFlow([testNode('API', 'a1', { url: 'https://example.com' }), textMessage('m1')], [testEdge('a1', 'success', 'm1')], {
  id: 'other-flow',
  botId: 'other-bot',
  version: 2,
  name: 'Imported',
  startNodeId: 'a1',
  variables: [{ name: 'age', type: 'number', default: 0 }],
  settings: { handoverAction: 'Restart Bot', timeoutAction: 'End Session and Trigger Bot', timeoutSeconds: 30 },
  view: { layoutDirection: 'RIGHT' },
});

describe('replaceDocument', () => {
  it('applies only a document of the open one\'s type: a chatbot flow does not replace an automation', () => {
    const store = createFlowStore({ ...testFlow([], [], { id: 'auto-1' }), documentType: 'automation' }, { seed: 't', now: () => 0 });
    expect(dispatch(store, 'replaceDocument', { doc: imported })).toBe(false);
    expect(store.getDoc().nodes).toEqual([]);
    expect(dispatch(store, 'replaceDocument', { doc: { ...testFlow([testNode('TAG_CONTACT', 't1', { tag: 'lead' })]), documentType: 'automation' } })).toBe(true);
    expect(store.getDoc()).toMatchObject({ id: 'auto-1', documentType: 'automation', nodes: [{ id: 't1', kind: 'TAG_CONTACT' }] });
  });

  it('loads the content of another document as exactly one undo step, keeping the open flow identity', () => {
    const store = createFlowStore(open, { seed: 't', now: () => 0 });
    dispatch(store, 'select', { nodeIds: ['old1'] });
    expect(dispatch(store, 'replaceDocument', { doc: imported })).toBe(true);

    expect(store.getDoc()).toEqual({ ...imported, id: 'open-flow', botId: 'bot-1', version: 7 });
    expect(store.getState().selection).toEqual({ nodeIds: [], edgeIds: [] });
    expect(store.history.getState().pastStates).toHaveLength(1);
    dispatch(store, 'undo');
    expect(store.getDoc()).toEqual(open);
    dispatch(store, 'redo');
    expect(store.getDoc().nodes.map((node) => node.id)).toEqual(['a1', 'm1']);
  });

  it('replays from a serialised command log to the same document', () => {
    const store = createFlowStore(open, { seed: 't', now: () => 0 });
    const parsed = importFlow(exportFlow(imported));
    if (!parsed.ok) throw new Error('fixture does not import');
    dispatch(store, 'replaceDocument', { doc: parsed.doc });
    const log = JSON.parse(JSON.stringify(store.log)) as typeof store.log;
    expect(replay(log, open).getDoc()).toEqual(store.getDoc());
  });

  it('refuses a document the schema refuses and changes nothing', () => {
    const store = createFlowStore(open);
    const broken = { ...imported, nodes: [{ ...textMessage('x'), kind: 'FAX' }] } as unknown as typeof imported;
    expect(() => dispatch(store, 'replaceDocument', { doc: broken })).toThrow(/Invalid document/);
    expect(store.getDoc()).toBe(open);
    expect(store.canUndo()).toBe(false);
  });
});
