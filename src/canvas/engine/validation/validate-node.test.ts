import { describe, expect, it } from 'vitest';
import type { FlowDocument } from '../model/flow-schema';
import { generateFlow } from '../testing/generate-flow';
import { textMessage, testEdge, testFlow, testNode } from '../testing/flow-fixtures';
import type { ValidationContext } from '@/canvas/kernel';
import { validateFlow, validateNode } from './validate-flow';

/** A flow with a problem of every family: structure, content, variables, a busy loop, a broken edge. */
const troubled: FlowDocument = testFlow(
  [
    textMessage('m1', 'Hi {{name}} and {{ghost}}'),
    testNode('CONDITION', 'c1'),
    testNode('API', 'a1', { url: 'not a url' }),
    testNode('ARITHMETIC', 'x1'),
    testNode('ARITHMETIC', 'x2'),
    testNode('FORM', 'f1'),
    testNode('FLOW', 'j1', { flowId: 'missing-flow' }),
    testNode('PAYMENT', 'p1'),
    testNode('APP', 'app1'),
    testNode('NOTE', 'n1', { text: '{{ignored}}' }),
    textMessage('lonely', ''),
  ],
  [
    testEdge('m1', 'next', 'c1'),
    testEdge('c1', 'true', 'a1'),
    testEdge('a1', 'success', 'x1'),
    testEdge('x1', 'next', 'x2'),
    testEdge('x2', 'next', 'x1'),
    testEdge('c1', 'false', 'gone'),
    testEdge('p1', 'nope', 'm1'),
    testEdge('m1', 'next', 'n1'),
  ],
  { variables: [{ name: 'name', type: 'string', default: null }, { name: 'name', type: 'string', default: null }] },
);

function expectSlicesMatch(doc: FlowDocument, context?: ValidationContext) {
  const all = validateFlow(doc, context);
  for (const node of doc.nodes) {
    expect(validateNode(doc, node.id, context), node.id).toEqual(all.filter((found) => found.nodeId === node.id));
  }
}

describe('validateNode', () => {
  it('equals the node slice of validateFlow on a flow with problems of every family', () => {
    expect(validateFlow(troubled).filter((found) => found.nodeId !== null).length).toBeGreaterThan(10);
    expectSlicesMatch(troubled);
    expectSlicesMatch(troubled, { knownFlowIds: new Set(['missing-flow']), builtInVariables: ['ghost'] });
  });

  it('equals the node slice of validateFlow on generated flows', () => {
    for (const seed of [1, 2, 3]) expectSlicesMatch(generateFlow({ nodeCount: 120, seed }));
  });

  it('sees a field fixed at once: the required-text error goes as soon as the text is there', () => {
    const empty = testFlow([textMessage('m1', '')]);
    expect(validateNode(empty, 'm1').map((found) => found.field)).toContain('content.text');
    const filled = testFlow([textMessage('m1', 'Hello')]);
    expect(validateNode(filled, 'm1')).toEqual([]);
  });

  it('is empty for a node that is not in the flow', () => {
    expect(validateNode(troubled, 'nobody')).toEqual([]);
  });
});
