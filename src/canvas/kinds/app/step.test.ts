import { describe, expect, it } from 'vitest';
import { converse, createSandboxDeps, transcript } from '@/canvas/engine';
import { testEdge, testFlow, testNode, textMessage } from '@/canvas/engine/testing';

describe('APP step', () => {
  const app = testNode('APP', 'crm', { appId: 'crm', params: [{ key: 'lead', value: '{{name}}' }] });
  const flow = (edges = [testEdge('crm', 'next', 'back')]) => testFlow([app, textMessage('back', 'Back with {{app_result}} for {{lead}}.'), textMessage('sorry', 'The CRM is down.')], edges);

  it('hands the conversation to the app and continues on next with its variables', async () => {
    const { turns } = await converse(flow(), [{ type: 'start', variables: { name: 'Asha' } }, { type: 'text', text: 'lead saved' }], createSandboxDeps());
    expect(transcript(turns[0]!.messages)).toEqual(['[Sandbox] App "crm" is answering now. Send any message to go back to the bot, or "fail" to see an app failure.']);
    expect(turns[0]!.state.waitingFor).toEqual({ nodeId: 'crm', kind: 'reply', ref: 'sandbox-app-1' });
    expect(transcript(turns[1]!.messages)).toEqual(['[Sandbox] App "crm" is done.', 'Back with lead saved for Asha.']);
  });

  it('a failing app takes a failure edge when there is one, else ends the conversation', async () => {
    const events = [{ type: 'start' as const }, { type: 'text' as const, text: 'fail' }];
    const routed = await converse(flow([testEdge('crm', 'next', 'back'), testEdge('crm', 'failure', 'sorry')]), events, createSandboxDeps());
    expect(transcript(routed.turns[1]!.messages)).toEqual(['[Sandbox] The app failed.', 'The CRM is down.']);
    const ended = await converse(flow(), events, createSandboxDeps());
    expect(transcript(ended.turns[1]!.messages)).toEqual(['[Sandbox] The app failed.', 'Sorry, that service is not available right now. This conversation has ended.']);
    expect(ended.state?.ended).toBe(true);
  });
});
