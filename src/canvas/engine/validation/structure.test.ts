import { describe, expect, it } from 'vitest';
import { textMessage, testEdge, testFlow, testNode } from '../testing/flow-fixtures';
import { dispatch } from '../commands/dispatch';
import { createFlowStore } from '../store/create-flow-store';
import { generateFlow } from '../testing/generate-flow';
import { structureProblems } from './structure';
import { canPublish, validateFlow } from './validate-flow';
import type { FlowDocument } from '../model/flow-schema';

const codes = (doc: FlowDocument) => validateFlow(doc).map((found) => found.code);
const condition = (id: string) =>
  testNode('CONDITION', id, { rules: [{ id: 'r1', variable: 'name', group: 'Text', operator: 'equals', values: ['yes'] }] });
const arithmetic = (id: string) =>
  testNode('ARITHMETIC', id, { left: { type: 'variable', name: 'name' }, right: { type: 'number', value: '1' }, resultVariable: 'count' });

describe('structure rules', () => {
  it('a valid two-node flow has no problems', () => {
    expect(validateFlow(testFlow([textMessage('m1'), textMessage('m2')], [testEdge('m1', 'next', 'm2')]))).toEqual([]);
  });

  it('START_MISSING: no start node, or a start that does not exist', () => {
    expect(codes(testFlow([textMessage('m1')], [], { startNodeId: null }))).toContain('START_MISSING');
    expect(codes(testFlow([textMessage('m1')], [], { startNodeId: 'gone' }))).toContain('START_MISSING');
    expect(codes(testFlow([textMessage('m1')]))).not.toContain('START_MISSING');
  });

  it('UNREACHABLE_NODE is a warning; notes are exempt', () => {
    const doc = testFlow([textMessage('m1'), textMessage('m2'), testNode('NOTE', 'n1')]);
    const problems = validateFlow(doc);
    expect(problems).toEqual([expect.objectContaining({ nodeId: 'm2', code: 'UNREACHABLE_NODE', severity: 'warning' })]);
    expect(canPublish(problems)).toBe(true);
  });

  it('EDGE_MISSING_NODE and EDGE_MISSING_HANDLE', () => {
    expect(codes(testFlow([textMessage('m1')], [testEdge('m1', 'next', 'ghost')]))).toContain('EDGE_MISSING_NODE');
    expect(codes(testFlow([textMessage('m1'), textMessage('m2')], [testEdge('m1', 'true', 'm2')]))).toContain('EDGE_MISSING_HANDLE');
  });

  it('EDGE_INVALID_TARGET: nothing connects into a note', () => {
    expect(codes(testFlow([textMessage('m1'), testNode('NOTE', 'n1')], [testEdge('m1', 'next', 'n1')]))).toContain('EDGE_INVALID_TARGET');
  });

  it('EDGE_DUPLICATE', () => {
    const edge = testEdge('m1', 'next', 'm2');
    const doc = testFlow([textMessage('m1'), textMessage('m2')], [edge, { ...edge, id: 'copy' }]);
    expect(validateFlow(doc)).toEqual([expect.objectContaining({ code: 'EDGE_DUPLICATE', edgeId: 'copy' })]);
  });

  it('BRANCH_UNCONNECTED names the required handle', () => {
    const nodes = [condition('c1'), textMessage('m1'), textMessage('m2')];
    const half = testFlow(nodes, [testEdge('c1', 'true', 'm1'), testEdge('m1', 'next', 'm2')]);
    expect(validateFlow(half)).toEqual([expect.objectContaining({ nodeId: 'c1', field: 'outputs.false', code: 'BRANCH_UNCONNECTED' })]);
    const full = testFlow(nodes, [testEdge('c1', 'true', 'm1'), testEdge('c1', 'false', 'm2')]);
    expect(codes(full)).toEqual([]);
  });

  it('CYCLE_WITHOUT_INPUT: a loop of non-waiting nodes is an error, a loop through a message is not', () => {
    const busy = testFlow([textMessage('m0'), arithmetic('a1'), arithmetic('a2')], [
      testEdge('m0', 'next', 'a1'),
      testEdge('a1', 'next', 'a2'),
      testEdge('a2', 'next', 'a1'),
    ]);
    expect(validateFlow(busy).filter((found) => found.code === 'CYCLE_WITHOUT_INPUT').map((found) => found.nodeId).sort()).toEqual(['a1', 'a2']);
    const waiting = testFlow([textMessage('m0'), arithmetic('a1')], [testEdge('m0', 'next', 'a1'), testEdge('a1', 'next', 'm0')]);
    expect(codes(waiting)).toEqual([]);
  });

  it('a self-loop on a non-waiting node is a busy cycle', () => {
    const doc = testFlow([arithmetic('a1')], [testEdge('a1', 'next', 'a1')]);
    expect(codes(doc)).toContain('CYCLE_WITHOUT_INPUT');
  });

  it('handles a 5,000-node generated flow', () => {
    const problems = validateFlow(generateFlow({ nodeCount: 5000, seed: 9 }));
    expect(problems.filter((found) => found.code === 'UNREACHABLE_NODE')).toEqual([]);
  });

  it('reuses the structure of a flow whose nodes moved or whose text changed, and walks it again after a structural edit', () => {
    const store = createFlowStore(testFlow([textMessage('m1'), condition('c1'), textMessage('m2')], [testEdge('m1', 'next', 'c1'), testEdge('c1', 'true', 'm2')]));
    const before = structureProblems(store.getDoc());
    expect(before.map((found) => found.code)).toEqual(['BRANCH_UNCONNECTED']);
    dispatch(store, 'moveNodes', { positions: { c1: { x: 500, y: 500 }, m2: { x: 10, y: 900 } } });
    expect(structureProblems(store.getDoc())).toBe(before);
    // Typing in a field changes the node's data but not its branches.
    dispatch(store, 'updateNodeData', { nodeId: 'm2', field: 'content.text', value: 'Still one branch' });
    expect(structureProblems(store.getDoc())).toBe(before);
    // A reply that branches is a new required output: the walk runs again and finds it unconnected.
    dispatch(store, 'updateNodeData', { nodeId: 'm2', field: 'suggestions', value: [{ id: 'yes', type: 'reply', label: 'Yes', postbackData: 'yes', branch: true }] });
    expect(structureProblems(store.getDoc()).map((found) => found.field)).toEqual(['outputs.false', 'outputs.yes']);
    dispatch(store, 'undo', {});
    dispatch(store, 'setStartNode', { nodeId: 'c1' });
    expect(structureProblems(store.getDoc()).map((found) => found.code)).toEqual(['BRANCH_UNCONNECTED', 'UNREACHABLE_NODE']);
    dispatch(store, 'undo', {});
    dispatch(store, 'connect', { source: 'c1', sourceHandle: 'false', target: 'm1' });
    expect(structureProblems(store.getDoc())).toEqual([]);
  });
});
