import { describe, expect, it } from 'vitest';
import type { AutomationActions } from '@/canvas/kernel';
import { testStepContext } from '@/canvas/engine/testing';
import { sendTemplateKind } from './index';
import { parametersFor } from './parameters';

const ORDER_KEYS = ['header.1', '1', '2', 'button.0'];
const known = {
  knownTemplates: new Map([
    ['order_update', [{ language: 'en', variables: ORDER_KEYS }]],
    // One name in two languages, oldest first: a node without a language is checked against the first.
    [
      'price_list',
      [
        { language: 'en', variables: [] },
        { language: 'ar', variables: ['1'] },
      ],
    ],
  ]),
};

function sendingActions(sent: unknown[]): AutomationActions {
  const done = () => Promise.resolve({ ok: true, detail: '' });
  return {
    event: { type: 'message', text: 'where is order 77?', phone: '+971500000999', name: 'Asha', at: 0, firstOfDay: true },
    sendTemplate: (template, values, nodeId) => {
      sent.push({ template, values, nodeId });
      return Promise.resolve({ ok: true, detail: template.name });
    },
    sendText: done,
    tag: done,
    optOut: done,
    handOver: done,
    startFlow: done,
    resumeAfter: () => undefined,
  };
}

describe('SEND_TEMPLATE with variables', () => {
  it('a newly picked template gets one parameter per variable, keeping those the node already filled', () => {
    expect(parametersFor(['1', '2'], [{ key: '2', source: 'phone', value: '' }, { key: '9', source: 'text', value: 'gone' }])).toEqual([
      { key: '1', source: 'text', value: '' },
      { key: '2', source: 'phone', value: '' },
    ]);
  });

  it('publishing needs every variable filled: an absent one is named on parameters, an empty text or variable name on its value', () => {
    const data = {
      template: 'order_update',
      parameters: [
        { key: 'header.1', source: 'name' as const, value: '' },
        { key: '1', source: 'text' as const, value: '  ' },
        { key: '2', source: 'variable' as const, value: '' },
      ],
    };
    expect(sendTemplateKind.rules(data, known)).toEqual([
      { field: 'parameters.1.value', code: 'TEMPLATE_VARIABLE_MISSING', severity: 'error', params: { key: '1' } },
      { field: 'parameters.2.value', code: 'TEMPLATE_VARIABLE_MISSING', severity: 'error', params: { key: '2' } },
      { field: 'parameters', code: 'TEMPLATE_VARIABLE_MISSING', severity: 'error', params: { key: 'button.0' } },
    ]);
    expect(sendTemplateKind.rules({ template: 'unknown_one', parameters: [] }, known)).toEqual([{ field: 'template', code: 'TEMPLATE_UNAVAILABLE', severity: 'error' }]);
  });

  it('checks the name and language together; a node without a language is checked as the language it sends', () => {
    expect(sendTemplateKind.rules({ template: 'price_list' }, known)).toEqual([]);
    expect(sendTemplateKind.rules({ template: 'price_list', language: 'en' }, known)).toEqual([]);
    expect(sendTemplateKind.rules({ template: 'price_list', language: 'ar', parameters: [] }, known)).toEqual([{ field: 'parameters', code: 'TEMPLATE_VARIABLE_MISSING', severity: 'error', params: { key: '1' } }]);
    expect(sendTemplateKind.rules({ template: 'price_list', language: 'ar', parameters: [{ key: '1', source: 'name', value: '' }] }, known)).toEqual([]);
    expect(sendTemplateKind.rules({ template: 'order_update', language: 'ar', parameters: [] }, known)).toEqual([{ field: 'template', code: 'TEMPLATE_UNAVAILABLE', severity: 'error' }]);
  });

  it('a run fills each variable from its source: fixed text with references, the contact, the message, a variable', async () => {
    const sent: unknown[] = [];
    const data = {
      template: 'order_update',
      language: 'en',
      parameters: [
        { key: 'header.1', source: 'name' as const, value: '' },
        { key: '1', source: 'text' as const, value: 'You asked: {{message}}' },
        { key: '2', source: 'phone' as const, value: '' },
        { key: 'button.0', source: 'variable' as const, value: 'order_id' },
        { key: 'extra', source: 'message' as const, value: '' },
      ],
    };
    const outcome = await sendTemplateKind.step(testStepContext(data, { nodeId: 'send-1', variables: { message: 'where is order 77?', order_id: 77 }, deps: { automation: sendingActions(sent) } }));
    expect(outcome).toEqual({ type: 'next', handle: 'next', note: 'order_update' });
    expect(sent).toEqual([
      {
        template: { name: 'order_update', language: 'en' },
        nodeId: 'send-1',
        values: { 'header.1': 'Asha', '1': 'You asked: where is order 77?', '2': '+971500000999', 'button.0': '77', extra: 'where is order 77?' },
      },
    ]);
  });
});
