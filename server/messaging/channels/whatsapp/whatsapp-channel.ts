import { unknownContacts, type CheckContacts, type MessagingChannel, type OutboundButtons, type OutboundText } from '../../../channel/channel';
import type { CloudApiClient } from './cloud-api-client';
import { buildTemplateSendComponents } from './template-send-components';

/**
 * The WhatsApp side of the seam: a template message per `send`, a free-form text per `sendText`, reply
 * buttons per `sendButtons`. Throws ProviderError for the
 * provider's refusals and MissingTemplateVariableError when the recipient lacks a value, which no
 * retry can fix. `checkContacts` is the sandbox's seeded rule when on the sandbox; Meta's Cloud API has
 * no contacts check, so on Meta every number is UNKNOWN.
 */
export function createWhatsappChannel(client: Pick<CloudApiClient, 'sendTemplate'> & Partial<Pick<CloudApiClient, 'sendText' | 'sendButtons' | 'sendMarketingMessage'>>, checkContacts: CheckContacts = unknownContacts): MessagingChannel {
  const sendText = client.sendText;
  const sendButtons = client.sendButtons;
  return {
    name: 'whatsapp',
    checkContacts,
    async send(message) {
      if (message.channel !== 'whatsapp') throw new TypeError(`Message ${message.reference} is not a WhatsApp message`);
      const template = message.template;
      const components = buildTemplateSendComponents(template, message.variables);
      const to = message.to.replace(/^\+/, '');
      const content = { name: template.name, language: { code: template.language, policy: 'deterministic' as const }, ...(components.length ? { components } : {}) };
      if (message.marketingMessages) {
        if (!client.sendMarketingMessage) throw new TypeError('This WhatsApp client cannot send through Marketing Messages Lite');
        // No reference: Meta's marketing_messages takes no biz_opaque_callback_data; its statuses find the row by message id.
        const answer = await client.sendMarketingMessage(message.senderId, { messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'template', template: content });
        return { providerMessageId: answer.messages[0]?.id ?? '' };
      }
      const answer = await client.sendTemplate(message.senderId, {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to,
        type: 'template',
        biz_opaque_callback_data: message.reference,
        template: content,
      });
      const [first] = answer.messages;
      return { providerMessageId: first?.id ?? '' };
    },
    ...(sendText
      ? {
          async sendText(message: OutboundText) {
            const answer = await sendText(message.senderId, {
              messaging_product: 'whatsapp',
              recipient_type: 'individual',
              to: message.to.replace(/^\+/, ''),
              type: 'text',
              biz_opaque_callback_data: message.reference,
              ...(message.replyTo ? { context: { message_id: message.replyTo } } : {}),
              text: { body: message.text },
            });
            return { providerMessageId: answer.messages[0]?.id ?? '' };
          },
        }
      : {}),
    ...(sendButtons
      ? {
          async sendButtons(message: OutboundButtons) {
            const answer = await sendButtons(message.senderId, {
              messaging_product: 'whatsapp',
              recipient_type: 'individual',
              to: message.to.replace(/^\+/, ''),
              type: 'interactive',
              biz_opaque_callback_data: message.reference,
              ...(message.replyTo ? { context: { message_id: message.replyTo } } : {}),
              interactive: { type: 'button', body: { text: message.body }, action: { buttons: message.buttons.map((button) => ({ type: 'reply' as const, reply: { id: button.id, title: button.title } })) } },
            });
            return { providerMessageId: answer.messages[0]?.id ?? '' };
          },
        }
      : {}),
  };
}
