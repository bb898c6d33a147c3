import { randomUUID } from 'node:crypto';
import type { VariableSource } from '@/api/contracts/campaigns';
import { dltVariableNames } from '@/api/rules/dlt-variables';
import type { Queryable } from '../../platform/db/db';
import { ApiError, notFound } from '../../platform/api-error';
import { completeImport } from '../campaigns/audience-import';
import { actorOf } from '../campaigns/campaign-actions';
import type { CampaignRow } from '../campaigns/campaign-rows';
import { transitionCampaign } from '../campaigns/campaigns-repo';
import { badFields, scheduleColumns } from '../campaigns/draft-rules';
import { readCounters, resetCounters } from '../campaigns/recipient-moves';
import { checkSchedule } from '../campaigns/schedule-time';
import { decide } from '../campaigns/transitions';
import { findDltTemplate } from './dlt-templates-repo';
import { ACTIVE_USER_DAYS, fileOwnedBy, removeExcluded } from './rcs-audience';
import { findRcsCampaign } from './rcs-campaign-rows';
import type { Caller } from '../../platform/access/caller';

/** The fields every save shares (spec §3 payload and ours), after the contract parsed them. */
export interface RcsSave {
  campaignId?: string;
  campaignName: string;
  senderId: string;
  templateId: number;
  templateName: string;
  language: 'en';
  botId: string;
  exclusionGroupIds: string[];
  smsSenderId: string | null;
  dltTemplateId: string | null;
  variableMapping: Record<string, VariableSource>;
  fileId?: string;
  chunkCount?: number;
  scheduleAt?: string | null;
  timeZone?: string;
}

export interface SaveMode {
  /** With a file (`saveCampaign`) or the agent's active users (`…WithoutFile`). */
  file: boolean;
  /** `saveScheduleCampaign…`: handed to the scheduler; else kept as a saved DRAFT. */
  schedule: boolean;
}

/** The shared lifecycle decides: a campaign may change, or go, until it has started (its channel has no approval step). */
const mayChange = (caller: Caller, campaign: Pick<CampaignRow, 'state' | 'channel' | 'maker_id'>) => decide(campaign.state, 'edit', actorOf(caller, campaign)).ok;

/** Every `{{name}}` in the template's texts, SMS fallback included. */
export function rcsTemplateVariables(content: unknown): string[] {
  const names = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') for (const match of value.matchAll(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g)) names.add(match[1] ?? '');
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(content);
  return [...names].filter(Boolean);
}

interface Checked {
  template: { id: string; name: string; language: string; content: unknown };
  /** The DLT template's text the SMS fallback sends, null without one. */
  dltText: string | null;
  scheduleAt: Date | null;
}

/** Checks the save against the account's data; every problem at once, by field, before anything is written. */
async function check(tx: Queryable, esme: number, body: RcsSave, mode: SaveMode, existing: CampaignRow | undefined, now: Date): Promise<Checked> {
  const fields: Record<string, string> = {};
  const [sender] = await tx.query('select 1 from rcs_senders where id = $1 and esme = $2', [body.senderId, esme]);
  if (!sender) fields.senderId = 'Not an RCS sender id of this account';
  const [template] = await tx.query<{ id: string; name: string; language: string; content: unknown; sender_id: string }>(
    'select id::text, name, language, content, sender_id from rcs_templates where id = $1 and esme = $2',
    [body.templateId, esme],
  );
  if (!template) fields.templateId = 'No such template';
  else if (sender && template.sender_id !== body.senderId) fields.templateId = 'The template belongs to another sender id';
  if (body.botId) {
    const [bot] = await tx.query('select 1 from rcs_senders where id = $1 and esme = $2', [body.botId, esme]);
    if (!bot) fields.botId = 'Not an RCS agent of this account';
  }
  if (body.exclusionGroupIds.length) {
    const [owned] = await tx.query<{ n: number }>('select count(*)::int as n from exclusion_groups where esme = $1 and id = any($2::uuid[])', [esme, body.exclusionGroupIds]);
    if ((owned?.n ?? 0) !== new Set(body.exclusionGroupIds).size) fields.exclusionGroupIds = 'Not an exclusion group of this account';
  }
  if (body.smsSenderId) {
    const [sms] = await tx.query('select 1 from sms_sender_ids where esme = $1 and id = $2', [esme, body.smsSenderId]);
    if (!sms) fields.smsSenderId = 'Not an SMS sender id of this account';
  }
  let dltText: string | null = null;
  if (body.dltTemplateId) {
    const dlt = body.smsSenderId ? await findDltTemplate(tx, esme, body.dltTemplateId) : undefined;
    if (!body.smsSenderId) fields.dltTemplateId = 'Choose the SMS sender id first';
    else if (!dlt || dlt.senderId !== body.smsSenderId) fields.dltTemplateId = 'Not a DLT template of this SMS sender id';
    else {
      dltText = dlt.content;
      for (const name of dltVariableNames(dlt.content)) if (!body.variableMapping[name]) fields[`variableMapping.${name}`] = 'Needs a value';
    }
  }
  if (template) {
    for (const name of rcsTemplateVariables(template.content)) if (!body.variableMapping[name]) fields[`variableMapping.${name}`] = 'Needs a value';
  }
  if (!mode.file) {
    for (const [name, source] of Object.entries(body.variableMapping)) if (source.kind === 'column') fields[`variableMapping.${name}`] = 'Only an uploaded file has columns';
  }
  if (mode.file && body.fileId && !(await fileOwnedBy(tx, esme, body.fileId))) fields.fileId = 'No such uploaded file';
  if (mode.file && !body.fileId && existing?.audience_kind !== 'UPLOAD_FILE') fields.fileId = 'Upload the audience file';
  let scheduleAt: Date | null = null;
  if (mode.schedule && body.scheduleAt) {
    const checked = checkSchedule({ kind: 'at', at: body.scheduleAt, timeZone: body.timeZone ?? 'UTC' }, now);
    if (checked.ok) scheduleAt = checked.at;
    else fields.scheduleAt = checked.message;
  }
  if (Object.keys(fields).length || !template) throw badFields(fields);
  return { template, scheduleAt, dltText };
}

async function writeColumns(tx: Queryable, id: string, body: RcsSave, mode: SaveMode, checked: Checked, now: Date) {
  const schedule = mode.schedule && body.scheduleAt ? scheduleColumns({ kind: 'at', at: body.scheduleAt, timeZone: body.timeZone ?? 'UTC' }, checked.scheduleAt) : scheduleColumns({ kind: 'now' }, null);
  await tx.query(
    `update campaigns set name = $2, sender_id = $3, variable_mapping = $4, audience_kind = $5, audience_days = $6, schedule_now = $7, schedule_at = $8,
       schedule_local = $9, time_zone = $10, rcs_template_id = $11, rcs_template_name = $12, rcs_template = $13, language = $14, bot_id = $15,
       sms_sender_id = $16, updated_on = $17, dlt_template_id = $18, dlt_template_text = $19
     where id = $1`,
    [
      id,
      body.campaignName,
      body.senderId,
      JSON.stringify(body.variableMapping),
      mode.file ? 'UPLOAD_FILE' : 'ENGAGED_USERS',
      mode.file ? null : ACTIVE_USER_DAYS,
      schedule.schedule_now,
      schedule.schedule_at,
      schedule.schedule_local,
      schedule.time_zone,
      checked.template.id,
      checked.template.name,
      JSON.stringify(checked.template.content),
      body.language,
      body.botId || body.senderId,
      body.smsSenderId,
      now,
      checked.dltText === null ? null : body.dltTemplateId,
      checked.dltText,
    ],
  );
  await tx.query('delete from campaign_exclusion_groups where campaign_id = $1', [id]);
  if (body.exclusionGroupIds.length) {
    await tx.query('insert into campaign_exclusion_groups (campaign_id, group_id) select $1, unnest($2::uuid[]) on conflict do nothing', [id, body.exclusionGroupIds]);
  }
}

async function dropAudience(tx: Queryable, id: string) {
  await tx.query('delete from campaign_recipients where campaign_id = $1', [id]);
  await resetCounters(tx, id);
  await tx.query('update campaigns set import_id = null, import_state = null where id = $1', [id]);
}

/**
 * One save of spec §7: a new campaign, or (with `campaignId`) a saved or scheduled one replaced. It is
 * written as a DRAFT, takes the uploaded file as its audience without the excluded numbers, and a
 * schedule save then moves it to SCHEDULED, all in the caller's transaction.
 */
export async function saveRcsCampaign(tx: Queryable, caller: Caller, body: RcsSave, mode: SaveMode, now: Date): Promise<string> {
  const actor = { id: caller.userId, name: caller.username };
  let existing: CampaignRow | undefined;
  if (body.campaignId) {
    const found = await findRcsCampaign(tx, caller.esme, body.campaignId, true);
    if (!found) throw notFound('No such campaign.');
    if (!mayChange(caller, found)) throw new ApiError('campaignStateConflict', `A ${found.state} campaign cannot change.`);
    existing = found as unknown as CampaignRow;
  }
  const checked = await check(tx, caller.esme, body, mode, existing, now);
  let id: string;
  if (existing) {
    id = existing.id;
    if (existing.state === 'SCHEDULED') await transitionCampaign(tx, { id, from: 'SCHEDULED', to: 'DRAFT', actor, note: 'edit', now });
    if (!mode.file || body.fileId) await dropAudience(tx, id);
  } else {
    id = randomUUID();
    await tx.query(
      `with created as (
         insert into campaigns (id, esme, channel, name, sender_id, audience_kind, state, maker_id, maker_name, created_on, updated_on)
         values ($1, $2, 'rcs', $3, $4, 'UPLOAD_FILE', 'DRAFT', $5, $6, $7, $7) returning id
       ) insert into campaign_state_history (campaign_id, from_state, to_state, actor_id, actor_name, note, at) select id, null, 'DRAFT', $5, $6, 'create', $7 from created`,
      [id, caller.esme, body.campaignName, body.senderId, caller.userId, caller.username, now],
    );
  }
  await writeColumns(tx, id, body, mode, checked, now);
  if (mode.file && body.fileId && body.chunkCount !== undefined) {
    await tx.query(`update campaigns set import_id = $2, import_state = 'IN_PROGRESS' where id = $1`, [id, body.fileId]);
    const [row] = await tx.query<CampaignRow>('select * from campaigns where id = $1', [id]);
    if (!row) throw notFound('No such campaign.');
    await completeImport(tx, row, body.fileId, body.chunkCount, now);
    await tx.query('delete from rcs_file_uploads where id = $1', [body.fileId]);
  }
  if (mode.file) await removeExcluded(tx, id);
  if (mode.schedule) {
    if (mode.file) {
      const counts = (await readCounters(tx, [id])).get(id) ?? {};
      if (!(counts.PENDING ?? 0)) throw new ApiError('audienceNotReady', 'No one is left to send to: the file is empty or every number is excluded.');
    }
    await transitionCampaign(tx, { id, from: 'DRAFT', to: 'SCHEDULED', actor, note: 'schedule', now });
  }
  return id;
}

/** Deletes a saved or scheduled campaign that has not started; a campaign that ran keeps its report. */
export async function deleteRcsCampaign(tx: Queryable, caller: Caller, id: string): Promise<void> {
  const campaign = await findRcsCampaign(tx, caller.esme, id, true);
  if (!campaign) throw notFound('No such campaign.');
  if (!mayChange(caller, campaign)) throw new ApiError('campaignStateConflict', `A ${campaign.state} campaign keeps its report and cannot be deleted.`);
  await tx.query('delete from campaigns where id = $1', [id]);
}
