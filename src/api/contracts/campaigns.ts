import { z } from 'zod';
import { whatsappTemplate } from './whatsapp-template';
import { isTimeZone } from './time-zone';

/**
 * WhatsApp campaigns (shared/design/messaging.md): the payloads of `/api/campaign/whatsapp/…`.
 * One schema per payload; the console's campaign pages and the server both parse with these.
 */

/** spec §9 `scheduleDateLimit`: a campaign is scheduled at most this many days ahead. */
export const SCHEDULE_DATE_LIMIT_DAYS = 90;
/** spec §9 `REFRESH_DISTRIBUTRED_LIST_TIME`: how often running-campaign lists refresh, in ms. */
export const CAMPAIGN_LIST_REFRESH_MS = 30_000;
/** Most rows one audience chunk may carry; the browser sends a file in chunks of this size or less. */
export const AUDIENCE_CHUNK_MAX_ROWS = 1000;
/**
 * Most rows one WhatsApp audience-import chunk may carry (docs/performance.md, "Load into PostgreSQL"):
 * each chunk is a request and a transaction of its own, so a million-row file goes in 197 of them, not 985.
 * The browser also ends a chunk at `AUDIENCE_IMPORT_CHUNK_MAX_CHARS` characters of numbers, column names
 * and values: even at three UTF-8 bytes a character the JSON stays under the server's 1 MB body limit.
 */
export const AUDIENCE_IMPORT_CHUNK_MAX_ROWS = 5000;
export const AUDIENCE_IMPORT_CHUNK_MAX_CHARS = 300_000;

export const campaignState = z.enum(['DRAFT', 'PENDING_APPROVAL', 'SCHEDULED', 'RUNNING', 'PAUSED', 'COMPLETED', 'CANCELLED', 'REJECTED', 'FAILED']);
export type CampaignState = z.infer<typeof campaignState>;

export const recipientStatus = z.enum(['PENDING', 'SENDING', 'SENT', 'DELIVERED', 'READ', 'FAILED', 'SKIPPED']);
export type RecipientStatus = z.infer<typeof recipientStatus>;

/** What a user may do to a campaign; the single view lists the ones open to the caller now. */
export const campaignAction = z.enum(['edit', 'submit', 'approve', 'reject', 'schedule', 'pause', 'resume', 'cancel', 'retry_failed', 'duplicate']);
export type CampaignAction = z.infer<typeof campaignAction>;

/** spec §2 send-whatsapp `reSchedule`: where the audience comes from. */
export const audienceKind = z.enum(['UPLOAD_FILE', 'ENGAGED_USERS', 'OPT_IN_USERS']);
export type AudienceKind = z.infer<typeof audienceKind>;

/** E.164 with the plus: the browser normalises with libphonenumber-js before sending. */
export const e164Phone = z.string().regex(/^\+[1-9]\d{6,14}$/, 'A phone number in E.164 form, e.g. +919812345678');

/** A local date-time as the user typed it (`2026-03-04T18:30`), read in `timeZone`. */
export const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'A local date and time, YYYY-MM-DDTHH:mm');
export const timeZone = z.string().min(1).max(64).refine(isTimeZone, 'An IANA time zone, e.g. Asia/Kolkata');

/** Send as soon as approved (`now`), or at a local date-time at most 90 days ahead (checked on the server). */
export const campaignSchedule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('now') }),
  z.object({ kind: z.literal('at'), at: localDateTime, timeZone }),
]);
export type CampaignSchedule = z.infer<typeof campaignSchedule>;

/** Where a template variable's value comes from: a column of the audience file, or a fixed text. */
export const variableSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('column'), column: z.string().min(1).max(100) }),
  z.object({ kind: z.literal('text'), text: z.string().max(1024) }),
]);
export type VariableSource = z.infer<typeof variableSource>;

export const campaignAudience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('UPLOAD_FILE') }),
  /** Contacts who wrote to a number of the account in the last `days` days. */
  z.object({ kind: z.literal('ENGAGED_USERS'), days: z.number().int().min(1).max(90) }),
  /** Contacts who sent an opt-in keyword (START, SUBSCRIBE) and have not opted out since. */
  z.object({ kind: z.literal('OPT_IN_USERS') }),
]);
export type CampaignAudience = z.infer<typeof campaignAudience>;

/** Send only between these local hours of the recipient (`startHour` ≤ hour < `endHour`). */
export const sendWindow = z
  .object({ startHour: z.number().int().min(0).max(23), endHour: z.number().int().min(1).max(24) })
  .refine((window) => window.startHour < window.endHour, { message: 'The window must end after it starts', path: ['endHour'] });
export type SendWindow = z.infer<typeof sendWindow>;

/** Create and edit (a full replacement while DRAFT, SCHEDULED or REJECTED). */
export const campaignDraft = z.object({
  name: z.string().trim().min(1).max(100),
  channel: z.literal('whatsapp').default('whatsapp'),
  /** A sender number's phone-number id (see the senders list). */
  senderId: z.string().min(1).max(64),
  /** An APPROVED template of the sender's WABA (`sno`). */
  templateSno: z.number().int().positive(),
  /** Template variable name or position (`first_name`, `1`) → its source. */
  variableMapping: z.record(z.string().min(1).max(64), variableSource).default({}),
  audience: campaignAudience,
  schedule: campaignSchedule.default({ kind: 'now' }),
  sendWindow: sendWindow.nullable().default(null),
  /** Skip as `expired` what could not go out within this many hours of the planned time. */
  expiryHours: z.number().int().min(1).max(720).nullable().default(null),
});
export type CampaignDraft = z.infer<typeof campaignDraft>;
export type CampaignDraftInput = z.input<typeof campaignDraft>;
export const createCampaignRequest = campaignDraft;
export const editCampaignRequest = campaignDraft;

/** Counts per recipient status, read from counters kept as events arrive (never a scan). */
/**
 * What a waiting campaign waits for: the portfolio's 24-hour messaging limit, its recipients' send
 * window to open, or the provider that asked it to slow down.
 */
export const continuesFor = z.enum(['limit', 'sendWindow', 'slowedDown']);
export type ContinuesFor = z.infer<typeof continuesFor>;

export const campaignFunnel = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  sending: z.number().int(),
  /** Reached the provider: SENT, DELIVERED and READ together. */
  sent: z.number().int(),
  /** DELIVERED and READ together. */
  delivered: z.number().int(),
  read: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
});
export type CampaignFunnel = z.infer<typeof campaignFunnel>;

/** A row of the campaign lists (send, scheduled, maker and checker lists). */
export const campaignListRow = z.object({
  id: z.uuid(),
  name: z.string(),
  channel: z.literal('whatsapp'),
  state: campaignState,
  senderId: z.string(),
  senderNumber: z.string().nullable(),
  templateName: z.string().nullable(),
  templateLanguage: z.string().nullable(),
  audienceKind: audienceKind,
  /** ISO instant; null for "now". */
  scheduleAt: z.string().nullable(),
  makerName: z.string(),
  checkerName: z.string().nullable(),
  funnel: campaignFunnel,
  /** Waiting: when sending resumes by itself, and what it waits for. */
  continuesAt: z.string().nullable(),
  continuesFor: continuesFor.nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
});
export type CampaignListRow = z.infer<typeof campaignListRow>;

export const campaignListQuery = z.object({
  /** One state, or several separated by commas. */
  state: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',') : []))
    .pipe(z.array(campaignState)),
  search: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export const campaignListResponse = z.object({ rows: z.array(campaignListRow), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type CampaignListResponse = z.infer<typeof campaignListResponse>;

export const campaignHistoryEntry = z.object({ from: campaignState.nullable(), to: campaignState, actorName: z.string(), note: z.string().nullable(), at: z.string() });

/** One campaign with everything the edit form and the detail page show. */
export const campaignView = campaignListRow.extend({
  templateSno: z.number().int().nullable(),
  variableMapping: z.record(z.string(), variableSource),
  audience: campaignAudience,
  schedule: campaignSchedule,
  sendWindow: sendWindow.nullable(),
  expiryHours: z.number().int().nullable(),
  rejectReason: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** The audience file's import: null before the first chunk. */
  importState: z.enum(['IN_PROGRESS', 'COMPLETE']).nullable(),
  history: z.array(campaignHistoryEntry),
  /** What the caller may do now (role, maker/checker, state). */
  allowedActions: z.array(campaignAction),
});

/** DELETE campaigns/:id: a DRAFT (never submitted) goes, with the recipients its file gave it. */
export const deleteCampaignResponse = z.object({ id: z.uuid(), deleted: z.literal(true) });
export type CampaignView = z.infer<typeof campaignView>;

export const rejectCampaignRequest = z.object({ reason: z.string().trim().min(1).max(500) });
export const scheduleCampaignRequest = z.object({ schedule: campaignSchedule });
/**
 * Submit for approval (makers and checkers) or straight to SCHEDULED (no maker-checker profile).
 * `schedule: null` keeps the schedule saved with the draft. Approve, pause, resume, cancel,
 * retry failed and duplicate take no body.
 */
export const submitCampaignRequest = z.object({ schedule: campaignSchedule.nullable() });

export const reasonCount = z.object({ code: z.string(), text: z.string(), count: z.number().int() });
export type ReasonCount = z.infer<typeof reasonCount>;

export const campaignReport = z.object({
  id: z.uuid(),
  state: campaignState,
  funnel: campaignFunnel,
  /** FAILED recipients grouped by provider code (or `interrupted`). */
  failures: z.array(reasonCount),
  /** SKIPPED recipients by reason: `opted_out`, `expired`, `cancelled`. */
  skips: z.array(reasonCount),
  continuesAt: z.string().nullable(),
  continuesFor: continuesFor.nullable(),
});
export type CampaignReport = z.infer<typeof campaignReport>;

export const recipientRow = z.object({
  id: z.number().int(),
  phone: z.string(),
  status: recipientStatus,
  skipReason: z.string().nullable(),
  errorCode: z.string().nullable(),
  errorText: z.string().nullable(),
  providerMessageId: z.string().nullable(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  skippedAt: z.string().nullable(),
  /** The template variables as sent to this recipient (the campaign's mapping applied to its row). */
  variables: z.record(z.string(), z.string()),
});
export type RecipientRow = z.infer<typeof recipientRow>;

/** Keyset paging: pass the last row's id as `after` for the next page. */
export const recipientsQuery = z.object({
  status: recipientStatus.optional(),
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const recipientsPage = z.object({
  rows: z.array(recipientRow),
  /** `after` for the next page; null on the last. */
  next: z.number().int().nullable(),
  /** Recipients with this status (or all), from the counters. */
  total: z.number().int(),
});
export type RecipientsPage = z.infer<typeof recipientsPage>;

/**
 * A chunk of audience rows as columns: the numbers in one array and each mapped column's values in one
 * array in the same order, a column's name given once (`values[i]` holds `columns[i]`'s value for each
 * number). A row object a number would cost the server 2-4 times as much to read and check: a million-row
 * upload is 200 such bodies (docs/performance.md "Session 33: the upload's chunks cheaper to read").
 * Names have 1 to 100 characters and appear once; values at most 1,024 characters.
 */
export const audienceChunkRows = (maxRows: number) => ({
  phones: z.array(e164Phone).min(1).max(maxRows),
  columns: z.array(z.string().min(1).max(100)).default([]),
  values: z.array(z.array(z.string().max(1024)).max(maxRows)).default([]),
});

/** A chunk's rows as `audienceChunkRows` reads them. */
export interface ChunkColumns {
  phones: readonly string[];
  columns: readonly string[];
  values: readonly (readonly string[])[];
}

/** The checks across a chunk's arrays: a name once, a column of values for each name, a value for each number. */
export function checkChunkColumns({ value, issues }: z.core.ParsePayload<ChunkColumns>) {
  const { phones, columns, values } = value;
  const issue = (path: (string | number)[], message: string) => issues.push({ code: 'custom', input: value, path, message });
  columns.forEach((name, index) => {
    if (columns.indexOf(name) !== index) issue(['columns', index], 'A column is named once');
  });
  if (values.length !== columns.length) issue(['values'], 'One list of values for each column');
  values.forEach((column, index) => {
    if (column.length !== phones.length) issue(['values', index], 'One value for each phone number');
  });
}

/** Rows as the chunk endpoints take them (`audienceChunkRows`): a row missing a column gets it empty, as a blank cell. */
export function chunkColumnsOf(rows: readonly { phone: string; variables?: Readonly<Record<string, string>> }[], columns: readonly string[] = [...new Set(rows.flatMap((row) => Object.keys(row.variables ?? {})))]): ChunkColumns {
  return { phones: rows.map((row) => row.phone), columns, values: columns.map((column) => rows.map((row) => row.variables?.[column] ?? '')) };
}

/** One chunk of the valid rows of an audience file; sending the same chunk again changes nothing. */
export const audienceChunkRequest = z
  .object({
    /** Chosen by the browser for one upload; a new id replaces an unfinished import. */
    importId: z.uuid(),
    chunkIndex: z.number().int().min(0).max(10_000),
    ...audienceChunkRows(AUDIENCE_IMPORT_CHUNK_MAX_ROWS),
  })
  .check(checkChunkColumns);
export type AudienceChunkRequest = z.infer<typeof audienceChunkRequest>;
export const audienceChunkResponse = z.object({ importId: z.uuid(), chunkIndex: z.number().int(), chunksReceived: z.number().int(), rowsReceived: z.number().int() });

/** Ends an import: every chunk 0…chunkCount-1 must have arrived; then the staged rows become the audience at once. */
export const audienceCompleteRequest = z.object({ importId: z.uuid(), chunkCount: z.number().int().min(1).max(10_001) });
export const audienceCompleteResponse = z.object({
  recipients: z.number().int(),
  /** Rows whose phone appeared earlier in the file: kept once. */
  duplicates: z.number().int(),
});

export const senderNumber = z.object({
  id: z.string(),
  displayNumber: z.string(),
  verifiedName: z.string(),
  throughput: z.number().int(),
  quality: z.enum(['GREEN', 'YELLOW', 'RED', 'UNKNOWN']),
  wabaId: z.string(),
  wabaName: z.string(),
  portfolioId: z.uuid(),
  portfolioName: z.string(),
  /** Unique users in a moving 24 hours; null is unlimited. */
  messagingLimit: z.number().int().nullable(),
});
export type SenderNumber = z.infer<typeof senderNumber>;
export const sendersResponse = z.object({ senders: z.array(senderNumber) });

export const approvedTemplatesQuery = z.object({ senderId: z.string().min(1).max(64).optional() });
export const approvedTemplatesResponse = z.object({ templates: z.array(whatsappTemplate) });

export const audienceCountsQuery = z.object({ days: z.coerce.number().int().min(1).max(90).default(30) });
export const audienceCountsResponse = z.object({ days: z.number().int(), engagedUsers: z.number().int(), optInUsers: z.number().int(), optedOut: z.number().int() });

/** Contact scrubbing: which numbers are worth sending to (valid, once, not opted out, on WhatsApp). */
export const contactScrubbingRequest = z.object({ phones: z.array(z.string().max(40)).min(1).max(AUDIENCE_CHUNK_MAX_ROWS) });
export const scrubbedContact = z.object({
  input: z.string(),
  /** E.164; null when the number is not valid. */
  phone: z.string().nullable(),
  /** The first that applies: INVALID, DUPLICATE (same E.164 earlier in the request), OPTED_OUT, NOT_ON_WHATSAPP, else VALID. */
  status: z.enum(['VALID', 'INVALID', 'DUPLICATE', 'OPTED_OUT', 'NOT_ON_WHATSAPP']),
  /** The channel's answer for a valid number (UNKNOWN on Meta's Cloud API, which has no such check); null when not asked. */
  whatsapp: z.enum(['ON_WHATSAPP', 'NOT_ON_WHATSAPP', 'UNKNOWN']).nullable(),
});
export type ScrubbedContact = z.infer<typeof scrubbedContact>;
export const contactScrubbingResponse = z.object({ results: z.array(scrubbedContact) });

/** Recipients whose number is in `zone` (IANA), as the send window is kept for them; null: the number tells no zone, so the campaign's applies. */
export const audienceTimeZone = z.object({ zone: z.string().nullable(), recipients: z.number().int() });
export type AudienceTimeZone = z.infer<typeof audienceTimeZone>;
/**
 * The audience import's answer as the send form reads it: the completion plus how many of the
 * recipients are on the account's opt-out list (skipped by a marketing campaign) and the time zones
 * they are in (most recipients first), for the review step.
 */
export const audienceCompleteResult = audienceCompleteResponse.extend({ optedOut: z.number().int(), timeZones: z.array(audienceTimeZone) });

/**
 * What a checker decides on (#31), the figures the maker's review showed: the first recipients with
 * the values their message carries (mapped columns and fixed texts, by the mapping's keys), the
 * audience, the sender's pace, the cost by the rate card, and the recipients' time zones.
 */
export const campaignPreview = z.object({
  recipients: z.array(z.object({ phone: z.string(), variables: z.record(z.string(), z.string()) })),
  /** Recipients the campaign holds (a file), or who would get it now (engaged or opted-in users, opt-outs left out). */
  audience: z.number().int(),
  /** Of a file's recipients, those on the account's opt-out list: a marketing campaign skips them. */
  optedOut: z.number().int(),
  pace: z.object({ messagesPerSecond: z.number(), dailyLimit: z.number().int().nullable() }),
  /** Every recipient charged once by the rate card, opt-outs included as on the maker's review; null for engaged and opted-in audiences. */
  cost: z.object({ currency: z.string(), amount: z.number() }).nullable(),
  timeZones: z.array(audienceTimeZone),
});
export type CampaignPreview = z.infer<typeof campaignPreview>;
