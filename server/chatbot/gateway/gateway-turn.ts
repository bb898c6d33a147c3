import { runFlow, transcript, type BotMessage, type RunResult, type SessionState, type TraceStep, type UserEvent } from '@/canvas/engine';
import type { Db } from '../../platform/db/db';
import { appendTurn, findConversation, lockConversation } from '../repo/conversations';
import { latestPublishedDocuments } from '../repo/flows';
import type { BotRow } from '../repo/rows';
import { storedFlowDocument } from '../repo/stored-flow-document';
import { gatewayDeps } from './runtime-deps';

/** What the user said, for the chat report's list when the bot said nothing. */
function userText(event: UserEvent): string | null {
  if (event.type === 'text') return event.text;
  if (event.type === 'postback') return event.data;
  if (event.type === 'upload') return event.file.name;
  return null;
}

/** Why a turn did not run: the bot has no published entry flow, or another event of the chat was stored while this one ran. */
export type GatewayRefusal = 'not_ready' | 'busy';

/** In words, for the caller to show or log. */
export const gatewayRefusalText: Readonly<Record<GatewayRefusal, string>> = {
  not_ready: 'The bot has no published entry flow yet.',
  busy: 'Another message of this conversation was answered meanwhile; send this one again.',
};

/** One turn as the gateway ran and stored it: the bot's messages, what the engine did (trace), and the turn's number. */
export type GatewayTurn = { ok: true; messages: BotMessage[]; ended: boolean; turn: number; trace: TraceStep[] } | { ok: false; refused: GatewayRefusal };

/** Rolls the turn's transaction back when another event of the chat got there first. */
class ConversationBusy extends Error {}

/**
 * One user event through the bot's published entry flow, in `language` when the channel gives one
 * (it then stays the conversation's language), else in the language the conversation already has. The flow runs outside any transaction
 * (API steps may take seconds); the state and the turn are then written in one transaction, and
 * if another event of the same chat got there first this one is refused (`busy`) rather than lost.
 */
export async function runGatewayTurn(db: Db, bot: BotRow, conversationId: string, event: UserEvent, now: () => Date, language?: string): Promise<GatewayTurn> {
  const published = new Map((await latestPublishedDocuments(db, bot.id)).map((row) => [row.flow_id, storedFlowDocument(row.document)]));
  const entry = bot.entry_flow_id ? published.get(bot.entry_flow_id) : undefined;
  if (!entry) return { ok: false, refused: 'not_ready' };

  const before = await findConversation(db, bot.id, conversationId);
  const result = await runFlow(entry, (before?.state ?? null) as SessionState | null, event, gatewayDeps(published, now), language === undefined ? {} : { language });

  const turn = (before?.turn_count ?? 0) + 1;
  try {
    await storeTurn(db, bot, conversationId, { event, result, turn, expected: before?.turn_count ?? 0 }, now);
  } catch (error) {
    if (error instanceof ConversationBusy) return { ok: false, refused: 'busy' };
    throw error;
  }
  return { ok: true, messages: result.messages, ended: result.state.ended, turn, trace: result.trace };
}

/** The state and the turn in one transaction, rolled back (ConversationBusy) when the chat's turn count moved since `expected`. */
async function storeTurn(db: Db, bot: BotRow, conversationId: string, write: { event: UserEvent; result: RunResult; turn: number; expected: number }, now: () => Date) {
  const { event, result, turn } = write;
  await db.transaction(async (tx) => {
    const conversation = await lockConversation(tx, bot.id, conversationId, now());
    if (conversation.turn_count !== write.expected) throw new ConversationBusy();
    await appendTurn(
      tx,
      {
        conversationId: conversation.id,
        seq: turn,
        input: event,
        output: result.messages,
        trace: result.trace,
        state: result.state,
        ended: result.state.ended,
        lastMessage: transcript(result.messages).at(-1) ?? userText(event),
      },
      now(),
    );
  });
}
