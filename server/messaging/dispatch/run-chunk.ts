import type { ContinuesFor } from '@/api/contracts/campaigns';
import { ProviderError, type MessagingChannel, type OutboundMessage, type SendResult } from '../../channel/channel';
import type { CampaignContent } from '../channels/campaign-channel';
import { campaignChannels } from '../channels/campaign-channels';
import { SYSTEM_ACTOR } from '../campaigns/campaign-rows';
import { NO_ANSWER } from '../campaigns/unknown-fate';
import { transitionCampaign } from '../campaigns/campaigns-repo';
import { moveRecipients, readCounters, type MovedRecipient } from '../campaigns/recipient-moves';
import type { DispatchDeps } from './dispatch-deps';
import type { SendAnswered } from '../pacing/pacing-port';
import { claimChunk } from './claim-chunk';
import { createSentRecorder } from './sent-recorder';
import { loadDispatchCampaign, type DispatchCampaign } from './dispatch-campaign';
import { variablesFor } from '../campaigns/recipient-variables';

/** How often a chunk looks whether the campaign was paused or cancelled meanwhile: every 20 sends, or every tenth of a second of sending when more. */
const STATE_CHECK_EVERY = 20;
const STATE_CHECK_SECONDS = 0.1;
/** The pause after an outage or throughput refusal when the provider did not say how long (Retry-After). */
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

const setContinuesAt = (deps: DispatchDeps, id: string, at: Date | null, reason: ContinuesFor | null = null) =>
  deps.db.query(`update campaigns set continues_at = $2, continues_for = $3 where id = $1 and state = 'RUNNING'`, [id, at, at ? reason : null]);

/** RUNNING → COMPLETED once no recipient waits or is being sent (read from the counters). */
export async function completeIfDone(deps: DispatchDeps, campaignId: string): Promise<boolean> {
  const counts = (await readCounters(deps.db, [campaignId])).get(campaignId) ?? {};
  if ((counts.PENDING ?? 0) + (counts.SENDING ?? 0) > 0) return false;
  const done = await transitionCampaign(deps.db, { id: campaignId, from: 'RUNNING', to: 'COMPLETED', actor: SYSTEM_ACTOR, note: 'complete', patch: { finished_on: deps.now(), continues_at: null }, now: deps.now() });
  return Boolean(done);
}

const release = (deps: DispatchDeps, ids: string[]) =>
  moveRecipients(deps.db, { where: `id = any($1::bigint[]) and status = 'SENDING'`, set: `status = 'PENDING', lease_until = null, sending_at = null`, params: [ids] });

/**
 * Nothing to claim now: waits for the earliest of the tier's room and the first send window to
 * open ("continues at"), with a queued job at that instant, or completes when nothing is left.
 */
async function waitOrComplete(deps: DispatchDeps, campaign: DispatchCampaign, tierContinuesAt: Date | null) {
  const [row] = await deps.db.query<{ ready: boolean; opens: Date | null }>(
    `select bool_or(not_before is null or not_before <= $2) as ready, min(not_before) as opens from campaign_recipients where campaign_id = $1 and status = 'PENDING'`,
    [campaign.id, deps.now()],
  );
  if (!row || row.ready === null) {
    await completeIfDone(deps, campaign.id);
    return;
  }
  const windows = row.opens ? new Date(row.opens).getTime() : Infinity;
  const tier = row.ready && tierContinuesAt ? tierContinuesAt.getTime() : Infinity;
  const at = Math.min(windows, tier);
  if (!Number.isFinite(at) || at <= deps.now().getTime()) return;
  await setContinuesAt(deps, campaign.id, new Date(at), at === tier ? 'limit' : 'sendWindow');
  await deps.enqueue(campaign.id, new Date(at));
}

/**
 * One job: claim up to a chunk of recipients (claim-chunk.ts: opt-outs, expiry, send windows and
 * the portfolio tier decided in one transaction, SENDING with a lease, committed before any provider
 * call), send them one by one at the sender's pace, store each provider id as it comes, and queue
 * the next chunk.
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
  const strategy = campaignChannels[campaign.channel];
  const problem = strategy.unsendable(campaign);
  const content = strategy.contentOf(campaign);
  if (problem || !content) {
    await failCampaign(deps, campaign, problem ?? 'The template is missing.');
    return outcome;
  }
  if (campaign.continues_at) await setContinuesAt(deps, campaign.id, null);
  const throughput = campaign.throughput ?? 1;
  // About a minute of sending at most, so a chunk ends well inside its lease and its job's expiry.
  const size = Math.min(deps.chunkSize, throughput * 60);
  const lease = new Date(now.getTime() + deps.leaseGraceMs + Math.ceil((2 * size * 1000) / throughput));
  const claim = await claimChunk(deps, campaign, size, lease);
  outcome.skipped += claim.skipped;
  outcome.released += claim.deferred;
  if (!claim.rows.length) {
    if (claim.skipped || claim.deferred) await deps.enqueue(campaign.id);
    else await waitOrComplete(deps, campaign, claim.tierContinuesAt);
    return outcome;
  }
  // A full chunk may not be the last: queue the next now, so another process sends it alongside this one.
  if (claim.rows.length === size) await deps.enqueue(campaign.id);
  const unreachable = await unreachableOf(deps, channel, campaign, claim.rows);
  await sendAll(deps, campaign, content, claim.rows, { ids: new Set(claim.rows.map((row) => row.id)), until: lease.getTime() }, outcome, unreachable);
  if (!(await completeIfDone(deps, campaign.id))) await deps.enqueue(campaign.id);
  return outcome;
}

/**
 * The chunk's numbers the channel's bulk check says its sender cannot reach (RCS: one users.batchGet
 * for the chunk, where each such number used to cost a refused send). A check that fails leaves every
 * number to its own send, which finds out as before.
 */
async function unreachableOf(deps: DispatchDeps, channel: MessagingChannel, campaign: DispatchCampaign, rows: MovedRecipient[]): Promise<ReadonlySet<string>> {
  if (!channel.reachableOf) return new Set();
  const phones = [...new Set(rows.map((row) => row.phone))];
  try {
    const reachable = await channel.reachableOf(campaign.sender_id, phones);
    return new Set(phones.filter((phone) => !reachable.has(phone)));
  } catch (error) {
    deps.logger.warn({ err: error, campaignId: campaign.id }, 'bulk reach check failed: each send finds out');
    return new Set();
  }
}

/**
 * Keeps the rows still to send leased for twice the time they need at `rate` (a second), plus the grace;
 * answers which are still ours and until when, so a send inside that time needs no check of its own.
 */
async function extendLeases(deps: DispatchDeps, rows: MovedRecipient[], rate: number): Promise<Lease> {
  const until = deps.now().getTime() + deps.leaseGraceMs + Math.ceil((2 * rows.length * 1000) / rate);
  // Rows taken in id order, as every move takes them (recipient-moves.ts).
  const held = await deps.db.query<{ id: string }>(
    `with picked as (select id from campaign_recipients where id = any($1::bigint[]) and status = 'SENDING' order by id for update)
     update campaign_recipients r set lease_until = $2 from picked where r.id = picked.id returning r.id::text`,
    [rows.map((row) => row.id), new Date(until)],
  );
  return { ids: new Set(held.map((row) => row.id)), until };
}

interface Lease {
  ids: Set<string>;
  /** Ms since the epoch. */
  until: number;
}

type SendOutcome = 'sent' | 'failed' | 'not_ours' | 'unsent' | 'retry';

interface Group {
  lease: Lease;
  /** Renews the leases of the rows still to send, one statement for every send that finds the lease short. */
  renew: () => Promise<Lease>;
  recorder: ReturnType<typeof createSentRecorder>;
  stopped: () => boolean;
  /** Called as each send of the group gets its slot. */
  acquired: () => void;
  /** The longest pause a refusal of this group asked for (its Retry-After). */
  askedToWaitMs: number | undefined;
  /** Numbers the channel's bulk check found it cannot reach. */
  unreachable: ReadonlySet<string>;
}

/** Sends one message and tells the pacing the moment the provider answered (or refused, or the call failed). */
async function sendPaced(channel: MessagingChannel, message: OutboundMessage, answered: SendAnswered): Promise<SendResult> {
  try {
    return await channel.send(message);
  } finally {
    answered();
  }
}

/**
 * A throughput refusal (WhatsApp's lone 130429) is most often a send that reached the provider's
 * one-second window a few ms late (the slots keep to the rate, the way to the provider does not
 * always): nothing went out, so it goes again at the sender's next slot. A second one within the
 * pacing's while slows the sender down.
 */
async function sendOrResendOnce(deps: DispatchDeps, campaign: DispatchCampaign, channel: MessagingChannel, message: OutboundMessage, answered: SendAnswered): Promise<SendResult> {
  try {
    return await sendPaced(channel, message, answered);
  } catch (error) {
    if (!(error instanceof ProviderError) || !campaignChannels[campaign.channel].resendsAtNextSlot(error) || !deps.pacing.forgive(campaign.sender_id, deps.now())) throw error;
    deps.logger.info({ campaignId: campaign.id, senderId: campaign.sender_id }, 'throughput refusal: sent again at the next slot');
    return sendPaced(channel, message, await deps.pacing.acquire(campaign.sender_id, campaign.throughput ?? 1));
  }
}

/** One recipient: wait for the sender's slot, make sure the row is still ours, send, record. */
async function sendOne(deps: DispatchDeps, campaign: DispatchCampaign, content: CampaignContent, row: MovedRecipient, group: Group): Promise<SendOutcome> {
  const answered = await deps.pacing.acquire(campaign.sender_id, campaign.throughput ?? 1);
  group.acquired();
  try {
    return await sendAcquired(deps, campaign, content, row, group, answered);
  } finally {
    // A slot not used for a send (stopped, not ours, a failed link lookup) took no time at the provider.
    answered();
  }
}

async function sendAcquired(deps: DispatchDeps, campaign: DispatchCampaign, content: CampaignContent, row: MovedRecipient, group: Group, answered: SendAnswered): Promise<SendOutcome> {
  const channel = deps.channels[campaign.channel];
  if (!channel || group.stopped()) return 'unsent';
  if (!group.lease.ids.has(row.id)) return 'not_ours';
  // Still ours? A lease that ran out (a very slow provider) was settled as interrupted: never send it after that.
  if (deps.now().getTime() + deps.leaseGraceMs > group.lease.until && !(await group.renew()).ids.has(row.id)) return 'not_ours';
  const values = variablesFor(campaign.variable_mapping, row.variables);
  const variables = await deps.trackLinks(deps.db, { campaignId: campaign.id, recipientId: row.id, buttons: content.trackedButtons, values });
  let result: SendResult;
  try {
    const message: OutboundMessage = { ...content.message, to: row.phone, senderId: campaign.sender_id, variables, reference: `${campaign.id}:${row.id}`, ...(group.unreachable.has(row.phone) ? { unreachable: true } : {}) };
    result = await sendOrResendOnce(deps, campaign, channel, message, answered);
  } catch (error) {
    // Throughput or an outage: nothing went out; the row goes back once its group has settled.
    if (error instanceof ProviderError && error.retryable) {
      if (error.retryAfterMs !== undefined) group.askedToWaitMs = Math.max(group.askedToWaitMs ?? 0, error.retryAfterMs);
      return 'retry';
    }
    // A refusal has the provider's code; no answer (timeout, reset, an unreadable answer) may or may not have gone out: never resent by itself.
    const refused = error instanceof ProviderError && error.code !== 0;
    const [code, text] = refused ? [String(error.code), error.title] : [NO_ANSWER.code, NO_ANSWER.text];
    await moveRecipients(deps.db, { where: `id = $1 and status = 'SENDING'`, set: `status = 'FAILED', error_code = $2, error_text = $3, failed_at = $4, lease_until = null`, params: [row.id, code, text, deps.now()] });
    deps.logger.warn({ campaignId: campaign.id, recipient: row.id, code, reason: error instanceof Error ? error.message : String(error) }, 'send failed');
    return 'failed';
  }
  try {
    await group.recorder.record(row.id, result.providerMessageId, deps.now(), result.via ?? null);
  } catch (error) {
    // The provider took it, so it is never FAILED as unsent: it stays SENDING, and its webhook stores
    // the id by its reference (apply-events.ts), or the lease's end settles it (recover.ts).
    deps.logger.warn({ err: error, campaignId: campaign.id, recipient: row.id, providerMessageId: result.providerMessageId }, 'sent, but the answer could not be stored');
  }
  return 'sent';
}

/** What a group starts from: the campaign's state as the previous group's last send got its slot, and the leases of the rows left. */
interface GroupStart {
  state: string | undefined;
  lease: Lease | null;
}

/**
 * Whether the lease held still covers the rows left at the number's rate, plus the grace. Inside its
 * lease a row is changed by nothing but this chunk (recover.ts waits for the lease's end; a pause or
 * cancel leaves SENDING rows to their sender; a webhook moves only a row already sent), so the rows it
 * named are ours still, and renewing it would only write every row left again: the lease-only update
 * of up to a chunk of rows at each group's start was about three row writes a message (issue #33).
 */
const covers = (deps: DispatchDeps, held: Lease, left: number, rate: number) => held.until >= deps.now().getTime() + deps.leaseGraceMs + Math.ceil((left * 1000) / rate);

/**
 * The rate a chunk's sends go at: the number's throughput, or less when the sends have been slower
 * (a slow provider, a busy machine). Leases renewed at the nominal rate alone ran short again after a
 * few sends at a tenth of it, and each renewal wrote every row left (issue #33).
 */
function chunkRate(deps: DispatchDeps, throughput: number) {
  const started = deps.now().getTime();
  let slots = 0;
  return {
    acquired: () => {
      slots += 1;
    },
    rate: () => {
      const elapsed = deps.now().getTime() - started;
      return slots > 0 && elapsed > 0 ? Math.max(1, Math.min(throughput, (slots * 1000) / elapsed)) : throughput;
    },
  };
}

async function startGroup(deps: DispatchDeps, campaign: DispatchCampaign, left: MovedRecipient[], checkState: boolean, held: Lease, rate: number): Promise<GroupStart> {
  const [current] = checkState ? await deps.db.query<{ state: string }>('select state from campaigns where id = $1', [campaign.id]) : [{ state: 'RUNNING' }];
  if (current?.state !== 'RUNNING') return { state: current?.state, lease: null };
  return { state: current.state, lease: covers(deps, held, left.length, rate) ? held : await extendLeases(deps, left, rate) };
}

/**
 * Sends a claimed chunk in groups (STATE_CHECK_EVERY): between groups it looks whether the campaign
 * was paused or cancelled and renews the leases where they fall short; inside a group the sends overlap (each still waits
 * for its own slot at the sender's rate), so a slow provider answer or database round trip does not
 * hold the rate down. The next group's check starts as soon as this group's last send has its slot,
 * while the answers are still coming, so no slot goes by unused between groups. Rows go back to
 * PENDING only once every send of their group has settled, so a row in flight is never released.
 */
async function sendAll(deps: DispatchDeps, campaign: DispatchCampaign, content: CampaignContent, rows: MovedRecipient[], claimed: Lease, outcome: ChunkOutcome, unreachable: ReadonlySet<string>) {
  const recorder = createSentRecorder(deps.db, campaign.id);
  const every = Math.max(STATE_CHECK_EVERY, Math.round((campaign.throughput ?? 1) * STATE_CHECK_SECONDS));
  const pace = chunkRate(deps, campaign.throughput ?? 1);
  let starting = startGroup(deps, campaign, rows, false, claimed, pace.rate());
  for (let index = 0; index < rows.length; index += every) {
    const { state, lease } = await starting;
    if (!lease) {
      const rest = rows.slice(index).map((left) => left.id);
      if (state === 'CANCELLED') {
        await moveRecipients(deps.db, { where: `id = any($1::bigint[]) and status = 'SENDING'`, set: `status = 'SKIPPED', skip_reason = 'cancelled', error_text = 'Campaign cancelled', skipped_at = $2, lease_until = null`, params: [rest, deps.now()] });
        outcome.skipped += rest.length;
      } else {
        await release(deps, rest);
        outcome.released += rest.length;
      }
      return;
    }
    const group = rows.slice(index, index + every);
    const next = index + every;
    let retry = false;
    let renewing: Promise<Lease> | null = null;
    let slots = 0;
    let nextStarted: Promise<GroupStart> | null = null;
    const context: Group = {
      lease,
      recorder,
      stopped: () => retry,
      askedToWaitMs: undefined,
      unreachable,
      acquired: () => {
        pace.acquired();
        slots += 1;
        if (slots !== group.length || next >= rows.length) return;
        nextStarted = startGroup(deps, campaign, rows.slice(next), true, context.lease, pace.rate());
        // Awaited below; until then a failed query must not count as an unhandled rejection.
        nextStarted.catch(() => undefined);
      },
      renew: () =>
        (renewing ??= extendLeases(deps, rows.slice(index), pace.rate())
          .then((fresh) => {
            context.lease = fresh;
            return fresh;
          })
          .finally(() => {
            renewing = null;
          })),
    };
    const results = await Promise.all(group.map((row) => sendOne(deps, campaign, content, row, context).then((result) => ((retry ||= result === 'retry'), result))));
    outcome.sent += results.filter((result) => result === 'sent').length;
    outcome.failed += results.filter((result) => result === 'failed').length;
    if (retry) {
      await nextStarted;
      deps.pacing.slowDown(campaign.sender_id, deps.now());
      const back = [...group.filter((_, at) => results[at] === 'retry' || results[at] === 'unsent').map((row) => row.id), ...rows.slice(next).map((row) => row.id)];
      await release(deps, back);
      outcome.released += back.length;
      const retryAt = new Date(deps.now().getTime() + (context.askedToWaitMs ?? RETRY_AFTER_MS));
      await setContinuesAt(deps, campaign.id, retryAt, 'slowedDown');
      await deps.enqueue(campaign.id, retryAt);
      return;
    }
    if (next < rows.length) starting = nextStarted ?? startGroup(deps, campaign, rows.slice(next), true, context.lease, pace.rate());
  }
}
