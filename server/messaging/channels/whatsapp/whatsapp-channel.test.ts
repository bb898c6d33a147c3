import { describe, expect, it } from 'vitest';
import { templateContent } from '@/api/contracts/whatsapp-template';
import type { CloudApiClient } from './cloud-api-client';
import type { SendTemplateRequest, SendTextRequest } from './cloud-api-types';
import { MissingTemplateVariableError } from './template-send-components';
import { createWhatsappChannel } from './whatsapp-channel';

const offer = templateContent.parse({ name: 'offer', language: 'en_US', category: 'MARKETING', components: [{ type: 'BODY', text: 'Hi {{1}}, 10% off today.' }] });

function recordingClient(sent: Array<{ phoneNumberId: string; request: SendTemplateRequest }>): Pick<CloudApiClient, 'sendTemplate'> {
  return {
    sendTemplate: (phoneNumberId, request) => {
      sent.push({ phoneNumberId, request });
      return Promise.resolve({ messaging_product: 'whatsapp', contacts: [{ input: request.to, wa_id: request.to }], messages: [{ id: `wamid.${sent.length}` }] });
    },
  };
}

describe('whatsapp channel', () => {
  it('sends the filled template from the sender number without the plus, tagged with our reference', async () => {
    const sent: Array<{ phoneNumberId: string; request: SendTemplateRequest }> = [];
    const channel = createWhatsappChannel(recordingClient(sent));
    await expect(channel.send({ channel: 'whatsapp', to: '+919812345678', senderId: '1065', template: offer, variables: { '1': 'Ada' }, reference: 'c7/r3' })).resolves.toEqual({ providerMessageId: 'wamid.1' });
    expect(sent).toEqual([
      {
        phoneNumberId: '1065',
        request: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: '919812345678',
          type: 'template',
          biz_opaque_callback_data: 'c7/r3',
          template: { name: 'offer', language: { code: 'en_US', policy: 'deterministic' }, components: [{ type: 'body', parameters: [{ type: 'text', text: 'Ada' }] }] },
        },
      },
    ]);
  });

  it('refuses before calling the provider when a variable is missing', async () => {
    const sent: Array<{ phoneNumberId: string; request: SendTemplateRequest }> = [];
    const channel = createWhatsappChannel(recordingClient(sent));
    await expect(channel.send({ channel: 'whatsapp', to: '+919812345678', senderId: '1065', template: offer, variables: {}, reference: 'r' })).rejects.toBeInstanceOf(MissingTemplateVariableError);
    expect(sent).toEqual([]);
  });
});

describe('whatsapp channel free-form text', () => {
  it("sends a text quoting the customer's message, from the number, without the plus", async () => {
    const sent: Array<{ phoneNumberId: string; request: SendTextRequest }> = [];
    const channel = createWhatsappChannel({
      sendTemplate: () => Promise.reject(new Error('not a template')),
      sendText: (phoneNumberId, request) => {
        sent.push({ phoneNumberId, request });
        return Promise.resolve({ messaging_product: 'whatsapp', contacts: [{ input: request.to, wa_id: request.to }], messages: [{ id: 'wamid.T1' }] });
      },
    });
    await expect(channel.sendText?.({ to: '+971501110001', senderId: '1065', text: 'We open at 9.', replyTo: 'wamid.IN', reference: 'reply:auto:1' })).resolves.toEqual({ providerMessageId: 'wamid.T1' });
    expect(sent).toEqual([
      {
        phoneNumberId: '1065',
        request: { messaging_product: 'whatsapp', recipient_type: 'individual', to: '971501110001', type: 'text', biz_opaque_callback_data: 'reply:auto:1', context: { message_id: 'wamid.IN' }, text: { body: 'We open at 9.' } },
      },
    ]);
  });

  it('has no text send when its client has none', () => {
    expect(createWhatsappChannel({ sendTemplate: () => Promise.reject(new Error('unused')) }).sendText).toBeUndefined();
  });
});
