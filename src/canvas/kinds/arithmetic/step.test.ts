import { describe, expect, it } from 'vitest';
import { converse, createSandboxDeps, transcript } from '@/canvas/engine';
import { testEdge, testFlow, testNode, testStepContext, textMessage } from '@/canvas/engine/testing';
import type { ArithmeticData } from './model';
import { arithmeticStep } from './step';

const data = (init: Partial<ArithmeticData>): ArithmeticData => ({
  left: { type: 'variable', name: 'a' },
  operator: '+',
  right: { type: 'number', value: '2' },
  resultVariable: 'result',
  ...init,
});

describe('ARITHMETIC step', () => {
  it.each([
    ['+', 10, 12],
    ['-', 10, 8],
    ['*', 10, 20],
    ['/', 10, 5],
    ['+', 0.1, 2.1],
  ] as const)('%s computes into the result variable', async (operator, a, expected) => {
    expect(await arithmeticStep(testStepContext(data({ operator }), { variables: { a } }))).toMatchObject({ type: 'next', handle: 'next', set: { result: expected } });
  });

  it('reads numeric text and hides floating-point noise', async () => {
    const outcome = await arithmeticStep(testStepContext(data({ right: { type: 'variable', name: 'b' } }), { variables: { a: '0.1', b: '0.2' } }));
    expect(outcome).toMatchObject({ set: { result: 0.3 } });
  });

  it('division by zero and non-numeric operands are errors with the error handle, never NaN or Infinity', async () => {
    const byZero = await arithmeticStep(testStepContext(data({ operator: '/', right: { type: 'number', value: '0' } }), { variables: { a: 4 } }));
    expect(byZero).toMatchObject({ type: 'error', code: 'DIVISION_BY_ZERO', handle: 'error' });
    const text = await arithmeticStep(testStepContext(data({}), { variables: { a: 'four' } }));
    expect(text).toMatchObject({ type: 'error', code: 'ARITHMETIC_NOT_NUMERIC', note: '{{a}} is "four", not a number' });
    const unset = await arithmeticStep(testStepContext(data({})));
    expect(unset).toMatchObject({ type: 'error', note: '{{a}} is not set' });
    const huge = await arithmeticStep(testStepContext(data({ operator: '*', right: { type: 'number', value: '1e308' } }), { variables: { a: 1e308 } }));
    expect(huge).toMatchObject({ type: 'error', code: 'ARITHMETIC_NOT_NUMERIC' });
  });

  it('without an error edge the conversation ends with a clear message; with one it continues there', async () => {
    const nodes = [testNode('ARITHMETIC', 'calc', data({ operator: '/', right: { type: 'variable', name: 'zero' } })), textMessage('shown', 'Result {{result}}'), textMessage('oops', 'We could not compute that.')];
    const deps = createSandboxDeps();
    const ended = await converse(testFlow(nodes, [testEdge('calc', 'next', 'shown')]), [{ type: 'start', variables: { a: 1, zero: 0 } }], deps);
    expect(transcript(ended.turns[0]!.messages)).toEqual(['Sorry, I could not work that out because it meant dividing by zero. This conversation has ended.']);
    expect(ended.state?.ended).toBe(true);
    expect(ended.state?.variables.result).toBeUndefined();
    const routed = await converse(testFlow(nodes, [testEdge('calc', 'next', 'shown'), testEdge('calc', 'error', 'oops')]), [{ type: 'start', variables: { a: 1, zero: 0 } }], deps);
    expect(transcript(routed.turns[0]!.messages)).toEqual(['We could not compute that.']);
    expect(routed.turns[0]!.trace[1]).toMatchObject({ nodeId: 'calc', outcome: 'error', branch: 'error' });
  });
});
