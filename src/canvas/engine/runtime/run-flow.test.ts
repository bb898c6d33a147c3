import { describe, expect, it } from 'vitest';
import type { BotSettings } from '../model/flow-schema';
import { testEdge, testFlow, testNode, textMessage } from '../testing/flow-fixtures';
import { converse, transcript } from './converse';
import { runFlow } from './run-flow';
import { createSandboxDeps } from './sandbox-deps';
import type { UserEvent } from '@/canvas/kernel';

const deps = createSandboxDeps();
const menu = testNode('MESSAGE', 'menu', {
  content: { type: 'text_message', text: 'Hi {{name}}! Pick one.' },
  suggestions: [{ id: 'a', type: 'reply', label: 'A', postbackData: 'a', branch: true }],
});
const menuFlow = (settings: Partial<BotSettings> = {}) =>
  testFlow([menu, textMessage('picked', 'You picked A.')], [testEdge('menu', 'a', 'picked')], { settings: { handoverAction: 'Send previous text message', timeoutAction: 'End Session', timeoutSeconds: 60, ...settings } });
const say = (text: string): UserEvent => ({ type: 'text', text });

describe('runFlow', () => {
  it('interpolates variables and built-ins; missing ones render empty and are traced', async () => {
    const flow = testFlow([textMessage('m', 'Hi {{name}}{{ nickname }}, it is {{today}} {{time}}. You said "{{last_input}}". {{user.city}}')]);
    const { turns } = await converse(flow, [{ type: 'start', variables: { name: 'Asha', user: { city: 'Pune' } } }], deps);
    expect(transcript(turns[0]!.messages)).toEqual(['Hi Asha, it is 2025-01-15 10:00. You said "". Pune']);
    expect(turns[0]!.trace[1]).toMatchObject({ nodeId: 'm', missingVariables: ['nickname', 'last_input'] });
  });

  it('does not change the state it is given and records visited nodes and the trace time', async () => {
    const first = await runFlow(menuFlow(), null, { type: 'start' }, deps);
    const frozen = structuredClone(first.state);
    const second = await runFlow(menuFlow(), first.state, { type: 'postback', data: 'a' }, deps);
    expect(first.state).toEqual(frozen);
    expect(second.state.visited).toEqual(['menu', 'picked']);
    expect(second.trace[0]).toMatchObject({ nodeId: 'menu', kind: 'MESSAGE', input: { type: 'postback', data: 'a' }, branch: 'a', at: '2025-01-15T10:00:00.000Z' });
    expect(JSON.parse(JSON.stringify(second.state))).toEqual(second.state);
  });

  it('start can begin at any node (simulator: run from here)', async () => {
    const { messages } = await runFlow(menuFlow(), null, { type: 'start', fromNodeId: 'picked' }, deps);
    expect(transcript(messages)).toEqual(['You picked A.']);
  });

  it('stops a loop after the step budget with a message and a trace entry', async () => {
    const loop = testFlow(
      [testNode('ARITHMETIC', 'count', { left: { type: 'variable', name: 'n' }, operator: '+', right: { type: 'number', value: '1' }, resultVariable: 'n' }), testNode('CONDITION', 'again', { joiner: '&&', rules: [{ id: 'r', variable: 'n', group: 'Number', operator: 'greater', values: ['0'] }] })],
      [testEdge('count', 'next', 'again'), testEdge('again', 'true', 'count'), testEdge('again', 'false', 'count')],
    );
    const { messages, state, trace } = await runFlow(loop, null, { type: 'start', variables: { n: 0 } }, createSandboxDeps({ stepBudget: 10 }));
    expect(transcript(messages)).toEqual(['Sorry, this conversation got stuck and has been stopped. Send a message to start again.']);
    expect(trace.at(-1)).toMatchObject({ kind: 'SESSION', outcome: 'budget-exceeded' });
    expect(trace.filter((step) => step.kind !== 'SESSION')).toHaveLength(10);
    expect(state).toMatchObject({ ended: true, variables: { n: 5 } });
  });

  it('a message after the session ended starts a new one', async () => {
    const flow = menuFlow({ handoverAction: 'End Session' });
    const { turns } = await converse(flow, [{ type: 'start' }, { type: 'postback', data: 'a' }, say('hello'), say('again')], deps);
    expect(turns.slice(2).map((turn) => transcript(turn.messages))).toEqual([[], ['Hi ! Pick one. [A]']]);
    expect(turns[2]!.state.ended).toBe(true);
    expect(turns[3]!.state.variables.last_input).toBe('again');
  });

  it('a flow without a start node says the bot is not ready', async () => {
    const { messages, state } = await runFlow(testFlow([], [], { startNodeId: null }), null, { type: 'start' }, deps);
    expect(transcript(messages)).toEqual(['Sorry, this bot is not ready yet. This conversation has ended.']);
    expect(state.ended).toBe(true);
  });
});

describe('handover actions (a user message the flow does not answer)', () => {
  const unanswered = [{ type: 'start' }, say('something else')] as UserEvent[];

  it('Send previous text message: the last text again, still waiting where it was', async () => {
    const { turns } = await converse(menuFlow(), unanswered, deps);
    expect(transcript(turns[1]!.messages)).toEqual(['Hi ! Pick one. [A]']);
    expect(turns[1]!.state.waitingFor).toEqual({ nodeId: 'menu', kind: 'reply' });
    expect(turns[1]!.trace.map((step) => step.outcome)).toEqual(['dead-end', 'handover']);
  });

  it('Restart Bot: back to the start, variables kept', async () => {
    const { turns } = await converse(menuFlow({ handoverAction: 'Restart Bot' }), [{ type: 'start', variables: { name: 'Asha' } }, { type: 'postback', data: 'a' }, say('more')], deps);
    expect(transcript(turns[2]!.messages)).toEqual(['Hi Asha! Pick one. [A]']);
    expect(turns[2]!.state.variables.name).toBe('Asha');
  });

  it('End Session: nothing is said and the session ends', async () => {
    const { turns } = await converse(menuFlow({ handoverAction: 'End Session' }), unanswered, deps);
    expect(turns[1]!.messages).toEqual([]);
    expect(turns[1]!.state.ended).toBe(true);
  });

  it('Trigger Bot: a new session starts at once, only the message kept as last_input', async () => {
    const { turns } = await converse(menuFlow({ handoverAction: 'Trigger Bot' }), [{ type: 'start', variables: { name: 'Asha' } }, say('other')], deps);
    expect(transcript(turns[1]!.messages)).toEqual(['Hi ! Pick one. [A]']);
    expect(turns[1]!.state.variables).toEqual({ name: null, last_input: 'other' });
  });
});

describe('timeout actions', () => {
  const timedOut = [{ type: 'start', variables: { name: 'Asha' } }, { type: 'timeout' }] as UserEvent[];

  it('End Session: silent; a later timeout is ignored', async () => {
    const { turns } = await converse(menuFlow(), [...timedOut, { type: 'timeout' }], deps);
    expect(turns[1]).toMatchObject({ messages: [], state: { ended: true } });
    expect(turns[2]!.trace).toMatchObject([{ outcome: 'ignored' }]);
  });

  it('Restart Bot: the start again with variables kept', async () => {
    const { turns } = await converse(menuFlow({ timeoutAction: 'Restart Bot' }), timedOut, deps);
    expect(transcript(turns[1]!.messages)).toEqual(['Hi Asha! Pick one. [A]']);
  });

  it('End Session and Trigger Bot: a new session from the start', async () => {
    const { turns } = await converse(menuFlow({ timeoutAction: 'End Session and Trigger Bot' }), timedOut, deps);
    expect(transcript(turns[1]!.messages)).toEqual(['Hi ! Pick one. [A]']);
    expect(turns[1]!.trace.map((step) => step.outcome)).toEqual(['timeout', 'session-start', 'wait']);
  });
});
