import { SYSTEM_ACTOR } from '../campaigns/campaign-rows';
import { transitionCampaign } from '../campaigns/campaigns-repo';
import { addToCounter, foldCounterDeltas } from '../campaigns/recipient-moves';
import { campaignChannels } from '../channels/campaign-channels';
import type { DispatchDeps } from './dispatch-deps';
import { recoverExpiredLeases } from './recover';
import { revokeUndelivered } from './revoke-undelivered';
import { completeIfDone } from './run-chunk';

const DAY_MS = 24 * 60 * 60 * 1000;

/** SCHEDULED → RUNNING, with the audience built in the same transaction. Answers whether it started. */
export async function startCampaign(deps: DispatchDeps, id: string): Promise<boolean> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const started = await transitionCampaign(tx, { id, from: 'SCHEDULED', to: 'RUNNING', actor: SYSTEM_ACTOR, note: 'start', patch: { started_on: now }, now });
    if (!started) return false;
    const channel = campaignChannels[started.channel];
    if (started.audience_kind !== 'UPLOAD_FILE') {
      const since = new Date(now.getTime() - (started.audience_days ?? 30) * DAY_MS);
      const audience = await channel.startAudience(tx, { id, audience_kind: started.audience_kind });
      const [added] = await tx.query<{ n: number }>(
        `with added as (
           insert into campaign_recipients (campaign_id, phone, variables, created_on)
           select $1, a.phone, '{}'::jsonb, $3 from (${audience.sql}) a
           on conflict (campaign_id, phone) do nothing returning 1
         ) select count(*)::int as n from added`,
        [id, started.esme, now, since, ...audience.params],
      );
      await addToCounter(tx, id, 'PENDING', added?.n ?? 0);
    }
    await channel.excludeAtStart(tx, id);
    return true;
  });
}

interface TickProbe {
  expired: boolean;
  due: string[];
  running: string[];
}

/**
 * What a pass has to do, in one statement: whether any lease has passed, the campaigns whose time has
 * come, and the running ones that may need a job. A pass that finds nothing (most of them) makes this
 * one read instead of the two recovery moves (each firing the recipients' statement trigger on no
 * rows) and two reads it made before (issue #33).
 */
const probe = async (deps: DispatchDeps, now: Date): Promise<TickProbe> => {
  const [row] = await deps.db.query<TickProbe>(
    `select exists (select 1 from campaign_recipients where status = 'SENDING' and lease_until < $1) as expired,
       array(select id::text from campaigns where state = 'SCHEDULED' and (schedule_now or schedule_at <= $1) order by schedule_at nulls first limit 100) as due,
       array(select id::text from campaigns where state = 'RUNNING' and (continues_at is null or continues_at <= $1)) as running`,
    [now],
  );
  return row ?? { expired: false, due: [], running: [] };
};

/**
 * One pass of the scheduler (every process runs it; guarded transitions make that safe): leases a
 * stopped dispatcher left behind, campaigns whose time has come, running campaigns that need a job
 * (after a restart, a pause, a tier or window wait), campaigns with nothing left to send, and
 * messages still undelivered past their channel's time to live; and the counters' delta rows
 * folded, so a report adds a few rows a status rather than every move since the start.
 *
 * `sendingHere` are the campaigns whose chunk job runs in this process now: that job queues the
 * next chunk or completes the campaign as it ends (run-chunk.ts), and should it fail, the first pass
 * after it queues one, so a pass meanwhile would only read the counters and insert a job that
 * conflicts with the one already waiting on its singleton key (issue #33).
 */
export async function schedulerTick(deps: DispatchDeps, sendingHere: ReadonlySet<string> = new Set()): Promise<void> {
  const now = deps.now();
  const found = await probe(deps, now);
  if (found.expired) await recoverExpiredLeases(deps.db, now);
  const started: string[] = [];
  for (const id of found.due)
    if (await startCampaign(deps, id)) {
      deps.logger.info({ campaignId: id }, 'campaign started');
      started.push(id);
    }
  for (const id of [...started, ...found.running]) if (!sendingHere.has(id) && !(await completeIfDone(deps, id))) await deps.enqueue(id);
  const revoked = await revokeUndelivered(deps);
  if (revoked) deps.logger.info({ revoked }, 'revoked messages undelivered past their time to live');
  await foldCounterDeltas(deps.db);
}
