import type { TraceStep } from '@/canvas/engine';
import type { UserEvent } from '@/canvas/kernel';
import { gatewayRefusalText, runGatewayTurn, type GatewayTurn } from '../../chatbot/gateway/gateway-turn';
import { findBotById } from '../../chatbot/repo/bots';
import type { BotRow } from '../../chatbot/repo/rows';
import type { RunContext } from '../run-context';
import { whatsappTurn } from './bot-messages';
import type { BotSessionEnd } from '../../messaging/campaigns/bot-session-ends';
import { botWaits, claimBotTurn, endBotSession, recordTurn, releaseBotTurn, type BotSessionRow } from './bot-sessions';
import { recordedBotReply, sendBotReplies } from './send-bot-replies';

export type BotTurnOutcome = 'already_answered' | 'answered' | 'send_failed' | BotSessionEnd;

/**
 * Whether the flow gave up on a message it could not answer and ended there: its handover action
 * was End Session, or Send previous text message with no text to send again (the engine then ends).
 */
const handedOver = (trace: readonly TraceStep[]) => trace.some((step) => step.outcome === 'handover' && (step.note === 'End Session' || step.note === 'Send previous text message'));

/** Another message of the conversation was answered meanwhile: the job that sent this one tries again after it. */
export class ConversationBusyError extends Error {
  constructor() {
    super(gatewayRefusalText.busy);
    this.name = 'ConversationBusyError';
  }
}

/**
 * The gateway's turn, or null when the bot cannot run (no published entry flow). Another message of
 * the conversation answered meanwhile releases the claim and throws, so the job is tried again after it.
 */
async function gatewayTurn(context: RunContext, bot: BotRow, session: BotSessionRow, event: UserEvent, trigger: string): Promise<Extract<GatewayTurn, { ok: true }> | null> {
  const turn = await runGatewayTurn(context.db, bot, session.conversation_id, event, context.now);
  if (turn.ok) return turn;
  if (turn.refused === 'not_ready') return null;
  await releaseBotTurn(context.db, trigger);
  throw new ConversationBusyError();
}

/**
 * One event of the contact's conversation (their message, or the flow's timeout) through the bot's
 * gateway, claimed by `trigger` first so it is answered once; the answer goes out as WhatsApp
 * messages. When the bot no longer waits for the contact the session ends: handed over (the
 * `contact_handovers` row is written) when the flow gave up on a message it could not answer, else
 * as `endedAs` (the flow ended or reached a dead end; a timeout that ended it).
 */
export async function runBotTurn(
  context: RunContext,
  session: BotSessionRow,
  event: UserEvent,
  trigger: string,
  options: { lastInboundAt: Date | null; endedAs: BotSessionEnd; unanswered: string },
): Promise<BotTurnOutcome> {
  const { db } = context;
  const bot = await findBotById(db, session.bot_id);
  if (!bot) {
    await endBotSession(db, session.id, 'bot_unavailable', context.now());
    return 'bot_unavailable';
  }
  if (!(await claimBotTurn(db, trigger, session.id, context.now()))) return 'already_answered';
  const turn = await gatewayTurn(context, bot, session, event, trigger);
  if (!turn) {
    await endBotSession(db, session.id, 'bot_unavailable', context.now());
    return 'bot_unavailable';
  }
  const whatsapp = whatsappTurn(turn.messages);
  await recordTurn(db, session.id, whatsapp.replies.length ? whatsapp : null, options.lastInboundAt);
  // The session is settled before the replies go: a contact answering the bot's last message at once
  // must find the flow ended and reach the number's automations, not a session about to close.
  const outcome = await settleSession(context, session, bot.name, turn, options);
  const delivery = await sendBotReplies(context.channel, { phone: session.phone, senderId: session.sender_id }, whatsapp.replies, recordedBotReply(db, session, context.now));
  return outcome === 'answered' && delivery.failure ? 'send_failed' : outcome;
}

/** Keeps the session while the bot waits for the contact; otherwise ends it, handed over or as `endedAs`. */
async function settleSession(
  context: RunContext,
  session: BotSessionRow,
  botName: string,
  turn: NonNullable<Awaited<ReturnType<typeof gatewayTurn>>>,
  options: { endedAs: BotSessionEnd; unanswered: string },
): Promise<'answered' | 'handed_over' | BotSessionEnd> {
  const { db } = context;
  if (await botWaits(db, session.bot_id, session.conversation_id)) return 'answered';
  if (turn.ended && handedOver(turn.trace)) {
    await db.query(
      `insert into contact_handovers (esme, sender_id, phone, automation_id, note, at) values ($1, $2, $3, $4, $5, $6)
       on conflict (sender_id, phone) do update set automation_id = excluded.automation_id, note = excluded.note, at = excluded.at`,
      [session.esme, session.sender_id, session.phone, session.automation_id, `${botName} could not answer "${options.unanswered.slice(0, 200)}"`, context.now()],
    );
    await endBotSession(db, session.id, 'handed_over', context.now());
    return 'handed_over';
  }
  await endBotSession(db, session.id, options.endedAs, context.now());
  return options.endedAs;
}
