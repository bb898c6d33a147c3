import { rcsTemplateContent, type RcsTemplateContent } from '@/api/contracts/rcs-template';
import { ProviderError, type MessagingChannel } from '../../../channel/channel';
import { createSmsChannel } from '../sms/sms-channel';
import type { SmsSender } from '../sms/sms-sender';
import { buildAgentMessage } from './agent-message';
import { notRcsCapableCode, type RbmClient } from './rbm-client';

export interface RcsChannelOptions {
  client: Pick<RbmClient, 'sendAgentMessage'> & Partial<Pick<RbmClient, 'batchGetUsers' | 'revokeAgentMessage' | 'sendAgentEvent'>>;
  /**
   * RBM_MESSAGE_TTL_SECONDS: how long a message may stay undelivered before our server revokes it and
   * the SMS fallback takes it. The message itself carries an hour more as its RBM time to live (at
   * most 48 h), so RBM drops it even when our server is not there to revoke it.
   */
  ttlSeconds?: number;
  /** Where a template with SMS fallback text goes for a number without RCS. */
  smsFallback?: { sender: SmsSender; senderId: string };
  /** The SMS road for a message naming its own fallback header (`smsFallbackFrom`, an RCS campaign's choice). */
  sms?: SmsSender;
}

/** What an SMS can carry of a template without SMS text of its own: its text, its file's address, or its (first) card's title and description. */
export function smsTextOf(template: RcsTemplateContent): string {
  if (template.smsFallbackText) return template.smsFallbackText;
  if (template.type === 'text_message') return template.text;
  if (template.type === 'file_message') return template.file.url;
  const card = template.type === 'rich_card' ? template.card : template.cards[0];
  return [card?.title, card?.description].filter(Boolean).join('\n');
}

/** The hour RBM waits beyond our own revocation before it drops an undelivered message itself. */
const backstopSeconds = 3_600;

/** What RBM answers a send to a number it cannot reach, said for a number users.batchGet did not list. */
const notReachable = () => new ProviderError(notRcsCapableCode, 'NOT_FOUND: not RCS-capable (users.batchGet did not list it)', false);

/**
 * The RCS side of the seam: `rcsMessage` is the stored RCS template, `senderId` the RBM agent, and our
 * reference is the RBM message id, so every event names the recipient row. A number that cannot
 * receive RCS (RBM answers 404, or users.batchGet left it out) gets the template's SMS text when it
 * has one, sent as an SMS channel message (the result says `via: 'sms'`).
 */
export function createRcsChannel(options: RcsChannelOptions): MessagingChannel {
  const configuredSms = options.smsFallback && createSmsChannel(options.smsFallback.sender);
  const campaignSms = options.sms ? createSmsChannel(options.sms) : configuredSms;
  const batchGetUsers = options.client.batchGetUsers?.bind(options.client);
  const revokeAgentMessage = options.client.revokeAgentMessage?.bind(options.client);
  const sendAgentEvent = options.client.sendAgentEvent?.bind(options.client);
  const { ttlSeconds } = options;
  return {
    name: 'rcs',
    ...(batchGetUsers ? { reachableOf: async (agentId: string, phones: readonly string[]) => (await batchGetUsers(phones, agentId)).reachable } : {}),
    ...(sendAgentEvent
      ? {
          markRead: async ({ to, senderId, providerMessageId, eventId }: { to: string; senderId: string; providerMessageId: string; eventId: string }) => {
            await sendAgentEvent(to, { eventId, agentId: senderId, event: { eventType: 'READ', messageId: providerMessageId } });
          },
        }
      : {}),
    ...(revokeAgentMessage && ttlSeconds !== undefined
      ? { revoking: { afterSeconds: ttlSeconds, revoke: ({ to, senderId, providerMessageId }) => revokeAgentMessage(to, { messageId: providerMessageId, agentId: senderId }) } }
      : {}),
    async send(message) {
      if (message.channel !== 'rcs') throw new TypeError(`Message ${message.reference} is not an RCS message`);
      const parsed = rcsTemplateContent.safeParse(message.rcsMessage);
      if (!parsed.success) throw new TypeError(`RCS message ${message.reference} has no valid RCS template`);
      const template = parsed.data;
      const agentMessage = buildAgentMessage(template, message.variables, ttlSeconds === undefined ? undefined : ttlSeconds + backstopSeconds);
      try {
        if (message.unreachable) throw notReachable();
        await options.client.sendAgentMessage(message.to, { messageId: message.reference, agentId: message.senderId, message: agentMessage });
        return { providerMessageId: message.reference };
      } catch (error) {
        if (!(error instanceof ProviderError) || error.code !== notRcsCapableCode) throw error;
        // A campaign's own choice wins, null included (no fallback); else the server's configured header.
        const own = message.smsFallbackFrom !== undefined;
        const from = own ? message.smsFallbackFrom : options.smsFallback?.senderId;
        const sms = own ? campaignSms : configuredSms;
        const dlt = own ? message.smsFallbackDlt : undefined;
        const text = own ? (dlt?.text ?? smsTextOf(template)) : template.smsFallbackText;
        if (!from || !sms || !text) throw error;
        const { to, variables, reference } = message;
        const sent = await sms.send({ channel: 'sms', text, ...(dlt ? { dltTemplateId: dlt.templateId } : {}), to, senderId: from, variables, reference });
        return { providerMessageId: sent.providerMessageId, via: 'sms' };
      }
    },
  };
}
