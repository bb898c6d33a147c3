import type { Db } from '../db/db';
import { answerWithAutoResponse, type AutoResponseOutcome } from './auto-response';
import { inboundById } from './inbound-row';
import type { ReplyChannel } from './reply-sender';
import { runAutomations } from './run-automations';

export interface InboundReaction {
  automations: number;
  autoResponse: AutoResponseOutcome | 'automation_answered' | 'unknown_message';
}

/**
 * What the server does with a customer's message: the number's published automations whose keyword
 * it fires, or else the number's auto-response. One answer per message, so a keyword reply is never
 * followed by the generic auto-response.
 */
export async function reactToInbound(db: Db, channel: ReplyChannel, providerMessageId: string, now: () => Date): Promise<InboundReaction> {
  const inbound = await inboundById(db, providerMessageId);
  if (!inbound) return { automations: 0, autoResponse: 'unknown_message' };
  const automations = await runAutomations(db, channel, inbound, now);
  if (automations > 0) return { automations, autoResponse: 'automation_answered' };
  return { automations, autoResponse: await answerWithAutoResponse(db, channel, inbound, now()) };
}
