import type { MessagingChannel } from '../../../channel/channel';
import { fillVariables } from '../fill-variables';
import type { SmsSender } from './sms-sender';

/**
 * The SMS side of the seam: `text` is filled from the recipient's variables and goes from the
 * header `senderId` through the provider's client. RCS's fallback road (rcs-channel.ts) sends its
 * SMS through it too.
 */
export function createSmsChannel(sender: SmsSender): MessagingChannel {
  return {
    name: 'sms',
    async send(message) {
      if (message.channel !== 'sms') throw new TypeError(`Message ${message.reference} is not an SMS`);
      const text = fillVariables(message.text, message.variables);
      const sms = await sender.send({ from: message.senderId, to: message.to, text, reference: message.reference, ...(message.dltTemplateId ? { dltTemplateId: message.dltTemplateId } : {}) });
      return { providerMessageId: sms.id };
    },
  };
}
