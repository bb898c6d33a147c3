import { describe, expect, it } from 'vitest';
import { exportFlow } from '../io/import-export';
import { createEmptyFlow, type FlowDocument } from '../model/flow-schema';
import { createFlowStore } from '../store/create-flow-store';
import type { FlowStore } from '../store/types';
import { commandLogOf, createLogReplay, parseCommandLog } from './command-log';
import { dispatch } from './dispatch';
import { beginDrag, endDrag, moveDrag } from './drag-gesture';

/** A tester's session on an empty flow, with a clock the test moves. */
function recordSession(): { store: FlowStore; tick(ms: number): void } {
  let clock = 1_700_000_000_000;
  const store = createFlowStore(createEmptyFlow({ id: 'flow-a', botId: 'bot-1', name: 'Welcome' }), { seed: 'tester', now: () => clock });
  return { store, tick: (ms) => (clock += ms) };
}

/** What a flow holds apart from the record it lives in (id, bot, name, server version and state). */
function content(doc: FlowDocument) {
  const { id: _id, botId: _botId, name: _name, version: _version, state: _state, ...rest } = JSON.parse(exportFlow(doc)) as FlowDocument;
  return rest;
}

function buildByHand(): FlowStore {
  const { store, tick } = recordSession();
  dispatch(store, 'addNode', { kind: 'MESSAGE', position: { x: 0, y: 0 } });
  const welcome = store.getState().selection.nodeIds[0]!;
  for (const text of ['H', 'He', 'Hello']) {
    tick(200);
    dispatch(store, 'updateNodeData', { nodeId: welcome, field: 'content.text', value: text });
  }
  tick(5_000);
  // A second burst in the same field, then undo: only that burst goes, as the tester saw.
  dispatch(store, 'updateNodeData', { nodeId: welcome, field: 'content.text', value: 'Hello there' });
  tick(100);
  dispatch(store, 'undo');
  dispatch(store, 'addNode', { kind: 'CONDITION', position: { x: 0, y: 200 } });
  const check = store.getState().selection.nodeIds[0]!;
  dispatch(store, 'connect', { source: welcome, sourceHandle: 'next', target: check });
  beginDrag(store, [check]);
  moveDrag(store, { delta: { x: 40, y: 30 } });
  endDrag(store);
  dispatch(store, 'select', { nodeIds: [welcome] });
  dispatch(store, 'copy');
  dispatch(store, 'paste');
  dispatch(store, 'addNote', { position: { x: 300, y: 0 }, text: 'Ask marketing' });
  dispatch(store, 'deleteSelection');
  dispatch(store, 'renameFlow', { name: 'Welcome v2' });
  return store;
}

describe('command log', () => {
  it('downloaded as JSON, replays onto an empty flow to the same document', () => {
    const recorded = buildByHand();
    const file = JSON.stringify(commandLogOf(recorded));
    const parsed = parseCommandLog(file);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.log).toMatchObject({ flowId: 'flow-a', startVersion: 0, schemaVersion: 2 });
    expect(parsed.log.entries.map((entry) => entry.id)).toEqual(recorded.log.map((entry) => entry.id));

    const target = createFlowStore(createEmptyFlow({ id: 'flow-b', botId: 'bot-1', name: 'Replay' }));
    const outcome = createLogReplay(target, parsed.log).runAll();
    expect(outcome).toEqual({ applied: parsed.log.entries.length, total: parsed.log.entries.length, stop: null, done: true });
    expect(content(target.getDoc())).toEqual(content(recorded.getDoc()));
    expect(target.getDoc().nodes.find((node) => node.kind === 'MESSAGE')?.data).toMatchObject({ content: { text: 'Hello' } });
    expect(target.getDoc().name).toBe('Welcome v2');
    // The replayed commands are the target's own history and log.
    expect(target.log).toHaveLength(parsed.log.entries.length);
    expect(target.canUndo()).toBe(true);
  });

  it('steps one command at a time', () => {
    const recorded = buildByHand();
    const target = createFlowStore(createEmptyFlow({ id: 'flow-b', botId: 'bot-1', name: 'Replay' }));
    const replaying = createLogReplay(target, commandLogOf(recorded));
    expect(replaying.step()).toMatchObject({ applied: 1, done: false, stop: null });
    expect(target.getDoc().nodes).toHaveLength(1);
    expect(replaying.step()).toMatchObject({ applied: 2 });
    expect(target.getDoc().nodes[0]?.data).toMatchObject({ content: { text: 'H' } });
  });

  it('stops where a command no longer applies, keeping the steps before it', () => {
    const { store } = recordSession();
    dispatch(store, 'addNode', { kind: 'MESSAGE', position: { x: 0, y: 0 } });
    dispatch(store, 'addNode', { kind: 'MESSAGE', position: { x: 0, y: 200 } });
    const [first, second] = store.getDoc().nodes.map((node) => node.id);
    dispatch(store, 'connect', { source: first!, sourceHandle: 'next', target: second! });
    // The target flow already has a node under the first logged id: that add no longer applies.
    const target = createFlowStore(createEmptyFlow({ id: 'flow-b', botId: 'bot-1', name: 'Replay' }));
    dispatch(target, 'addNode', { kind: 'FORM', position: { x: 0, y: 0 }, id: second! });
    const replaying = createLogReplay(target, commandLogOf(store));
    const outcome = replaying.runAll();
    expect(outcome).toEqual({ applied: 1, total: 3, done: false, stop: { step: 2, commandId: 'addNode', reason: 'notApplicable' } });
    expect(target.getDoc().nodes.map((node) => node.kind)).toEqual(['FORM', 'MESSAGE']);
    // A stopped replay stays stopped: the connect after it is never tried.
    expect(replaying.step()).toEqual(outcome);
    expect(target.getDoc().edges).toEqual([]);
  });

  it('names a command this console does not know, and one that fails as it runs', () => {
    const target = createFlowStore(createEmptyFlow({ id: 'flow-b', botId: 'bot-1', name: 'Replay' }));
    const unknown = createLogReplay(target, { entries: [{ id: 'teleport', args: {}, at: 0 }] }).runAll();
    expect(unknown.stop).toEqual({ step: 1, commandId: 'teleport', reason: 'unknownCommand' });

    dispatch(target, 'addNode', { kind: 'MESSAGE', position: { x: 0, y: 0 }, id: 'm1' });
    const bad = createLogReplay(target, { entries: [{ id: 'updateNodeData', args: { nodeId: 'm1', field: 'content.text', value: 42 }, at: 0 }] }).runAll();
    expect(bad.stop).toMatchObject({ step: 1, commandId: 'updateNodeData', reason: 'failed' });
    expect(bad.stop?.detail).toContain('content.text');
  });

  it('refuses a file that is not a command log, naming the bad path', () => {
    expect(parseCommandLog('{')).toEqual({ ok: false, errors: [{ path: '', message: 'The file is not JSON.' }] });
    const flowFile = parseCommandLog(exportFlow(createEmptyFlow({ id: 'f', botId: 'b', name: 'n' })));
    expect(flowFile.ok).toBe(false);
    if (!flowFile.ok) expect(flowFile.errors.map((error) => error.path)).toContain('format');
    const badEntry = parseCommandLog(JSON.stringify({ ...commandLogOf(buildByHand()), entries: [{ id: 'undo', args: {}, at: 'later' }] }));
    if (badEntry.ok) throw new Error('accepted a bad entry');
    expect(badEntry.errors.map((error) => error.path)).toEqual(['entries.0.at']);
  });
});
