import type { InboundRow } from '../inbound-row';
import { SERVICE_WINDOW_MS } from '../reply-sender';
import type { RunContext } from '../run-context';
import { botEventOf } from './bot-messages';
import { endBotSession, isClaimed, openSessionOf } from './bot-sessions';
import { runBotTurn, type BotTurnOutcome } from './bot-turn';

/**
 * A session whose contact has been silent this long is over, whatever its flow's timeout action (one
 * that restarts the bot would otherwise keep it forever): the 24-hour window in which the bot may
 * answer at all has closed by then (docs/decisions.md).
 */
export const BOT_SESSION_IDLE_MS = SERVICE_WINDOW_MS;

/**
 * The contact's message to a chatbot that holds their conversation with the number (an automation's
 * START_FLOW opened it): null when none does, and the message is the automations' and the
 * auto-response's as before. The message that started the bot is not its to answer again; a message
 * already answered (a redelivered webhook, a retried job) is not answered twice.
 */
export async function answerWithBot(context: RunContext, inbound: InboundRow): Promise<BotTurnOutcome | null> {
  const trigger = `msg:${inbound.provider_message_id}`;
  if (await isClaimed(context.db, trigger)) return 'already_answered';
  const session = await openSessionOf(context.db, inbound.esme, inbound.sender_id, inbound.from_phone);
  if (!session || session.started_by === inbound.provider_message_id) return null;
  if (new Date(inbound.at).getTime() - new Date(session.last_inbound_at).getTime() > BOT_SESSION_IDLE_MS) {
    await endBotSession(context.db, session.id, 'expired', context.now());
    return null;
  }
  const outcome = await runBotTurn(context, session, botEventOf(inbound, session), trigger, { lastInboundAt: new Date(inbound.at), endedAs: 'flow_ended', unanswered: inbound.text });
  // The bot could not run (deleted, or no published entry flow): the message is answered as if it had no session.
  return outcome === 'bot_unavailable' ? null : outcome;
}
