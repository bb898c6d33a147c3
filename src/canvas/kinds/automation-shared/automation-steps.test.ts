import { describe, expect, it } from 'vitest';
import type { AutomationActions, AutomationEvent } from '@/canvas/kernel';
import { testStepContext } from '@/canvas/engine/testing';
import { keywordTriggerKind } from '../keyword-trigger';
import { sendTemplateKind } from '../send-template';
import { sendTextKind } from '../send-text';
import { waitKind } from '../wait';

/** Actions that record what was asked of them; `fail` names the template the provider refuses. */
function recordingActions(event: Partial<AutomationEvent> = {}, fail = '') {
  const calls: string[] = [];
  const actions: AutomationActions = {
    event: { type: 'message', text: 'price please', phone: '+971500000999', at: 0, firstOfDay: true, ...event },
    sendTemplate: ({ name, language }, values) => {
      calls.push(`template ${name}${language ? ` in ${language}` : ''}${Object.keys(values).length ? ` ${JSON.stringify(values)}` : ''}`);
      return Promise.resolve(name === fail ? { ok: false, detail: `${name} is PAUSED` } : { ok: true, detail: name });
    },
    sendText: (text) => {
      calls.push(`text ${text}`);
      return Promise.resolve({ ok: true, detail: text });
    },
    tag: () => Promise.resolve({ ok: true, detail: '' }),
    optOut: () => Promise.resolve({ ok: true, detail: '' }),
    handOver: () => Promise.resolve({ ok: true, detail: '' }),
    startFlow: () => Promise.resolve({ ok: true, detail: '' }),
    resumeAfter: (seconds) => calls.push(`resume after ${seconds}`),
  };
  return { actions, calls };
}

describe('automation steps', () => {
  it('a trigger takes match when the event holds, else otherwise', async () => {
    const data = { match: 'WORD' as const, keywords: 'PRICE' };
    expect(await keywordTriggerKind.step(testStepContext(data, { deps: { automation: recordingActions().actions } }))).toMatchObject({ type: 'next', handle: 'match' });
    expect(await keywordTriggerKind.step(testStepContext(data, { deps: { automation: recordingActions({ type: 'button' }).actions } }))).toMatchObject({ handle: 'else' });
  });

  it('an action asks the server through deps.automation; a failure is an error that still goes on along next', async () => {
    const { actions, calls } = recordingActions({}, 'paused_one');
    expect(await sendTemplateKind.step(testStepContext({ template: 'price_list' }, { deps: { automation: actions } }))).toEqual({ type: 'next', handle: 'next', note: 'price_list' });
    expect(await sendTemplateKind.step(testStepContext({ template: 'paused_one', language: 'ar' }, { deps: { automation: actions } }))).toEqual({ type: 'error', code: 'ACTION_FAILED', message: 'paused_one is PAUSED', handle: 'next' });
    await sendTextKind.step(testStepContext({ text: 'You wrote {{message}}' }, { variables: { message: 'hi' }, deps: { automation: actions } }));
    // A node saved before languages were picked asks for none; the server sends the one it always sent.
    expect(calls).toEqual(['template price_list', 'template paused_one in ar', 'text You wrote hi']);
  });

  it('in a chatbot (no deps.automation) an automation kind does nothing and says so', async () => {
    expect(await sendTemplateKind.step(testStepContext({ template: 'price_list' }))).toMatchObject({ type: 'error', code: 'AUTOMATION_ONLY' });
  });

  it('WAIT asks to be resumed after its minutes and waits; resumed, it goes on', async () => {
    const { actions, calls } = recordingActions();
    expect(await waitKind.step(testStepContext({ minutes: '15' }, { deps: { automation: actions } }))).toMatchObject({ type: 'wait' });
    expect(calls).toEqual(['resume after 900']);
    expect(await waitKind.step(testStepContext({ minutes: '15' }, { input: { type: 'postback', data: 'resume' }, deps: { automation: actions } }))).toMatchObject({ type: 'next', handle: 'next' });
    expect(waitKind.rules({ minutes: '0' }, {})).toEqual([{ field: 'minutes', code: 'RANGE_INVALID', severity: 'error', params: { min: 1, max: 10080 } }]);
  });
});
