import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { TemplateComponent } from '@/api/contracts/whatsapp-template';
import type { ChannelCampaignColumns } from './campaign-channel';
import { campaignChannels } from './campaign-channels';
import { ProviderError } from '../../channel/channel';
import { actorOf } from '../campaigns/campaign-actions';
import { decide, makerCheckerOf } from '../campaigns/transitions';

const body: TemplateComponent[] = [{ type: 'BODY', text: 'Hello {{1}}' }];
const columns: ChannelCampaignColumns = {
  rcs_template: null,
  sms_sender_id: null,
  dlt_template_id: null,
  dlt_template_text: null,
  rcs_sender_exists: false,
  throughput: 80,
  portfolio_id: 'p1',
  template_name: 'offer',
  template_language: 'en',
  template_category: 'MARKETING',
  template_format: null,
  template_components: body,
  template_status: 'APPROVED',
  mm_lite: false,
};
const rcsTemplate = { type: 'text_message', name: 'hi', text: 'Hello' };

const cases = [
  {
    name: 'WhatsApp MARKETING',
    channel: 'whatsapp',
    campaign: columns,
    content: { message: { channel: 'whatsapp', template: { name: 'offer', language: 'en', category: 'MARKETING', parameter_format: 'POSITIONAL', components: body } }, trackedButtons: [] },
    optOutsHold: true,
  },
  {
    name: 'WhatsApp MARKETING from a WABA onboarded to Marketing Messages Lite',
    channel: 'whatsapp',
    campaign: { ...columns, mm_lite: true },
    content: { message: { channel: 'whatsapp', template: { name: 'offer', language: 'en', category: 'MARKETING', parameter_format: 'POSITIONAL', components: body }, marketingMessages: true }, trackedButtons: [] },
    optOutsHold: true,
  },
  {
    name: 'WhatsApp UTILITY from a WABA onboarded to Marketing Messages Lite (Meta takes marketing templates only there)',
    channel: 'whatsapp',
    campaign: { ...columns, mm_lite: true, template_category: 'UTILITY' },
    content: { message: { channel: 'whatsapp', template: { name: 'offer', language: 'en', category: 'UTILITY', parameter_format: 'POSITIONAL', components: body } }, trackedButtons: [] },
    optOutsHold: false,
  },
  {
    name: 'WhatsApp UTILITY',
    channel: 'whatsapp',
    campaign: { ...columns, template_category: 'UTILITY', template_format: 'NAMED' },
    content: { message: { channel: 'whatsapp', template: { name: 'offer', language: 'en', category: 'UTILITY', parameter_format: 'NAMED', components: body } }, trackedButtons: [] },
    optOutsHold: false,
  },
  {
    name: 'RCS',
    channel: 'rcs',
    campaign: { ...columns, rcs_template: rcsTemplate, sms_sender_id: 'ACMESMS', rcs_sender_exists: true, throughput: null, portfolio_id: null, template_name: null, template_category: null, template_status: null },
    content: { message: { channel: 'rcs', rcsMessage: rcsTemplate, smsFallbackFrom: 'ACMESMS' }, trackedButtons: [] },
    optOutsHold: true,
  },
  {
    name: 'RCS with a DLT template for its SMS fallback',
    channel: 'rcs',
    campaign: { ...columns, rcs_template: rcsTemplate, sms_sender_id: 'ACMESMS', dlt_template_id: '1107001001000000001', dlt_template_text: 'Dear {#var#}, order {#VAR#} shipped', rcs_sender_exists: true, throughput: null, portfolio_id: null, template_name: null, template_category: null, template_status: null },
    content: { message: { channel: 'rcs', rcsMessage: rcsTemplate, smsFallbackFrom: 'ACMESMS', smsFallbackDlt: { templateId: '1107001001000000001', text: 'Dear {{dlt_1}}, order {{dlt_2}} shipped' } }, trackedButtons: [] },
    optOutsHold: true,
  },
  {
    name: 'SMS with its DLT template',
    channel: 'sms',
    campaign: { ...columns, dlt_template_id: '1107001001000000001', dlt_template_text: 'Dear {#var#}, order {#VAR#} shipped', throughput: null, portfolio_id: null, template_name: null, template_category: null, template_status: null },
    content: { message: { channel: 'sms', text: 'Dear {{dlt_1}}, order {{dlt_2}} shipped', dltTemplateId: '1107001001000000001' }, trackedButtons: [] },
    optOutsHold: true,
  },
] as const;

describe('campaignChannels', () => {
  it('holds one strategy per channel folder: a channel is its folder and one line of the registry', () => {
    const folders = readdirSync(fileURLToPath(new URL('.', import.meta.url)), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(Object.keys(campaignChannels).sort()).toEqual(folders.map((folder) => folder.name).sort());
    expect(Object.keys(campaignChannels).sort()).toEqual(['rcs', 'sms', 'whatsapp']);
  });

  it.each(cases)('$name: its content, that it can send, whether opt-outs hold', ({ channel, campaign, content, optOutsHold }) => {
    const strategy = campaignChannels[channel];
    expect(strategy.contentOf(campaign)).toEqual(content);
    expect(strategy.unsendable(campaign)).toBeNull();
    expect(strategy.optOutsHold(campaign)).toBe(optOutsHold);
  });

  it.each([
    ['WhatsApp without its number', 'whatsapp', { ...columns, throughput: null, portfolio_id: null }, 'The sender number no longer exists.'],
    ['WhatsApp with a paused template', 'whatsapp', { ...columns, template_status: 'PAUSED' }, 'The template is PAUSED, not APPROVED.'],
    ['WhatsApp with its template gone', 'whatsapp', { ...columns, template_status: null }, 'The template is gone, not APPROVED.'],
    ['RCS without its agent', 'rcs', columns, 'The RCS sender id no longer exists.'],
  ] as const)('%s cannot send', (_name, channel, campaign, reason) => {
    expect(campaignChannels[channel].unsendable(campaign)).toBe(reason);
  });

  it('answers no content when the template is missing', () => {
    expect(campaignChannels.whatsapp.contentOf({ ...columns, template_components: null })).toBeNull();
    expect(campaignChannels.rcs.contentOf(columns)).toBeNull();
    expect(campaignChannels.sms.contentOf(columns)).toBeNull();
  });

  it('resends at the next slot only on WhatsApp’s throughput refusal', () => {
    const throughput = new ProviderError(130429, 'Rate limit hit', true);
    const outage = new ProviderError(131000, 'Something went wrong', true);
    expect(campaignChannels.whatsapp.resendsAtNextSlot(throughput)).toBe(true);
    expect(campaignChannels.whatsapp.resendsAtNextSlot(outage)).toBe(false);
    expect(campaignChannels.rcs.resendsAtNextSlot(throughput)).toBe(false);
  });

  it('gives an RBM agent without a figure its own default throughput, a WhatsApp number none', () => {
    expect(campaignChannels.rcs.defaultThroughput).toBe(80);
    expect(campaignChannels.whatsapp.defaultThroughput).toBeNull();
  });

  it('puts WhatsApp campaigns through maker-checker; RCS campaigns share the lifecycle without it', () => {
    const maker = { esme: 1001, userId: 'u1', username: 'maker', userType: 'M' as const };
    const whatsapp = { channel: 'whatsapp', maker_id: 'u1' } as const;
    const rcs = { channel: 'rcs', maker_id: 'u1' } as const;
    expect([makerCheckerOf.whatsapp, makerCheckerOf.rcs]).toEqual([true, false]);
    expect(decide('DRAFT', 'submit', actorOf(maker, whatsapp))).toEqual({ ok: true, to: 'PENDING_APPROVAL' });
    expect(decide('DRAFT', 'submit', actorOf(maker, rcs))).toEqual({ ok: true, to: 'SCHEDULED' });
    expect(decide('SCHEDULED', 'edit', actorOf(maker, whatsapp))).toEqual({ ok: true, to: 'DRAFT' });
    expect(decide('SCHEDULED', 'edit', actorOf(maker, rcs))).toEqual({ ok: true, to: 'SCHEDULED' });
    for (const state of ['RUNNING', 'PAUSED', 'COMPLETED', 'FAILED', 'CANCELLED'] as const) expect(decide(state, 'edit', actorOf(maker, rcs)).ok, state).toBe(false);
  });
});
