import { randomBytes } from 'node:crypto';
import type { Db } from '../../server/platform/db/db';
import { openPostgresDb } from '../../server/platform/db/postgres-db';
import type { BareHooks, BareLoopResult } from './bare-send-loop';

export interface NaiveDispatcher {
  run(): Promise<BareLoopResult>;
  dispose(): Promise<void>;
}

/**
 * What most open-source dispatchers do: the bare loop plus one UPDATE of the recipient per send and
 * one per status, on the same PostgreSQL, with a pool as large as ours. No pacing, no lease, no
 * idempotency (a status that overtakes its send's UPDATE updates nothing), no counters, no events.
 * Its table is a copy of campaign_recipients (same columns, checks and indexes, the campaign's rows)
 * in a schema of its own, without our insights trigger, which is our work and not the naive one's.
 * Copied here, before `run`, so the copy is not charged to the run's meter. `loop` is the channel's bare
 * loop (bare-send-loop.ts for WhatsApp, bare-rcs-loop.ts for RCS) with these hooks.
 */
export async function prepareNaiveDispatcher(db: Db, url: string, campaign: { campaignId: string }, loop: (hooks: BareHooks) => Promise<BareLoopResult>): Promise<NaiveDispatcher> {
  const schema = `naive_${randomBytes(5).toString('hex')}`;
  await db.query(`create schema ${schema}`);
  await db.query(`create table ${schema}.campaign_recipients (like campaign_recipients including all)`);
  // The ids stay the real rows' so the loop's recipients name them.
  await db.query(`insert into ${schema}.campaign_recipients overriding system value select * from campaign_recipients where campaign_id = $1`, [campaign.campaignId]);
  await db.query(`analyze ${schema}.campaign_recipients`);
  const naive = await openPostgresDb({ connectionString: url, schema });
  return {
    run: () =>
      loop({
        sent: async (recipientId, messageId) => {
          await naive.query("update campaign_recipients set status = 'SENT', provider_message_id = $2, sent_at = now() where id = $1", [recipientId, messageId]);
        },
        status: async (messageId, status, errorCode) => {
          await naive.query('update campaign_recipients set status = $2, error_code = $3 where provider_message_id = $1', [messageId, status.toUpperCase(), errorCode === null ? null : String(errorCode)]);
        },
      }),
    async dispose() {
      await naive.close();
      await db.query(`drop schema ${schema} cascade`);
    },
  };
}
