import { z } from 'zod';
import { dltTemplateId } from './dlt-templates';
import { isoDay } from './iso-instant';
import { AUDIENCE_CHUNK_MAX_ROWS, audienceChunkRows, checkChunkColumns, campaignFunnel, campaignState, e164Phone, localDateTime, reasonCount, recipientStatus, timeZone, variableSource } from './campaigns';

/**
 * Spec §7 "RCS campaigns" under the campaign base: `fileUpload`, `rcs/saveCampaign(WithoutFile)`,
 * `rcs/saveScheduleCampaign(WithoutFile)`, the two lists, the two single views, the two deletes and
 * `rcs/groups/getExclusionGroups`. Every body carries the spec §3 payload (esmeaddr, senderId,
 * templateId, templateName, language 'en', botId); the server takes the account from the session
 * and refuses another esmeaddr.
 */

export const RCS_CAMPAIGNS_PATH = '/api/campaign';

const esmeaddr = z.coerce.number().int().positive();
const id = z.uuid();

/** One chunk of the valid rows of an audience file, before the campaign exists; the same chunk twice is stored once. */
export const fileUploadRequest = z
  .object({
    esmeaddr,
    /** Chosen by the browser for one file; the campaign's save names it. */
    fileId: id,
    chunkIndex: z.number().int().min(0).max(10_000),
    ...audienceChunkRows(AUDIENCE_CHUNK_MAX_ROWS),
  })
  .check(checkChunkColumns);
export type FileUploadRequest = z.infer<typeof fileUploadRequest>;
export const fileUploadResponse = z.object({ fileId: id, chunkIndex: z.number().int(), chunksReceived: z.number().int(), rowsReceived: z.number().int() });

/** Spec §3 RCS campaign payload, plus what a campaign needs besides. */
const rcsCampaignFields = {
  esmeaddr,
  /** Set when the save replaces a saved or scheduled campaign (edit-campaigns/{data}). */
  campaignId: id.optional(),
  campaignName: z.string().trim().min(1, 'Give the campaign a name').max(100),
  senderId: z.string().trim().min(1, 'Choose a sender id').max(128),
  templateId: z.coerce.number().int().positive('Choose a template'),
  templateName: z.string().trim().min(1).max(200),
  language: z.literal('en'),
  /** The agent whose active users a campaign without a file reaches; with a file, the agent it is sent from. */
  botId: z.string().trim().max(128).default(''),
  exclusionGroupIds: z.array(id).max(50).default([]),
  /** SMS header for numbers that cannot receive RCS; absent: no fallback. */
  smsSenderId: z.string().trim().min(1).max(20).nullable().default(null),
  /** A DLT template of `smsSenderId` (getdlttemplate): the SMS fallback sends its text, its `{#var#}`s mapped as `dlt_1`, `dlt_2`…; null: the RCS template's SMS text. */
  dltTemplateId: dltTemplateId.nullable().default(null),
  /** Template variable (`1`, `first_name`) → a column of the file or a fixed text. */
  variableMapping: z.record(z.string().min(1).max(100), variableSource).default({}),
};

/** With a file on an edit, the file may be left out: the campaign keeps its audience. */
const editableFileFields = { fileId: id.optional(), chunkCount: z.number().int().min(1).max(10_001).optional() };

/** `scheduleAt` null: as soon as possible; else a local time at most 90 days ahead in `timeZone`. */
const scheduleFields = { scheduleAt: localDateTime.nullable(), timeZone: timeZone.default('UTC') };

export const saveCampaignRequest = z.object({ ...rcsCampaignFields, ...editableFileFields }).refine((body) => body.campaignId !== undefined || body.fileId !== undefined, {
  path: ['fileId'],
  message: 'Upload the audience file',
}).refine((body) => (body.fileId === undefined) === (body.chunkCount === undefined), { path: ['chunkCount'], message: 'Give the number of chunks of the file' });
export const saveCampaignWithoutFileRequest = z.object(rcsCampaignFields);
export const saveScheduleCampaignRequest = z.object({ ...rcsCampaignFields, ...editableFileFields, ...scheduleFields }).refine((body) => body.campaignId !== undefined || body.fileId !== undefined, {
  path: ['fileId'],
  message: 'Upload the audience file',
}).refine((body) => (body.fileId === undefined) === (body.chunkCount === undefined), { path: ['chunkCount'], message: 'Give the number of chunks of the file' });
export const saveScheduleCampaignWithoutFileRequest = z.object({ ...rcsCampaignFields, ...scheduleFields });
export type SaveRcsCampaignInput = z.input<typeof saveScheduleCampaignRequest> | z.input<typeof saveCampaignRequest>;

/** Ours: how many a campaign without a file would reach if it started now (the review step and Send now's confirmation name it). */
export const activeUsersCountRequest = z.object({ esmeaddr, botId: rcsCampaignFields.senderId, exclusionGroupIds: rcsCampaignFields.exclusionGroupIds });
export const activeUsersCount = z.object({ recipients: z.number().int(), days: z.number().int() });

export const rcsAudience = z.enum(['FILE', 'ACTIVE_USERS']);
export type RcsAudience = z.infer<typeof rcsAudience>;

export const rcsFunnel = campaignFunnel.extend({
  /** Sent as SMS to numbers that cannot receive RCS, or whose RCS message was revoked (inside `sent`). */
  smsFallback: z.number().int(),
  /** Revoked by our server still undelivered after RBM_MESSAGE_TTL_SECONDS; then sent as SMS (inside `smsFallback`), or failed without a fallback. */
  revoked: z.number().int(),
  /** Revoked undelivered when their time to live ran out, or skipped past their expiry (inside failed / skipped). */
  expired: z.number().int(),
});
export type RcsFunnel = z.infer<typeof rcsFunnel>;

export const exclusionGroupSummary = z.object({ id, name: z.string(), numbers: z.number().int(), createdOn: z.string(), updatedOn: z.string() });
export type ExclusionGroupSummary = z.infer<typeof exclusionGroupSummary>;

export const rcsCampaign = z.object({
  id,
  campaignName: z.string(),
  state: campaignState,
  senderId: z.string(),
  senderName: z.string().nullable(),
  templateId: z.number().int().nullable(),
  templateName: z.string().nullable(),
  language: z.string(),
  botId: z.string(),
  audience: rcsAudience,
  /** ISO instant; null when saved without a time. */
  scheduleAt: z.string().nullable(),
  scheduleLocal: z.string().nullable(),
  timeZone: z.string().nullable(),
  smsSenderId: z.string().nullable(),
  dltTemplateId: z.string().nullable(),
  /** The DLT template's text as saved with the campaign. */
  dltTemplateText: z.string().nullable(),
  exclusionGroups: z.array(exclusionGroupSummary.pick({ id: true, name: true })),
  funnel: rcsFunnel,
  makerName: z.string(),
  createdOn: z.string(),
  updatedOn: z.string(),
  /** The stored RCS template, as the preview draws it. */
  template: z.unknown().nullable(),
  variableMapping: z.record(z.string(), variableSource),
});
export type RcsCampaign = z.infer<typeof rcsCampaign>;

export const rcsCampaignListRequest = z.object({
  esmeaddr,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(100).optional(),
});
export const rcsCampaignList = z.object({ rows: z.array(rcsCampaign), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type RcsCampaignList = z.infer<typeof rcsCampaignList>;

export const singleCampaignRequest = z.object({ esmeaddr, campaignId: id });
export const deleteCampaignResponse = z.object({ campaignId: id, deleted: z.literal(true) });

export const exclusionGroupsRequest = z.object({ esmeaddr });
export const exclusionGroupsResponse = z.object({ groups: z.array(exclusionGroupSummary) });
export const saveExclusionGroupRequest = z.object({
  esmeaddr,
  /** Set to rename a group or add numbers to it. */
  groupId: id.optional(),
  name: z.string().trim().min(1, 'Give the group a name').max(100),
  /** E.164 numbers added to the group (already in it: kept once). */
  numbers: z.array(e164Phone).max(AUDIENCE_CHUNK_MAX_ROWS).default([]),
});
export type SaveExclusionGroupInput = z.input<typeof saveExclusionGroupRequest>;
export const exclusionGroupNumbersRequest = z.object({ esmeaddr, groupId: id, after: z.string().max(20).default(''), limit: z.coerce.number().int().min(1).max(500).default(100) });
export const exclusionGroupNumbersResponse = z.object({ numbers: z.array(z.string()), next: z.string().nullable() });
export const deleteExclusionGroupRequest = z.object({ esmeaddr, groupId: id });
export const deleteExclusionGroupResponse = z.object({ groupId: id, deleted: z.literal(true) });

/** The report: rcs-reports lists campaigns by these counts; rcs-campaign-reports opens one. */
export const rcsReportRequest = z.object({ esmeaddr, campaignId: id });
export const rcsDayCount = z.object({ day: z.string(), sent: z.number().int(), delivered: z.number().int(), read: z.number().int(), failed: z.number().int(), smsFallback: z.number().int() });
export const rcsCampaignReport = z.object({
  campaign: rcsCampaign,
  failures: z.array(reasonCount),
  skips: z.array(reasonCount),
  byDay: z.array(rcsDayCount),
});
export type RcsCampaignReport = z.infer<typeof rcsCampaignReport>;
export const rcsSenderTotals = z.object({ senderId: z.string(), senderName: z.string().nullable(), campaigns: z.number().int(), funnel: rcsFunnel });
export const rcsReportsRequest = z.object({ esmeaddr, from: isoDay().optional(), to: isoDay().optional() });
export const rcsReportsResponse = z.object({ bySender: z.array(rcsSenderTotals), byDay: z.array(rcsDayCount) });
export type RcsReportsResponse = z.infer<typeof rcsReportsResponse>;

export const rcsRecipientsRequest = z.object({
  esmeaddr,
  campaignId: id,
  status: recipientStatus.optional(),
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const rcsRecipientRow = z.object({
  id: z.number().int(),
  phone: z.string(),
  status: recipientStatus,
  via: z.enum(['rcs', 'sms']),
  /** The failure's code (Google's HTTP status, or ours) or the skip reason: the code the reason tables count by (src/api/rules/rcs-reasons.ts). */
  errorCode: z.string().nullable(),
  /** The provider's own words (or ours); the console shows the sentence of `errorCode` instead. */
  reason: z.string().nullable(),
  statusTime: z.string().nullable(),
});
export type RcsRecipientRow = z.infer<typeof rcsRecipientRow>;
export const rcsRecipientsPage = z.object({ rows: z.array(rcsRecipientRow), next: z.number().int().nullable(), total: z.number().int() });

/** The Download Columns dialog's `pagename` for an RCS campaign's recipients. */
export const RCS_CAMPAIGN_REPORT_PAGE = 'rcs-campaign-report';
/**
 * Its columns: WhatsApp's, with how each went (RCS or SMS) and what SMS fallback did; `error_code` is
 * the provider's code and `reason` the report's sentence (src/api/rules/rcs-reasons.ts), in English.
 */
export const RCS_CAMPAIGN_REPORT_COLUMNS = ['phone', 'status', 'status_time', 'sent_by', 'error_code', 'reason', 'sms_fallback', 'variables', 'message_id'] as const;
export type RcsCampaignReportColumn = (typeof RCS_CAMPAIGN_REPORT_COLUMNS)[number];
