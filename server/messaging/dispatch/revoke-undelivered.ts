import { moveRecipients, type MovedRecipient } from '../campaigns/recipient-moves';
import { campaignChannels } from '../channels/campaign-channels';
import { ProviderError, type ChannelName, type MessagingChannel } from '../../channel/channel';
import { loadDispatchCampaign, type DispatchCampaign } from './dispatch-campaign';
import { variablesFor } from '../campaigns/recipient-variables';
import type { DispatchDeps } from './dispatch-deps';
import { createSentRecorder } from './sent-recorder';

/** Rows one pass takes from a campaign, and revokes in flight at once. */
const PASS_ROWS = 100;
const AT_ONCE = 10;
/** Campaigns finished longer ago than their channel's time to live plus this have nothing left to revoke, unless the server was down. */
const FINISHED_SLACK_MS = 24 * 60 * 60 * 1000;

/** A revoked message with no other road (a campaign without SMS fallback); its sentence is in `rcs-reasons.ts`. */
export const REVOKED = { code: 'revoked', text: 'Revoked: not delivered within its time to live, and no SMS fallback took it' } as const;

type Revoking = NonNullable<MessagingChannel['revoking']>;

const backToSent = (deps: DispatchDeps, id: string, state: 'not_revoked' | null) =>
  moveRecipients(deps.db, { where: `id = $1 and status = 'SENDING'`, set: `status = 'SENT', lease_until = null, revoke_state = $2`, params: [id, state] });

/** Marks the row revoked and counts it, if nothing (a late DELIVERED) moved it meanwhile. Answers whether it did. */
async function markRevoked(deps: DispatchDeps, campaignId: string, id: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const marked = await tx.query(`update campaign_recipients set revoke_state = 'revoked' where id = $1 and status = 'SENDING' returning 1`, [id]);
    if (marked.length) await tx.query('update campaigns set revoked_count = revoked_count + 1 where id = $1', [campaignId]);
    return marked.length > 0;
  });
}

async function revokeOne(deps: DispatchDeps, channel: MessagingChannel, revoking: Revoking, campaign: DispatchCampaign, row: MovedRecipient & { providerMessageId: string }, recorder: ReturnType<typeof createSentRecorder>): Promise<boolean> {
  let outcome: 'revoked' | 'delivered';
  try {
    outcome = await revoking.revoke({ to: row.phone, senderId: campaign.sender_id, providerMessageId: row.providerMessageId });
  } catch (error) {
    // Asked again at the next pass when the provider may answer then; a refusal for good is not asked again.
    await backToSent(deps, row.id, error instanceof ProviderError && error.retryable ? null : 'not_revoked');
    deps.logger.warn({ err: error, campaignId: campaign.id, recipient: row.id }, 'revoke failed');
    return false;
  }
  if (outcome === 'delivered') {
    // Its DELIVERED event is on its way (Google: a 404 means the message was delivered).
    await backToSent(deps, row.id, 'not_revoked');
    return false;
  }
  if (!(await markRevoked(deps, campaign.id, row.id))) return false;
  const content = campaignChannels[campaign.channel].contentOf(campaign);
  try {
    if (!content) throw new ProviderError(404, 'The template is missing.', false);
    const variables = await deps.trackLinks(deps.db, { campaignId: campaign.id, recipientId: row.id, buttons: content.trackedButtons, values: variablesFor(campaign.variable_mapping, row.variables) });
    const result = await channel.send({ ...content.message, to: row.phone, senderId: campaign.sender_id, variables, reference: `${campaign.id}:${row.id}`, unreachable: true });
    await recorder.record(row.id, result.providerMessageId, deps.now(), result.via ?? null);
  } catch (error) {
    // The channel refuses an unreachable number it has no other road for with its "cannot reach" (404).
    const [code, text] = error instanceof ProviderError && error.code !== 404 ? [String(error.code), error.title] : [REVOKED.code, REVOKED.text];
    await moveRecipients(deps.db, { where: `id = $1 and status = 'SENDING'`, set: `status = 'FAILED', error_code = $2, error_text = $3, failed_at = $4, lease_until = null`, params: [row.id, code, text, deps.now()] });
  }
  return true;
}

async function revokeCampaign(deps: DispatchDeps, channel: MessagingChannel, revoking: Revoking, campaignId: string, cutoff: Date): Promise<number> {
  const campaign = await loadDispatchCampaign(deps.db, campaignId);
  if (!campaign) return 0;
  const now = deps.now();
  // Taken as a send takes its rows (SENDING, leased): one process revokes each, and a DELIVERED arriving meanwhile still moves it on.
  const rows = await moveRecipients(deps.db, {
    where: `campaign_id = $1 and status = 'SENT' and sent_via is null and revoke_state is null and sent_at < $2`,
    set: `status = 'SENDING', sending_at = $3, lease_until = $4`,
    params: [campaignId, cutoff, now, new Date(now.getTime() + deps.leaseGraceMs)],
    skipLocked: true,
    limit: PASS_ROWS,
  });
  if (!rows.length) return 0;
  const ids = await deps.db.query<{ id: string; provider_message_id: string }>('select id::text, provider_message_id from campaign_recipients where id = any($1::bigint[])', [rows.map((row) => row.id)]);
  const messageIds = new Map(ids.map((row) => [row.id, row.provider_message_id]));
  const recorder = createSentRecorder(deps.db, campaignId);
  let revoked = 0;
  for (let at = 0; at < rows.length; at += AT_ONCE) {
    const done = await Promise.all(rows.slice(at, at + AT_ONCE).map((row) => revokeOne(deps, channel, revoking, campaign, { ...row, providerMessageId: messageIds.get(row.id) ?? `${campaignId}:${row.id}` }, recorder)));
    revoked += done.filter(Boolean).length;
  }
  return revoked;
}

/**
 * Messages of a channel that can take one back (RCS) still undelivered `afterSeconds` after they went
 * out are revoked, and a revoked one goes by the channel's other road (the campaign's SMS fallback,
 * `unreachable`), or fails as revoked without one. Running and completed campaigns only: a paused or
 * cancelled one sends nothing new. Answers how many were revoked.
 */
export async function revokeUndelivered(deps: DispatchDeps): Promise<number> {
  let revoked = 0;
  for (const [name, channel] of Object.entries(deps.channels) as Array<[ChannelName, MessagingChannel | undefined]>) {
    const revoking = channel?.revoking;
    if (!channel || !revoking) continue;
    const cutoff = new Date(deps.now().getTime() - revoking.afterSeconds * 1000);
    // Only campaigns with a message past the cutoff (campaign_recipients_unconfirmed_idx): the others,
    // every running one among them, cost no look-up and no move on no rows at each pass (issue #33).
    const campaigns = await deps.db.query<{ id: string }>(
      `select c.id from campaigns c where c.channel = $1 and c.state in ('RUNNING', 'COMPLETED') and c.started_on is not null and (c.finished_on is null or c.finished_on > $2)
         and exists (select 1 from campaign_recipients r where r.campaign_id = c.id and r.status = 'SENT' and r.sent_via is null and r.revoke_state is null and r.sent_at < $3)`,
      [name, new Date(cutoff.getTime() - FINISHED_SLACK_MS), cutoff],
    );
    for (const { id } of campaigns) revoked += await revokeCampaign(deps, channel, revoking, id, cutoff);
  }
  return revoked;
}
