import { SCHEDULE_DATE_LIMIT_DAYS, type CampaignAction, type CampaignDraft, type CampaignSchedule } from '@/api/contracts/campaigns';
import { estimateSendDuration, runsPastHorizon } from '@/api/rules/send-duration';
import type { Queryable } from '../../platform/db/db';
import { ApiError, forbidden, notFound } from '../../platform/api-error';
import type { CampaignPatch, CampaignRow } from './campaign-rows';
import { findCampaign, insertCampaign, transitionCampaign } from './campaigns-repo';
import { badFields, draftColumns, scheduleColumns } from './draft-rules';
import { addToCounter, moveRecipientsCount, readCounters, resetCounters } from './recipient-moves';
import { checkSchedule } from './schedule-time';
import { findTemplate, senderPace } from './senders-repo';
import { decide, makerCheckerOf, type Actor } from './transitions';
import type { Caller } from '../../platform/access/caller';

/** Who acts on a campaign, as the lifecycle reads it: a channel without maker-checker ignores the caller's maker or checker role. */
export const actorOf = (caller: Caller, campaign: Pick<CampaignRow, 'channel' | 'maker_id'>): Actor => ({
  userType: makerCheckerOf[campaign.channel] ? caller.userType : null,
  isMaker: campaign.maker_id === caller.userId,
});

const stateConflict = (message: string) => new ApiError('campaignStateConflict', message);

/** The campaign of the caller's account, locked for this transaction; another account's is a 404. */
export async function lockCampaign(tx: Queryable, caller: Caller, id: string): Promise<CampaignRow> {
  const campaign = await findCampaign(tx, caller.esme, id, true, 'whatsapp');
  if (!campaign) throw notFound('No such campaign.');
  return campaign;
}

function decideOrThrow(campaign: CampaignRow, action: CampaignAction, caller: Caller) {
  const decision = decide(campaign.state, action, actorOf(caller, campaign));
  if (!decision.ok) throw decision.status === 403 ? forbidden(decision.reason) : stateConflict(decision.reason);
  return decision.to;
}

async function move(tx: Queryable, campaign: CampaignRow, action: CampaignAction, caller: Caller, now: Date, patch: CampaignPatch = {}, note: string = action) {
  const to = decideOrThrow(campaign, action, caller);
  const moved = await transitionCampaign(tx, { id: campaign.id, from: campaign.state, to, actor: { id: caller.userId, name: caller.username }, note, patch, now });
  if (!moved) throw stateConflict('The campaign changed meanwhile; reload it.');
  return moved;
}

function scheduledPatch(schedule: CampaignSchedule, now: Date): CampaignPatch {
  const checked = checkSchedule(schedule, now);
  if (!checked.ok) throw badFields({ [checked.field]: checked.message });
  return scheduleColumns(schedule, checked.at);
}

/** What must hold before a campaign leaves DRAFT: an imported audience for a file, an APPROVED template. */
async function assertReady(tx: Queryable, campaign: CampaignRow) {
  if (campaign.audience_kind === 'UPLOAD_FILE') {
    const counts = (await readCounters(tx, [campaign.id])).get(campaign.id) ?? {};
    if (campaign.import_state !== 'COMPLETE' || !Object.values(counts).some((count) => count > 0))
      throw new ApiError('audienceNotReady', 'Upload the audience file first.');
  }
  const template = campaign.template_sno === null ? undefined : await findTemplate(tx, campaign.esme, campaign.template_sno);
  if (template?.status !== 'APPROVED') throw badFields({ templateSno: 'The template is no longer APPROVED' });
}

/**
 * Paced to its number's daily limit, a campaign may run no longer than the 90-day horizon (#31; the
 * review says so before the user submits). A file's recipients are known now; an audience read at the
 * start (engaged or opted-in users) is not, and is checked by its size then.
 */
async function assertWithinHorizon(tx: Queryable, campaign: CampaignRow) {
  if (campaign.audience_kind !== 'UPLOAD_FILE') return;
  const recipients = (await readCounters(tx, [campaign.id])).get(campaign.id)?.PENDING ?? 0;
  const pace = await senderPace(tx, campaign.sender_id);
  if (!pace) return;
  const estimate = estimateSendDuration(recipients, { messagesPerSecond: pace.throughput, dailyLimit: pace.messaging_limit });
  if (!runsPastHorizon(estimate)) return;
  const days = Math.ceil(estimate.seconds / 86_400);
  throw new ApiError(
    'campaignTooLong',
    `At ${pace.messaging_limit?.toLocaleString('en-US')} recipients a day, the ${recipients.toLocaleString('en-US')} recipients would take ${days} days, longer than the ${SCHEDULE_DATE_LIMIT_DAYS} days a campaign may run. Send to fewer recipients in each campaign, or raise the number's messaging limit.`,
  );
}

export async function editCampaign(tx: Queryable, caller: Caller, id: string, draft: CampaignDraft, now: Date) {
  const campaign = await lockCampaign(tx, caller, id);
  const to = decideOrThrow(campaign, 'edit', caller);
  const columns = await draftColumns(tx, caller.esme, draft, now);
  const patch: CampaignPatch = { ...columns };
  if (columns.audience_kind !== campaign.audience_kind) {
    // A scheduled campaign would start without an audience: change the audience of a draft instead.
    if (to === 'SCHEDULED') throw new ApiError('audienceNotReady', 'A scheduled campaign keeps its audience kind; cancel it or duplicate it to change it.');
    // A new audience kind makes the old file's recipients meaningless.
    await tx.query('delete from campaign_recipients where campaign_id = $1', [campaign.id]);
    await resetCounters(tx, campaign.id);
    await tx.query(`update campaigns set import_id = null, import_state = null where id = $1`, [campaign.id]);
  }
  return move(tx, campaign, 'edit', caller, now, patch);
}

export type PlainAction = Exclude<CampaignAction, 'edit' | 'duplicate' | 'reject' | 'schedule' | 'submit'>;

export async function submitCampaign(tx: Queryable, caller: Caller, id: string, schedule: CampaignSchedule | undefined, now: Date) {
  const campaign = await lockCampaign(tx, caller, id);
  decideOrThrow(campaign, 'submit', caller);
  const patch = schedule ? scheduledPatch(schedule, now) : scheduledPatch(campaign.schedule_now ? { kind: 'now' } : { kind: 'at', at: campaign.schedule_local ?? '', timeZone: campaign.time_zone ?? 'UTC' }, now);
  await assertReady(tx, campaign);
  await assertWithinHorizon(tx, campaign);
  return move(tx, campaign, 'submit', caller, now, { ...patch, reject_reason: null, checker_id: null, checker_name: null });
}

export async function scheduleCampaign(tx: Queryable, caller: Caller, id: string, schedule: CampaignSchedule, now: Date) {
  const campaign = await lockCampaign(tx, caller, id);
  return move(tx, campaign, 'schedule', caller, now, scheduledPatch(schedule, now));
}

export async function rejectCampaign(tx: Queryable, caller: Caller, id: string, reason: string, now: Date) {
  const campaign = await lockCampaign(tx, caller, id);
  return move(tx, campaign, 'reject', caller, now, { reject_reason: reason, checker_id: caller.userId, checker_name: caller.username }, reason);
}

export async function plainAction(tx: Queryable, caller: Caller, id: string, action: PlainAction, now: Date) {
  const campaign = await lockCampaign(tx, caller, id);
  switch (action) {
    case 'approve':
      await assertReady(tx, campaign);
      return move(tx, campaign, action, caller, now, { checker_id: caller.userId, checker_name: caller.username });
    case 'cancel': {
      const moved = await move(tx, campaign, action, caller, now, { finished_on: now });
      await moveRecipientsCount(tx, { where: `campaign_id = $1 and status = 'PENDING'`, set: `status = 'SKIPPED', skip_reason = 'cancelled', error_text = 'Campaign cancelled', skipped_at = $2`, params: [campaign.id, now] });
      return moved;
    }
    case 'retry_failed': {
      decideOrThrow(campaign, action, caller);
      const retried = await moveRecipientsCount(tx, {
        where: `campaign_id = $1 and status = 'FAILED'`,
        set: `status = 'PENDING', error_code = null, error_text = null, failed_at = null, lease_until = null, provider_message_id = null`,
        params: [campaign.id],
      });
      if (!retried) throw stateConflict('No failed recipients to retry.');
      return move(tx, campaign, action, caller, now, { finished_on: null, continues_at: null });
    }
    case 'resume':
      return move(tx, campaign, action, caller, now, { continues_at: null });
    default:
      return move(tx, campaign, action, caller, now);
  }
}

/** A new DRAFT with the same settings and recipients (all PENDING again), made by the caller. */
/**
 * Deletes a DRAFT and, by cascade, its recipients. Only a draft: anything submitted once keeps its
 * history and is cancelled instead. Whoever may edit the draft may delete it.
 */
export async function deleteDraft(tx: Queryable, caller: Caller, id: string) {
  const campaign = await lockCampaign(tx, caller, id);
  if (campaign.state !== 'DRAFT') throw stateConflict(`A ${campaign.state} campaign cannot be deleted; cancel it instead.`);
  decideOrThrow(campaign, 'edit', caller);
  await tx.query('delete from campaigns where id = $1', [campaign.id]);
}

export async function duplicateCampaign(tx: Queryable, caller: Caller, id: string, now: Date) {
  const source = await lockCampaign(tx, caller, id);
  decideOrThrow(source, 'duplicate', caller);
  const copy = await insertCampaign(
    tx,
    caller.esme,
    {
      name: `${source.name} (copy)`.slice(0, 100),
      sender_id: source.sender_id,
      template_sno: source.template_sno,
      variable_mapping: source.variable_mapping,
      audience_kind: source.audience_kind,
      audience_days: source.audience_days,
      // A past date would be refused at submit; the copy starts as "now" and gets a new time there.
      schedule_now: true,
      schedule_at: null,
      schedule_local: null,
      time_zone: null,
      window_start_hour: source.window_start_hour,
      window_end_hour: source.window_end_hour,
      expiry_hours: source.expiry_hours,
    },
    { id: caller.userId, name: caller.username },
    now,
  );
  if (source.audience_kind === 'UPLOAD_FILE' && source.import_state === 'COMPLETE') {
    const [copied] = await tx.query<{ n: number }>(
      `with added as (
         insert into campaign_recipients (campaign_id, phone, variables, created_on)
         select $2, phone, variables, $3 from campaign_recipients where campaign_id = $1 returning 1
       ) select count(*)::int as n from added`,
      [source.id, copy.id, now],
    );
    await addToCounter(tx, copy.id, 'PENDING', copied?.n ?? 0);
    await tx.query(`update campaigns set import_state = 'COMPLETE' where id = $1`, [copy.id]);
  }
  return copy;
}
