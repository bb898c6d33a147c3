import type { CampaignDraft } from '@/api/contracts/campaigns';
import type { Queryable } from '../../platform/db/db';
import { templateVariableKeys } from '@/api/contracts/template-variables';
import { ApiError } from '../../platform/api-error';
import type { NewCampaign } from './campaigns-repo';
import { checkSchedule } from './schedule-time';
import { findSender, findTemplate } from './senders-repo';

/** Schedule columns of a campaign row from the payload's schedule (already checked). */
export function scheduleColumns(schedule: CampaignDraft['schedule'], at: Date | null) {
  return schedule.kind === 'now'
    ? { schedule_now: true, schedule_at: null, schedule_local: null, time_zone: null }
    : { schedule_now: false, schedule_at: at, schedule_local: schedule.at, time_zone: schedule.timeZone };
}

export const badFields = (fields: Record<string, string>) => new ApiError('invalidRequest', `Invalid ${Object.keys(fields).join(', ')}.`, fields);

/**
 * Checks a draft against the account's data (its sender, an APPROVED template of that sender's WABA,
 * a source for every key the sender fills the template from, the 90-day schedule limit) and answers the row's columns.
 * Every problem is reported at once, by field; nothing is written when one exists.
 */
export async function draftColumns(q: Queryable, esme: number, draft: CampaignDraft, now: Date): Promise<NewCampaign> {
  const fields: Record<string, string> = {};
  const sender = await findSender(q, esme, draft.senderId);
  if (!sender) fields.senderId = 'Not a sender number of this account';
  const template = await findTemplate(q, esme, draft.templateSno);
  if (!template) fields.templateSno = 'No such template';
  else if (template.status !== 'APPROVED') fields.templateSno = `The template is ${template.status}, not APPROVED`;
  else if (sender && template.waba_id !== sender.wabaId) fields.templateSno = "The template belongs to another WABA than the sender's";
  if (template) {
    // The keys the sender fills the template from, so a draft that passes here can be sent.
    for (const key of templateVariableKeys(template)) if (!draft.variableMapping[key]) fields[`variableMapping.${key}`] = 'Needs a value';
  }
  if (draft.audience.kind !== 'UPLOAD_FILE') {
    for (const [name, source] of Object.entries(draft.variableMapping)) if (source.kind === 'column') fields[`variableMapping.${name}`] = 'Only an uploaded file has columns';
  }
  const schedule = checkSchedule(draft.schedule, now);
  if (!schedule.ok) fields[schedule.field] = schedule.message;
  if (Object.keys(fields).length) throw badFields(fields);
  return {
    name: draft.name,
    sender_id: draft.senderId,
    template_sno: draft.templateSno,
    variable_mapping: draft.variableMapping,
    audience_kind: draft.audience.kind,
    audience_days: draft.audience.kind === 'ENGAGED_USERS' ? draft.audience.days : null,
    ...scheduleColumns(draft.schedule, schedule.ok ? schedule.at : null),
    window_start_hour: draft.sendWindow?.startHour ?? null,
    window_end_hour: draft.sendWindow?.endHour ?? null,
    expiry_hours: draft.expiryHours,
  };
}
