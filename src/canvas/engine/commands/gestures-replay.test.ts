import { describe, expect, it } from 'vitest';
import { createFlowStore } from '../store/create-flow-store';
import { textMessage, testFlow } from '../testing/flow-fixtures';
import { dispatch, replay } from './dispatch';
import { beginDrag, cancelDrag, endDrag, moveDrag } from './drag-gesture';
import { createKeyMap, eventKey, shortcutKey, type KeyEventLike } from './keyboard';
import { COMMANDS } from './registry';
import type { Command } from './types';

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

describe('key map of the commands', () => {
  const keys = createKeyMap(Object.values(COMMANDS) as Command<unknown>[]);
  const key = (init: Partial<KeyEventLike>): KeyEventLike => ({ key: 'z', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...init });

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
    [{ key: 'ArrowLeft', altKey: true }, 'moveNodes'],
  ])('%o → %s', (init, commandId) => {
    expect(keys.match(key(init))?.target.id).toBe(commandId);
  });

  it('passes nudge deltas on Alt+arrows, larger with Shift; plain arrows are left to focus moves', () => {
    expect(keys.match(key({ key: 'ArrowUp', altKey: true }))?.args).toEqual({ delta: { x: 0, y: -10 } });
    expect(keys.match(key({ key: 'ArrowRight', altKey: true, shiftKey: true }))?.args).toEqual({ delta: { x: 50, y: 0 } });
    expect(keys.match(key({ key: 'ArrowUp' }))).toBeNull();
    expect(keys.match(key({ key: 'q' }))).toBeNull();
  });

  it('reads a digit from the physical key, as Shift+1 types "!" on many layouts', () => {
    expect(eventKey(key({ key: '!', code: 'Digit1', shiftKey: true }))).toBe(shortcutKey('Shift+1'));
  });

  it('refuses two targets on one key', () => {
    expect(() => createKeyMap([{ id: 'a', shortcut: 'Mod+Z' }, { id: 'b', shortcut: null, bindings: [{ keys: 'Mod+z' }] }])).toThrow('Key Mod+Z is bound to both "a" and "b".');
  });
});
