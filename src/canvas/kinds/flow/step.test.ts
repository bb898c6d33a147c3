import { describe, expect, it } from 'vitest';
import { converse, createSandboxDeps, transcript } from '@/canvas/engine';
import { testEdge, testFlow, testNode, textMessage } from '@/canvas/engine/testing';

describe('FLOW step', () => {
  const target = testFlow([textMessage('hello', 'Now in billing, {{name}}.')], [], { id: 'billing' });
  const entry = testFlow([testNode('FLOW', 'jump', { flowId: 'billing' })]);

  it('jumps to the start of the other flow, keeping variables', async () => {
    const { turns, state } = await converse(entry, [{ type: 'start', variables: { name: 'Asha' } }], createSandboxDeps({ flows: [target] }));
    expect(transcript(turns[0]!.messages)).toEqual(['Now in billing, Asha.']);
    expect(turns[0]!.trace.map((step) => [step.flowId, step.nodeId, step.outcome])).toEqual([
      ['flow-1', null, 'session-start'],
      ['flow-1', 'jump', 'jump'],
      ['billing', 'hello', 'dead-end'],
    ]);
    expect(state).toMatchObject({ flowId: 'billing', visited: ['hello'], variables: { name: 'Asha' } });
  });

  it('an unknown flow ends the conversation with a message', async () => {
    const { turns, state } = await converse(entry, [{ type: 'start' }], createSandboxDeps());
    expect(transcript(turns[0]!.messages)).toEqual(['Sorry, this part of the conversation is not available right now. This conversation has ended.']);
    expect(state?.ended).toBe(true);
  });

  it('a session in a jumped-to flow resumes there on the next event', async () => {
    const waiting = testFlow([testNode('MESSAGE', 'ask', { content: { type: 'text_message', text: 'Pay now?' }, suggestions: [{ id: 'y', type: 'reply', label: 'Yes', postbackData: 'y', branch: true }] }), textMessage('ok', 'Done.')], [testEdge('ask', 'y', 'ok')], { id: 'billing' });
    const { turns } = await converse(entry, [{ type: 'start' }, { type: 'text', text: 'yes' }], createSandboxDeps({ flows: [waiting] }));
    expect(transcript(turns[1]!.messages)).toEqual(['Done.']);
  });
});
