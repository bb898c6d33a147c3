import { describe, expect, it } from 'vitest';
import { checkDraft, draftOf, emptyDraft, newAction } from './automation-draft';

describe('automation draft', () => {
  it('turns the form into the request: the template number as a number, each action with its own field only', () => {
    const draft = { ...emptyDraft('1004'), name: 'Prices', keyword: 'PRICE', actions: [{ ...newAction('SEND_TEMPLATE'), templateSno: '12', tag: 'typed before' }, { ...newAction('ADD_TAG'), tag: 'lead' }] };
    expect(checkDraft(draft)).toEqual({
      ok: true,
      input: { name: 'Prices', senderId: '1004', match: 'CONTAINS', keyword: 'PRICE', actions: [{ kind: 'SEND_TEMPLATE', templateSno: 12 }, { kind: 'ADD_TAG', tag: 'lead' }] },
    });
  });

  it('names each problem by the path the server uses', () => {
    const draft = { ...emptyDraft('1004'), name: 'Prices', actions: [newAction('SEND_TEMPLATE'), newAction('SEND_TEXT')] };
    const checked = checkDraft(draft);
    expect(checked.ok ? {} : checked.errors).toEqual({ keyword: 'Enter a keyword.', 'actions.0.templateSno': 'Choose a template.', 'actions.1.text': 'Enter the reply text.' });
  });

  it('reads a stored automation back into the form', () => {
    const draft = draftOf({
      id: 'a',
      name: 'Prices',
      senderId: '1004',
      displayNumber: '+971500000101',
      match: 'EQUALS',
      keyword: 'price',
      actions: [{ kind: 'SEND_TEMPLATE', templateSno: 7 }, { kind: 'SEND_TEXT', text: 'Hi' }],
      state: 'DRAFT',
      createdBy: 'lounge',
      updatedOn: '2026-11-24T06:00:00.000Z',
    });
    expect(draft.actions.map(({ kind, templateSno, text }) => [kind, templateSno, text])).toEqual([
      ['SEND_TEMPLATE', '7', ''],
      ['SEND_TEXT', '', 'Hi'],
    ]);
  });
});
