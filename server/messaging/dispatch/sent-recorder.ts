import type { Db } from '../../platform/db/db';
import { retryOnDeadlock } from '../../platform/db/retry-deadlock';
import { retryWhenConnectionLost } from '../../platform/db/retry-lost-connection';
import { adoptOrphans } from '../campaigns/apply-events';
import { moveRecipients } from '../campaigns/recipient-moves';

interface Answer {
  id: string;
  providerMessageId: string;
  at: Date;
  /** How it went out when the channel fell back ('sms'); null when sent on the channel itself. */
  via: string | null;
  done: () => void;
  failed: (error: unknown) => void;
}

/**
 * Stores the provider's answers (SENDING → SENT with the message id) as they come, in as few
 * statements as the rate needs: the first answer is stored at once, and the answers that arrive while
 * a store is under way go together in the next one. So at 80 a second nearly every answer has its
 * own store, and at 1,000 a second one statement (and one counters update) holds dozens. `record`
 * resolves once the row is stored, so a chunk never ends with an answer still in memory.
 */
export function createSentRecorder(db: Db, campaignId: string) {
  let waiting: Answer[] = [];
  let storing = false;

  async function store(batch: Answer[]) {
    const answers = Object.fromEntries(batch.map((answer) => [answer.id, { m: answer.providerMessageId, at: answer.at.toISOString(), via: answer.via }]));
    const smsIds = new Set(batch.filter((answer) => answer.via === 'sms').map((answer) => answer.id));
    // Run again on a lost connection: the move is guarded by SENDING, so a store that did commit moves nothing the second time.
    await retryWhenConnectionLost(() => retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        const moved = await moveRecipients(tx, {
          where: `id = any($1::bigint[]) and status = 'SENDING'`,
          set: `status = 'SENT', provider_message_id = $2::jsonb -> r.id::text ->> 'm', sent_at = ($2::jsonb -> r.id::text ->> 'at')::timestamptz, lease_until = null, sent_via = $2::jsonb -> r.id::text ->> 'via'`,
          params: [batch.map((answer) => answer.id), JSON.stringify(answers)],
        });
        // Counted apart as it happens, so the report reads a number (messaging.md "Reports").
        const viaSms = moved.filter((row) => smsIds.has(String(row.id))).length;
        if (viaSms > 0) await tx.query('update campaigns set sms_fallback_count = sms_fallback_count + $2 where id = $1', [campaignId, viaSms]);
        await adoptOrphans(tx, batch.map((answer) => answer.providerMessageId));
      }),
    ));
  }

  async function drain() {
    storing = true;
    while (waiting.length) {
      const batch = waiting;
      waiting = [];
      try {
        await store(batch);
        for (const answer of batch) answer.done();
      } catch (error) {
        for (const answer of batch) answer.failed(error);
      }
    }
    storing = false;
  }

  return {
    record(id: string, providerMessageId: string, at: Date, via: string | null): Promise<void> {
      return new Promise<void>((done, failed) => {
        waiting.push({ id, providerMessageId, at, via, done, failed });
        if (!storing) void drain();
      });
    },
  };
}
