import { describe, expect, it } from 'vitest';
import { generateFlow } from '../testing/generate-flow';
import { textMessage, testFlow } from '../testing/flow-fixtures';
import { createFlowStore } from './create-flow-store';

function fakeClock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createFlowStore history', () => {
  it('records one step per update and undoes/redoes it', () => {
    const store = createFlowStore(testFlow([textMessage('m1')]), { seed: 't' });
    store.update((state) => {
      state.doc.name = 'Renamed';
    });
    expect(store.getDoc().name).toBe('Renamed');
    store.undo();
    expect(store.getDoc().name).toBe('Test flow');
    store.redo();
    expect(store.getDoc().name).toBe('Renamed');
  });

  it('never records selection, viewport or hover changes', () => {
    const store = createFlowStore(testFlow([textMessage('m1')]));
    store.setUi((state) => {
      state.selection.nodeIds = ['m1'];
      state.viewport.zoom = 2;
      state.hoveredNodeId = 'm1';
    });
    expect(store.canUndo()).toBe(false);
  });

  it('keeps the selection on undo but drops ids that no longer exist', () => {
    const store = createFlowStore(testFlow([textMessage('m1')]));
    store.update((state) => {
      state.doc.nodes.push(textMessage('m2'));
      state.selection.nodeIds = ['m1', 'm2'];
    });
    store.undo();
    expect(store.getState().selection.nodeIds).toEqual(['m1']);
  });

  it('coalesces edits with the same key inside the window into one step', () => {
    const clock = fakeClock();
    const store = createFlowStore(testFlow([textMessage('m1')]), { now: clock.now });
    for (const name of ['H', 'He', 'Hel', 'Hell', 'Hello']) {
      clock.advance(200);
      store.update((state) => void (state.doc.name = name), { history: 'coalesce', coalesceKey: 'flow:name' });
    }
    clock.advance(1500);
    store.update((state) => void (state.doc.name = 'Hello!'), { history: 'coalesce', coalesceKey: 'flow:name' });
    expect(store.history.getState().pastStates).toHaveLength(2);
    store.undo();
    expect(store.getDoc().name).toBe('Hello');
    store.undo();
    expect(store.getDoc().name).toBe('Test flow');
  });

  it('does not coalesce across keys', () => {
    const store = createFlowStore(testFlow([textMessage('m1')]), { now: () => 0 });
    store.update((state) => void (state.doc.name = 'A'), { history: 'coalesce', coalesceKey: 'a' });
    store.update((state) => void (state.doc.name = 'B'), { history: 'coalesce', coalesceKey: 'b' });
    expect(store.history.getState().pastStates).toHaveLength(2);
  });

  it('ignore mode changes the document without a step', () => {
    const store = createFlowStore(testFlow([textMessage('m1')]));
    store.update((state) => void (state.doc.name = 'X'), { history: 'ignore' });
    expect(store.getDoc().name).toBe('X');
    expect(store.canUndo()).toBe(false);
  });

  it('keeps at most historyLimit steps', () => {
    const store = createFlowStore(testFlow([textMessage('m1')]), { historyLimit: 200 });
    for (let index = 0; index < 250; index += 1) store.update((state) => void (state.doc.name = `n${index}`));
    expect(store.history.getState().pastStates).toHaveLength(200);
  });

  it('shares unchanged nodes between history steps', () => {
    const store = createFlowStore(generateFlow({ nodeCount: 1000 }));
    const before = store.getDoc();
    store.update((state) => void (state.doc.nodes[5]!.position.x += 10));
    const after = store.getDoc();
    expect(after.nodes[6]).toBe(before.nodes[6]);
    expect(after.nodes[5]).not.toBe(before.nodes[5]);
    expect(after.edges).toBe(before.edges);
  });

  it('counts a revision for every document change, including undo', () => {
    const store = createFlowStore(testFlow([textMessage('m1')]));
    const start = store.getRevision();
    store.update((state) => void (state.doc.name = 'X'));
    store.setUi((state) => void (state.hoveredNodeId = 'm1'));
    store.undo();
    expect(store.getRevision()).toBe(start + 2);
  });

  it('makes seeded ids that avoid existing ones', () => {
    const store = createFlowStore(testFlow([textMessage('node_s_1')]), { seed: 's' });
    expect(store.newId('node')).toBe('node_s_2');
  });
});
