import type { Logger } from 'pino';
import { latestPublishedDocuments } from '../../chatbot/repo/flows';
import { storedFlowDocument } from '../../chatbot/repo/stored-flow-document';
import { findBotById } from '../../chatbot/repo/bots';
import type { RunContext } from '../run-context';
import { BOT_SESSION_IDLE_MS } from './answer-with-bot';
import { botWaits, endBotSession, openSessions, type BotSessionRow } from './bot-sessions';
import { ConversationBusyError, runBotTurn } from './bot-turn';

interface ConversationNow {
  updated_at: Date;
  turn_count: number;
  last_input: string | null;
}

/** The bot's entry flow timeout in seconds, or null when the bot or its published entry flow is gone. */
async function timeoutSecondsOf(context: RunContext, botId: string): Promise<number | null> {
  const bot = await findBotById(context.db, botId);
  if (!bot?.entry_flow_id) return null;
  const entry = (await latestPublishedDocuments(context.db, bot.id)).find((row) => row.flow_id === bot.entry_flow_id);
  return entry ? storedFlowDocument(entry.document).settings.timeoutSeconds : null;
}

/**
 * What the sweep does to one open session: it expires after a day of the contact's silence; when the
 * conversation has been quiet for the flow's `timeoutSeconds` the flow's timeout action runs (once,
 * as the gateway's own sweep does for other channels) and what it says goes to the contact.
 */
async function sweepOne(context: RunContext, session: BotSessionRow, timeouts: Map<string, number | null>): Promise<boolean> {
  const now = context.now();
  if (now.getTime() - new Date(session.last_inbound_at).getTime() > BOT_SESSION_IDLE_MS) {
    await endBotSession(context.db, session.id, 'expired', now);
    return false;
  }
  if (!timeouts.has(session.bot_id)) timeouts.set(session.bot_id, await timeoutSecondsOf(context, session.bot_id));
  const timeoutSeconds = timeouts.get(session.bot_id);
  if (timeoutSeconds === null || timeoutSeconds === undefined) {
    await endBotSession(context.db, session.id, 'bot_unavailable', now);
    return false;
  }
  const [conversation] = await context.db.query<ConversationNow>(
    `select c.updated_at, c.turn_count, t.input->>'type' as last_input from conversations c
     left join turns t on t.conversation_id = c.id and t.seq = c.turn_count where c.bot_id = $1 and c.external_id = $2`,
    [session.bot_id, session.conversation_id],
  );
  if (!conversation || !(await botWaits(context.db, session.bot_id, session.conversation_id))) {
    await endBotSession(context.db, session.id, 'flow_ended', now);
    return false;
  }
  if (conversation.last_input === 'timeout' || now.getTime() - new Date(conversation.updated_at).getTime() < timeoutSeconds * 1000) return false;
  try {
    const outcome = await runBotTurn(context, session, { type: 'timeout' }, `timeout:${session.id}:${conversation.turn_count}`, { lastInboundAt: null, endedAs: 'timed_out', unanswered: '' });
    return outcome !== 'already_answered';
  } catch (error) {
    // The contact wrote meanwhile: the conversation is no longer idle.
    if (error instanceof ConversationBusyError) return false;
    throw error;
  }
}

/** One pass over the open WhatsApp bot sessions; answers how many timed out or were told so. */
export async function sweepBotSessions(context: RunContext): Promise<number> {
  const timeouts = new Map<string, number | null>();
  let fired = 0;
  for (const session of await openSessions(context.db)) if (await sweepOne(context, session, timeouts)) fired += 1;
  return fired;
}

/** Runs `sweepBotSessions` every `everyMs` in each messaging process (claims keep two from firing one timeout twice). */
export function startBotSessionSweep(context: RunContext, logger: Logger, everyMs = 15_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepBotSessions(context)
      .then((fired) => {
        if (fired) logger.info({ fired }, 'WhatsApp bot sessions timed out');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'WhatsApp bot session sweep failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
