import { describe, expect, it } from 'vitest';
import { emptyRcsForm, rcsSlots, saveBody, stepProblems, type RcsForm } from './rcs-form-state';

const inputs = { hasFile: true, slots: rcsSlots({ text: 'Hi {{1}}, your code is {{code}}' }), now: Date.parse('2026-03-01T09:00:00Z'), limitDays: 90 };

describe('RCS campaign form state', () => {
  it("finds the template's variables in every text as mapping slots", () => {
    expect(rcsSlots({ card: { title: 'Hi {{1}}', suggestions: [{ url: 'https://x/{{ code }}' }] } }).map((slot) => slot.name)).toEqual(['1', 'code']);
  });

  it('holds each step until its fields are filled, and refuses file columns without a file', () => {
    const form: RcsForm = { ...emptyRcsForm(), name: ' ' };
    expect(stepProblems('details', form, inputs)).toEqual(['name', 'sender', 'template']);
    expect(stepProblems('audience', form, { ...inputs, hasFile: false })).toEqual(['file', 'mapping']);
    const mapped: RcsForm = { ...form, mapping: { '1': { kind: 'column', column: 'name' }, code: { kind: 'fixed', value: 'A1' } } };
    expect(stepProblems('audience', mapped, inputs)).toEqual([]);
    expect(stepProblems('audience', { ...mapped, audience: 'ACTIVE_USERS' }, inputs)).toEqual(['mapping']);
    expect(stepProblems('schedule', { ...form, schedule: { mode: 'later', date: '2026-09-01', time: '10:00', timeZone: 'UTC' } }, inputs)).toEqual(['schedule']);
  });

  it('sends the spec payload: language en, the sender as botId, fixed values as text, the local schedule time', () => {
    const form: RcsForm = { ...emptyRcsForm(), name: ' Spring ', senderId: 'acme_retail_agent', templateId: 7, smsSenderId: 'ACMERT', mapping: { code: { kind: 'fixed', value: 'A1' } }, schedule: { mode: 'later', date: '2026-03-02', time: '10:00', timeZone: 'Asia/Kolkata' } };
    expect(saveBody(form, { esmeaddr: 1001, templateName: 'offer', campaignId: null, schedule: true })).toEqual({
      esmeaddr: 1001,
      campaignName: 'Spring',
      senderId: 'acme_retail_agent',
      templateId: 7,
      templateName: 'offer',
      language: 'en',
      botId: 'acme_retail_agent',
      exclusionGroupIds: [],
      smsSenderId: 'ACMERT',
      dltTemplateId: null,
      variableMapping: { code: { kind: 'text', text: 'A1' } },
      scheduleAt: '2026-03-02T10:00',
      timeZone: 'Asia/Kolkata',
    });
  });
});
