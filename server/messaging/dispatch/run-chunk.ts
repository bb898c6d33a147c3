import { ProviderError } from '../channels/channel';
import { adoptOrphans } from '../campaigns/apply-events';
import { SYSTEM_ACTOR } from '../campaigns/campaign-rows';
import { transitionCampaign } from '../campaigns/campaigns-repo';
import { moveRecipients, moveRecipientsCount, readCounters, type MovedRecipient } from '../campaigns/recipient-moves';
import type { DispatchDeps } from './dispatch-deps';
import { loadDispatchCampaign, templateOf, unsendable, variablesFor, windowOf, type DispatchCampaign } from './dispatch-campaign';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often a chunk looks whether the campaign was paused or cancelled meanwhile. */
const STATE_CHECK_EVERY = 20;
const RETRY_AFTER_MS = 15_000;

export interface ChunkOutcome {
  sent: number;
  failed: number;
  skipped: number;
  /** Claimed but put back (paused, outside the send window, provider asked to slow down). */
  released: number;
}

const none = (): ChunkOutcome => ({ sent: 0, failed: 0, skipped: 0, released: 0 });

async function failCampaign(deps: DispatchDeps, campaign: DispatchCampaign, reason: string) {
  await transitionCampaign(deps.db, { id: campaign.id, from: campaign.state, to: 'FAILED', actor: SYSTEM_ACTOR, note: reason, patch: { failure_reason: reason, finished_on: deps.now() }, now: deps.now() });
}

const setContinuesAt = (deps: DispatchDeps, id: string, at: Date | null) =>
  deps.db.query(`update campaigns set continues_at = $2 where id = $1 and state = 'RUNNING'`, [id, at]);

/** RUNNING → COMPLETED once no recipient waits or is being sent (read from the counters). */
export async function completeIfDone(deps: DispatchDeps, campaignId: string): Promise<boolean> {
  const counts = (await readCounters(deps.db, [campaignId])).get(campaignId) ?? {};
  if ((counts.PENDING ?? 0) + (counts.SENDING ?? 0) > 0) return false;
  const done = await transitionCampaign(deps.db, { id: campaignId, from: 'RUNNING', to: 'COMPLETED', actor: SYSTEM_ACTOR, note: 'complete', patch: { finished_on: deps.now(), continues_at: null }, now: deps.now() });
  return Boolean(done);
}

const release = (deps: DispatchDeps, ids: string[]) =>
  moveRecipients(deps.db, { where: `id = any($1::bigint[]) and status = 'SENDING'`, set: `status = 'PENDING', lease_until = null, sending_at = null`, params: [ids] });

/** How many new unique recipients the portfolio may reach now (moving 24 h), or when it may again. */
async function tierRoom(deps: DispatchDeps, campaign: DispatchCampaign, now: Date) {
  const [usage] = await deps.db.query<{ used: number; oldest: Date | null }>(
    'select count(*)::int as used, min(window_start) as oldest from portfolio_recipient_sends where portfolio_id = $1 and window_start > $2',
    [campaign.portfolio_id, new Date(now.getTime() - DAY_MS)],
  );
  return deps.pacing.tierAllowance({ limit: campaign.messaging_limit, usedInWindow: usage?.used ?? 0, oldestInWindow: usage?.oldest ? new Date(usage.oldest) : null, now });
}

/**
 * One job: claim up to a chunk of PENDING recipients (`FOR UPDATE SKIP LOCKED`, SENDING with a
 * lease, committed before any provider call), skip the opted-out, send the rest one by one at the
 * sender's pace, store each provider id as it comes, and queue the next chunk.
 */
export async function runChunk(deps: DispatchDeps, campaignId: string): Promise<ChunkOutcome> {
  const outcome = none();
  const campaign = await loadDispatchCampaign(deps.db, campaignId);
  const now = deps.now();
  if (!campaign || campaign.state !== 'RUNNING' || (campaign.continues_at && new Date(campaign.continues_at) > now)) return outcome;
  const channel = deps.channels[campaign.channel];
  if (!channel) {
    // Not the campaign's fault: it waits, RUNNING, until a process with the channel picks it up.
    deps.logger.warn({ campaignId, channel: campaign.channel }, 'no messaging channel configured in this process');
    return outcome;
  }
  const problem = unsendable(campaign);
  const template = templateOf(campaign);
  if (problem || !template) {
    await failCampaign(deps, campaign, problem ?? 'The template is missing.');
    return outcome;
  }
  if (campaign.continues_at) await setContinuesAt(deps, campaign.id, null);
  const plannedAt = new Date(campaign.schedule_at ?? campaign.started_on ?? now);
  if (deps.pacing.isExpired({ plannedAt, expiryHours: campaign.expiry_hours, now })) {
    outcome.skipped += await moveRecipientsCount(deps.db, {
      where: `campaign_id = $1 and status = 'PENDING'`,
      set: `status = 'SKIPPED', skip_reason = 'expired', error_text = 'Not sent within ${campaign.expiry_hours} hours of the planned time', skipped_at = $2`,
      params: [campaign.id, now],
    });
    await completeIfDone(deps, campaign.id);
    return outcome;
  }
  const room = await tierRoom(deps, campaign, now);
  if (room.allowed <= 0) {
    await setContinuesAt(deps, campaign.id, room.continuesAt);
    return outcome;
  }
  const throughput = campaign.throughput ?? 1;
  // About a minute of sending at most, so a chunk ends well inside its lease and its job's expiry.
  const size = Math.min(deps.chunkSize, room.allowed, throughput * 60);
  const lease = new Date(now.getTime() + deps.leaseGraceMs + Math.ceil((2 * size * 1000) / throughput));
  const claimed = await moveRecipients(deps.db, {
    where: `campaign_id = $1 and status = 'PENDING'`,
    set: `status = 'SENDING', lease_until = $2, sending_at = $3`,
    params: [campaign.id, lease, now],
    skipLocked: true,
    limit: size,
  });
  if (!claimed.length) {
    await completeIfDone(deps, campaign.id);
    return outcome;
  }
  let toSend: MovedRecipient[] = claimed;
  if (template.category === 'MARKETING') {
    const optedOut = await moveRecipients(deps.db, {
      where: `id = any($1::bigint[]) and status = 'SENDING' and phone in (select phone from opt_outs where esme = $2)`,
      set: `status = 'SKIPPED', skip_reason = 'opted_out', error_text = 'Opted out of marketing messages', skipped_at = $3, lease_until = null`,
      params: [claimed.map((row) => row.id), campaign.esme, now],
    });
    const skipped = new Set(optedOut.map((row) => row.id));
    outcome.skipped += skipped.size;
    toSend = claimed.filter((row) => !skipped.has(row.id));
  }
  const window = windowOf(campaign);
  const closed = toSend.map((row) => ({ row, opensAt: deps.pacing.windowOpensAt({ phone: row.phone, window, fallbackTimeZone: campaign.time_zone ?? campaign.account_timezone, now }) }));
  const waiting = closed.filter((entry) => entry.opensAt !== null);
  if (waiting.length) {
    await release(deps, waiting.map((entry) => entry.row.id));
    outcome.released += waiting.length;
    const earliest = Math.min(...waiting.map((entry) => entry.opensAt?.getTime() ?? Infinity));
    await setContinuesAt(deps, campaign.id, new Date(earliest));
    toSend = closed.filter((entry) => entry.opensAt === null).map((entry) => entry.row);
  }
  await sendAll(deps, campaign, template, toSend, outcome);
  if (!(await completeIfDone(deps, campaign.id)) && !waiting.length) await deps.enqueue(campaign.id);
  return outcome;
}

/** Keeps the rows still to send leased for the time they need at the number's rate, plus the grace. */
const extendLeases = (deps: DispatchDeps, rows: MovedRecipient[], throughput: number) =>
  deps.db.query(`update campaign_recipients set lease_until = $2 where id = any($1::bigint[]) and status = 'SENDING'`, [
    rows.map((row) => row.id),
    new Date(deps.now().getTime() + deps.leaseGraceMs + Math.ceil((2 * rows.length * 1000) / throughput)),
  ]);

async function sendAll(deps: DispatchDeps, campaign: DispatchCampaign, template: NonNullable<ReturnType<typeof templateOf>>, rows: MovedRecipient[], outcome: ChunkOutcome) {
  const channel = deps.channels[campaign.channel];
  if (!channel) return;
  for (const [index, row] of rows.entries()) {
    if (index > 0 && index % STATE_CHECK_EVERY === 0) {
      const [current] = await deps.db.query<{ state: string }>('select state from campaigns where id = $1', [campaign.id]);
      if (current?.state !== 'RUNNING') {
        const rest = rows.slice(index).map((left) => left.id);
        if (current?.state === 'CANCELLED') {
          await moveRecipients(deps.db, { where: `id = any($1::bigint[]) and status = 'SENDING'`, set: `status = 'SKIPPED', skip_reason = 'cancelled', error_text = 'Campaign cancelled', skipped_at = $2, lease_until = null`, params: [rest, deps.now()] });
          outcome.skipped += rest.length;
        } else {
          await release(deps, rest);
          outcome.released += rest.length;
        }
        return;
      }
    }
    if (index % STATE_CHECK_EVERY === 0) await extendLeases(deps, rows.slice(index), campaign.throughput ?? 1);
    await deps.pacing.acquire(campaign.sender_id, campaign.throughput ?? 1);
    // Still ours? A lease that ran out (a very slow provider) was settled as interrupted: never send it after that.
    const [held] = await deps.db.query(`update campaign_recipients set lease_until = $2 where id = $1 and status = 'SENDING' returning 1`, [row.id, new Date(deps.now().getTime() + deps.leaseGraceMs)]);
    if (!held) continue;
    try {
      const result = await channel.send({ to: row.phone, senderId: campaign.sender_id, template, variables: variablesFor(campaign.variable_mapping, row.variables), reference: `${campaign.id}:${row.id}` });
      const at = deps.now();
      await deps.db.transaction(async (tx) => {
        await moveRecipients(tx, { where: `id = $1 and status = 'SENDING'`, set: `status = 'SENT', provider_message_id = $2, sent_at = $3, lease_until = null`, params: [row.id, result.providerMessageId, at] });
        await tx.query(
          `insert into portfolio_recipient_sends (portfolio_id, phone, window_start) values ($1, $2, $3)
           on conflict (portfolio_id, phone) do update set window_start = case when portfolio_recipient_sends.window_start <= $3::timestamptz - interval '24 hours' then $3 else portfolio_recipient_sends.window_start end`,
          [campaign.portfolio_id, row.phone, at],
        );
        await adoptOrphans(tx, result.providerMessageId);
      });
      outcome.sent += 1;
    } catch (error) {
      if (error instanceof ProviderError && error.retryable) {
        // Throughput or an outage: nothing went out; put the rest back and look again shortly.
        deps.pacing.slowDown(campaign.sender_id, deps.now());
        const rest = rows.slice(index).map((left) => left.id);
        await release(deps, rest);
        outcome.released += rest.length;
        await setContinuesAt(deps, campaign.id, new Date(deps.now().getTime() + RETRY_AFTER_MS));
        return;
      }
      // A refusal has the provider's code; anything else (timeout, reset) may or may not have gone out: never resent by itself.
      const [code, text] = error instanceof ProviderError ? [String(error.code), error.title] : ['send_error', 'The provider did not answer; the message may or may not have gone out'];
      await moveRecipients(deps.db, { where: `id = $1 and status = 'SENDING'`, set: `status = 'FAILED', error_code = $2, error_text = $3, failed_at = $4, lease_until = null`, params: [row.id, code, text, deps.now()] });
      outcome.failed += 1;
      deps.logger.warn({ campaignId: campaign.id, recipient: row.id, code }, 'send failed');
    }
  }
}
