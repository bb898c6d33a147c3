import { answerWithAutoResponse, type AutoResponseOutcome } from './auto-response';
import { answerWithBot } from './bot-channel/answer-with-bot';
import type { BotTurnOutcome } from './bot-channel/bot-turn';
import { inboundById } from './inbound-row';
import { runAutomations } from './run-automations';
import type { RunContext } from './run-context';

export interface InboundReaction {
  automations: number;
  autoResponse: AutoResponseOutcome | 'automation_answered' | 'bot_answered' | 'unknown_message';
  bot?: BotTurnOutcome;
}

/**
 * What the server does with a customer's message: the chatbot holding the contact's conversation
 * with the number, if an automation started one; else the number's published automations whose
 * triggers hold, or else the number's auto-response. One answer per message, so neither a bot's nor
 * an automation's reply is followed by another (docs/decisions.md).
 */
export async function reactToInbound(context: RunContext, providerMessageId: string): Promise<InboundReaction> {
  const inbound = await inboundById(context.db, providerMessageId);
  if (!inbound) return { automations: 0, autoResponse: 'unknown_message' };
  const bot = await answerWithBot(context, inbound);
  if (bot) return { automations: 0, autoResponse: 'bot_answered', bot };
  const automations = await runAutomations(context, inbound);
  if (automations > 0) return { automations, autoResponse: 'automation_answered' };
  return { automations, autoResponse: await answerWithAutoResponse(context.db, context.channel, inbound, context.now()) };
}
