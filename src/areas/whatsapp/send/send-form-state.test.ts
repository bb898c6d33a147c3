import { describe, expect, it } from 'vitest';
import type { CampaignView } from '@/api/contracts/campaigns';
import type { TemplateContent } from '@/api/contracts/whatsapp-template';
import type { AudienceResult } from '@/campaigns';
import {
  completedSteps,
  emptySendForm,
  firstBlockedStep,
  formFromCampaign,
  fromServerMapping,
  stepOfField,
  stepProblems,
  toDraftInput,
  toServerMapping,
  type SendInputs,
} from './send-form-state';

const NOW = Date.parse('2026-03-01T10:00:00Z');

const named: TemplateContent = {
  name: 'welcome_offer',
  language: 'en_US',
  category: 'MARKETING',
  parameter_format: 'NAMED',
  components: [{ type: 'BODY', text: 'Hi {{first_name}}, enjoy {{discount}} off.', example: { body_text_named_params: [{ param_name: 'first_name', example: 'Asha' }, { param_name: 'discount', example: '15%' }] } }],
};

const positional: TemplateContent = {
  name: 'shipped',
  language: 'en',
  category: 'UTILITY',
  parameter_format: 'POSITIONAL',
  components: [
    { type: 'HEADER', format: 'TEXT', text: 'Order {{1}}', example: { header_text: ['A-1'] } },
    { type: 'BODY', text: 'Hi {{1}}, it arrives on {{2}}.', example: { body_text: [['Asha', 'Monday']] } },
    { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Track', url: 'https://shop.example/track/{{1}}', example: ['https://shop.example/track/A-1'] }] },
  ],
};

const file = (valid: number, columns = ['phone', 'first_name', 'discount']): AudienceResult => ({
  files: [{ name: 'list.csv', columns, phoneColumn: 'phone', rows: valid, error: null }],
  counts: { total: valid, valid, invalid: 0, duplicate: 0 },
  problems: [],
  preview: [],
  chunks: [],
});

const inputs = (patch: Partial<SendInputs> = {}): SendInputs => ({ form: emptySendForm(), template: null, audience: null, savedRecipients: 0, now: NOW, limitDays: 90, ...patch });

describe('send form steps', () => {
  it('keeps the first step open until a name, a number and an approved template are chosen', () => {
    expect(stepProblems('template', inputs())).toEqual(['name', 'sender', 'template']);
    const form = { ...emptySendForm(), name: '  Spring sale ', senderId: '100', templateSno: 7 };
    expect(stepProblems('template', inputs({ form, template: named }))).toEqual([]);
    expect(stepProblems('template', inputs({ form: { ...form, name: 'x'.repeat(101) }, template: named }))).toEqual(['name']);
  });

  it('needs a file with a valid number, or a saved audience when no new file was picked', () => {
    expect(stepProblems('audience', inputs())).toEqual(['audience_file']);
    expect(stepProblems('audience', inputs({ audience: file(0) }))).toEqual(['audience_file']);
    expect(stepProblems('audience', inputs({ audience: file(3) }))).toEqual([]);
    expect(stepProblems('audience', inputs({ savedRecipients: 985 }))).toEqual([]);
    expect(stepProblems('audience', inputs({ form: { ...emptySendForm('ENGAGED_USERS'), engagedDays: 91 } }))).toEqual(['engaged_days']);
    expect(stepProblems('audience', inputs({ form: emptySendForm('OPT_IN_USERS') }))).toEqual([]);
  });

  it('asks for a source for every variable; columns only exist for a file', () => {
    const mapping = { 'body.first_name': { kind: 'column' as const, column: 'first_name' }, 'body.discount': { kind: 'fixed' as const, value: '20%' } };
    const form = { ...emptySendForm(), mapping };
    expect(stepProblems('variables', inputs({ form, template: named, audience: file(2) }))).toEqual([]);
    expect(stepProblems('variables', inputs({ form: { ...form, mapping: { 'body.discount': mapping['body.discount'] } }, template: named, audience: file(2) }))).toEqual(['variables']);
    expect(stepProblems('variables', inputs({ form: { ...form, audienceKind: 'ENGAGED_USERS' }, template: named }))).toEqual(['variables']);
  });

  it('refuses a time in the past or past the 90-day limit', () => {
    const at = (date: string, time: string) => ({ ...emptySendForm(), schedule: { mode: 'later' as const, date, time, timeZone: 'America/New_York' } });
    expect(stepProblems('schedule', inputs())).toEqual([]);
    expect(stepProblems('schedule', inputs({ form: at('2026-03-01', '06:00') }))).toEqual([]);
    expect(stepProblems('schedule', inputs({ form: at('2026-03-01', '04:59') }))).toEqual(['schedule']);
    expect(stepProblems('schedule', inputs({ form: at('2026-06-01', '09:00') }))).toEqual(['schedule']);
    expect(stepProblems('schedule', inputs({ form: at('', '') }))).toEqual(['schedule']);
  });

  it('opens the stepper up to the first incomplete step the user has reached', () => {
    const form = { ...emptySendForm(), name: 'Sale', senderId: '100', templateSno: 7, mapping: { 'body.first_name': { kind: 'fixed' as const, value: 'A' }, 'body.discount': { kind: 'fixed' as const, value: 'B' } } };
    const ready = inputs({ form, template: named, audience: file(5) });
    expect(firstBlockedStep(ready)).toBe('review');
    expect(completedSteps('schedule', ready)).toEqual(['template', 'audience', 'variables', 'schedule']);
    expect(completedSteps('audience', ready)).toEqual(['template', 'audience']);
    // Another template with new variables reopens the variables step.
    const changed = { ...ready, form: { ...form, mapping: {} } };
    expect(firstBlockedStep(changed)).toBe('variables');
    expect(completedSteps('review', changed)).toEqual(['template', 'audience', 'variables']);
  });

  it('sends server field errors to the step that shows them', () => {
    expect(['name', 'templateSno', 'variableMapping.discount', 'schedule.at', 'audience.kind'].map(stepOfField)).toEqual(['template', 'template', 'variables', 'schedule', 'audience']);
  });
});

describe('variable mapping on the wire', () => {
  it('stores each slot under the one name the server checks and sends by', () => {
    const mapping = {
      'header.1': { kind: 'column' as const, column: 'order' },
      'body.1': { kind: 'column' as const, column: 'name' },
      'body.2': { kind: 'fixed' as const, value: 'Monday' },
      'buttons.0.1': { kind: 'column' as const, column: 'order' },
    };
    const wire = toServerMapping(positional, mapping);
    expect(wire).toEqual({
      'header.1': { kind: 'column', column: 'order' },
      '1': { kind: 'column', column: 'name' },
      '2': { kind: 'text', text: 'Monday' },
      'button.0': { kind: 'column', column: 'order' },
    });
    expect(fromServerMapping(positional, wire)).toEqual(mapping);
  });

  it("keeps a URL button's value under button.<index> alone, even when the body has no {{1}} to clash with", () => {
    const link: TemplateContent = {
      name: 'sale_link',
      language: 'en',
      category: 'MARKETING',
      parameter_format: 'POSITIONAL',
      components: [{ type: 'BODY', text: 'Our sale is on.' }, { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Shop', url: 'https://shop.example/{{1}}', example: ['https://shop.example/spring'] }] }],
    };
    const wire = toServerMapping(link, { 'buttons.0.1': { kind: 'fixed', value: 'spring' } });
    expect(wire).toEqual({ 'button.0': { kind: 'text', text: 'spring' } });
    expect(fromServerMapping(link, wire)).toEqual({ 'buttons.0.1': { kind: 'fixed', value: 'spring' } });
  });

  it("carries the campaign's own header file as header.media, for a media header only", () => {
    const image: TemplateContent = { ...named, components: [{ type: 'HEADER', format: 'IMAGE', example: { header_handle: ['https://cdn.example/sample.jpg'] } }, ...named.components] };
    const mapping = { 'body.first_name': { kind: 'fixed' as const, value: 'friend' }, 'header.media': { kind: 'fixed' as const, value: '1013859600285441' } };
    const wire = toServerMapping(image, mapping);
    expect(wire).toEqual({ first_name: { kind: 'text', text: 'friend' }, 'header.media': { kind: 'text', text: '1013859600285441' } });
    expect(fromServerMapping(image, wire)).toEqual(mapping);
    expect(toServerMapping(named, mapping)).toEqual({ first_name: { kind: 'text', text: 'friend' } });
  });

  it('builds the draft the server takes, and opens a saved campaign on the route audience', () => {
    const form = { ...emptySendForm('ENGAGED_USERS'), name: ' Spring ', senderId: '100', templateSno: 7, engagedDays: 14, mapping: { 'body.first_name': { kind: 'fixed' as const, value: 'friend' }, 'body.discount': { kind: 'fixed' as const, value: '10%' } }, schedule: { mode: 'later' as const, date: '2026-03-02', time: '09:30', timeZone: 'America/New_York' } };
    const draft = toDraftInput(form, named);
    expect(draft).toEqual({
      name: 'Spring',
      senderId: '100',
      templateSno: 7,
      variableMapping: { first_name: { kind: 'text', text: 'friend' }, discount: { kind: 'text', text: '10%' } },
      audience: { kind: 'ENGAGED_USERS', days: 14 },
      schedule: { kind: 'at', at: '2026-03-02T09:30', timeZone: 'America/New_York' },
    });
    const saved = { name: 'Spring', senderId: '100', templateSno: 7, audience: draft.audience, variableMapping: draft.variableMapping, schedule: draft.schedule } as unknown as CampaignView;
    expect(formFromCampaign(saved, named, 'OPT_IN_USERS')).toEqual({ ...form, name: 'Spring', audienceKind: 'OPT_IN_USERS' });
  });
});
