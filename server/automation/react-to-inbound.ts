import { answerWithAutoResponse, type AutoResponseOutcome } from './auto-response';
import { inboundById } from './inbound-row';
import { runAutomations, type RunContext } from './run-automations';

export interface InboundReaction {
  automations: number;
  autoResponse: AutoResponseOutcome | 'automation_answered' | 'unknown_message';
}

/**
 * What the server does with a customer's message: the number's published automations whose
 * triggers hold, or else the number's auto-response. One answer per message, so an automation's
 * reply is never followed by the generic auto-response.
 */
export async function reactToInbound(context: RunContext, providerMessageId: string): Promise<InboundReaction> {
  const inbound = await inboundById(context.db, providerMessageId);
  if (!inbound) return { automations: 0, autoResponse: 'unknown_message' };
  const automations = await runAutomations(context, inbound);
  if (automations > 0) return { automations, autoResponse: 'automation_answered' };
  return { automations, autoResponse: await answerWithAutoResponse(context.db, context.channel, inbound, context.now()) };
}
