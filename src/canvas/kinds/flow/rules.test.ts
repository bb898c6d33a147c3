import { describe, expect, it } from 'vitest';
import { contentProblems, testNode } from '@/canvas/engine/testing';

describe('FLOW rules', () => {
  it('needs a target flow', () => {
    expect(contentProblems(testNode('FLOW', 'j', { flowId: '' }))).toEqual([['flowId', 'REQUIRED']]);
  });

  it('the target must exist when the caller knows the bot flows', () => {
    const node = testNode('FLOW', 'j', { flowId: 'billing' });
    expect(contentProblems(node)).toEqual([]);
    expect(contentProblems(node, { knownFlowIds: new Set(['billing']) })).toEqual([]);
    expect(contentProblems(node, { knownFlowIds: new Set(['support']) })).toEqual([['flowId', 'FLOW_TARGET_MISSING']]);
  });
});
