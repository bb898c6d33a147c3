import { rcsTemplateContent } from '@/api/contracts/rcs-template';
import type { SmsSender } from '../../../adapters/sms/sms-sender';
import { ProviderError, type MessagingChannel } from '../channel';
import { buildAgentMessage, fillRcsText } from './agent-message';
import { notRcsCapableCode, type RbmClient } from './rbm-client';

export interface RcsChannelOptions {
  client: Pick<RbmClient, 'sendAgentMessage'>;
  /** Time to live of each message; RBM revokes it if undelivered by then (at most 48 h). */
  ttlSeconds?: number;
  /** Where a template with SMS fallback text goes for a number without RCS. */
  smsFallback?: { sender: SmsSender; senderId: string };
}

/**
 * The RCS side of the seam: `rcsMessage` is the stored RCS template, `senderId` the RBM agent, and our
 * reference is the RBM message id, so every event names the recipient row. A number that cannot
 * receive RCS gets the template's SMS text when it has one (the result says `via: 'sms'`).
 */
export function createRcsChannel(options: RcsChannelOptions): MessagingChannel {
  return {
    name: 'rcs',
    async send(message) {
      const parsed = rcsTemplateContent.safeParse(message.rcsMessage);
      if (!parsed.success) throw new TypeError(`RCS message ${message.reference} has no valid RCS template`);
      const template = parsed.data;
      const agentMessage = buildAgentMessage(template, message.variables, options.ttlSeconds);
      try {
        await options.client.sendAgentMessage(message.to, { messageId: message.reference, agentId: message.senderId, message: agentMessage });
        return { providerMessageId: message.reference };
      } catch (error) {
        const fallback = options.smsFallback;
        if (!(error instanceof ProviderError) || error.code !== notRcsCapableCode || !fallback || !template.smsFallbackText) throw error;
        const text = fillRcsText(template.smsFallbackText, message.variables);
        const sms = await fallback.sender.send({ from: fallback.senderId, to: message.to, text, reference: message.reference });
        return { providerMessageId: sms.id, via: 'sms' };
      }
    },
  };
}
