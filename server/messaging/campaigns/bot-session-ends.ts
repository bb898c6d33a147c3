import type { Queryable } from '../../platform/db/db';

/**
 * How a WhatsApp bot session ends. Its sessions are the bot channel's (automation/bot-channel), but an
 * opt-out applied with a provider's events (apply-events.ts) ends them in the same transaction, so the
 * ending lives on this floor and the bot channel builds on it.
 */
export type BotSessionEnd = 'flow_ended' | 'handed_over' | 'timed_out' | 'expired' | 'opted_out' | 'replaced' | 'bot_unavailable';

/** Ends every open session of the account with the contact (STOP, an automation's opt-out or hand-over). */
export async function endBotSessionsOfContact(q: Queryable, esme: number, phone: string, reason: BotSessionEnd, at: Date, senderId?: string): Promise<void> {
  await q.query('update whatsapp_bot_sessions set ended_at = $3, end_reason = $4 where esme = $1 and phone = $2 and ($5::text is null or sender_id = $5) and ended_at is null', [
    esme,
    phone,
    at,
    reason,
    senderId ?? null,
  ]);
}
