import { describe, expect, it } from 'vitest';
import { createSandboxSmsSender } from '../../sandbox/sms/sandbox-sms-sender';
import { campaignChannels } from '../campaign-channels';
import type { ChannelCampaignColumns } from '../campaign-channel';
import { MissingVariableError } from '../fill-variables';
import { createSmsChannel } from './sms-channel';

const columns = { dlt_template_id: '1107001001000000001', dlt_template_text: 'Dear {#var#}, order {#var#} shipped' } as ChannelCampaignColumns;

describe('the SMS channel', () => {
  it('sends an SMS campaign’s content from its header, its variables filled, with its DLT template', async () => {
    const sender = createSandboxSmsSender({ senderIds: ['ACMESMS'] });
    const content = campaignChannels.sms.contentOf(columns);
    if (!content) throw new Error('an SMS campaign with a DLT template has content');
    const message = { ...content.message, to: '+919812345678', senderId: 'ACMESMS', variables: { dlt_1: 'Ada', dlt_2: '4711' }, reference: 'c1:1' };
    expect(await createSmsChannel(sender).send(message)).toEqual({ providerMessageId: 'sms-sandbox-1' });
    expect(sender.sent).toMatchObject([{ from: 'ACMESMS', to: '+919812345678', text: 'Dear Ada, order 4711 shipped', dltTemplateId: '1107001001000000001', reference: 'c1:1' }]);
  });

  it('sends nothing for a recipient without a variable’s value, or for another channel’s message', async () => {
    const sender = createSandboxSmsSender({ senderIds: ['ACMESMS'] });
    const sms = createSmsChannel(sender);
    const to = { to: '+919812345678', senderId: 'ACMESMS', reference: 'c1:1' };
    await expect(sms.send({ channel: 'sms', text: 'Dear {{dlt_1}}', variables: { dlt_1: ' ' }, ...to })).rejects.toBeInstanceOf(MissingVariableError);
    await expect(sms.send({ channel: 'rcs', rcsMessage: {}, variables: {}, ...to })).rejects.toBeInstanceOf(TypeError);
    expect(sender.sent).toEqual([]);
  });
});
