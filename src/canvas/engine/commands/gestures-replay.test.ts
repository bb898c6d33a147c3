import { describe, expect, it } from 'vitest';
import { createFlowStore } from '../store/create-flow-store';
import { textMessage, testFlow } from '../testing/flow-fixtures';
import { dispatch, replay } from './dispatch';
import { beginDrag, cancelDrag, endDrag, moveDrag } from './drag-gesture';
import { commandForKey, type KeyEventLike } from './keyboard';

const positions = (store: ReturnType<typeof createFlowStore>) => store.getDoc().nodes.map((node) => node.position);

describe('drag gesture', () => {
  it('is one undo step however many moves', () => {
    const store = createFlowStore(testFlow([textMessage('m1'), textMessage('m2')]));
    beginDrag(store, ['m1', 'm2']);
    for (let step = 1; step <= 30; step += 1) moveDrag(store, { delta: { x: step, y: step * 2 } });
    expect(store.getState().drag).not.toBeNull();
    endDrag(store);
    expect(positions(store)).toEqual([{ x: 30, y: 60 }, { x: 30, y: 60 }]);
    expect(store.history.getState().pastStates).toHaveLength(1);
    store.undo();
    expect(positions(store)).toEqual([{ x: 0, y: 0 }, { x: 0, y: 0 }]);
    expect(store.log.map((entry) => entry.id)).toEqual(['moveNodes']);
  });

  it('cancelDrag (Escape) restores positions and records nothing', () => {
    const store = createFlowStore(testFlow([textMessage('m1')]));
    beginDrag(store, ['m1']);
    moveDrag(store, { positions: { m1: { x: 99, y: 99 } } });
    cancelDrag(store);
    expect(positions(store)).toEqual([{ x: 0, y: 0 }]);
    expect(store.canUndo()).toBe(false);
    expect(store.getState().drag).toBeNull();
  });

  it('a drag that ends where it started records nothing', () => {
    const store = createFlowStore(testFlow([textMessage('m1')]));
    beginDrag(store, ['m1']);
    endDrag(store);
    expect(store.canUndo()).toBe(false);
  });
});

describe('command log replay', () => {
  it('rebuilds the same document from a serialised log, including undo and coalesced typing', () => {
    let time = 0;
    const initial = testFlow([textMessage('m1')]);
    const store = createFlowStore(initial, { now: () => time });
    const act: [string, unknown][] = [
      ['addNode', { kind: 'CONDITION', position: { x: 0, y: 200 } }],
      ['connect', { source: 'm1', sourceHandle: 'next', target: store.getDoc().nodes[0]!.id }],
      ['updateNodeData', { nodeId: 'm1', field: 'content.text', value: 'A' }],
      ['updateNodeData', { nodeId: 'm1', field: 'content.text', value: 'AB' }],
      ['selectAll', {}],
      ['copy', {}],
      ['paste', {}],
      ['undo', {}],
      ['renameFlow', { name: 'Replayed' }],
    ];
    for (const [id, args] of act) {
      time += 300;
      dispatch(store, id as never, args as never);
    }
    beginDrag(store, ['m1']);
    moveDrag(store, { delta: { x: 50, y: 0 } });
    endDrag(store);
    const log = JSON.parse(JSON.stringify(store.log));
    const replayed = replay(log, initial);
    expect(replayed.getDoc()).toEqual(store.getDoc());
    expect(replayed.history.getState().pastStates.length).toBe(store.history.getState().pastStates.length);
  });
});

describe('commandForKey', () => {
  const key = (init: Partial<KeyEventLike>): KeyEventLike => ({
    key: 'z',
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    targetIsTextField: false,
    ...init,
  });

  it.each([
    [{ key: 'z', ctrlKey: true }, 'undo'],
    [{ key: 'z', metaKey: true }, 'undo'],
    [{ key: 'Z', metaKey: true, shiftKey: true }, 'redo'],
    [{ key: 'y', ctrlKey: true }, 'redo'],
    [{ key: 'c', ctrlKey: true }, 'copy'],
    [{ key: 'x', metaKey: true }, 'cut'],
    [{ key: 'v', ctrlKey: true }, 'paste'],
    [{ key: 'd', ctrlKey: true }, 'duplicate'],
    [{ key: 'a', metaKey: true }, 'selectAll'],
    [{ key: 'Delete' }, 'deleteSelection'],
    [{ key: 'Backspace' }, 'deleteSelection'],
    [{ key: 'ArrowLeft' }, 'moveNodes'],
  ])('%o → %s', (init, commandId) => {
    expect(commandForKey(key(init))?.commandId).toBe(commandId);
  });

  it('passes nudge deltas, larger with Shift', () => {
    expect(commandForKey(key({ key: 'ArrowUp' }))?.args).toEqual({ delta: { x: 0, y: -10 } });
    expect(commandForKey(key({ key: 'ArrowRight', shiftKey: true }))?.args).toEqual({ delta: { x: 50, y: 0 } });
  });

  it('returns null in text fields and for unbound keys', () => {
    expect(commandForKey(key({ ctrlKey: true, targetIsTextField: true }))).toBeNull();
    expect(commandForKey(key({ key: 'q' }))).toBeNull();
  });
});
