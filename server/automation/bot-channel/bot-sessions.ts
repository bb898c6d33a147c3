import type { Queryable } from '../../platform/db/db';
import type { BotSessionEnd } from '../../messaging/campaigns/bot-session-ends';
import type { BotChoice } from './bot-messages';

/**
 * Whether the bot's conversation waits for the contact (a reply, a form field, a file). A flow that
 * stopped at a dead end has said all it had to say: on WhatsApp the contact goes back to the
 * number's automations rather than to the bot's handover action (docs/decisions.md).
 */
export async function botWaits(q: Queryable, botId: string, conversationId: string): Promise<boolean> {
  const [row] = await q.query<{ waits: boolean }>(
    `select coalesce((state->>'ended')::boolean, true) = false and jsonb_typeof(state->'waitingFor') = 'object' as waits from conversations where bot_id = $1 and external_id = $2`,
    [botId, conversationId],
  );
  return row?.waits === true;
}

/** A chatbot holding a WhatsApp conversation (whatsapp_bot_sessions, migration 032). */
export interface BotSessionRow {
  id: string;
  esme: number;
  sender_id: string;
  phone: string;
  bot_id: string;
  conversation_id: string;
  automation_id: string | null;
  started_by: string;
  choices: BotChoice[];
  numbered: boolean;
  started_at: Date;
  last_inbound_at: Date;
}

/** The bot conversation a WhatsApp contact has with a number (conversations.external_id). */
export const whatsappConversationId = (senderId: string, phone: string) => `whatsapp:${senderId}:${phone}`;

export interface OpenSession {
  esme: number;
  senderId: string;
  phone: string;
  botId: string;
  automationId: string;
  startedBy: string;
  choices: readonly BotChoice[];
  numbered: boolean;
  at: Date;
  lastInboundAt: Date;
}

/** Opens the contact's session with a bot on the number; one open before (another bot's) is replaced. */
export async function openBotSession(q: Queryable, session: OpenSession): Promise<void> {
  await q.query("update whatsapp_bot_sessions set ended_at = $3, end_reason = 'replaced' where sender_id = $1 and phone = $2 and ended_at is null", [session.senderId, session.phone, session.at]);
  await q.query(
    `insert into whatsapp_bot_sessions (esme, sender_id, phone, bot_id, conversation_id, automation_id, started_by, choices, numbered, started_at, last_inbound_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11)`,
    [
      session.esme,
      session.senderId,
      session.phone,
      session.botId,
      whatsappConversationId(session.senderId, session.phone),
      session.automationId,
      session.startedBy,
      JSON.stringify(session.choices),
      session.numbered,
      session.at,
      session.lastInboundAt,
    ],
  );
}

const COLUMNS = 'id::text as id, esme, sender_id, phone, bot_id, conversation_id, automation_id, started_by, choices, numbered, started_at, last_inbound_at';

/** The open session of a contact with one of the account's numbers, if any. */
export async function openSessionOf(q: Queryable, esme: number, senderId: string, phone: string): Promise<BotSessionRow | undefined> {
  const [row] = await q.query<BotSessionRow>(`select ${COLUMNS} from whatsapp_bot_sessions where esme = $1 and sender_id = $2 and phone = $3 and ended_at is null`, [esme, senderId, phone]);
  return row;
}

export function openSessions(q: Queryable): Promise<BotSessionRow[]> {
  return q.query<BotSessionRow>(`select ${COLUMNS} from whatsapp_bot_sessions where ended_at is null order by id`);
}

export async function endBotSession(q: Queryable, id: string, reason: BotSessionEnd, at: Date): Promise<void> {
  await q.query('update whatsapp_bot_sessions set ended_at = $2, end_reason = $3 where id = $1 and ended_at is null', [id, at, reason]);
}

/** What the bot offered last, and when the contact last wrote (their 24-hour window). */
export async function recordTurn(q: Queryable, id: string, offered: { choices: readonly BotChoice[]; numbered: boolean } | null, lastInboundAt: Date | null): Promise<void> {
  await q.query(
    `update whatsapp_bot_sessions set choices = coalesce($2::jsonb, choices), numbered = coalesce($3, numbered), last_inbound_at = greatest(last_inbound_at, coalesce($4, last_inbound_at)) where id = $1`,
    [id, offered ? JSON.stringify(offered.choices) : null, offered ? offered.numbered : null, lastInboundAt],
  );
}

/**
 * Claims what the bot is about to answer (`msg:<provider message id>` or `timeout:<session>:<turn>`);
 * false when a redelivered webhook or a retried job already claimed it.
 */
export async function claimBotTurn(q: Queryable, trigger: string, sessionId: string, at: Date): Promise<boolean> {
  const rows = await q.query('insert into whatsapp_bot_turns (trigger, session_id, at) values ($1, $2, $3) on conflict (trigger) do nothing returning 1', [trigger, sessionId, at]);
  return rows.length > 0;
}

export async function releaseBotTurn(q: Queryable, trigger: string): Promise<void> {
  await q.query('delete from whatsapp_bot_turns where trigger = $1', [trigger]);
}

export async function isClaimed(q: Queryable, trigger: string): Promise<boolean> {
  const rows = await q.query('select 1 from whatsapp_bot_turns where trigger = $1', [trigger]);
  return rows.length > 0;
}
