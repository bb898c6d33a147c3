import { runFlow, transcript, type SessionState, type UserEvent } from '@/canvas/engine';
import type { GatewayMessageResponse } from '@/api/contracts/chatbot';
import { apiErrorCode } from '@/api/contracts/errors';
import type { Db } from '../platform/db/db';
import { ApiError } from '../platform/api-error';
import { appendTurn, findConversation, lockConversation } from '../repos/chatbot/conversations';
import { latestPublishedDocuments } from '../repos/chatbot/flows';
import type { BotRow } from '../repos/chatbot/rows';
import { storedFlowDocument } from '../repos/chatbot/stored-flow-document';
import { gatewayDeps } from './runtime-deps';

/** What the user said, for the chat report's list when the bot said nothing. */
function userText(event: UserEvent): string | null {
  if (event.type === 'text') return event.text;
  if (event.type === 'postback') return event.data;
  if (event.type === 'upload') return event.file.name;
  return null;
}

/**
 * One user event through the bot's published entry flow, in `language` when the channel gives one
 * (it then stays the conversation's language), else in the language the conversation already has. The flow runs outside any transaction
 * (API steps may take seconds); the state and the turn are then written in one transaction, and
 * if another event of the same chat got there first this one is refused (409) rather than lost.
 */
export async function runGatewayTurn(db: Db, bot: BotRow, conversationId: string, event: UserEvent, now: () => Date, language?: string): Promise<GatewayMessageResponse> {
  const published = new Map((await latestPublishedDocuments(db, bot.id)).map((row) => [row.flow_id, storedFlowDocument(row.document)]));
  const entry = bot.entry_flow_id ? published.get(bot.entry_flow_id) : undefined;
  if (!entry) throw new ApiError(409, apiErrorCode.botNotReady, 'The bot has no published entry flow yet.');

  const before = await findConversation(db, bot.id, conversationId);
  const result = await runFlow(entry, (before?.state ?? null) as SessionState | null, event, gatewayDeps(published, now), language === undefined ? {} : { language });

  const turn = (before?.turn_count ?? 0) + 1;
  await db.transaction(async (tx) => {
    const conversation = await lockConversation(tx, bot.id, conversationId, now());
    if (conversation.turn_count !== (before?.turn_count ?? 0)) {
      throw new ApiError(409, apiErrorCode.conversationBusy, 'Another message of this conversation was answered meanwhile; send this one again.');
    }
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
  return { messages: result.messages as unknown as Record<string, unknown>[], ended: result.state.ended, turn };
}
