import { z } from 'zod';
import { campaignListQuery, type RecipientRow } from './campaigns';
import { isoInstant } from './iso-instant';

/**
 * The WhatsApp campaign report's download columns (#11) and those of `{reports}/download/column_list`
 * (spec §7). Every export is a download job started through `{reports}/downloads`, which the Download
 * Center (#15) lists.
 */

/** spec §7 column_list: `pagename`, and `logsection` (default All). */
export const columnListRequest = z.object({
  pagename: z.string().trim().min(1).max(100),
  logsection: z.string().trim().max(100).default('All'),
});
/** An unknown page answers no columns, which the dialog shows as 'No Columns Available!'. */
export const columnListResponse = z.object({ columns: z.array(z.object({ name: z.string() })) });
export type ColumnListResponse = z.infer<typeof columnListResponse>;

/** The `pagename` of the WhatsApp campaign report. */
export const CAMPAIGN_REPORT_PAGE = 'whatsapp-campaign-report';

/** Columns of a campaign's per-recipient rows, in file order; `variables` becomes one column per template variable. */
export const campaignReportColumn = z.enum(['phone', 'status', 'status_time', 'error_code', 'reason', 'variables', 'message_id']);
export type CampaignReportColumn = z.infer<typeof campaignReportColumn>;
export const CAMPAIGN_REPORT_COLUMNS = campaignReportColumn.options;

export const exportFileType = z.enum(['csv', 'excel']);
export type ExportFileType = z.infer<typeof exportFileType>;

/**
 * Rows an Excel download may hold: a worksheet's own limit (1,048,576 rows) less the header. The file
 * is streamed (docs/decisions.md "Excel streamed"), so memory sets no lower limit; beyond this, CSV.
 */
export const EXCEL_MAX_ROWS = 1_048_575;

/** EXPIRED: the file was kept its configured days (`downloadRetentionDays`) and its bytes are gone. */
export const exportJobState = z.enum(['QUEUED', 'RUNNING', 'DONE', 'FAILED', 'EXPIRED']);
export type ExportJobState = z.infer<typeof exportJobState>;

export const exportJob = z.object({
  id: z.uuid(),
  kind: z.string(),
  pageName: z.string(),
  campaignId: z.uuid().nullable(),
  columns: z.array(z.string()),
  fileType: exportFileType,
  fileName: z.string(),
  filter: z.record(z.string(), z.string()),
  state: exportJobState,
  rowsDone: z.number().int(),
  rowsTotal: z.number().int(),
  bytes: z.number().int(),
  error: z.string().nullable(),
  userName: z.string(),
  createdOn: z.string(),
  finishedOn: z.string().nullable(),
  /** When a finished file is removed; null until it is finished. */
  expiresOn: z.string().nullable(),
});
export type ExportJob = z.infer<typeof exportJob>;

/** The file itself (CSV or .xlsx bytes), not JSON. */
export const exportFile = z.custom<Response>((value) => value instanceof Response).meta({ type: 'string', format: 'binary' });

/** The report's campaign list: the campaign list's filters and a creation date range (`from` ≤ created < `to`, ISO instants). */
export const reportCampaignsQuery = campaignListQuery.extend({
  from: isoInstant().optional(),
  to: isoInstant().optional(),
});

/** When a recipient reached its current status; null while PENDING or SENDING. */
export function statusTimeOf(row: Pick<RecipientRow, 'status' | 'sentAt' | 'deliveredAt' | 'readAt' | 'failedAt' | 'skippedAt'>): string | null {
  switch (row.status) {
    case 'SENT':
      return row.sentAt;
    case 'DELIVERED':
      return row.deliveredAt;
    case 'READ':
      return row.readAt;
    case 'FAILED':
      return row.failedAt;
    case 'SKIPPED':
      return row.skippedAt;
    default:
      return null;
  }
}

/** Why a recipient failed or was skipped: the provider's text, or the skip reason. */
export const reasonOf = (row: Pick<RecipientRow, 'errorText' | 'skipReason'>): string | null => row.errorText ?? row.skipReason;
