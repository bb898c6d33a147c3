import { describe, expect, it } from 'vitest';
import { createFlowStore } from '../store/create-flow-store';
import { textMessage, testEdge, testFlow, testNode } from '../testing/flow-fixtures';
import { canRun, dispatch } from './dispatch';

function storeOf(...nodeIds: string[]) {
  return createFlowStore(testFlow(nodeIds.map((id) => textMessage(id))), { seed: 't', now: () => 0 });
}
const steps = (store: ReturnType<typeof storeOf>) => store.history.getState().pastStates.length;

describe('node commands', () => {
  it('addNode adds default data, selects it and is one step', () => {
    const store = storeOf();
    dispatch(store, 'addNode', { kind: 'API', position: { x: 10, y: 20 } });
    const [node] = store.getDoc().nodes;
    expect(node).toMatchObject({ id: 'node_t_1', kind: 'API', position: { x: 10, y: 20 }, data: { method: 'GET' } });
    expect(store.getDoc().startNodeId).toBe('node_t_1');
    expect(store.getState().selection.nodeIds).toEqual(['node_t_1']);
    expect(steps(store)).toBe(1);
  });

  it('addNote adds a NOTE that is never the start node', () => {
    const store = storeOf();
    dispatch(store, 'addNote', { position: { x: 0, y: 0 }, text: 'Remember' });
    expect(store.getDoc().nodes[0]).toMatchObject({ kind: 'NOTE', data: { text: 'Remember' } });
    expect(store.getDoc().startNodeId).toBeNull();
  });

  it('updateNodeData writes one field, coalesces typing, and rejects data the schema refuses', () => {
    const store = storeOf('m1');
    for (const text of ['H', 'Hi', 'Hi!']) dispatch(store, 'updateNodeData', { nodeId: 'm1', field: 'content.text', value: text });
    expect(store.getDoc().nodes[0]).toMatchObject({ data: { content: { text: 'Hi!' } } });
    expect(steps(store)).toBe(1);
    expect(() => dispatch(store, 'updateNodeData', { nodeId: 'm1', field: 'content.type', value: 'fax' })).toThrow(/Invalid data/);
  });

  it('moveNodes nudges the selection by a delta', () => {
    const store = storeOf('m1', 'm2');
    dispatch(store, 'select', { nodeIds: ['m2'] });
    dispatch(store, 'moveNodes', { delta: { x: 10, y: 0 } });
    expect(store.getDoc().nodes.map((node) => node.position.x)).toEqual([0, 10]);
  });

  it('setStartNode moves the start marker; a note cannot be the start', () => {
    const store = createFlowStore(testFlow([textMessage('m1'), textMessage('m2'), testNode('NOTE', 'n1')]));
    dispatch(store, 'setStartNode', { nodeId: 'm2' });
    expect(store.getDoc().startNodeId).toBe('m2');
    expect(canRun(store, 'setStartNode', { nodeId: 'n1' })).toBe(false);
  });

  it('deleteSelection removes nodes with their edges and clears a deleted start', () => {
    const store = createFlowStore(testFlow([textMessage('m1'), textMessage('m2')], [testEdge('m1', 'next', 'm2')]));
    dispatch(store, 'select', { nodeIds: ['m1'] });
    dispatch(store, 'deleteSelection');
    expect(store.getDoc().nodes.map((node) => node.id)).toEqual(['m2']);
    expect(store.getDoc().edges).toEqual([]);
    expect(store.getDoc().startNodeId).toBeNull();
    expect(canRun(store, 'deleteSelection')).toBe(false);
  });
});

describe('edge commands', () => {
  it('connect adds an edge and replaces an existing one from the same handle', () => {
    const store = storeOf('m1', 'm2', 'm3');
    dispatch(store, 'connect', { source: 'm1', sourceHandle: 'next', target: 'm2' });
    dispatch(store, 'connect', { source: 'm1', sourceHandle: 'next', target: 'm3' });
    expect(store.getDoc().edges).toEqual([{ id: 'edge_t_2', source: 'm1', sourceHandle: 'next', target: 'm3' }]);
  });

  it('connect refuses unknown handles and notes as targets', () => {
    const store = createFlowStore(testFlow([textMessage('m1'), testNode('NOTE', 'n1')]));
    expect(dispatch(store, 'connect', { source: 'm1', sourceHandle: 'true', target: 'm1' })).toBe(false);
    expect(dispatch(store, 'connect', { source: 'm1', sourceHandle: 'next', target: 'n1' })).toBe(false);
    expect(store.getDoc().edges).toEqual([]);
  });

  it('disconnect removes edges', () => {
    const store = createFlowStore(testFlow([textMessage('m1'), textMessage('m2')], [testEdge('m1', 'next', 'm2')]));
    dispatch(store, 'disconnect', { edgeIds: ['m1-next-m2'] });
    expect(store.getDoc().edges).toEqual([]);
  });
});

describe('clipboard commands', () => {
  it('copy then paste makes new ids, offsets, keeps inner edges and is one step', () => {
    const nodes = Array.from({ length: 50 }, (_, index) => textMessage(`m${index}`));
    const edges = nodes.slice(1).map((node, index) => testEdge(`m${index}`, 'next', node.id));
    const store = createFlowStore(testFlow(nodes, edges), { seed: 'p' });
    dispatch(store, 'selectAll');
    dispatch(store, 'copy');
    expect(steps(store)).toBe(0);
    dispatch(store, 'paste');
    const doc = store.getDoc();
    expect(doc.nodes).toHaveLength(100);
    expect(doc.edges).toHaveLength(98);
    const pasted = doc.nodes.slice(50);
    expect(pasted.every((node) => !node.id.startsWith('m') && node.position.x === 40)).toBe(true);
    const pastedIds = new Set(pasted.map((node) => node.id));
    expect(doc.edges.slice(49).every((edge) => pastedIds.has(edge.source) && pastedIds.has(edge.target))).toBe(true);
    expect(store.getState().selection.nodeIds).toEqual(pasted.map((node) => node.id));
    expect(steps(store)).toBe(1);
  });

  it('cut removes the selection into the clipboard as one step; undo brings it back', () => {
    const store = storeOf('m1', 'm2');
    dispatch(store, 'select', { nodeIds: ['m1'] });
    dispatch(store, 'cut');
    expect(store.getDoc().nodes.map((node) => node.id)).toEqual(['m2']);
    expect(store.getState().clipboard?.nodes.map((node) => node.id)).toEqual(['m1']);
    dispatch(store, 'undo');
    expect(store.getDoc().nodes).toHaveLength(2);
  });

  it('duplicate copies the selection without touching the clipboard', () => {
    const store = storeOf('m1');
    dispatch(store, 'select', { nodeIds: ['m1'] });
    dispatch(store, 'duplicate');
    expect(store.getDoc().nodes).toHaveLength(2);
    expect(store.getState().clipboard).toBeNull();
  });
});

describe('flow commands', () => {
  it('renameFlow coalesces typing into one step', () => {
    const store = storeOf('m1');
    dispatch(store, 'renameFlow', { name: 'W' });
    dispatch(store, 'renameFlow', { name: 'Welcome' });
    expect(steps(store)).toBe(1);
    dispatch(store, 'undo');
    expect(store.getDoc().name).toBe('Test flow');
  });

  it('selectAll and select are never steps', () => {
    const store = storeOf('m1', 'm2');
    dispatch(store, 'selectAll');
    expect(store.getState().selection.nodeIds).toEqual(['m1', 'm2']);
    expect(store.canUndo()).toBe(false);
  });

  it('select keeps an unchanged list as it was, so views of it are not rebuilt', () => {
    const store = storeOf('m1', 'm2');
    dispatch(store, 'select', { nodeIds: ['m1'], edgeIds: [] });
    const edgeIds = store.getState().selection.edgeIds;
    dispatch(store, 'select', { nodeIds: ['m2'] });
    expect(store.getState().selection).toEqual({ nodeIds: ['m2'], edgeIds: [] });
    expect(store.getState().selection.edgeIds).toBe(edgeIds);
  });

  it('autoLayout writes positions as one step', () => {
    const store = storeOf('m1', 'm2');
    dispatch(store, 'autoLayout', { positions: { m1: { x: 5, y: 5 }, m2: { x: 5, y: 300 } } });
    expect(store.getDoc().nodes.map((node) => node.position)).toEqual([{ x: 5, y: 5 }, { x: 5, y: 300 }]);
    expect(steps(store)).toBe(1);
  });

  it('undo and redo are disabled when there is nothing to do', () => {
    const store = storeOf('m1');
    expect(dispatch(store, 'undo')).toBe(false);
    dispatch(store, 'renameFlow', { name: 'X' });
    expect(store.getState().canUndo).toBe(true);
    dispatch(store, 'undo');
    expect(dispatch(store, 'undo')).toBe(false);
    dispatch(store, 'redo');
    expect(store.getDoc().name).toBe('X');
    expect(store.getState().canRedo).toBe(false);
  });

  it('updateVariables and updateSettings are one step each', () => {
    const store = storeOf('m1');
    dispatch(store, 'updateVariables', { variables: [{ name: 'age', type: 'number', default: 0 }] });
    dispatch(store, 'updateSettings', { settings: { timeoutSeconds: 60 } });
    expect(store.getDoc().settings.timeoutSeconds).toBe(60);
    expect(store.getDoc().variables[0]?.name).toBe('age');
    expect(steps(store)).toBe(2);
  });
});
